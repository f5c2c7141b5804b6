import { randomBelow } from '@orrery/runtime';
import type { BotEngine } from './bot';

/**
 * Playouts: the rest of a hand played with random moves on a determinized state, and what the
 * result is worth to each team. Shared by greedy and ISMCTS.
 */

/** Whether the hand that was `hand` when the search began is over (or the whole match). */
export function handOver<V, S>(engine: BotEngine<V, S>, state: S, hand: number): boolean {
  return engine.fast.toMove(state) < 0 || engine.fast.handNumber(state) !== hand;
}

/** Plays uniformly random legal moves until hand `hand` ends. `codes` is scratch space. */
export function playOutHand<V, S>(
  engine: BotEngine<V, S>,
  state: S,
  hand: number,
  rng: number[],
  codes: number[],
): void {
  const fast = engine.fast;
  while (fast.toMove(state) >= 0 && fast.handNumber(state) === hand) {
    const n = fast.legal(state, codes);
    if (n === 0) return;
    fast.play(state, codes[n === 1 ? 0 : randomBelow(rng, n)]!);
  }
}

/**
 * The finished hand's margin for each team, written into `out`: the team's hand points minus the
 * best opponent's, where the best is the most points, or the fewest in a game of penalty points
 * (`lowestWins`), whose margins are turned round so that more is always better. Returns the
 * largest margin in absolute value, the scale of the game's points.
 */
export function handMargins<V, S>(engine: BotEngine<V, S>, state: S, out: number[]): number {
  const scores = engine.fast.handScores(state) ?? [];
  const sign = engine.meta.lowestWins ? -1 : 1;
  const teams = scores.length;
  out.length = teams;
  let spread = 0;
  for (let t = 0; t < teams; t++) {
    let best = teams > 1 ? -Infinity : 0;
    for (let u = 0; u < teams; u++)
      if (u !== t && sign * scores[u]! > best) best = sign * scores[u]!;
    const margin = sign * scores[t]! - best;
    out[t] = margin;
    if (Math.abs(margin) > spread) spread = Math.abs(margin);
  }
  return spread;
}

/** The match winner where the match ended in the playout; null while it goes on. */
export function matchWinner<V, S>(engine: BotEngine<V, S>, state: S): number | 'draw' | null {
  const winner = engine.fast.winner(state);
  return winner === -1 ? null : winner === -2 ? 'draw' : winner;
}

/**
 * What the playout is worth to `team`: the match outcome where the match ended (`win`, `-win`
 * or 0 for a draw: `win` keeps it on the scale of hand points), else the team's hand margin.
 */
export function valueFor(
  team: number,
  margins: readonly number[],
  winner: number | 'draw' | null,
  win: number,
): number {
  if (winner === null) return margins[team] ?? 0;
  if (winner === 'draw') return 0;
  return winner === team ? win : -win;
}
