// Rules-language expressions as closures over the state, with the generator's meanings: each is
// lowered to the IR (../ir/lower-expr.ts) and its zones read as the generator keeps them
// (../ir/passes/storage.ts), then turned into a closure here. The printer's other passes (a
// shape's constants, masks, walks of one suit) are left out on purpose: the interpreter plays the
// general forms, so the differential test compares every pass against the plain meaning. A card
// is its number in the deck, a suit or group its index, a rank its strength, -1 (0 for a rank)
// for none; `/` truncates; cards of several copies compare by their base card. Collections and
// aggregates are collections.ts's.

import type { Expression, Range, ResolvedDefine, ResolvedValue } from '@orrery/rules-lang';
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
  canMeld,
  isRun,
  sameMembers,
  sameRank,
  sameSuit,
  seatList,
  seatsFrom,
  seatsOf,
  suitGroup,
  suitRank,
  teamList,
  teamOf,
  top,
  type ZoneField,
} from '@orrery/runtime';
import type { Ir } from '../ir/expr';
import { CannotLower, lowerExpr } from '../ir/lower-expr';
import { storage } from '../ir/passes/storage';
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
import { aggregate, cards, cardTest, membership, zoneField } from './collections';

/** `same-rank(C)`, `same-suit(C)`, `run(C)`, `melds(C)`: the runtime's test of each. */
const CARDS_TESTS = { 'same-rank': sameRank, 'same-suit': sameSuit, run: isRun, melds: canMeld };

/** A construct lowering found no meaning for, as the interpreter says it: at that construct. */
export function notInterpreted(error: unknown, near: { readonly range: Range }): NotInterpreted {
  if (error instanceof NotInterpreted) return error;
  if (error instanceof CannotLower) return new NotInterpreted(error.message, error.node);
  return new NotInterpreted(error instanceof Error ? error.message : String(error), near);
}

/** Where a closure's expression is in the rules file, for a construct that cannot be played. */
export type At = { readonly range: Range } | undefined;

/** An expression of the rules file as the IR the interpreter plays. */
export function irOf(interp: Interp, e: Expression): Ir {
  try {
    return storage(lowerExpr(interp.ctx, e), interp.ctx);
  } catch (error) {
    throw notInterpreted(error, e);
  }
}

export function evaluator(interp: Interp, place: Place, e: Expression): Eval {
  return evaluate(interp, place, irOf(interp, e), e);
}

export function number(interp: Interp, place: Place, e: Expression): Eval<number> {
  return evaluator(interp, place, e) as Eval<number>;
}

