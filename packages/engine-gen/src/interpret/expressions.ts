// Rules-language expressions as closures over the state, with the generator's meanings
// (compile-expr.ts): a card is its number in the deck, a suit or group its index, a rank its
// strength, -1 (0 for a rank) for none; a zone instance kept as a list is that list itself, one
// kept as a bag its cards in deck order (a new array); `/` truncates; cards of several copies
// compare by their base card. Collections and aggregates are collections.ts's.

import type { Expression, Name, ResolvedDefine, ResolvedValue, Symbol } from '@orrery/rules-lang';
import {
  bagCards,
  baseCard,
  cardFace,
  cardGroup,
  cardKind,
  cardRank,
  cardSuit,
  cardSuitRank,
  cardWild,
  deckOf,
  opponentsOf,
  partnersOf,
  sameMembers,
  seatList,
  seatsOf,
  suitGroup,
  suitRank,
  teamList,
  teamOf,
  top,
  type ZoneField,
} from '@orrery/runtime';
import {
  ACTING,
  NOWHERE,
  NotInterpreted,
  slotOf,
  type Eval,
  type Interp,
  type Place,
  type Value,
} from './values';
import { aggregate, bagInstance, cards, cardTest, membership, zoneField } from './collections';

export function evaluator(interp: Interp, place: Place, e: Expression): Eval {
  const { ctx, locals } = interp;
  const game = ctx.game;
  switch (e.kind) {
    case 'NumberLiteral': {
      const v = e.value;
      return () => v;
    }
    case 'StringLiteral': {
      const v = e.value;
      return () => v;
    }
    case 'Reference':
      return reference(interp, place, game.symbolOf(e), e);
    case 'Member':
      return member(interp, place, e);
    case 'Index': {
      const bag = bagInstance(interp, place, e);
      if (bag !== undefined) {
        const { key, owner } = bag;
        const W = ctx.bagWords;
        return (s) => bagCards(s.z[key] as Int32Array, owner(s), W);
      }
      const object = evaluator(interp, place, e.object) as Eval<number[] | number[][]>;
      const index = number(interp, place, e.index);
      return (s) => object(s)[index(s)] as Value;
    }
    case 'Unary': {
      const operand = evaluator(interp, place, e.operand);
      return e.op === 'not' ? (s) => !operand(s) : (s) => -(operand(s) as number);
    }
    case 'Binary':
      return binary(interp, place, e);
    case 'Conditional': {
      const test = evaluator(interp, place, e.condition);
      const then = evaluator(interp, place, e.then);
      const otherwise = evaluator(interp, place, e.otherwise);
      return (s) => (test(s) ? then(s) : otherwise(s));
    }
    case 'SetLiteral': {
      const elements = e.elements.map((x) => number(interp, place, x));
      return (s) => elements.map((x) => x(s));
    }
    case 'SetBuilder': {
      const coll = cards(interp, place, e.collection);
      const slot = slotOf(interp, e.variable);
      const where = cardTest(interp, place, e.variable, e.where);
      return (s) =>
        coll(s).filter((c) => {
          locals[slot] = c;
          return where(s);
        });
    }
    case 'Aggregate':
      return aggregate(interp, place, e);
    case 'TopOf': {
      const zone = evaluator(interp, place, e.zone) as Eval<number[]>;
      return (s) => top(zone(s));
    }
    case 'ZoneUnion':
      return cards(interp, place, e);
    case 'SeatsOf': {
      const team = number(interp, place, e.team);
      return (s) => seatsOf(s, team(s));
    }
    case 'TeamOf': {
      const seat = number(interp, place, e.seat);
      return (s) => teamOf(s, seat(s));
    }
    case 'SeatBeside': {
      const seat = number(interp, place, e.seat);
      return e.side === 'left'
        ? (s) => (seat(s) + 1) % s.seats
        : (s) => (seat(s) + s.seats - 1) % s.seats;
    }
    case 'TricksOf': {
      const team = number(interp, place, e.team);
      return (s) => s.tricksWon[team(s)]!;
    }
    case 'RangeExpr':
      throw new NotInterpreted('a range is only a parameter domain', e);
  }
}

export function number(interp: Interp, place: Place, e: Expression): Eval<number> {
  return evaluator(interp, place, e) as Eval<number>;
}

/**
 * An expression as a value to keep (`set`, `let`, a starting value): a collection held elsewhere
 * is copied, a literal or filtered set is new already (compile-expr.ts `byValue`).
 */
export function byValue(interp: Interp, place: Place, e: Expression): Eval {
  const value = evaluator(interp, place, e);
  const t = interp.ctx.game.typeOf(e);
  const collection = t.kind === 'set' || t.kind === 'list' || t.kind === 'cards';
  const fresh = e.kind === 'SetLiteral' || e.kind === 'SetBuilder';
  if (!collection || fresh) return value;
  return (s) => (value(s) as number[]).slice();
}

