/**
 * Move parameters that are sets of cards (`cards in 3 of hand[seat]`): the subsets a listing
 * offers, and the table that gives each distinct set a number for its move code.
 *
 * A set of cards does not fit in the 12 bits a parameter has in a code, so an engine keeps a
 * `CardSets` table: each distinct set (its cards in ascending order) is given the next id the
 * first time it is met, and a set parameter's code carries that id above the move's other
 * parameters (`index + 64 * (p1 + 4096 * (p2 + 4096 * id))`, the set parameter being the last).
 * The same set always has the same code within an engine; the ids themselves depend on the order
 * in which sets were first met, so a code is not a public name of a move: the notation is
 * (`{"type":"pass","cards":["hearts-2", ...]}`), and listings sort set moves by their cards.
 */

import type { Deck } from './deck';

/** The most distinct sets one engine's table holds; past it, new sets are not offered. */
export const MOST_CARD_SETS = 1 << 20;

/** The most subsets one listing of one set parameter looks at before it stops. */
export const MOST_SUBSETS_LOOKED_AT = 65536;

interface SetNode {
  id: number;
  next: Map<number, SetNode> | undefined;
}

/** Each distinct set of cards met by an engine, numbered in the order they were first met. */
export class CardSets {
  private readonly root: SetNode = { id: -1, next: undefined };
  private readonly byId: (readonly number[])[] = [];

  /** How many sets the table holds. */
  get size(): number {
    return this.byId.length;
  }

  /**
   * The id of the set of the first `k` cards of `cards`, which are in ascending order, given one
   * if it has none; -1 when the table is full (MOST_CARD_SETS).
   */
  id(cards: ArrayLike<number>, k: number = cards.length): number {
    let node = this.root;
    for (let j = 0; j < k; j++) {
      const c = cards[j]!;
      let next = node.next?.get(c);
      if (next === undefined) {
        next = { id: -1, next: undefined };
        (node.next ??= new Map()).set(c, next);
      }
      node = next;
    }
    if (node.id < 0) {
      if (this.byId.length >= MOST_CARD_SETS) return -1;
      node.id = this.byId.length;
      this.byId.push(Object.freeze(Array.prototype.slice.call(cards, 0, k) as number[]));
    }
    return node.id;
  }

  /** The cards of set `id`, in ascending order. */
  cards(id: number): readonly number[] {
    const set = this.byId[id];
    if (set === undefined) throw new Error(`no set of cards ${id}`);
    return set;
  }
}

/**
 * How a sum bounds a listing: the candidate's cards must sum (by `weight`, one entry a card) to
 * at most `bound` (or below it, `strict`). Where every card of the pool weighs 0 or more, no
 * set holding a part that is already over can come back under, so the walk does not extend it.
 */
export interface SumBound {
  readonly weight: ArrayLike<number>;
  readonly bound: number;
  readonly strict: boolean;
}

/**
 * Calls `visit` with each subset of `pool` (its cards sorted, without repeats) of `least` to
 * `most` cards, each subset before the ones that extend it and those in the order of the
 * pool's cards, until `visit` returns true; pruned by `sum` where it applies, and stopped after
 * MOST_SUBSETS_LOOKED_AT subsets. `visit` is given a buffer it must not keep, and the count.
 * Returns whether a visit returned true.
 */
export function eachCardSet(
  pool: readonly number[],
  least: number,
  most: number,
  sum: SumBound | undefined,
  visit: (cards: readonly number[], k: number) => boolean,
): boolean {
  const sorted = pool.slice().sort((a, b) => a - b);
  let m = 0;
  for (let j = 0; j < sorted.length; j++)
    if (j === 0 || sorted[j] !== sorted[j - 1]) sorted[m++] = sorted[j]!;
  const size = Math.min(most, m);
  if (least < 1) least = 1;
  if (size < least) return false;
  let bound = Infinity;
  let strict = false;
  let weight: ArrayLike<number> | undefined;
  if (sum !== undefined) {
    let signed = true;
    for (let j = 0; j < m; j++) if (!(sum.weight[sorted[j]!]! >= 0)) signed = false;
    if (signed) {
      weight = sum.weight;
      bound = sum.bound;
      strict = sum.strict;
    }
  }
  const buf: number[] = new Array<number>(size);
  const at: number[] = new Array<number>(size);
  let looked = 0;
  // A walk by hand, deepest first: `at[d]` is the pool position of the d-th card chosen.
  let d = 0;
  at[0] = -1;
  const total: number[] = new Array<number>(size + 1).fill(0);
  while (d >= 0) {
    const j = ++at[d]!;
    if (j >= m || m - j < least - d) {
      d--;
      continue;
    }
    const c = sorted[j]!;
    const t = weight === undefined ? 0 : total[d]! + weight[c]!;
    if (t > bound || (strict && t === bound)) {
      // Cards come in ascending order, not ascending weight: only this card is skipped.
      if (++looked >= MOST_SUBSETS_LOOKED_AT) return false;
      continue;
    }
    buf[d] = c;
    total[d + 1] = t;
    if (d + 1 >= least) {
      if (visit(buf, d + 1)) return true;
      if (++looked >= MOST_SUBSETS_LOOKED_AT) return false;
    }
    if (d + 1 < size) {
      d++;
      at[d] = j;
    }
  }
  return false;
}

