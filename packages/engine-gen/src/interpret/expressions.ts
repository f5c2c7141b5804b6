// Rules-language expressions as closures over the state, with the generator's meanings
// (compile-expr.ts): a card is its number in the deck, a suit or group its index, a rank its
// strength, -1 (0 for a rank) for none; a zone instance kept as a list is that list itself, one
// kept as a bag its cards in deck order (a new array); `/` truncates; cards of several copies
// compare by their base card.

import type { Expression, Name, ResolvedDefine, ResolvedValue, Symbol } from '@orrery/rules-lang';
import {
  bagCards,
  bagCount,
  bagUnion,
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
  NotInterpreted,
  slotOf,
  type Eval,
  type Interp,
  type Place,
  type State,
  type Value,
} from './values';
import { ACTING, NOWHERE } from './values';
import { cardOnly } from '../card-only';

type Aggregate = Extract<Expression, { kind: 'Aggregate' }>;

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

/** An expression that is a collection of numbers (cards, seats, suits ...): its array. */
export function cards(interp: Interp, place: Place, e: Expression): Eval<number[]> {
  if (e.kind === 'ZoneUnion') {
    const { key, seats, bag } = union(interp, place, e);
    const W = interp.ctx.bagWords;
    if (bag) return (s) => bagUnion(s.z[key] as Int32Array, seats(s), W);
    return (s) => {
      const zone = s.z[key] as number[][];
      return seats(s).flatMap((x) => zone[x]!);
    };
  }
  return evaluator(interp, place, e) as Eval<number[]>;
}

/**
 * A test of the card `variable` stands for: where it reads nothing but that card and the deck's
 * constants (card-only.ts), a table made once, one entry a card, as a generated engine's
 * where-tables; else the test itself.
 */
export function cardTest(
  interp: Interp,
  place: Place,
  variable: Name,
  where: Expression,
): Eval<boolean> {
  const test = evaluator(interp, place, where) as Eval<boolean>;
  if (!cardOnly(interp.ctx, where, variable)) return test;
  const { locals, deck } = interp;
  const slot = slotOf(interp, variable);
  const table = new Uint8Array(deck.ids.length);
  // Nothing of the state is read: the test sees only the card.
  const none = {} as State;
  for (let c = 0; c < table.length; c++) {
    locals[slot] = c;
    table[c] = test(none) ? 1 : 0;
  }
  return () => table[locals[slot] as number] === 1;
}

/** A collection's elements as a reader gives them: the first `n` of `items`. */
export interface Items {
  items: readonly number[];
  n: number;
}

/**
 * A collection read without a new array where it is a bag's instance or a union of a bag over
 * seats: its bits are written into a buffer of this reader's own (each reader is one place in
 * the rules, and no evaluation re-enters the place it is in), in deck order. Anything else is
 * its array as `cards` gives it.
 */
export function itemsOf(interp: Interp, place: Place, e: Expression): (s: State) => Items {
  const W = interp.ctx.bagWords;
  const view: Items = { items: [], n: 0 };
  const buffer: number[] = [];
  const walk = (bits: Int32Array, owner: number, n: number): number => {
    for (let w = 0; w < W; w++) {
      for (let m = bits[owner * W + w]!; m !== 0; m &= m - 1) {
        buffer[n++] = w * 32 + 31 - Math.clz32(m & -m);
      }
    }
    return n;
  };
  const bag = bagInstance(interp, place, e);
  if (bag !== undefined) {
    const { key, owner } = bag;
    view.items = buffer;
    return (s) => {
      view.n = walk(s.z[key] as Int32Array, owner(s), 0);
      return view;
    };
  }
  if (e.kind === 'ZoneUnion') {
    const { key, seats, bag: isBag } = union(interp, place, e);
    if (isBag) {
      view.items = buffer;
      return (s) => {
        const owners = seats(s);
        let n = 0;
        for (let j = 0; j < owners.length; j++) n = walk(s.z[key] as Int32Array, owners[j]!, n);
        view.n = n;
        return view;
      };
    }
  }
  const list = cards(interp, place, e);
  return (s) => {
    const items = list(s);
    view.items = items;
    view.n = items.length;
    return view;
  };
}

