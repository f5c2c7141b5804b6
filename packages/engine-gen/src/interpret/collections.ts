// Collections in the interpreter: a collection's elements (a zone instance as the generator
// reads it: a list as it is, a bag's bits in deck order), a card's membership, card-only tests
// as tables, and the aggregates (`count`, `any`, `all`, `sum`, `max`, `min`), with the
// generator's meanings (compile-expr.ts).

import type { Expression, Name } from '@orrery/rules-lang';
import { bagCount, bagUnion } from '@orrery/runtime';
import { cardOnly } from '../card-only';
import { evaluator, number } from './expressions';
import { NotInterpreted, slotOf, type Eval, type Interp, type Place, type State } from './values';

type Aggregate = Extract<Expression, { kind: 'Aggregate' }>;

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

export function aggregate(interp: Interp, place: Place, e: Aggregate): Eval {
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
