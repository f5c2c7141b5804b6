// CST → AST for blocks and statements. A statement missing a required part after error
// recovery is left out of its block; the syntax error has already been reported.

import type { CstNode, IToken } from 'chevrotain';
import type { Block, Expression, Statement, Template } from '../ast/ast';
import { ExpressionBuilder } from './build-expressions';
import { buildTemplate } from './build-template';
import { ctxRange, nameOf, node, nodes, onlyChild, optionalString, token, type Ctx } from './cst';

export class StatementBuilder extends ExpressionBuilder {
  block(cst: CstNode | undefined): Block | undefined {
    if (cst === undefined) return undefined;
    const range = ctxRange(cst.children);
    if (range === undefined) return undefined;
    const statements = nodes(cst.children, 'statements').flatMap((s) => {
      const inner = onlyChild(s.children);
      return inner === undefined ? [] : (this.statement(inner) ?? []);
    });
    return { kind: 'Block', statements, range };
  }

  private statement(cst: CstNode): Statement | undefined {
    const c = cst.children;
    const range = ctxRange(c);
    if (range === undefined) return undefined;
    const e = (label: string): Expression | undefined => this.expr(node(c, label));
    switch (cst.name) {
      case 'setStmt': {
        const target = this.reference(node(c, 'target'));
        const value = e('value');
        return target && value && { kind: 'SetStmt', target, value, range };
      }
      case 'addStmt':
      case 'removeStmt': {
        const target = this.reference(node(c, 'target'));
        const value = e('value');
        const kind = cst.name === 'addStmt' ? 'AddStmt' : 'RemoveStmt';
        return target && value && { kind, value, target, range };
      }
      case 'moveStmt': {
        const cards = nodes(c, 'cards').flatMap((n) => this.expr(n) ?? []);
        const to = e('to');
        return to && cards.length > 0 ? { kind: 'MoveCardsStmt', cards, to, range } : undefined;
      }
      case 'scoreStmt': {
        const team = e('team');
        const points = e('points');
        const reason = this.reason(token(c, 'reason'), true);
        return team && points && { kind: 'ScoreStmt', team, points, reason, range };
      }
      case 'ifStmt':
        return this.ifStmt(c);
      case 'forStmt': {
        const variable = nameOf(token(c, 'variable'));
        const from = e('collection');
        const to = e('rangeTo');
        const body = this.block(node(c, 'body'));
        if (!variable || !from || !body) return undefined;
        const collection: Expression =
          to === undefined
            ? from
            : {
                kind: 'RangeExpr',
                from,
                to,
                range: { start: from.range.start, end: to.range.end },
              };
        return { kind: 'ForStmt', variable, collection, where: e('where'), body, range };
      }
      case 'repeatStmt': {
        const count = e('count');
        const body = this.block(node(c, 'body'));
        return count && body && { kind: 'RepeatStmt', count, body, range };
      }
      case 'letStmt': {
        const name = nameOf(token(c, 'name'));
        const value = e('value');
        return name && value && { kind: 'LetStmt', name, value, range };
      }
      case 'requireStmt': {
        const code = nameOf(token(c, 'code'));
        const condition = e('condition');
        const message = optionalString(token(c, 'message'), this.sink);
        return code && condition && { kind: 'RequireStmt', code, message, condition, range };
      }
      case 'oweStmt': {
        const team = e('team');
        const move = nameOf(token(c, 'move'));
        return team && move && { kind: 'OweStmt', team, move, range };
      }
      case 'eventStmt': {
        const name = nameOf(token(c, 'name'));
        return (
          name && { kind: 'EventStmt', name, reason: this.reason(token(c, 'reason'), false), range }
        );
      }
      case 'againStmt':
        return { kind: 'AgainStmt', range };
      case 'skipStmt':
        return { kind: 'SkipStmt', range };
      case 'reverseStmt':
        return { kind: 'ReverseStmt', range };
      case 'nextTurnStmt': {
        const seat = e('seat');
        return seat && { kind: 'NextTurnStmt', seat, range };
      }
      case 'revealStmt': {
        const zone = e('zone');
        return zone && { kind: 'RevealStmt', zone, range };
      }
      default:
        return undefined;
    }
  }

  /** A `score` or `event` reason: its text decoded, its `{name}` placeholders found. */
  private reason(t: IToken | undefined, scored: boolean): Template | undefined {
    return t === undefined ? undefined : buildTemplate(t, this.sink, scored);
  }

  /** `if A {..} else if B {..} else {..}`: conditions and bodies pair up in order. */
  private ifStmt(c: Ctx): Statement | undefined {
    const range = ctxRange(c);
    const conditions = nodes(c, 'conditions');
    const bodies = nodes(c, 'bodies');
    const branches: { condition: Expression; body: Block }[] = [];
    conditions.forEach((condNode, i) => {
      const condition = this.expr(condNode);
      const body = this.block(bodies[i]);
      if (condition && body) branches.push({ condition, body });
    });
    if (range === undefined || branches.length === 0) return undefined;
    return { kind: 'IfStmt', branches, otherwise: this.block(node(c, 'otherwise')), range };
  }
}
