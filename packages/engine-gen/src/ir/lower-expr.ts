// The linked model's expressions lowered to the IR (expr.ts): each reference resolved to what it
// names, each operator to the test the engine makes. Nothing here chooses how a zone is kept or
// what a shape fixes; the passes do that.

import type {
  Expression,
  LinkedGame,
  Range,
  ResolvedVariable,
  Symbol,
  Type,
} from '@orrery/rules-lang';
import { numberLiteralValue } from '../rank-literal';
import type { Ir, IsTest } from './expr';

/** A construct with no meaning where it stands, at the node it was found at. */
export class CannotLower extends Error {
  readonly node: { readonly range: Range };
  constructor(message: string, node: { readonly range: Range }) {
    super(message);
    this.node = node;
  }
}

/** What lowering needs to know about the game. */
export interface Lowering {
  readonly game: LinkedGame;
  /** The most copies of the deck any combination of options asks for. */
  readonly maxCopies: number;
  varKey(variable: ResolvedVariable): string;
}

export function lowerExpr(l: Lowering, e: Expression): Ir {
  const { game } = l;
  const lower = (x: Expression) => lowerExpr(l, x);
  switch (e.kind) {
    case 'NumberLiteral':
      return { kind: 'number', value: numberLiteralValue(game, e) };
    case 'StringLiteral':
      return { kind: 'string', value: e.value };
    case 'Reference':
      return symbol(l, game.symbolOf(e), e);
    case 'Member': {
      const card = lower(e.object);
      const sym = game.symbolOf(e.member);
      if (sym.kind === 'value') return { kind: 'value', value: sym.name, card };
      if (sym.kind !== 'attribute')
        throw new CannotLower(`'${e.member.text}' is not an attribute`, e);
      if (game.typeOf(e.object).kind === 'suit') {
        if (sym.name !== 'group' && sym.name !== 'suit-rank')
          throw new CannotLower(`a suit has no '${sym.name}'`, e);
        return { kind: 'suit-attribute', attribute: sym.name, suit: card };
      }
      return { kind: 'card-attribute', attribute: sym.name, card };
    }
    case 'Index': {
      if (e.object.kind === 'Reference') {
        const sym = game.symbolOf(e.object);
        if (sym.kind === 'zone') return { kind: 'instance', zone: sym.name, owner: lower(e.index) };
      }
      return { kind: 'index', object: lower(e.object), index: lower(e.index) };
    }
    case 'Unary':
      return { kind: e.op === 'not' ? 'not' : 'negate', operand: lower(e.operand) };
    case 'Binary':
      return binary(l, e);
    case 'Conditional':
      return {
        kind: 'conditional',
        condition: lower(e.condition),
        then: lower(e.then),
        otherwise: lower(e.otherwise),
      };
    case 'SetLiteral':
      return { kind: 'set', elements: e.elements.map(lower) };
    case 'SetBuilder':
      return {
        kind: 'filter',
        local: e.variable,
        collection: lower(e.collection),
        where: lower(e.where),
      };
    case 'Aggregate':
      return {
        kind: 'aggregate',
        op: e.op,
        local: e.variable,
        collection: lower(e.collection),
        where: e.where === undefined ? undefined : lower(e.where),
        body: e.body === undefined ? undefined : lower(e.body),
        ...(e.target === undefined ? {} : { target: lower(e.target) }),
        // What `first` gives when nothing is found: none of its element's kind.
        ...(e.op === 'first' ? { none: game.typeOf(e).kind === 'rank' ? 0 : -1 } : {}),
      };
    case 'TopOf':
      return { kind: 'top', zone: lower(e.zone) };
    case 'ZoneUnion': {
      const zone = game.symbolOf(e.zone);
      if (zone.kind !== 'zone') throw new CannotLower(`not a zone: ${e.zone.text}`, e.zone);
      return { kind: 'union', zone: zone.name, seats: lower(e.seats), bag: false, known: false };
    }
    case 'SeatsOf':
      return { kind: 'seats-of', team: lower(e.team) };
    case 'TeamOf':
      return { kind: 'team-of', seat: lower(e.seat) };
    case 'SeatBeside':
      return { kind: 'seat-beside', side: e.side, seat: lower(e.seat) };
    case 'SeatsFrom':
      return { kind: 'seats-from', seat: lower(e.seat) };
    case 'TricksOf':
      return { kind: 'tricks-of', team: lower(e.team) };
    case 'CardsTest':
      return { kind: 'cards-test', test: e.test, cards: lower(e.cards) };
    case 'RangeExpr':
      throw new CannotLower('a range is only a parameter domain', e);
  }
}