function reference(interp: Interp, place: Place, sym: Symbol, at: { range: Name['range'] }): Eval {
  const { ctx, locals } = interp;
  const game = ctx.game;
  switch (sym.kind) {
    case 'option': {
      const name = sym.name;
      return (s) => s.options[name]!;
    }
    case 'option-value': {
      const values = sym.option.values;
      const hit =
        values.kind === 'choices' ? values.choices.find((c) => String(c) === sym.name) : undefined;
      const v = typeof hit === 'number' ? hit : sym.name;
      return () => v;
    }
    case 'variable': {
      const key = ctx.varKey(sym.variable);
      return (s) => s.v[key]!;
    }
    case 'define':
      return defineEval(interp, sym.define);
    case 'zone': {
      const key = zoneField(sym.name);
      return (s) => s.z[key] as ZoneField as Value;
    }
    case 'suit': {
      const v = game.deck.suits.findIndex((x) => x.name === sym.name);
      return () => v;
    }
    case 'rank': {
      const v = sym.rank.strength;
      return () => v;
    }
    case 'group': {
      const v = game.deck.groups.findIndex((x) => x.name === sym.name);
      return () => v;
    }
    case 'card': {
      const v = game.deck.cards.findIndex((x) => x.id === sym.name);
      return () => v;
    }
    case 'local': {
      const slot = slotOf(interp, sym.declaration);
      return () => locals[slot]!;
    }
    case 'builtin':
      return builtin(interp, place, sym.name, at);
    default:
      throw new NotInterpreted(`'${sym.name}' (${sym.kind}) is not a value here`, at);
  }
}

/** A definition's closure: its body, evaluated where the seat to act acts (definitions.ts). */
export function defineEval(interp: Interp, define: ResolvedDefine): Eval {
  const known = interp.defines.get(define);
  if (known !== undefined) return known;
  // Kept before its body is built: each definition is built once, however often it is used.
  const holder: { body: Eval } = { body: () => 0 };
  const run: Eval = (s) => holder.body(s);
  interp.defines.set(define, run);
  holder.body = evaluator(interp, ACTING, define.body);
  return run;
}

function builtin(interp: Interp, place: Place, name: string, at: { range: Name['range'] }): Eval {
  const { deck } = interp;
  switch (name) {
    case 'seat':
      if (place.seat === undefined) throw new NotInterpreted('no seat acts here', at);
      return place.seat;
    case 'team':
      if (place.team === undefined) throw new NotInterpreted('no team here', at);
      return place.team;
    case 'dealer':
      return (s) => s.dealer;
    case 'seat-count':
      return (s) => s.seats;
    case 'hand-number':
      return (s) => s.handNumber;
    case 'hand-score':
      return (s) => s.handScore;
    case 'total':
      return (s) => s.total;
    case 'deck':
      return (s) => deckOf(s);
    case 'suits': {
      const list = deck.suits.list as number[];
      return () => list;
    }
    case 'teams':
      return (s) => teamList(s);
    case 'all-seats':
      return (s) => seatList(s);
    case 'opponents': {
      const seat = place.seat ?? ((s) => s.seat);
      return (s) => opponentsOf(s, seat(s));
    }
    case 'partners': {
      const seat = place.seat ?? ((s) => s.seat);
      return (s) => partnersOf(s, seat(s));
    }
    case 'led':
      return (s) => s.led;
    case 'last-trick-team':
      return (s) => s.lastTrickTeam;
    case 'true':
      return () => true;
    case 'false':
      return () => false;
    default:
      throw new NotInterpreted(`built-in '${name}' is not a value`, at);
  }
}

function member(interp: Interp, place: Place, e: Extract<Expression, { kind: 'Member' }>): Eval {
  const { ctx, deck } = interp;
  const target = number(interp, place, e.object);
  const type = ctx.game.typeOf(e.object);
  const sym = ctx.game.symbolOf(e.member);
  if (sym.kind === 'value') {
    const value = valueEval(interp, sym.value);
    return (s) => value(s, target(s));
  }
  if (sym.kind !== 'attribute')
    throw new NotInterpreted(`'${e.member.text}' is not an attribute`, e);
  if (type.kind === 'suit') {
    if (sym.name === 'group') return (s) => suitGroup(deck, target(s));
    if (sym.name === 'suit-rank') return (s) => suitRank(deck, target(s));
    throw new NotInterpreted(`a suit has no '${sym.name}'`, e);
  }
  switch (sym.name) {
    case 'suit':
      return (s) => cardSuit(deck, target(s));
    case 'rank':
      return (s) => cardRank(deck, target(s));
    case 'face':
      return (s) => cardFace(deck, target(s));
    case 'group':
      return (s) => cardGroup(deck, target(s));
    case 'suit-rank':
      return (s) => cardSuitRank(deck, target(s));
    case 'wild':
      return (s) => cardWild(deck, target(s));
  }
}