/**
 * Writes from `out[n]` the code `base + scale * id` of each subset `eachCardSet` visits that
 * `test` holds for (given the subset in an array of its length, which it must not keep); returns the new n.
 */
export function listCardSets(
  sets: CardSets,
  pool: readonly number[],
  least: number,
  most: number,
  sum: SumBound | undefined,
  test: ((cards: readonly number[]) => boolean) | undefined,
  out: number[],
  n: number,
  base: number,
  scale: number,
): number {
  const views: number[][] = [];
  eachCardSet(pool, least, most, sum, (buf, k) => {
    if (test !== undefined && !test(view(views, buf, k))) return false;
    const id = sets.id(buf, k);
    if (id >= 0) out[n++] = base + scale * id;
    return false;
  });
  return n;
}

/** Whether some subset `eachCardSet` visits passes `test`. */
export function someCardSet(
  pool: readonly number[],
  least: number,
  most: number,
  sum: SumBound | undefined,
  test: ((cards: readonly number[]) => boolean) | undefined,
): boolean {
  const views: number[][] = [];
  return eachCardSet(
    pool,
    least,
    most,
    sum,
    (buf, k) => test === undefined || test(view(views, buf, k)),
  );
}

/** The first `k` cards of `buf` in an array of that length, one array a length, reused. */
function view(views: number[][], buf: readonly number[], k: number): number[] {
  const v = (views[k] ??= new Array<number>(k));
  for (let j = 0; j < k; j++) v[j] = buf[j]!;
  return v;
}

/** `same-rank(cards)`: every card has a rank, the same one (true of no cards). */
export function sameRank(deck: Deck, cards: readonly number[]): boolean {
  for (const c of cards)
    if (deck.rank[c] === 0 || deck.rank[c] !== deck.rank[cards[0]!]) return false;
  return true;
}

/** `same-suit(cards)`: every card has a suit, the same one (true of no cards). */
export function sameSuit(deck: Deck, cards: readonly number[]): boolean {
  for (const c of cards)
    if (deck.suit[c]! < 0 || deck.suit[c] !== deck.suit[cards[0]!]) return false;
  return true;
}

/**
 * `melds(cards)`: the cards can be laid out as melds, every card in one: sets of three or more of
 * one rank, and runs (as `run`) of three or more; true of no cards. The lowest-ranked card left
 * must begin a run or be in a set, so each step tries those few ways and goes on with the rest.
 */
export function canMeld(deck: Deck, cards: readonly number[]): boolean {
  if (cards.length === 0) return true;
  if (cards.length < 3) return false;
  let low = 0;
  for (let k = 1; k < cards.length; k++)
    if (deck.rank[cards[k]!]! < deck.rank[cards[low]!]!) low = k;
  const c = cards[low]!;
  const rank = deck.rank[c]!;
  if (rank === 0) return false;
  const rest = cards.filter((_, k) => k !== low);
  // Sets holding it: two or more other cards of its rank (each subset of them).
  const same = rest.filter((x) => deck.rank[x] === rank);
  for (let mask = 1; mask < 1 << same.length; mask++) {
    const chosen = same.filter((_, k) => (mask & (1 << k)) !== 0);
    if (chosen.length < 2) continue;
    if (canMeld(deck, without(rest, chosen))) return true;
  }
  // Runs beginning with it: the next ranks of its suit, three cards or more.
  const suit = deck.suit[c]!;
  if (suit < 0) return false;
  const run: number[] = [];
  for (let r = rank + 1; ; r++) {
    const next = rest.find((x) => deck.suit[x] === suit && deck.rank[x] === r && !run.includes(x));
    if (next === undefined) break;
    run.push(next);
    if (run.length >= 2 && canMeld(deck, without(rest, run))) return true;
  }
  return false;
}

/**
 * `deadwood(c in cards: weight)`: the least total `weight` of the cards left out of melds, over
 * every way of laying some of `cards` out as melds (as `canMeld`; laying none out leaves them
 * all). The lowest-ranked card left is deadwood, in a set, or the first card of a run, so each
 * step tries those few ways and goes on with the rest; a card without a rank is deadwood.
 */
export function deadwoodOf(
  deck: Deck,
  cards: readonly number[],
  weight: (card: number) => number,
): number {
  const weights = new Map<number, number>();
  for (const c of cards) if (!weights.has(c)) weights.set(c, weight(c));
  return leastDeadwood(deck, cards, weights);
}

