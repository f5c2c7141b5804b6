import { describe, expect, it } from 'vitest';
import { bagCards, bagLists, bagOfLists, bagTable } from './bags';

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
});
