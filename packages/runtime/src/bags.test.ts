import { describe, expect, it } from 'vitest';
import {
  bagCards,
  bagCount,
  bagCountIn,
  bagEvery,
  bagLists,
  bagOfLists,
  bagSome,
  bagSum,
  bagTable,
  bagUnion,
  bagsCountIn,
  bagAny,
  bagsAny,
  bagSumOf,
  bagsSumOf,
  wordSumOf,
  pairTable,
  bagWhere,
  bitCount,
} from './bags';

describe('bags', () => {
  it('round-trips lists of cards across word boundaries, in deck order', () => {
    const lists = [[63, 0, 31, 32], [], [5, 40]];
    const bits = bagOfLists(lists, 2);
    expect(bits.length).toBe(6);
    expect(bagCards(bits, 0, 2)).toEqual([0, 31, 32, 63]);
    expect(bagCards(bits, 1, 2)).toEqual([]);
    expect(bagCards(bits, 2, 2)).toEqual([5, 40]);
    expect(bagLists(bits, 2)).toEqual([[0, 31, 32, 63], [], [5, 40]]);
  });

  it('builds a mask per value, with -1 for cards of none', () => {
    const suitOf = (c: number) => (c === 33 ? -1 : c % 3);
    const table = bagTable(34, 2, 3, suitOf);
    const cardsOf = (v: number) => bagCards(table, v + 1, 2);
    expect(cardsOf(-1)).toEqual([33]);
    expect(cardsOf(0)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    expect(cardsOf(2)).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32]);
  });

  it('counts, sums, tests and joins owners', () => {
    const bits = bagOfLists([[1, 40, 63], [2], []], 2);
    expect([0, 1, 2].map((o) => bagCount(bits, o, 2))).toEqual([3, 1, 0]);
    expect(bagUnion(bits, [1, 0], 2)).toEqual([2, 1, 40, 63]);
    expect(bagSum(bits, 0, 2, (c) => c)).toBe(104);
    expect(bagSome(bits, 0, 2, (c) => c > 50)).toBe(true);
    expect(bagSome(bits, 2, 2, () => true)).toBe(false);
    expect(bagEvery(bits, 0, 2, (c) => c > 0)).toBe(true);
    expect(bagEvery(bits, 0, 2, (c) => c < 50)).toBe(false);
    expect(bagEvery(bits, 2, 2, () => false)).toBe(true);
  });

  it('makes a mask of the cards a table keeps', () => {
    const table = Uint8Array.from({ length: 40 }, (_, c) => (c % 13 === 0 ? 1 : 0));
    expect(bagCards(bagWhere(table, 2), 0, 2)).toEqual([0, 13, 26, 39]);
  });

  it('counts the bits of any word, the sign bit too', () => {
    for (const word of [0, 1, -1, 0x80000000 | 0, 0x55555555, 0x12345678, 0x7fffffff]) {
      let slow = 0;
      for (let m = word; m !== 0; m &= m - 1) slow++;
      expect(bitCount(word)).toBe(slow);
    }
  });

  it('narrows counts, tests and sums to a mask', () => {
    const bits = bagOfLists([[1, 2, 40, 63]], 2);
    const odd = bagTable(64, 2, 2, (c) => c % 2); // value 1: the odd cards
    expect(bagCountIn(bits, 0, 2, odd, 2 * 2)).toBe(2);
    expect(bagSum(bits, 0, 2, (c) => c, odd, 4)).toBe(64);
    expect(bagSome(bits, 0, 2, (c) => c === 2, odd, 4)).toBe(false);
    expect(bagEvery(bits, 0, 2, (c) => c % 2 === 1, odd, 4)).toBe(true);
  });

  it('pairTable keeps, for each first card, the second cards that go with it', () => {
    const table = pairTable(40, 2, (a, b) => b > a && (b - a) % 10 === 0);
    expect(table).toHaveLength(80);
    expect(bagCards(table, 3, 2)).toEqual([13, 23, 33]);
    expect(bagCards(table, 35, 2)).toEqual([]);
  });

  it('bagsCountIn counts the masked cards of several owners', () => {
    const bits = bagOfLists([[1, 33], [2, 34, 35], [33]], 2);
    const high = bagWhere(
      Uint8Array.from({ length: 40 }, (_, c) => (c >= 32 ? 1 : 0)),
      2,
    );
    expect(bagsCountIn(bits, [0, 1], 2, high)).toBe(3);
    expect(bagsCountIn(bits, [0, 2], 2, high)).toBe(2);
    expect(bagsCountIn(bits, [], 2, high)).toBe(0);
  });

  it('bagAny and bagsAny tell whether an owner holds a card, or one in a mask', () => {
    const bits = bagOfLists([[1, 33], [], [40]], 2);
    const high = bagWhere(
      Uint8Array.from({ length: 48 }, (_, c) => (c >= 32 ? 1 : 0)),
      2,
    );
    const low = bagWhere(
      Uint8Array.from({ length: 48 }, (_, c) => (c < 8 ? 1 : 0)),
      2,
    );
    expect(bagAny(bits, 0, 2)).toBe(true);
    expect(bagAny(bits, 1, 2)).toBe(false);
    expect(bagAny(bits, 2, 2, low)).toBe(false);
    expect(bagAny(bits, 2, 2, high)).toBe(true);
    expect(bagsAny(bits, [1, 2], 2, low)).toBe(false);
    expect(bagsAny(bits, [1, 2], 2, high)).toBe(true);
    expect(bagsAny(bits, [], 2)).toBe(false);
  });

  it('bagSumOf, bagsSumOf and wordSumOf add up a table over the cards held, masked or not', () => {
    const bits = bagOfLists([[1, 33], [2], [40]], 2);
    const values = Array.from({ length: 48 }, (_, c) => c * 10);
    const high = bagWhere(
      Uint8Array.from({ length: 48 }, (_, c) => (c >= 32 ? 1 : 0)),
      2,
    );
    expect(bagSumOf(bits, 0, 2, values)).toBe(340);
    expect(bagSumOf(bits, 0, 2, values, high)).toBe(330);
    expect(bagsSumOf(bits, [0, 1, 2], 2, values)).toBe(760);
    expect(bagsSumOf(bits, [1, 2], 2, values, high)).toBe(400);
    // One word at a time, from the word's first card: the same sums.
    expect(wordSumOf(bits[0]!, values, 0) + wordSumOf(bits[1]!, values, 32)).toBe(340);
    expect(wordSumOf(bits[0]! & high[0]!, values, 0)).toBe(0);
    expect(wordSumOf(bits[1]! & high[1]!, values, 32)).toBe(330);
    expect(wordSumOf(0, values, 0)).toBe(0);
    // A word read past the owners a table lists (no such seat) holds no card.
    expect(wordSumOf(bits[99] as unknown as number, values, 0)).toBe(0);
  });
});