/** `zone of seats`: the zone's key, the seats, whether it is a bag. */
export function union(
  interp: Interp,
  place: Place,
  e: Extract<Expression, { kind: 'ZoneUnion' }>,
): { key: string; seats: Eval<number[]>; bag: boolean } {
  const sym = interp.ctx.game.symbolOf(e.zone);
  if (sym.kind !== 'zone') throw new NotInterpreted(`not a zone: ${e.zone.text}`, e.zone);
  return {
    key: zoneField(sym.name),
    seats: evaluator(interp, place, e.seats) as Eval<number[]>,
    bag: interp.ctx.bags.has(sym.name),
  };
}

/** The key of a zone in `state.z` (as zoneKey names it). */
export function zoneField(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** `e` as one owner's instance of a bag zone (`hand[seat]`): its key, owner and slot base. */
export function bagInstance(
  interp: Interp,
  place: Place,
  e: Expression,
): { key: string; owner: Eval<number>; slot: number } | undefined {
  const { ctx } = interp;
  if (e.kind !== 'Index' || e.object.kind !== 'Reference') return undefined;
  const sym = ctx.game.symbolOf(e.object);
  if (sym.kind !== 'zone' || !ctx.bags.has(sym.name)) return undefined;
  return {
    key: zoneField(sym.name),
    owner: number(interp, place, e.index),
    slot: (ctx.zoneIndex.get(sym.name) ?? 0) * 64,
  };
}

/** Whether card (or value) `v` is in `coll`: one bit of a bag's instance, else a search. */
export function membership(
  interp: Interp,
  place: Place,
  coll: Expression,
): (s: Parameters<Eval>[0], v: number) => boolean {
  const bag = bagInstance(interp, place, coll);
  if (bag !== undefined) {
    const { key, owner } = bag;
    const W = interp.ctx.bagWords;
    return (s, v) => ((s.z[key] as Int32Array)[owner(s) * W + (v >> 5)]! & (1 << (v & 31))) !== 0;
  }
  const list = cards(interp, place, coll);
  return (s, v) => list(s).includes(v);
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
  // Known before its body is built, which may use definitions built after it.
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

function aggregate(interp: Interp, place: Place, e: Aggregate): Eval {
  const { ctx, locals } = interp;
  if (e.variable === undefined) {
    // `count(hand[seat])`: how many; a bag's instance counts its bits.
    const bag = bagInstance(interp, place, e.collection);
    if (bag !== undefined) {
      const { key, owner } = bag;
      const W = ctx.bagWords;
      return (s) => bagCount(s.z[key] as Int32Array, owner(s), W);
    }
    const coll = cards(interp, place, e.collection);
    return (s) => coll(s).length;
  }
  const read = itemsOf(interp, place, e.collection);
  const slot = slotOf(interp, e.variable);
  const where = e.where === undefined ? undefined : cardTest(interp, place, e.variable, e.where);
  const body = e.body === undefined ? undefined : evaluator(interp, place, e.body);
  switch (e.op) {
    case 'count':
      if (where === undefined && body === undefined) return (s) => read(s).n;
      return (s) => {
        const { items, n } = read(s);
        let count = 0;
        for (let k = 0; k < n; k++) {
          locals[slot] = items[k]!;
          if ((where === undefined || where(s)) && (body === undefined || body(s))) count++;
        }
        return count;
      };
    case 'any':
      return (s) => {
        const { items, n } = read(s);
        for (let k = 0; k < n; k++) {
          locals[slot] = items[k]!;
          if ((where === undefined || where(s)) && (body === undefined || body(s))) return true;
        }
        return false;
      };
    case 'all':
      return (s) => {
        const { items, n } = read(s);
        for (let k = 0; k < n; k++) {
          locals[slot] = items[k]!;
          if ((where === undefined || where(s)) && !(body === undefined || body(s))) return false;
        }
        return true;
      };
    case 'sum':
      return (s) => {
        const { items, n } = read(s);
        let total = 0;
        for (let k = 0; k < n; k++) {
          locals[slot] = items[k]!;
          if (where === undefined || where(s)) total += body === undefined ? 1 : +body(s);
        }
        return total;
      };
    case 'max':
    case 'min': {
      // As the runtime's maxOf and minOf: 0 when nothing passes `where`.
      const max = e.op === 'max';
      return (s) => {
        const { items, n } = read(s);
        let best = 0;
        let seen = false;
        for (let k = 0; k < n; k++) {
          const v = items[k]!;
          locals[slot] = v;
          if (where !== undefined && !where(s)) continue;
          if (body !== undefined) locals[slot] = v;
          const value = body === undefined ? v : (body(s) as number);
          if (!seen || (max ? value > best : value < best)) best = value;
          seen = true;
        }
        return best;
      };
    }
  }
}
