// Small game-agnostic helpers that generated engines call from compiled rules.

import type { MoveError } from './engine';

/** The top card of a zone (the last one put there), or -1 when it is empty. */
export function top(zone: readonly number[]): number {
  return zone.length === 0 ? -1 : zone[zone.length - 1]!;
}

export function count<T>(items: readonly T[], test: (item: T) => boolean): number {
  let n = 0;
  for (const item of items) if (test(item)) n++;
  return n;
}

export function sum<T>(items: readonly T[], value: (item: T) => number): number {
  let total = 0;
  for (const item of items) total += value(item);
  return total;
}

export function maxOf<T>(
  items: readonly T[],
  value: (item: T) => number,
  where?: (item: T) => boolean,
): number {
  let best = 0;
  let seen = false;
  for (const item of items) {
    if (where !== undefined && !where(item)) continue;
    const v = value(item);
    if (!seen || v > best) best = v;
    seen = true;
  }
  return best;
}

export function minOf<T>(
  items: readonly T[],
  value: (item: T) => number,
  where?: (item: T) => boolean,
): number {
  let best = 0;
  let seen = false;
  for (const item of items) {
    if (where !== undefined && !where(item)) continue;
    const v = value(item);
    if (!seen || v < best) best = v;
    seen = true;
  }
  return best;
}

/** Set equality, ignoring order. */
export function sameMembers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));
}

/** Adds to a set kept as an array: nothing happens when it is already there. */
export function addTo(set: number[], value: number): void {
  if (!set.includes(value)) set.push(value);
}

export function removeFrom(set: number[], value: number): void {
  const i = set.indexOf(value);
  if (i >= 0) set.splice(i, 1);
}

export function moveError(code: string, message: string): MoveError {
  return { code, message };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Sets every entry of `items` to `value`. A plain loop that the JIT inlines: the engines reset
 * a few small arrays at every deal, and `Array.prototype.fill` is a call into the runtime.
 */
export function setAll(items: number[], value: number): void {
  for (let i = 0; i < items.length; i++) items[i] = value;
}

/**
 * The largest of `items` (not empty): a plain loop, as `Math.max(...items)` spreads its argument
 * into a call at every use.
 */
export function largest(items: readonly number[]): number {
  let best = items[0]!;
  for (let i = 1; i < items.length; i++) if (items[i]! > best) best = items[i]!;
  return best;
}

/** The smallest of `items` (not empty), as `largest` is the largest. */
export function smallest(items: readonly number[]): number {
  let least = items[0]!;
  for (let i = 1; i < items.length; i++) if (items[i]! < least) least = items[i]!;
  return least;
}

/**
 * A trick phase's `must play c where ..., if able`: of the play codes in `out[from..n)` (each
 * the play move's index, under 64, plus 64 times the card), keeps those whose card passes
 * `test`, in order, when any does; when none does, keeps them all. Returns the new end.
 */
export function keepPlaysIfAny(
  out: number[],
  from: number,
  n: number,
  test: (card: number) => boolean,
): number {
  let kept = from;
  for (let k = from; k < n; k++) {
    const code = out[k]!;
    // Nothing is overwritten until a card passes, so a narrowing that keeps none leaves all.
    if (test(code >> 6)) out[kept++] = code;
  }
  return kept > from ? kept : n;
}

/** Whether the play codes in `out[0..n)` (see keepPlaysIfAny) play `card`. */
export function playsCard(out: readonly number[], n: number, card: number): boolean {
  for (let k = 0; k < n; k++) if (out[k]! >> 6 === card) return true;
  return false;
}

/** Removes one card from a zone array; returns false when it is not there. */
export function takeCard(zone: number[], card: number): boolean {
  let i = zone.length - 1;
  while (i >= 0 && zone[i] !== card) i--;
  if (i < 0) return false;
  // Shift the rest down by hand: the order of the zone is kept, and nothing is allocated
  // (splice builds an array of the removed items).
  for (; i < zone.length - 1; i++) zone[i] = zone[i + 1]!;
  zone.pop();
  return true;
}

/** Seat names for "West plays ...": the rules file's, or "Seat 1".. */
export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

/**
 * A team as people name it in a score's reason: its seat's name when the team is one seat
 * ("West"), else "Team A", "Team B", ... by team index. `seats` are the team's seats.
 */
export function teamLabel(
  names: readonly string[],
  seats: readonly number[],
  team: number,
): string {
  const only = seats.length === 1 ? seats[0] : undefined;
  return only === undefined ? `Team ${String.fromCharCode(65 + team)}` : seatName(names, only);
}

/** "a, b and c": things named in a sentence. */
export function andList(things: readonly string[]): string {
  if (things.length <= 1) return things.join('');
  return `${things.slice(0, -1).join(', ')} and ${things.at(-1)!}`;
}

/** Lexicographic comparison of ranking keys: positive when `a` ranks higher. */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * Sorts move codes in place, ascending: an insertion sort, faster than `Array.prototype.sort`
 * with a comparator on the dozen or so codes a seat has, and allocating nothing.
 */
export function sortCodes(codes: number[]): void {
  for (let i = 1; i < codes.length; i++) {
    const code = codes[i]!;
    let j = i - 1;
    while (j >= 0 && codes[j]! > code) {
      codes[j + 1] = codes[j]!;
      j--;
    }
    codes[j + 1] = code;
  }
}

/** A copy of each list of `lists`: a plain loop, into an array of the right size. */
export function cloneLists(lists: readonly (readonly number[])[]): number[][] {
  const out: number[][] = new Array<number[]>(lists.length);
  for (let k = 0; k < lists.length; k++) out[k] = lists[k]!.slice();
  return out;
}

/**
 * The most times one counted loop (`repeat N`, `for i in A..B`) runs: a count worked out from
 * the state (a total, say) could otherwise be any number, and an engine must answer.
 */
export const COUNTED_LOOP_LIMIT = 10_000;

/** How many times `repeat N` runs: N, but none below 1 and at most COUNTED_LOOP_LIMIT. */
export function repeatTimes(n: number): number {
  return n < 1 ? 0 : Math.min(n, COUNTED_LOOP_LIMIT);
}

/** The last number `for i in from..to` reaches: `to`, after at most COUNTED_LOOP_LIMIT numbers. */
export function rangeLast(from: number, to: number): number {
  return Math.min(to, from + COUNTED_LOOP_LIMIT - 1);
}
