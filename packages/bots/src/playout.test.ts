import { describe, expect, it } from 'vitest';
import type { BotEngine } from './bot';
import { handMargins } from './playout';

/** An engine whose last hand scored `scores`, in a game of points or of penalty points. */
function scored(scores: number[], lowestWins: boolean): BotEngine<unknown, unknown> {
  return {
    meta: { lowestWins },
    fast: { handScores: () => scores },
  } as unknown as BotEngine<unknown, unknown>;
}

describe('handMargins', () => {
  it("is each team's points less the best other team's, where more points are better", () => {
    const out: number[] = [];
    expect(handMargins(scored([3, 10, 0, 13], false), null, out)).toBe(13);
    expect(out).toEqual([-10, -3, -13, 3]);
  });

  it('turns round where the lowest total wins: fewer penalty points are the better hand', () => {
    const out: number[] = [];
    expect(handMargins(scored([3, 10, 0, 13], true), null, out)).toBe(13);
    // Seat 2 took nothing: 3 better than the best other (3 points); seat 3 is 13 behind it.
    expect(out).toEqual([-3, -10, 3, -13]);
  });
});
