// CST → AST for expressions and references. Operator chains fold to the left; a node whose
// required parts were lost to error recovery becomes `undefined` (the error is already reported).

import type { CstNode, IToken } from 'chevrotain';
import type { AggregateOp, Binary, BinaryOp, Expression, Name, Reference } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import { LIMITS } from '../limits';
import { rulesParser } from './parser';
import {
  ctxRange,
  nameOf,
  node,
  nodes,
  onlyChild,
  span,
  stringValue,
  token,
  tokenRange,
  tokens,
  type Ctx,
} from './cst';

const AGGREGATES: ReadonlySet<string> = new Set<AggregateOp>([
  'sum',
  'count',
  'any',
  'all',
  'max',
  'min',
  'deadwood',
  'sum-groups',
  'first',
]);

function isAggregate(name: string): name is AggregateOp {
  return AGGREGATES.has(name);
}

/** Folds `a op b op c` to the left: `(a op b) op c`. */
function fold(
  operands: readonly (Expression | undefined)[],
  ops: readonly BinaryOp[],
): Expression | undefined {
  let left = operands[0];
  for (let i = 0; i < ops.length; i++) {
    const right = operands[i + 1];
    const op = ops[i];
    if (left === undefined || right === undefined || op === undefined) return left ?? right;
    const binary: Binary = {
      kind: 'Binary',
      op,
      left,
      right,
      range: span(left.range, right.range),
    };
    left = binary;
  }
  return left;
}

/** The builder is a Chevrotain CST visitor: `visit(fileCst)` dispatches to `file(ctx)`. */
const CstVisitor = rulesParser.getBaseCstVisitorConstructorWithDefaults<void, unknown>();

export class ExpressionBuilder extends CstVisitor {
  constructor(protected readonly sink: DiagnosticSink) {
    super();
  }

  /** Any expression-level rule: `expression`, `orExpr`, ..., `postfix`, `primary`. */
  expr(cst: CstNode | undefined): Expression | undefined {
    if (cst === undefined) return undefined;
    const ctx = cst.children;
    switch (cst.name) {
      case 'expression':
        return this.expr(onlyChild(ctx));
      case 'conditional':
        return this.conditional(ctx);
      case 'orExpr':
      case 'andExpr':
      case 'additive':
      case 'multiplicative':
        return this.chain(ctx);
      case 'notExpr':
      case 'unary':
        return this.prefix(ctx);
      case 'comparison':
        return this.comparison(ctx);
      case 'postfix':
        return this.withSelectors(this.expr(node(ctx, 'primary')), ctx);
      case 'primary':
        return this.primary(ctx);
      default:
        return undefined;
    }
  }

  private conditional(ctx: Ctx): Expression | undefined {
    const condition = this.expr(node(ctx, 'condition'));
    const then = this.expr(node(ctx, 'then'));
    const otherwise = this.expr(node(ctx, 'otherwise'));
    const range = ctxRange(ctx);
    if (!condition || !then || !otherwise || !range) return undefined;
    return { kind: 'Conditional', condition, then, otherwise, range };
  }

  private chain(ctx: Ctx): Expression | undefined {
    const operands = nodes(ctx, 'operands').map((n) => this.expr(n));
    const ops = tokens(ctx, 'ops').map((t) => t.image as BinaryOp);
    return fold(operands, ops);
  }

  private prefix(ctx: Ctx): Expression | undefined {
    const operand = this.expr(node(ctx, 'operand'));
    const op = token(ctx, 'not') ?? token(ctx, 'minus');
    if (op === undefined || operand === undefined) return operand;
    return {
      kind: 'Unary',
      op: op.image === 'not' ? 'not' : '-',
      operand,
      range: span(tokenRange(op), operand.range),
    };
  }