function symbol(l: Lowering, sym: Symbol, at: Extract<Expression, { kind: 'Reference' }>): Ir {
  const deck = l.game.deck;
  switch (sym.kind) {
    case 'option':
      return { kind: 'option', name: sym.name };
    case 'option-value': {
      const values = sym.option.values;
      const hit =
        values.kind === 'choices' ? values.choices.find((c) => String(c) === sym.name) : undefined;
      return { kind: 'option-value', value: hit ?? sym.name };
    }
    case 'variable':
      return { kind: 'variable', key: l.varKey(sym.variable) };
    case 'define':
      return { kind: 'define', define: sym.define };
    case 'zone':
      return { kind: 'zone', name: sym.name };
    case 'suit':
      return {
        kind: 'suit',
        index: deck.suits.findIndex((x) => x.name === sym.name),
        name: sym.name,
      };
    case 'rank':
      return { kind: 'rank', strength: sym.rank.strength, name: sym.name };
    case 'group':
      return {
        kind: 'group',
        index: deck.groups.findIndex((x) => x.name === sym.name),
        name: sym.name,
      };
    case 'card':
      return {
        kind: 'card',
        index: deck.cards.findIndex((x) => x.id === sym.name),
        name: sym.name,
      };
    case 'local':
      return { kind: 'local', local: sym.declaration };
    case 'builtin':
      return { kind: 'builtin', name: sym.name };
    case 'value':
    case 'attribute':
    case 'card-kind':
    case 'move':
    case 'phase':
      throw new CannotLower(`'${at.name.text}' (${sym.kind}) is not a value here`, at);
  }
}

function isCollection(t: Type): boolean {
  return t.kind === 'set' || t.kind === 'list';
}

function binary(l: Lowering, e: Extract<Expression, { kind: 'Binary' }>): Ir {
  const { game } = l;
  const left = lowerExpr(l, e.left);
  switch (e.op) {
    case 'or':
    case 'and':
      return { kind: 'logic', op: e.op, left, right: lowerExpr(l, e.right) };
    case 'is':
      return { kind: 'is', subject: left, test: isTest(l, e.left, e.right) };
    case 'in':
      return { kind: 'in', element: left, collection: lowerExpr(l, e.right) };
    case '=':
    case '!=': {
      const lt = game.typeOf(e.left);
      const rt = game.typeOf(e.right);
      const by =
        l.maxCopies > 1 && lt.kind === 'card' && rt.kind === 'card'
          ? 'base-card'
          : isCollection(lt) && isCollection(rt)
            ? 'members'
            : 'value';
      return { kind: 'equal', negated: e.op === '!=', by, left, right: lowerExpr(l, e.right) };
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      return { kind: 'compare', op: e.op, left, right: lowerExpr(l, e.right) };
    case '+':
    case '-':
    case '*':
    case '/':
      return { kind: 'arithmetic', op: e.op, left, right: lowerExpr(l, e.right) };
  }
}

/** `x is N`: N names a suit, group, card kind, card, or `wild`. */
function isTest(l: Lowering, left: Expression, right: Expression): IsTest {
  const { game } = l;
  const deck = game.deck;
  if (right.kind !== 'Reference') throw new CannotLower('`is` needs a name on its right', right);
  const sym = game.symbolOf(right);
  if (game.typeOf(left).kind === 'suit') {
    if (sym.kind === 'suit')
      return { of: 'suit-is-suit', index: deck.suits.findIndex((x) => x.name === sym.name) };
    if (sym.kind === 'group')
      return { of: 'suit-in-group', index: deck.groups.findIndex((g) => g.name === sym.name) };
    throw new CannotLower(`a suit is not a ${sym.kind}`, right);
  }
  switch (sym.kind) {
    case 'suit':
      return {
        of: 'suit',
        index: deck.suits.findIndex((x) => x.name === sym.name),
        name: sym.name,
      };
    case 'group':
      return {
        of: 'group',
        index: deck.groups.findIndex((g) => g.name === sym.name),
        name: sym.name,
      };
    case 'card':
      return { of: 'card', index: deck.cards.findIndex((c) => c.id === sym.name), name: sym.name };
    case 'card-kind':
      return { of: 'card-kind', name: sym.name };
    case 'builtin':
      if (sym.name === 'wild') return { of: 'wild' };
      throw new CannotLower(`cannot test 'is ${sym.name}'`, right);
    default:
      throw new CannotLower(`cannot test 'is' against a ${sym.kind}`, right);
  }
}
