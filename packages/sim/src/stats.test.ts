import { describe, expect, it } from 'vitest';
import { meanOf, tQuantile975, twoProportions, welch, wilson } from './stats';

describe('wilson', () => {
  it('matches published intervals', () => {
    // Reference values from Newcombe (1998), Table I.
    const a = wilson(81, 263);
    expect(a.rate).toBeCloseTo(0.308, 3);
    expect(a.ci95[0]).toBeCloseTo(0.2553, 3);
    expect(a.ci95[1]).toBeCloseTo(0.3662, 3);
    const b = wilson(0, 10);
    expect(b.ci95[0]).toBe(0);
    expect(b.ci95[1]).toBeCloseTo(0.2775, 3);
  });

  it('stays inside [0, 1] at the edges and says nothing without trials', () => {
    expect(wilson(10, 10).ci95[1]).toBe(1);
    expect(wilson(0, 0)).toEqual({ rate: 0, ci95: [0, 1] });
  });
});

describe('means', () => {
  it('uses t quantiles that match the tables', () => {
    expect(tQuantile975(1)).toBeCloseTo(12.706, 3);
    expect(tQuantile975(5)).toBeCloseTo(2.571, 2);
    expect(tQuantile975(10)).toBeCloseTo(2.228, 3);
    expect(tQuantile975(30)).toBeCloseTo(2.042, 3);
    expect(tQuantile975(1e9)).toBeCloseTo(1.96, 3);
  });

  it('gives the mean and a t interval from count, sum and sum of squares', () => {
    // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample sd 2.138.
    const xs = [2, 4, 4, 4, 5, 5, 7, 9];
    const m = meanOf({ n: xs.length, sum: 40, sumSquares: xs.reduce((s, x) => s + x * x, 0) });
    expect(m.mean).toBe(5);
    const half = (2.365 * 2.138) / Math.sqrt(8);
    expect(m.ci95[0]).toBeCloseTo(5 - half, 2);
    expect(m.ci95[1]).toBeCloseTo(5 + half, 2);
  });
});

describe('tests of a difference', () => {
  it('finds a real difference in rates and not a small one', () => {
    expect(twoProportions(500, 1000, 600, 1000).significant).toBe(true);
    expect(twoProportions(500, 1000, 520, 1000).significant).toBe(false);
    expect(twoProportions(500, 1000, 600, 1000).difference).toBeCloseTo(0.1, 10);
  });

  it("finds a real difference in means with Welch's test", () => {
    const moments = (xs: number[]) => ({
      n: xs.length,
      sum: xs.reduce((a, b) => a + b, 0),
      sumSquares: xs.reduce((a, b) => a + b * b, 0),
    });
    const a = moments([10, 11, 9, 10, 12, 8, 10, 11, 9, 10]);
    const near = moments([10, 12, 9, 11, 12, 8, 10, 11, 9, 10]);
    const far = moments([14, 15, 13, 14, 16, 12, 14, 15, 13, 14]);
    expect(welch(a, far).significant).toBe(true);
    expect(welch(a, far).difference).toBeCloseTo(4, 10);
    expect(welch(a, near).significant).toBe(false);
  });
});
