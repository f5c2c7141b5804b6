import { describe, expect, it } from 'vitest';
import { compare, instructionsOf, perUnit } from './count';

describe('bench:instructions', () => {
  it("reads cachegrind's count of instructions, and nothing from output without one", () => {
    const output = [
      '==2763== Cachegrind, a cache and branch-prediction profiler',
      'gen 20000 664048',
      '==2763== ',
      '==2763== I   refs:      2,712,226,567',
    ].join('\n');
    expect(instructionsOf(output)).toBe(2_712_226_567);
    expect(instructionsOf('==1== I refs: 915')).toBe(915);
    expect(instructionsOf('valgrind: command not found')).toBeUndefined();
  });

  it('takes the instructions of a hand (or an iteration) from two runs, leaving out what both paid once', () => {
    // 1,000,000 to start and load, then 40,000 a hand.
    const run = (units: number) => ({ units, instructions: 1_000_000 + 40_000 * units });
    expect(perUnit(run(20_000), run(60_000))).toBe(40_000);
    expect(() => perUnit(run(60_000), run(20_000))).toThrow(/do more/);
    expect(() => perUnit(run(100), run(100))).toThrow(/do more/);
  });

  it('reads the ratio as the hand-written count over the generated one', () => {
    const c = compare(45_000, 36_000);
    expect(c.ratio).toBeCloseTo(0.8, 10);
    expect(compare(36_000, 36_000).ratio).toBe(1);
  });
});
