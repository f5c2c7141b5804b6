import { describe, expect, it } from 'vitest';
import { randomBelow } from './fast-random';
import { setAll, sortCodes, teamLabel } from './helpers';
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