function leastDeadwood(deck: Deck, cards: readonly number[], weights: Map<number, number>): number {
  if (cards.length === 0) return 0;
  let low = 0;
  for (let k = 1; k < cards.length; k++)
    if (deck.rank[cards[k]!]! < deck.rank[cards[low]!]!) low = k;
  const c = cards[low]!;
  const rest = cards.filter((_, k) => k !== low);
  // Left out: its weight and the best of the rest.
  let best = weights.get(c)! + leastDeadwood(deck, rest, weights);
  const rank = deck.rank[c]!;
  if (rank === 0 || rest.length < 2) return best;
  const same = rest.filter((x) => deck.rank[x] === rank);
  for (let mask = 1; mask < 1 << same.length; mask++) {
    const chosen = same.filter((_, k) => (mask & (1 << k)) !== 0);
    if (chosen.length < 2) continue;
    best = Math.min(best, leastDeadwood(deck, without(rest, chosen), weights));
  }
  const suit = deck.suit[c]!;
  if (suit < 0) return best;
  const run: number[] = [];
  for (let r = rank + 1; ; r++) {
    const next = rest.find((x) => deck.suit[x] === suit && deck.rank[x] === r && !run.includes(x));
    if (next === undefined) break;
    run.push(next);
    if (run.length >= 2) best = Math.min(best, leastDeadwood(deck, without(rest, run), weights));
  }
  return best;
}

/** `cards` less one each of `taken`. */
function without(cards: readonly number[], taken: readonly number[]): number[] {
  const out = [...cards];
  for (const t of taken) out.splice(out.indexOf(t), 1);
  return out;
}

/**
 * `run(cards)`: cards of one suit whose ranks follow one another in the deck's order, one card
 * a rank, with no gap (`7, 8, 9`; true of one card and of none).
 */
export function isRun(deck: Deck, cards: readonly number[]): boolean {
  if (cards.length === 0) return true;
  if (!sameSuit(deck, cards)) return false;
  let low = Infinity;
  let high = -Infinity;
  for (const c of cards) {
    const r = deck.rank[c]!;
    if (r === 0) return false;
    if (r < low) low = r;
    if (r > high) high = r;
  }
  if (high - low + 1 !== cards.length) return false;
  // As many distinct ranks as cards: no rank twice (two copies of one card are no run).
  const seen = new Set<number>();
  for (const c of cards) seen.add(deck.rank[c]!);
  return seen.size === cards.length;
}

/**
 * `sum-groups(c in items: weight to target)`: the items can be split into groups, every item
 * in one, whose weights each add up to `target` (true of no items). A capture by sum takes
 * several groups at once this way. Weights of 0 or more are packed group by group, each group
 * begun by the heaviest item left (it must be in one), equal weights tried once; a negative
 * weight falls back to trying every group that holds the first item left.
 */
export function sumGroupsOf<T>(
  items: readonly T[],
  weight: (item: T) => number,
  target: number,
): boolean {
  const weights = items.map(weight);
  if (weights.some((w) => w < 0)) return splitsAnyWay(weights, target, new Map());
  // A weight of 0 joins any group: it decides nothing unless there is no group to join.
  const heavy = weights.filter((w) => w > 0).sort((a, b) => b - a);
  if (heavy.length === 0) return weights.length === 0 || target === 0;
  if (target <= 0 || heavy[0]! > target) return false;
  let total = 0;
  for (const w of heavy) total += w;
  if (total % target !== 0) return false;
  return packs(heavy, new Array<boolean>(heavy.length).fill(false), target, 0, target);
}

/** Fills the group under way (`left` still to reach) from `from` on, then the next groups. */
function packs(
  weights: readonly number[],
  used: boolean[],
  target: number,
  from: number,
  left: number,
): boolean {
  if (left === 0) {
    const first = used.indexOf(false);
    if (first < 0) return true;
    used[first] = true;
    const ok = packs(weights, used, target, first + 1, target - weights[first]!);
    used[first] = false;
    return ok;
  }
  let tried = -1;
  for (let k = from; k < weights.length; k++) {
    const w = weights[k]!;
    if (used[k] || w > left || w === tried) continue;
    used[k] = true;
    const ok = packs(weights, used, target, k + 1, left - w);
    used[k] = false;
    if (ok) return true;
    tried = w;
  }
  return false;
}

/** Any weights: the first item left is in a group of some of the others; `seen` by what is left. */
function splitsAnyWay(
  weights: readonly number[],
  target: number,
  seen: Map<string, boolean>,
): boolean {
  if (weights.length === 0) return true;
  const key = weights.join(',');
  const known = seen.get(key);
  if (known !== undefined) return known;
  const rest = weights.slice(1);
  let ok = false;
  for (let mask = 0; mask < 2 ** rest.length && !ok; mask++) {
    let total = weights[0]!;
    const left: number[] = [];
    rest.forEach((w, k) => {
      if (Math.floor(mask / 2 ** k) % 2 === 1) total += w;
      else left.push(w);
    });
    ok = total === target && splitsAnyWay(left, target, seen);
  }
  seen.set(key, ok);
  return ok;
}
