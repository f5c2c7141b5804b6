import { describe, expect, it } from 'vitest';
import {
  canMeld,
  deadwoodOf,
  CardSets,
  eachCardSet,
  isRun,
  listCardSets,
  MOST_SUBSETS_LOOKED_AT,
  sameRank,
  sameSuit,
  someCardSet,
  sumGroupsOf,
} from './card-sets';
import type { Deck } from './deck';

function subsets(
  pool: number[],
  least: number,
  most: number,
  sum?: Parameters<typeof eachCardSet>[3],
) {
  const out: number[][] = [];
  eachCardSet(pool, least, most, sum, (buf, k) => {
    out.push(buf.slice(0, k));
    return false;
  });
  return out;
}

describe('card sets', () => {
  it('gives a set one id whatever order its cards were met in, and the cards back', () => {
    const sets = new CardSets();
    const a = sets.id([1, 5, 9]);
    expect(sets.id([2, 5])).toBe(1);
    expect(sets.id([1, 5, 9])).toBe(a);
    expect(sets.id([1, 5, 9, 12], 3)).toBe(a);
    expect(sets.cards(a)).toEqual([1, 5, 9]);
    expect(sets.size).toBe(2);
    expect(() => sets.cards(7)).toThrow();
  });

  it('walks each subset of a size once, in the order of the sorted pool', () => {
    const all = subsets([7, 3, 5, 1], 2, 2);
    expect(all).toEqual([
      [1, 3],
      [1, 5],
      [1, 7],
      [3, 5],
      [3, 7],
      [5, 7],
    ]);
    expect(subsets([13, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 3, 3)).toHaveLength(286);
    // A size range: each subset before the ones that extend it.
    expect(subsets([1, 2, 3], 1, 3)).toEqual([[1], [1, 2], [1, 2, 3], [1, 3], [2], [2, 3], [3]]);
    expect(subsets([1, 2], 3, 3)).toEqual([]);
    // Repeats in the pool count once.
    expect(subsets([4, 4, 2], 1, 2)).toEqual([[2], [2, 4], [4]]);
  });

  it('prunes by a sum of weights of 0 or more and keeps every subset that can meet it', () => {
    const weight = Array.from({ length: 20 }, (_, c) => c % 7);
    const pool = [0, 2, 3, 5, 6, 8, 9, 11, 13, 15, 16, 19];
    const sumOf = (s: number[]) => s.reduce((a, c) => a + weight[c]!, 0);
    for (const strict of [false, true]) {
      const bound = 9;
      const meets = (s: number[]) => (strict ? sumOf(s) < bound : sumOf(s) <= bound);
      const plain = subsets(pool, 1, 12).filter(meets);
      const pruned = subsets(pool, 1, 12, { weight, bound, strict });
      expect(pruned.filter(meets)).toEqual(plain);
      expect(pruned.length).toBeLessThan(subsets(pool, 1, 12).length);
    }
    // A negative weight in the pool turns pruning off: a sum could come back down.
    const signed = weight.map((w, c) => (c === 19 ? -5 : w));
    const all = subsets(pool, 1, 12).length;
    expect(subsets(pool, 1, 12, { weight: signed, bound: 3, strict: false })).toHaveLength(all);
  });

  it('stops after the most subsets a listing looks at', () => {
    const pool = Array.from({ length: 30 }, (_, c) => c);
    let seen = 0;
    eachCardSet(pool, 1, 30, undefined, () => {
      seen++;
      return false;
    });
    expect(seen).toBe(MOST_SUBSETS_LOOKED_AT);
  });

  it('lists codes of the sets a test keeps, and says whether there is any', () => {
    const sets = new CardSets();
    const out: number[] = [];
    const n = listCardSets(sets, [4, 1, 2], 2, 2, undefined, (s) => s.includes(4), out, 0, 3, 64);
    expect(out.slice(0, n).map((c) => sets.cards((c - 3) / 64))).toEqual([
      [1, 4],
      [2, 4],
    ]);
    expect(someCardSet([1, 2], 2, 2, undefined, (s) => s[0] === 1)).toBe(true);
    expect(someCardSet([1, 2], 2, 2, undefined, (s) => s[0] === 2)).toBe(false);
  });
});

describe('tests of a set of cards', () => {
  // Two suits of ranks 1..5 (strengths), then a card with neither (a joker).
  const deck = {
    suit: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, -1],
    rank: [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 0],
  } as unknown as Deck;

  it('says whether cards are of one rank, of one suit, or a run in one suit', () => {
    expect(sameRank(deck, [1, 6])).toBe(true);
    expect(sameRank(deck, [1, 7])).toBe(false);
    expect(sameRank(deck, [10, 10])).toBe(false);
    expect(sameSuit(deck, [0, 3, 4])).toBe(true);
    expect(sameSuit(deck, [0, 5])).toBe(false);
    expect(sameSuit(deck, [10])).toBe(false);
    expect(isRun(deck, [2, 0, 1])).toBe(true);
    expect(isRun(deck, [0, 1, 3])).toBe(false);
    expect(isRun(deck, [0, 6, 2])).toBe(false);
    expect(isRun(deck, [3])).toBe(true);
    expect(isRun(deck, [])).toBe(true);
    expect(isRun(deck, [10])).toBe(false);
  });

  // Three suits of ranks 1..5 (strengths), and a joker: card 5 * suit + rank - 1.
  const three = {
    suit: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, -1],
    rank: [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 0],
  } as unknown as Deck;
  const card = (suit: number, rank: number) => 5 * suit + rank - 1;

  it('says whether cards can be laid out as melds of three or more, every card in one', () => {
    expect(canMeld(three, [])).toBe(true);
    expect(canMeld(three, [card(0, 1), card(1, 1), card(2, 1)])).toBe(true); // a set
    expect(canMeld(three, [card(0, 2), card(0, 3), card(0, 4)])).toBe(true); // a run
    expect(canMeld(three, [card(0, 2), card(0, 3)])).toBe(false); // too few
    expect(canMeld(three, [card(0, 2), card(0, 3), card(0, 5)])).toBe(false); // a gap
    expect(canMeld(three, [card(0, 1), card(1, 2), card(2, 3)])).toBe(false); // suits differ
    // A set and a run sharing no card: the 1s, and the 2-3-4 of the first suit.
    const both = [card(0, 1), card(1, 1), card(2, 1), card(0, 2), card(0, 3), card(0, 4)];
    expect(canMeld(three, both)).toBe(true);
    // Three 1s and the 2 and 3 of suit 0: the 1 of suit 0 in the set leaves 2-3 short, in the
    // run leaves two 1s: neither way lays every card.
    expect(canMeld(three, [card(0, 1), card(0, 2), card(0, 3), card(1, 1), card(2, 1)])).toBe(
      false,
    );
    // Three runs of 1-2-3, or three sets of 1s, 2s and 3s: either way.
    const nine = [0, 1, 2].flatMap((suit) => [1, 2, 3].map((rank) => card(suit, rank)));
    expect(canMeld(three, nine)).toBe(true);
    expect(canMeld(three, [...nine, card(0, 4)])).toBe(true); // the run 1-2-3-4 of suit 0
    // Three 3s and the 1-2-3 and 3-4-5 of suit 0 need one 3 twice: no.
    expect(
      canMeld(three, [card(0, 1), card(0, 2), card(0, 3), card(0, 4), card(0, 5), card(1, 3)]),
    ).toBe(false);
    // A run of five, or of three and a set of the rest: the first.
    expect(
      canMeld(
        three,
        [0, 1, 2, 3, 4].map((r) => card(0, r + 1)),
      ),
    ).toBe(true);
    expect(canMeld(three, [card(0, 1), card(1, 1), 15])).toBe(false); // a joker melds nothing
  });

  it('finds the least deadwood: the weight of the cards left out of the best layout', () => {
    const face = (c: number) => (c === 15 ? 7 : three.rank[c]!);
    expect(deadwoodOf(three, [], face)).toBe(0);
    expect(deadwoodOf(three, [card(0, 1), card(1, 1), card(2, 1)], face)).toBe(0); // a set
    expect(deadwoodOf(three, [card(0, 2), card(0, 3)], face)).toBe(5); // too few: both out
    expect(deadwoodOf(three, [card(0, 1), card(1, 1), card(2, 1), card(1, 5)], face)).toBe(5);
    // The 1 of suit 0 in the set of 1s leaves 2 and 3 out (5); in the run 1-2-3 it leaves the
    // other two 1s out (2): the run is the better layout.
    const crossed = [card(0, 1), card(0, 2), card(0, 3), card(1, 1), card(2, 1)];
    expect(deadwoodOf(three, crossed, face)).toBe(2);
    expect(deadwoodOf(three, crossed, () => 1)).toBe(2); // by count: two cards out either way
    // Three 3s and the 1-2-3-4-5 of suit 0: the run of five and the other two 3s out (6), or
    // the set of 3s with 1 and 2 out and 4 and 5 out (12): 6.
    const sixes = [0, 1, 2, 3, 4].map((r) => card(0, r + 1));
    expect(deadwoodOf(three, [...sixes, card(1, 3), card(2, 3)], face)).toBe(6);
    expect(deadwoodOf(three, [card(0, 1), card(1, 1), card(2, 1), 15], face)).toBe(7); // a joker
    // The same as melds: no deadwood exactly when every card melds.
    const nine = [0, 1, 2].flatMap((suit) => [1, 2, 3].map((rank) => card(suit, rank)));
    expect(deadwoodOf(three, nine, face)).toBe(0);
    expect(deadwoodOf(three, [...nine, card(1, 5)], face)).toBe(5);
  });

  it('splits into groups of a sum: every card in one group, each group adding up to the target', () => {
    const groups = (weights: number[], target: number) => sumGroupsOf(weights, (w) => w, target);
    expect(groups([], 7)).toBe(true); // no cards, no groups
    expect(groups([5], 5)).toBe(true); // one card of the value: a pair
    expect(groups([5, 5, 5], 5)).toBe(true); // every card of the value at once
    expect(groups([2, 3], 5)).toBe(true);
    expect(groups([2, 3, 5, 1, 4], 5)).toBe(true); // three groups: 2+3, 5, 1+4
    expect(groups([2, 3, 4], 5)).toBe(false); // the 4 is in no group
    expect(groups([6], 5)).toBe(false); // a card over the target
    expect(groups([1, 2, 3, 4], 10)).toBe(true); // one group of four
    // 10: the sum is 20, but 6+4 and 7+3 split it and 7+4 leaves 6+3 short: the search backs up.
    expect(groups([7, 6, 4, 3], 10)).toBe(true);
    expect(groups([7, 6, 5, 2], 10)).toBe(false); // 20, yet no group of ten holds the 7 with 6 or 5
    expect(groups([5, 5, 5, 5], 10)).toBe(true); // pairs of fives make tens
    expect(groups([3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2], 6)).toBe(true); // 3+3 and 2+2+2
    expect(groups([4, 4, 4, 3, 3, 3, 3, 3], 9)).toBe(false); // 27, but a 4 with 4s or 3s never makes 9
    // A weight of 0 joins any group, but is no group of its own unless the target is 0.
    expect(groups([0, 5], 5)).toBe(true);
    expect(groups([0], 5)).toBe(false);
    expect(groups([0, 0], 0)).toBe(true);
    expect(groups([2], 0)).toBe(false);
    // Negative weights: every grouping is tried.
    expect(groups([7, -2], 5)).toBe(true);
    expect(groups([7, -2, 6, -1], 5)).toBe(true); // 7-2 and 6-1
    expect(groups([7, -1, 6, -2], 4)).toBe(false); // the sum is 10
    expect(groups([3, 4, -2, 5, 0], 5)).toBe(true); // 3+4-2, 5, and the 0 in either
    // The weight is read per item, not the items themselves.
    expect(sumGroupsOf(['a', 'bb', 'ccc'], (x) => x.length, 3)).toBe(true);
  });

  it('splits into groups as a search over every grouping does', () => {
    // Every way of giving each of the items a group number, each group checked.
    const everyWay = (weights: number[], target: number): boolean => {
      const n = weights.length;
      const group = new Array<number>(n).fill(0);
      const check = (k: number, groups: number): boolean => {
        if (k === n) {
          const totals = new Array<number>(groups).fill(0);
          weights.forEach((w, i) => (totals[group[i]!]! += w));
          return totals.every((t) => t === target);
        }
        for (let g = 0; g <= groups && g < n; g++) {
          group[k] = g;
          if (check(k + 1, Math.max(groups, g + 1))) return true;
        }
        return false;
      };
      return check(0, 0);
    };
    let seed = 7;
    const next = (m: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % m;
    };
    let held = 0;
    for (let round = 0; round < 600; round++) {
      const weights = Array.from(
        { length: 1 + next(8) },
        () => next(11) - (round % 5 === 0 ? 3 : 0),
      );
      const target = 1 + next(12);
      const want = everyWay(weights, target);
      expect(
        sumGroupsOf(weights, (w) => w, target),
        `${weights.join(' ')} to ${target}`,
      ).toBe(want);
      if (want) held++;
    }
    expect(held).toBeGreaterThan(30);
  });
});