/** An IR expression's closure; `at` is where it came from, for errors. */
export function evaluate(interp: Interp, place: Place, e: Ir, at: At): Eval {
  const { deck, locals } = interp;
  const W = interp.ctx.bagWords;
  const sub = (x: Ir) => evaluate(interp, place, x, at);
  const num = (x: Ir) => sub(x) as Eval<number>;
  switch (e.kind) {
    case 'number':
    case 'string':
    case 'option-value':
    case 'fixed': {
      const v = e.value;
      return () => v;
    }
    case 'option': {
      const name = e.name;
      return (s) => s.options[name]!;
    }
    case 'variable': {
      const key = e.key;
      return (s) => s.v[key]!;
    }
    case 'define':
      return defineEval(interp, e.define);
    case 'written-out':
      return evaluate(interp, ACTING, e.body, at);
    case 'zone': {
      const key = zoneField(e.name);
      return (s) => s.z[key] as ZoneField as Value;
    }
    case 'suit':
    case 'group':
    case 'card': {
      const v = e.index;
      return () => v;
    }
    case 'rank': {
      const v = e.strength;
      return () => v;
    }
    case 'local': {
      const slot = slotOf(interp, e.local);
      return () => locals[slot]!;
    }
    case 'builtin':
      return builtin(interp, place, e.name, at);
    case 'card-attribute': {
      const card = num(e.card);
      switch (e.attribute) {
        case 'suit':
          return (s) => cardSuit(deck, card(s));
        case 'rank':
          return (s) => cardRank(deck, card(s));
        case 'face':
          return (s) => cardFace(deck, card(s));
        case 'group':
          return (s) => cardGroup(deck, card(s));
        case 'suit-rank':
          return (s) => cardSuitRank(deck, card(s));
        case 'wild':
          return (s) => cardWild(deck, card(s));
      }
    }
    // falls through: every attribute returns
    case 'suit-attribute': {
      const suit = num(e.suit);
      return e.attribute === 'group'
        ? (s) => suitGroup(deck, suit(s))
        : (s) => suitRank(deck, suit(s));
    }
    case 'value': {
      const value = valueEval(interp, valueNamed(interp, e.value, at));
      const card = num(e.card);
      return (s) => value(s, card(s));
    }
    case 'index': {
      const object = sub(e.object) as Eval<number[] | number[][]>;
      const index = num(e.index);
      return (s) => object(s)[index(s)] as Value;
    }
    case 'instance': {
      const key = zoneField(e.zone);
      const owner = num(e.owner);
      return (s) => (s.z[key] as number[][])[owner(s)]!;
    }
    case 'bag': {
      const key = zoneField(e.zone);
      const owner = num(e.owner);
      return (s) => bagCards(s.z[key] as Int32Array, owner(s), W);
    }
    case 'not': {
      const operand = sub(e.operand);
      return (s) => !operand(s);
    }
    case 'negate': {
      const operand = num(e.operand);
      return (s) => -operand(s);
    }
    case 'logic': {
      const l = sub(e.left);
      const r = sub(e.right);
      return e.op === 'or' ? (s) => l(s) || r(s) : (s) => l(s) && r(s);
    }
    case 'arithmetic': {
      const l = num(e.left);
      const r = num(e.right);
      switch (e.op) {
        case '+':
          return (s) => l(s) + r(s);
        case '-':
          return (s) => l(s) - r(s);
        case '*':
          return (s) => l(s) * r(s);
        case '/':
          return (s) => Math.trunc(l(s) / r(s));
      }
    }
    // falls through: every operator returns
    case 'compare': {
      const l = num(e.left);
      const r = num(e.right);
      switch (e.op) {
        case '<':
          return (s) => l(s) < r(s);
        case '<=':
          return (s) => l(s) <= r(s);
        case '>':
          return (s) => l(s) > r(s);
        case '>=':
          return (s) => l(s) >= r(s);
      }
    }
    // falls through: every comparison returns
    case 'equal': {
      const l = sub(e.left);
      const r = sub(e.right);
      const eq = !e.negated;
      switch (e.by) {
        case 'base-card':
          return (s) => (baseCard(deck, l(s) as number) === baseCard(deck, r(s) as number)) === eq;
        case 'members':
          return (s) => sameMembers(l(s) as number[], r(s) as number[]) === eq;
        case 'value':
          return (s) => (l(s) === r(s)) === eq;
      }
    }
    // falls through: every comparison returns
    case 'is':
      return isTest(interp, e, num(e.subject));
    case 'in': {
      const element = num(e.element);
      const test = membership(interp, place, e.collection, at);
      return (s) => test(s, element(s));
    }
    case 'conditional': {
      const test = sub(e.condition);
      const then = sub(e.then);
      const otherwise = sub(e.otherwise);
      return (s) => (test(s) ? then(s) : otherwise(s));
    }
    case 'set': {
      const elements = e.elements.map(num);
      return (s) => elements.map((x) => x(s));
    }
    case 'filter': {
      const coll = cards(interp, place, e.collection, at);
      const slot = slotOf(interp, e.local);
      const where = cardTest(interp, place, e.local, e.where, at);
      return (s) =>
        coll(s).filter((c) => {
          locals[slot] = c;
          return where(s);
        });
    }
    case 'aggregate':
      return aggregate(interp, place, e, at);
    case 'top': {
      const zone = sub(e.zone) as Eval<number[]>;
      return (s) => top(zone(s));
    }
    case 'union':
      return cards(interp, place, e, at);
    case 'seats-of': {
      const team = num(e.team);
      return (s) => seatsOf(s, team(s));
    }
    case 'team-of': {
      const seat = num(e.seat);
      return (s) => teamOf(s, seat(s));
    }
    case 'seat-beside': {
      const seat = num(e.seat);
      return e.side === 'left'
        ? (s) => (seat(s) + 1) % s.seats
        : (s) => (seat(s) + s.seats - 1) % s.seats;
    }
    case 'seats-from': {
      const seat = num(e.seat);
      return (s) => seatsFrom(s, seat(s));
    }
    case 'tricks-of': {
      const team = num(e.team);
      return (s) => s.tricksWon[team(s)]!;
    }
    case 'cards-test': {
      const cards = evaluate(interp, place, e.cards, at) as Eval<number[]>;
      const test = CARDS_TESTS[e.test];
      return (s) => test(deck, cards(s));
    }
    case 'suit-cards':
    case 'bags-empty':
    case 'over-owners':
    case 'mask-query':
      throw new NotInterpreted(`the printer's '${e.kind}' is not played here`, at);
  }
}

/** The card value of that name. */
function valueNamed(interp: Interp, name: string, at: At): ResolvedValue {
  const value = interp.ctx.game.values.find((v) => v.name === name);
  if (value === undefined) throw new NotInterpreted(`no card value '${name}'`, at);
  return value;
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

function builtin(interp: Interp, place: Place, name: string, at: At): Eval {
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
    case 'winner':
      if (place.winner === undefined) throw new NotInterpreted('no trick was just taken here', at);
      return place.winner;
    case 'true':
      return () => true;
    case 'false':
      return () => false;
    default:
      throw new NotInterpreted(`built-in '${name}' is not a value`, at);
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

/** `x is N`: N names a suit, group, card kind, card, or `wild`. */
function isTest(interp: Interp, e: Extract<Ir, { kind: 'is' }>, l: Eval<number>): Eval {
  const { deck } = interp;
  const t = e.test;
  switch (t.of) {
    case 'suit-is-suit': {
      const i = t.index;
      return (s) => l(s) === i;
    }
    case 'suit-in-group': {
      const i = t.index;
      return (s) => suitGroup(deck, l(s)) === i;
    }
    case 'suit': {
      const i = t.index;
      return (s) => cardSuit(deck, l(s)) === i;
    }
    case 'group': {
      const i = t.index;
      return (s) => cardGroup(deck, l(s)) === i;
    }
    case 'card': {
      const i = t.index;
      return (s) => baseCard(deck, l(s)) === i;
    }
    case 'card-kind': {
      const kind = t.name;
      return (s) => cardKind(deck, l(s)) === kind;
    }
    case 'wild':
      return (s) => cardWild(deck, l(s));
  }
}