  /** `x not in C` becomes `not (x in C)`: the AST has one membership operator. */
  private comparison(ctx: Ctx): Expression | undefined {
    let left = this.expr(node(ctx, 'operands'));
    const rights = nodes(ctx, 'operands').slice(1);
    nodes(ctx, 'ops').forEach((opNode, i) => {
      const right = this.expr(rights[i]);
      const opToken = token(opNode.children, 'op');
      if (left === undefined || right === undefined || opToken === undefined) {
        left = left ?? right;
        return;
      }
      const range = span(left.range, right.range);
      const binary: Binary = { kind: 'Binary', op: opToken.image as BinaryOp, left, right, range };
      left =
        token(opNode.children, 'not') === undefined
          ? binary
          : { kind: 'Unary', op: 'not', operand: binary, range };
    });
    return left;
  }

  /** `.member` and `[index]` after `object`. */
  protected withSelectors(object: Expression | undefined, ctx: Ctx): Expression | undefined {
    let result = object;
    for (const sel of nodes(ctx, 'selectors')) {
      if (result === undefined) return undefined;
      const end = ctxRange(sel.children);
      const member = nameOf(token(sel.children, 'member'));
      if (member !== undefined) {
        result = {
          kind: 'Member',
          object: result,
          member,
          range: span(result.range, member.range),
        };
        continue;
      }
      const index = this.expr(node(sel.children, 'index'));
      if (index === undefined || end === undefined) return result;
      result = { kind: 'Index', object: result, index, range: span(result.range, end) };
    }
    return result;
  }

  /** The target of `set`, `add` and `remove`: a name with selectors. */
  reference(cst: CstNode | undefined): Expression | undefined {
    if (cst === undefined) return undefined;
    return this.withSelectors(this.ref(nameOf(token(cst.children, 'name'))), cst.children);
  }

  private ref(name: Name | undefined): Reference | undefined {
    return name === undefined ? undefined : { kind: 'Reference', name, range: name.range };
  }

  private primary(ctx: Ctx): Expression | undefined {
    const number = token(ctx, 'number');
    if (number !== undefined) return this.number(number);
    const string = token(ctx, 'string');
    if (string !== undefined) {
      return {
        kind: 'StringLiteral',
        value: stringValue(string, this.sink),
        range: tokenRange(string),
      };
    }
    const name = token(ctx, 'name');
    if (name !== undefined) return this.ref(nameOf(name));
    const sub = onlyChild(ctx);
    if (sub === undefined) return undefined;
    const c = sub.children;
    const range = ctxRange(c);
    if (range === undefined) return undefined;
    switch (sub.name) {
      case 'parenExpr':
        return this.expr(node(c, 'inner'));
      case 'allSeats': {
        // The two words name the built-in; `from SEAT` after them orders it from that seat.
        const words = span(tokenRange(token(c, 'all')!), tokenRange(token(c, 'seats')!));
        const all: Reference = {
          kind: 'Reference',
          name: { kind: 'Name', text: 'all seats', range: words },
          range: words,
        };
        const from = node(c, 'from');
        if (from === undefined) return all;
        const seat = this.expr(from);
        return seat && { kind: 'SeatsFrom', seat, range };
      }
      case 'braces':
        return this.braces(c);
      case 'call':
        return this.call(c);
      case 'ofExpr':
        return this.ofExpr(c);
      default:
        return undefined;
    }
  }

  /** A whole number as written; past LIMITS.integer it is reported (and kept, for recovery). */
  number(t: IToken): Expression & { kind: 'NumberLiteral' } {
    const value = Number.parseInt(t.image, 10);
    if (value > LIMITS.integer) {
      this.sink.error(
        'number-too-large',
        tokenRange(t),
        `${t.image} is more than ${LIMITS.integer.toLocaleString('en')}, the largest number a rules file may write`,
      );
    }
    return { kind: 'NumberLiteral', value, range: tokenRange(t) };
  }

  private braces(ctx: Ctx): Expression | undefined {
    const range = ctxRange(ctx);
    if (range === undefined) return undefined;
    const variable = nameOf(token(ctx, 'variable'));
    if (variable !== undefined) {
      const collection = this.expr(node(ctx, 'collection'));
      const where = this.expr(node(ctx, 'where'));
      if (!collection || !where) return undefined;
      return { kind: 'SetBuilder', variable, collection, where, range };
    }
    const elements = nodes(ctx, 'elements').flatMap((n) => this.expr(n) ?? []);
    return { kind: 'SetLiteral', elements, range };
  }

