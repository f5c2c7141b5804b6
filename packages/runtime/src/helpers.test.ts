import { describe, expect, it } from 'vitest';
import { randomBelow } from './fast-random';
import {
  COUNTED_LOOP_LIMIT,
  keepPlaysIfAny,
  largest,
  playsCard,
  rangeLast,
  repeatTimes,
  setAll,
  sortCodes,
  teamLabel,
} from './helpers';
import { seedRandom } from './random';

describe('teamLabel', () => {
  const names = ['South', 'West', 'North', 'East'];

  it('names a partnership by letter, from its team index', () => {
    expect(teamLabel(names, [0, 2], 0)).toBe('Team A');
    expect(teamLabel(names, [1, 3], 1)).toBe('Team B');
  });

  it("names a one-seat team by its seat's name, or Seat N past the names given", () => {
    expect(teamLabel(names, [1], 1)).toBe('West');
    expect(teamLabel([], [2], 2)).toBe('Seat 3');
  });
});

describe('sortCodes', () => {
  it('sorts move codes ascending in place, as a numeric sort would', () => {
    const words = [...seedRandom(4)];
    for (let n = 0; n < 40; n++) {
      const codes = Array.from({ length: n }, () => randomBelow(words, 1 << 20));
      const expected = codes.slice().sort((a, b) => a - b);
      sortCodes(codes);
      expect(codes).toEqual(expected);
    }
  });
});

describe('largest', () => {
  it('finds the largest entry wherever it is, negatives too', () => {
    expect(largest([3])).toBe(3);
    expect(largest([1, 9, 4])).toBe(9);
    expect(largest([9, 1, 4])).toBe(9);
    expect(largest([1, 4, 9])).toBe(9);
    expect(largest([-5, -2, -7])).toBe(-2);
  });
});

describe('setAll', () => {
  it('sets every entry, whatever the length, and nothing past it', () => {
    const items = [3, -1, 7];
    setAll(items, 0);
    expect(items).toEqual([0, 0, 0]);
    const empty: number[] = [];
    setAll(empty, 5);
    expect(empty).toEqual([]);
  });
});

describe('counted loops', () => {
  it('repeat runs N times, none below 1, at most the limit', () => {
    expect(repeatTimes(3)).toBe(3);
    expect(repeatTimes(0)).toBe(0);
    expect(repeatTimes(-4)).toBe(0);
    expect(repeatTimes(1e12)).toBe(COUNTED_LOOP_LIMIT);
  });

  it('a range ends at its end, or after the limit of numbers', () => {
    expect(rangeLast(1, 5)).toBe(5);
    expect(rangeLast(5, 1)).toBe(1); // then no number: 5 > 1
    expect(rangeLast(-3, 1e12)).toBe(-3 + COUNTED_LOOP_LIMIT - 1);
  });
});

describe('keepPlaysIfAny', () => {
  // Play codes of move 3: cards 5, 8, 9 and 12, after two codes that are not the listing's.
  const listed = () => [1, 2, 3 + 64 * 5, 3 + 64 * 8, 3 + 64 * 9, 3 + 64 * 12];

  it('keeps the cards that pass, in order, and leaves the codes before `from` alone', () => {
    const out = listed();
    const n = keepPlaysIfAny(out, 2, 6, (c) => c % 2 === 0);
    expect(out.slice(0, n)).toEqual([1, 2, 3 + 64 * 8, 3 + 64 * 12]);
    expect(playsCard(out, n, 8)).toBe(true);
    expect(playsCard(out, n, 9)).toBe(false);
  });

  it('keeps every card when none passes', () => {
    const out = listed();
    expect(keepPlaysIfAny(out, 2, 6, (c) => c > 100)).toBe(6);
    expect(out).toEqual(listed());
  });

  it('keeps nothing of an empty listing', () => {
    expect(keepPlaysIfAny([7], 1, 1, () => true)).toBe(1);
  });
});
