// Collections in the interpreter: a collection's elements (a zone instance as the generator
// reads it: a list as it is, a bag's bits in deck order), a card's membership, card-only tests
// as tables, and the aggregates (`count`, `any`, `all`, `sum`, `max`, `min`, `first`), with the
// generator's meanings, over the IR (expressions.ts).

import type { Expression, Name } from '@orrery/rules-lang';
import { bagCount, bagUnion, deadwoodOf, sumGroupsOf } from '@orrery/runtime';
import { cardOnly } from '../ir/card-only';
import type { Aggregate, Ir, Local } from '../ir/expr';
import { staticValues } from '../ir/passes';
import { evaluate, irOf, type At } from './expressions';
import { slotOf, type Eval, type Interp, type Place, type State } from './values';

/** An expression that is a collection of numbers (cards, seats, suits ...): its array. */
export function cards(interp: Interp, place: Place, e: Ir, at: At): Eval<number[]> {
  if (e.kind === 'union') {
    const key = zoneField(e.zone);
    const seats = evaluate(interp, place, e.seats, at) as Eval<number[]>;
    const W = interp.ctx.bagWords;
    if (e.bag) return (s) => bagUnion(s.z[key] as Int32Array, seats(s), W);
    return (s) => {
      const zone = s.z[key] as number[][];
      return seats(s).flatMap((x) => zone[x]!);
    };
  }
  return evaluate(interp, place, e, at) as Eval<number[]>;
}

/**
 * A test of the card `local` stands for: where it reads nothing but that card and the deck's
 * constants (../ir/card-only.ts), a table made once, one entry a card, as a generated engine's
 * where-tables; else the test itself.
 */
export function cardTest(
  interp: Interp,
  place: Place,
  local: Local,
  where: Ir,
  at: At,
): Eval<boolean> {
  const test = evaluate(interp, place, where, at) as Eval<boolean>;
  if (!cardOnly(where, local, staticValues(interp.ctx))) return test;
  const { locals, deck } = interp;
  const slot = slotOf(interp, local);
  const table = new Uint8Array(deck.ids.length);
  // Nothing of the state is read: the test sees only the card.
  const none = {} as State;
  for (let c = 0; c < table.length; c++) {
    locals[slot] = c;
    table[c] = test(none) ? 1 : 0;
  }
  return () => table[locals[slot] as number] === 1;
}

/** `cardTest` of a parameter's `where` in the rules file. */
export function cardTestOf(
  interp: Interp,
  place: Place,
  variable: Name,
  where: Expression,
): Eval<boolean> {
  return cardTest(interp, place, variable, irOf(interp, where), where);
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
export function itemsOf(interp: Interp, place: Place, e: Ir, at: At): (s: State) => Items {
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
  if (e.kind === 'bag') {
    const key = zoneField(e.zone);
    const owner = evaluate(interp, place, e.owner, at) as Eval<number>;
    view.items = buffer;
    return (s) => {
      view.n = walk(s.z[key] as Int32Array, owner(s), 0);
      return view;
    };
  }
  if (e.kind === 'union' && e.bag) {
    const key = zoneField(e.zone);
    const seats = evaluate(interp, place, e.seats, at) as Eval<number[]>;
    view.items = buffer;
    return (s) => {
      const owners = seats(s);
      let n = 0;
      for (let j = 0; j < owners.length; j++) n = walk(s.z[key] as Int32Array, owners[j]!, n);
      view.n = n;
      return view;
    };
  }
  const list = cards(interp, place, e, at);
  return (s) => {
    const items = list(s);
    view.items = items;
    view.n = items.length;
    return view;
  };
}

/** `itemsOf` a parameter's domain in the rules file. */
export function itemsOfDomain(interp: Interp, place: Place, e: Expression): (s: State) => Items {
  return itemsOf(interp, place, irOf(interp, e), e);
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
  const ir = irOf(interp, e);
  if (ir.kind !== 'bag') return undefined;
  return {
    key: zoneField(ir.zone),
    owner: evaluate(interp, place, ir.owner, e) as Eval<number>,
    slot: ir.slot,
  };
}

/** Whether card (or value) `v` is in `coll`: one bit of a bag's instance, else a search. */
export function membership(
  interp: Interp,
  place: Place,
  coll: Ir,
  at: At,
): (s: Parameters<Eval>[0], v: number) => boolean {
  if (coll.kind === 'bag') {
    const key = zoneField(coll.zone);
    const owner = evaluate(interp, place, coll.owner, at) as Eval<number>;
    const W = interp.ctx.bagWords;
    return (s, v) => ((s.z[key] as Int32Array)[owner(s) * W + (v >> 5)]! & (1 << (v & 31))) !== 0;
  }
  const list = cards(interp, place, coll, at);
  return (s, v) => list(s).includes(v);
}

/** `membership` in a parameter's domain in the rules file. */
export function membershipOf(
  interp: Interp,
  place: Place,
  coll: Expression,
): (s: Parameters<Eval>[0], v: number) => boolean {
  return membership(interp, place, irOf(interp, coll), coll);
}

export function aggregate(interp: Interp, place: Place, e: Aggregate, at: At): Eval {
  const { ctx, locals } = interp;
  if (e.local === undefined) {
    // `count(hand[seat])`: how many; a bag's instance counts its bits.
    if (e.collection.kind === 'bag') {
      const key = zoneField(e.collection.zone);
      const owner = evaluate(interp, place, e.collection.owner, at) as Eval<number>;
      const W = ctx.bagWords;
      return (s) => bagCount(s.z[key] as Int32Array, owner(s), W);
    }
    const coll = cards(interp, place, e.collection, at);
    return (s) => coll(s).length;
  }
  const read = itemsOf(interp, place, e.collection, at);
  const slot = slotOf(interp, e.local);
  const where = e.where === undefined ? undefined : cardTest(interp, place, e.local, e.where, at);
  const body = e.body === undefined ? undefined : evaluate(interp, place, e.body, at);
  // For the runtime's searches (deadwood, sum-groups): the items that pass `where`, and each
  // one's weight, the body's value or `bare` without a body (undefined: the item itself).
  const passing = (s: State): number[] => {
    const { items, n } = read(s);
    const kept: number[] = [];
    for (let k = 0; k < n; k++) {
      locals[slot] = items[k]!;
      if (where === undefined || where(s)) kept.push(items[k]!);
    }
    return kept;
  };
  const weigh =
    (s: State, bare: number | undefined) =>
    (c: number): number => {
      locals[slot] = c;
      return body === undefined ? (bare ?? c) : +body(s);
    };
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
    case 'deadwood':
      // The runtime's search, over the cards that pass `where`, each weighed by the body.
      return (s) => deadwoodOf(interp.deck, passing(s), weigh(s, 1));
    case 'sum-groups': {
      // The same, a number weighing itself; the sum of each group is read outside the variable.
      if (e.target === undefined) throw new Error("'sum-groups' without its sum");
      const target = evaluate(interp, place, e.target, at) as Eval<number>;
      return (s) => sumGroupsOf(passing(s), weigh(s, undefined), target(s));
    }
    case 'first': {
      // The first item that passes `where`, in the order the collection is read; else none.
      const none = e.none ?? -1;
      return (s) => {
        const { items, n } = read(s);
        for (let k = 0; k < n; k++) {
          locals[slot] = items[k]!;
          if (where === undefined || where(s)) return items[k]!;
        }
        return none;
      };
    }
  }
}