  /** `sum(c in C where P: V)`, `count(C)`, `tricks(t)`. */
  private call(ctx: Ctx): Expression | undefined {
    const nameToken = token(ctx, 'name');
    const range = ctxRange(ctx);
    if (nameToken === undefined || range === undefined) return undefined;
    const fn = nameToken.image;
    const binder = node(ctx, 'binder')?.children;
    const argument = this.expr(node(ctx, 'argument'));
    if (isAggregate(fn) && binder !== undefined) {
      const variable = nameOf(token(binder, 'variable'));
      const collection = this.expr(node(binder, 'collection'));
      if (variable === undefined || collection === undefined) return undefined;
      const where = this.expr(node(binder, 'where'));
      const body = this.expr(node(ctx, 'body'));
      const targetNode = node(ctx, 'target');
      const target = this.expr(targetNode);
      if ((fn === 'sum-groups') !== (targetNode !== undefined)) {
        this.sink.error(
          'invalid-call',
          range,
          fn === 'sum-groups'
            ? "'sum-groups' needs the sum of each group after 'to', as in sum-groups(c in taken: c.worth to card.worth)"
            : `only 'sum-groups' takes a sum after 'to', not '${fn}'`,
        );
        // Without its sum, sum-groups means nothing; another aggregate is kept without it.
        if (fn === 'sum-groups') return undefined;
      }
      if (fn === 'sum-groups' && target === undefined) return undefined;
      return {
        kind: 'Aggregate',
        op: fn,
        variable,
        collection,
        where,
        body,
        ...(target === undefined || fn !== 'sum-groups' ? {} : { target }),
        range,
      };
    }
    if (fn === 'count' && argument !== undefined) {
      return {
        kind: 'Aggregate',
        op: 'count',
        variable: undefined,
        collection: argument,
        where: undefined,
        body: undefined,
        range,
      };
    }
    if (fn === 'tricks' && argument !== undefined)
      return { kind: 'TricksOf', team: argument, range };
    if (
      (fn === 'same-rank' || fn === 'same-suit' || fn === 'run' || fn === 'melds') &&
      argument !== undefined
    )
      return { kind: 'CardsTest', test: fn, cards: argument, range };
    if (isAggregate(fn) || fn === 'tricks') {
      const example =
        fn === 'tricks'
          ? 'tricks(t)'
          : fn === 'sum-groups'
            ? 'sum-groups(c in taken: c.worth to card.worth)'
            : fn === 'first'
              ? 'first(s in all seats from left of dealer where team of s = team)'
              : `${fn}(c in hand[seat]: c.points)`;
      const needs = fn === 'tricks' ? 'a team' : 'a variable over a collection';
      this.sink.error('invalid-call', range, `'${fn}' needs ${needs}, as in ${example}`);
      return undefined;
    }
    this.sink.error(
      'unknown-function',
      tokenRange(nameToken),
      `there is no function named '${fn}'; the functions are sum, count, any, all, max, min, first, tricks, same-rank, same-suit, run, melds, deadwood and sum-groups`,
    );
    return undefined;
  }

  /** `top of Z`, `seats of T`, `team of S`, or a zone joined over seats: `area of opponents`. */
  private ofExpr(ctx: Ctx): Expression | undefined {
    const name = nameOf(token(ctx, 'name'));
    const operand = this.expr(node(ctx, 'operand'));
    const range = ctxRange(ctx);
    if (name === undefined || operand === undefined || range === undefined) return undefined;
    switch (name.text) {
      case 'top':
        return { kind: 'TopOf', zone: operand, range };
      case 'seats':
        return { kind: 'SeatsOf', team: operand, range };
      case 'team':
        return { kind: 'TeamOf', seat: operand, range };
      case 'left':
      case 'right':
        return { kind: 'SeatBeside', side: name.text, seat: operand, range };
      default:
        return { kind: 'ZoneUnion', zone: name, seats: operand, range };
    }
  }
}
