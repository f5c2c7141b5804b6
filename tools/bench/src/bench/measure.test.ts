import { describe, expect, it } from 'vitest';
import { measureRounds } from './measure';

describe('interleaved rounds in isolates', () => {
  it('measures each engine once a round and takes ratios within rounds', async () => {
    const lines: string[] = [];
    const rounds = await measureRounds(
      ['mars-venus'],
      ['generated-fast', 'handwritten'],
      2,
      () => 30,
      (line) => lines.push(line),
      30,
    );
    const fast = rounds.rates['mars-venus']['generated-fast'];
    const hand = rounds.rates['mars-venus'].handwritten;
    expect(fast.samples).toHaveLength(2);
    expect(hand.samples).toHaveLength(2);
    // Only that a rate was measured: how fast is the benchmark's business, not a test's (the
    // shared CI machine once gave 19 hands a second in a 30 ms window).
    for (const rate of [...fast.samples, ...hand.samples]) {
      expect(Number.isFinite(rate)).toBe(true);
      expect(rate).toBeGreaterThan(0);
    }
    const ratio = rounds.ratios['mars-venus'].fastVsHandwritten;
    expect(ratio.samples).toEqual(fast.samples.map((x, i) => x / hand.samples[i]!));
    expect(lines).toEqual(['round 1/2 done', 'round 2/2 done']);
  });
});
