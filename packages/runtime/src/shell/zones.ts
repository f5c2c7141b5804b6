/**
 * Where an engine keeps its cards: one field of `state.z` per zone of its rules file, a list of
 * card numbers (one per owner for a per-seat or per-team zone) or a bag (a bitset, see bags.ts)
 * with `words` 32-bit words an owner. A zone instance is named by a slot number, `zone * 64 +
 * owner`. The layout answers, for any zone, what kernels know only for the zones they were
 * compiled for: where a card is, and how to put it somewhere else.
 */

import type { ZoneMeta } from '../engine';
import { bagCards, bagOfLists } from '../bags';
import { cloneLists, takeCard } from '../helpers';
import { emptyLists } from './seats';

/** A zone of the rules file, and how the engine keeps it. */
export interface ZoneTable extends ZoneMeta {
  /** Its field in `state.z` and in a saved game's `zones`. */
  readonly key: string;
  /** Kept as a bitset, one bit a card (its order is not kept: cards come out in deck order). */
  readonly bag: boolean;
}

/** A zone field as the engine keeps it: a bag, one list, or one list per owner. */
export type ZoneField = Int32Array | number[] | number[][];

/** The zones of a state, by key (the layout reads them as this). */
type Store = Record<string, ZoneField>;

/** Whose zone instances there are: per seat, per team, or one shared. */
interface Owners {
  readonly seats: number;
  readonly teams: number;
}

export class ZoneLayout {
  readonly zones: readonly ZoneTable[];
  /** The 32-bit words each owner of a bag takes. */
  readonly words: number;

  private readonly keys: readonly string[];

  constructor(zones: readonly ZoneTable[], words: number) {
    this.zones = zones;
    this.words = words;
    this.keys = zones.map((zone) => zone.key);
  }

  /** Zone `i` empty: a bag of `words` words an owner, a list, or a list per owner. */
  private fresh(i: number, seats: number, teams: number): ZoneField {
    const zone = this.zones[i]!;
    const count = zone.owner === 'seat' ? seats : zone.owner === 'team' ? teams : 1;
    if (zone.bag) return new Int32Array(count * this.words);
    return zone.owner === 'shared' ? [] : emptyLists(count);
  }

  /** A deep copy of zone `i`'s field. */
  private copy(i: number, field: ZoneField): ZoneField {
    const zone = this.zones[i]!;
    // A bag and a list are copied by calls of their own: one call site that copied both would
    // call two functions (the typed array's `slice` and the array's), which V8 cannot inline.
    if (zone.bag) return (field as Int32Array).slice();
    if (zone.owner === 'shared') return (field as number[]).slice();
    return cloneLists(field as number[][]);
  }

  // `empty` and `clone` are made at every hand and every copy of a state. Both add the fields in
  // the layout's order to a new object, so every zones object of an engine has one shape (one
  // hidden class, which keeps the kernels' reads monomorphic). Each of the first eight zones is
  // stored by a line of its own: a store that always adds one key is as fast as a literal's,
  // where one store in a loop adds every key and V8 looks each one up.

  /** Every zone empty, as a state keeps them. */
  empty(seats: number, teams: number): object {
    const z: Store = {};
    const k = this.keys;
    const n = k.length;
    if (n > 0) z[k[0]!] = this.fresh(0, seats, teams);
    if (n > 1) z[k[1]!] = this.fresh(1, seats, teams);
    if (n > 2) z[k[2]!] = this.fresh(2, seats, teams);
    if (n > 3) z[k[3]!] = this.fresh(3, seats, teams);
    if (n > 4) z[k[4]!] = this.fresh(4, seats, teams);
    if (n > 5) z[k[5]!] = this.fresh(5, seats, teams);
    if (n > 6) z[k[6]!] = this.fresh(6, seats, teams);
    if (n > 7) z[k[7]!] = this.fresh(7, seats, teams);
    for (let i = 8; i < n; i++) z[k[i]!] = this.fresh(i, seats, teams);
    return z;
  }

  /** A deep copy of the zones `z`, in the same shape. */
  clone(z: object): object {
    const from = z as Store;
    const out: Store = {};
    const k = this.keys;
    const n = k.length;
    if (n > 0) out[k[0]!] = this.copy(0, from[k[0]!]!);
    if (n > 1) out[k[1]!] = this.copy(1, from[k[1]!]!);
    if (n > 2) out[k[2]!] = this.copy(2, from[k[2]!]!);
    if (n > 3) out[k[3]!] = this.copy(3, from[k[3]!]!);
    if (n > 4) out[k[4]!] = this.copy(4, from[k[4]!]!);
    if (n > 5) out[k[5]!] = this.copy(5, from[k[5]!]!);
    if (n > 6) out[k[6]!] = this.copy(6, from[k[6]!]!);
    if (n > 7) out[k[7]!] = this.copy(7, from[k[7]!]!);
    for (let i = 8; i < n; i++) out[k[i]!] = this.copy(i, from[k[i]!]!);
    return out;
  }

