import { randomBelow } from '@orrery/runtime';
import type { BotEngine } from './bot';

/**
 * Move-average sampling (MAST: Finnsson & Björnsson 2008). Within one decision, every move code
 * keeps, for each team, the mean value of the iterations whose path or playout it was played in
 * by a seat of that team. Playouts then lean on those means: a move is the best known one for
 * the team to move, except with chance `EXPLORE_IN` `OUT_OF` it is uniform at random. In a game
 * of captures the kind of move matters more than the card, and random playouts waste most of
 * their moves; these averages learn what pays within a few hundred playouts.
 */

/** Chance of a uniform random playout move: `EXPLORE_IN` out of `OUT_OF`. */
const EXPLORE_IN = 2;
const OUT_OF = 5;

export class MoveAverages {
  /** Per team: move code → [sum of values, count]. */
  private readonly byTeam: Map<number, [number, number]>[] = [];

  /** The mean value of `code` to `team`; +Infinity while it has none (so it gets tried). */
  mean(team: number, code: number): number {
    const entry = this.byTeam[team]?.get(code);
    return entry === undefined ? Infinity : entry[0] / entry[1];
  }

  /** Adds one iteration's value for `team` to `code`. */
  credit(team: number, code: number, value: number): void {
    const table = (this.byTeam[team] ??= new Map());
    const entry = table.get(code);
    if (entry === undefined) table.set(code, [value, 1]);
    else {
      entry[0] += value;
      entry[1]++;
    }
  }
}

/**
 * Plays hand `hand` out with the averages' policy. Every move played is pushed on `moves` and the
 * mover's team on `teams`, so the caller can credit them once the value is known. `codes` is
 * scratch space.
 */
export function playOutHandGuided<V, S>(
  engine: BotEngine<V, S>,
  state: S,
  hand: number,
  rng: number[],
  codes: number[],
  averages: MoveAverages,
  moves: number[],
  teams: number[],
): void {
  const fast = engine.fast;
  for (;;) {
    const seat = fast.toMove(state);
    if (seat < 0 || fast.handNumber(state) !== hand) return;
    const n = fast.legal(state, codes);
    if (n === 0) return;
    const team = fast.teamOf(state, seat);
    let code = codes[0]!;
    if (n > 1) {
      if (randomBelow(rng, OUT_OF) < EXPLORE_IN) code = codes[randomBelow(rng, n)]!;
      else {
        let best = -Infinity;
        for (let i = 0; i < n; i++) {
          const mean = averages.mean(team, codes[i]!);
          if (mean > best) {
            best = mean;
            code = codes[i]!;
          }
        }
      }
    }
    moves.push(code);
    teams.push(team);
    fast.play(state, code);
  }
}