/** A card value (`value points of c`): its body with the card bound, nowhere in particular. */
export function valueEval(
  interp: Interp,
  value: ResolvedValue,
): (s: Parameters<Eval>[0], card: number) => number {
  const known = interp.values.get(value);
  if (known !== undefined) return known;
  const slot = slotOf(interp, value.card);
  const { locals } = interp;
  const holder: { body: Eval<number> } = { body: () => 0 };
  const run = (s: Parameters<Eval>[0], card: number): number => {
    const body = holder.body;
    // A value may use another value of the same card variable's binder only through its own
    // binder, so the slot is saved and given back around the call.
    const saved = locals[slot]!;
    locals[slot] = card;
    const v = body(s);
    locals[slot] = saved;
    return v;
  };
  interp.values.set(value, run);
  holder.body = number(interp, NOWHERE, value.body);
  return run;
}

function binary(interp: Interp, place: Place, e: Extract<Expression, { kind: 'Binary' }>): Eval {
  const { ctx, deck } = interp;
  const l = evaluator(interp, place, e.left);
  switch (e.op) {
    case 'or': {
      const r = evaluator(interp, place, e.right);
      return (s) => l(s) || r(s);
    }
    case 'and': {
      const r = evaluator(interp, place, e.right);
      return (s) => l(s) && r(s);
    }
    case 'is':
      return isTest(interp, e.left, l as Eval<number>, e.right);
    case 'in': {
      const test = membership(interp, place, e.right);
      return (s) => test(s, l(s) as number);
    }
    case '=':
    case '!=': {
      const r = evaluator(interp, place, e.right);
      const lt = ctx.game.typeOf(e.left);
      const rt = ctx.game.typeOf(e.right);
      const eq = e.op === '=';
      if (ctx.maxCopies > 1 && lt.kind === 'card' && rt.kind === 'card') {
        return (s) => (baseCard(deck, l(s) as number) === baseCard(deck, r(s) as number)) === eq;
      }
      const list = (k: string) => k === 'set' || k === 'list';
      if (list(lt.kind) && list(rt.kind)) {
        return (s) => sameMembers(l(s) as number[], r(s) as number[]) === eq;
      }
      return (s) => (l(s) === r(s)) === eq;
    }
    case '/': {
      const r = evaluator(interp, place, e.right);
      return (s) => Math.trunc((l(s) as number) / (r(s) as number));
    }
    default: {
      const r = evaluator(interp, place, e.right) as Eval<number>;
      const a = l as Eval<number>;
      switch (e.op) {
        case '+':
          return (s) => a(s) + r(s);
        case '-':
          return (s) => a(s) - r(s);
        case '*':
          return (s) => a(s) * r(s);
        case '<':
          return (s) => a(s) < r(s);
        case '<=':
          return (s) => a(s) <= r(s);
        case '>':
          return (s) => a(s) > r(s);
        case '>=':
          return (s) => a(s) >= r(s);
      }
    }
  }
}

/** `x is N`: N names a suit, group, card kind, card, or `wild`. */
function isTest(interp: Interp, left: Expression, l: Eval<number>, right: Expression): Eval {
  const { ctx, deck } = interp;
  const game = ctx.game;
  if (right.kind !== 'Reference') throw new NotInterpreted('`is` needs a name on its right', right);
  const sym = game.symbolOf(right);
  const suitIndex = (name: string) => game.deck.suits.findIndex((x) => x.name === name);
  const groupIndex = (name: string) => game.deck.groups.findIndex((g) => g.name === name);
  if (game.typeOf(left).kind === 'suit') {
    if (sym.kind === 'suit') {
      const i = suitIndex(sym.name);
      return (s) => l(s) === i;
    }
    if (sym.kind === 'group') {
      const i = groupIndex(sym.name);
      return (s) => suitGroup(deck, l(s)) === i;
    }
    throw new NotInterpreted(`a suit is not a ${sym.kind}`, right);
  }
  switch (sym.kind) {
    case 'suit': {
      const i = suitIndex(sym.name);
      return (s) => cardSuit(deck, l(s)) === i;
    }
    case 'group': {
      const i = groupIndex(sym.name);
      return (s) => cardGroup(deck, l(s)) === i;
    }
    case 'card': {
      const i = game.deck.cards.findIndex((c) => c.id === sym.name);
      return (s) => baseCard(deck, l(s)) === i;
    }
    case 'card-kind': {
      const kind = sym.name;
      return (s) => cardKind(deck, l(s)) === kind;
    }
    case 'builtin':
      if (sym.name === 'wild') return (s) => cardWild(deck, l(s));
      throw new NotInterpreted(`cannot test 'is ${sym.name}'`, right);
    default:
      throw new NotInterpreted(`cannot test 'is' against a ${sym.kind}`, right);
  }
}