  /** The index of zone `name` (its slots start at `index * 64`), -1 for none. */
  indexOf(name: string | undefined): number {
    return this.zones.findIndex((z) => z.name === name);
  }

  /** How many instances zone `i` has under these owners. */
  owners(i: number, n: Owners): number {
    const owner = this.zones[i]!.owner;
    return owner === 'seat' ? n.seats : owner === 'team' ? n.teams : 1;
  }

  /** The cards of zone `i`, one list per instance (one for a shared zone), in the zone's order. */
  lists(z: object, i: number): number[][] {
    const zone = this.zones[i]!;
    const field = (z as Store)[zone.key]!;
    if (zone.bag) {
      const bits = field as Int32Array;
      const out: number[][] = [];
      for (let o = 0; o < bits.length / this.words; o++) out.push(bagCards(bits, o, this.words));
      return out;
    }
    return zone.owner === 'shared' ? [field as number[]] : (field as number[][]);
  }

  /** Zone `i` of an empty `z` given its cards, one list per instance (copied). */
  fill(z: object, i: number, lists: readonly (readonly number[])[]): void {
    const zone = this.zones[i]!;
    const store = z as Store;
    if (zone.bag) store[zone.key] = bagOfLists(lists, this.words);
    else if (zone.owner === 'shared') store[zone.key] = lists[0]!.slice();
    else store[zone.key] = lists.map((l) => l.slice());
  }

  /** The list a slot names (a zone kept as a list). */
  private list(z: object, slot: number): number[] {
    const zone = this.zones[slot >> 6]!;
    const field = (z as Store)[zone.key]!;
    return zone.owner === 'shared' ? (field as number[]) : (field as number[][])[slot & 63]!;
  }

  /** Puts card `c`, in no zone now, into the zone instance `slot`: no search. */
  add(z: object, c: number, slot: number): void {
    const zone = this.zones[slot >> 6]!;
    if (zone.bag) {
      const bits = (z as Store)[zone.key] as Int32Array;
      bits[(slot & 63) * this.words + (c >> 5)]! |= 1 << (c & 31);
    } else this.list(z, slot).push(c);
  }

  /** Takes card `c` out of the zone instance `slot`. */
  take(z: object, slot: number, c: number): void {
    const zone = this.zones[slot >> 6]!;
    if (zone.bag) {
      const bits = (z as Store)[zone.key] as Int32Array;
      bits[(slot & 63) * this.words + (c >> 5)]! &= ~(1 << (c & 31));
    } else takeCard(this.list(z, slot), c);
  }

  /**
   * The zone instance (slot) card `c` is in, or -1 when it is in none: the bags are looked at
   * first (a bit each), then the lists searched, each in the rules file's order.
   */
  whereIs(s: Owners & { readonly z: object }, c: number): number {
    const w = c >> 5;
    const bit = 1 << (c & 31);
    const store = s.z as Store;
    for (let i = 0; i < this.zones.length; i++) {
      const zone = this.zones[i]!;
      if (!zone.bag) continue;
      const bits = store[zone.key] as Int32Array;
      for (let o = 0; o < this.owners(i, s); o++) {
        if ((bits[o * this.words + w]! & bit) !== 0) return i * 64 + o;
      }
    }
    for (let i = 0; i < this.zones.length; i++) {
      const zone = this.zones[i]!;
      if (zone.bag) continue;
      const field = store[zone.key]!;
      if (zone.owner === 'shared') {
        if ((field as number[]).includes(c)) return i * 64;
        continue;
      }
      const lists = field as number[][];
      for (let o = 0; o < this.owners(i, s); o++) if (lists[o]!.includes(c)) return i * 64 + o;
    }
    return -1;
  }

  /** Moves card `c` into the zone instance `slot`, from wherever it is. */
  put(s: Owners & { readonly z: object }, c: number, slot: number): void {
    const from = this.whereIs(s, c);
    if (from >= 0) this.take(s.z, from, c);
    this.add(s.z, c, slot);
  }

  /** Moves every card of `cards` into the zone instance `slot` (the list is copied first). */
  putAll(s: Owners & { readonly z: object }, cards: readonly number[], slot: number): void {
    for (const c of cards.slice()) this.put(s, c, slot);
  }

  /** Moves card `c` onto the end of the list `to`, from wherever it is. */
  moveCard(s: Owners & { readonly z: object }, c: number, to: number[]): void {
    const from = this.whereIs(s, c);
    if (from >= 0) this.take(s.z, from, c);
    to.push(c);
  }

  /** Moves every card of `cards` onto the end of `to` (the list is copied first). */
  moveCards(s: Owners & { readonly z: object }, cards: readonly number[], to: number[]): void {
    for (const c of cards.slice()) this.moveCard(s, c, to);
  }
}

/** Moves every card of the list `from` onto `to`, in order, and empties `from`. */
export function moveZone(from: number[], to: number[]): void {
  for (let k = 0; k < from.length; k++) to.push(from[k]!);
  // Emptied by popping: `length = 0` gives the array a new, empty store, and the next trick
  // would grow it again.
  for (let k = from.length; k > 0; k--) from.pop();
}
