import { describe, expect, it } from 'vitest';
import { cpuRate } from './cpu-rate';

describe('hands per CPU second', () => {
  it('counts the hands played against the clock it is given, in growing batches', () => {
    let now = 0;
    const batches: number[] = [];
    // Each hand takes 2 ms of the given clock.
    const run = (hands: number) => {
      batches.push(hands);
      now += 2 * hands;
    };
    const rate = cpuRate(run, 100, () => now);
    // Batches double while a batch is under 10 ms: 1, 2, 4, 8, then 8s until 100 ms.
    expect(batches.slice(0, 4)).toEqual([1, 2, 4, 8]);
    const hands = batches.reduce((a, b) => a + b, 0);
    expect(now).toBeGreaterThanOrEqual(100);
    expect(rate).toBeCloseTo((hands * 1000) / now, 6);
    expect(rate).toBeCloseTo(500, 6);
  });
});
