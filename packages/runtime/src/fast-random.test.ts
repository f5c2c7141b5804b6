import { describe, expect, it } from 'vitest';
import { isKept, randomBelow, randomWord, shuffleInPlace } from './fast-random';
import { nextInt, nextUint32, seedRandom, shuffle } from './random';

describe('in-place randomness', () => {
  it('draws the same words as the pure generator', () => {
    for (const seed of [0, 1, 42, -7, 2 ** 31 - 1]) {
      let pure = seedRandom(seed);
      const words = [...pure];
      for (let i = 0; i < 100; i++) {
        const [value, next] = nextUint32(pure);
        pure = next;
        expect(randomWord(words)).toBe(value);
      }
      expect(words).toEqual([...pure]);
    }
  });

  it('bounds and shuffles exactly as the pure functions do', () => {
    const words = [...seedRandom(9)];
    let pure = seedRandom(9);
    for (const bound of [1, 2, 3, 52, 1000, 2 ** 32]) {
      const [value, next] = nextInt(pure, bound);
      pure = next;
      expect(randomBelow(words, bound)).toBe(value);
    }
    // Many draws over small bounds and large ones.
    for (let k = 0; k < 20_000; k++) {
      const bound = k % 3 === 0 ? 1 + (k % 1500) : 1 + ((k * 2654435761) % 2 ** 32);
      const [value, next] = nextInt(pure, bound);
      pure = next;
      expect(randomBelow(words, bound)).toBe(value);
    }
    const deck = Array.from({ length: 56 }, (_, i) => i);
    const [expected] = shuffle(deck, seedRandom(5));
    const inPlace = deck.slice();
    shuffleInPlace(inPlace, [...seedRandom(5)]);
    expect(inPlace).toEqual(expected);
    expect(inPlace).not.toEqual(deck);
  });

  it('keeps a draw exactly when it is below the largest multiple of the bound not above 2^32', () => {
    const two32 = 4294967296;
    const bounds = [1, 2, 3, 5, 7, 52, 1000, 1023, 1024, 1025, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1];
    for (const bound of [...bounds, 3e9, two32 - 1, two32]) {
      const limit = two32 - (two32 % bound);
      const edges = [0, 1, limit - bound, limit - 1, limit, limit + 1, two32 - 1];
      for (const value of edges.filter((v) => v >= 0 && v < two32)) {
        expect([bound, value, isKept(value, value % bound, bound)]).toEqual([
          bound,
          value,
          value < limit,
        ]);
      }
    }
  });

  it('shuffles any length as the pure shuffle does, and leaves the words where it leaves them', () => {
    for (const seed of [0, 5, 77, 2 ** 31 - 1, -3]) {
      for (const length of [0, 1, 2, 32, 60, 1100]) {
        const deck = Array.from({ length }, (_, i) => i);
        const [expected, next] = shuffle(deck, seedRandom(seed));
        const words = [...seedRandom(seed)];
        const inPlace = deck.slice();
        shuffleInPlace(inPlace, words);
        expect(inPlace).toEqual(expected);
        expect(words).toEqual([...next]);
      }
    }
  });
});
