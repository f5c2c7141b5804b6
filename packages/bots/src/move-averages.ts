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
  /** Per team, the sums and counts of its move codes. */
  private readonly byTeam: CodeTable[] = [];

  /** The mean value of `code` to `team`; +Infinity while it has none (so it gets tried). */
  mean(team: number, code: number): number {
    return this.byTeam[team]?.mean(code) ?? Infinity;
  }

  /** Adds one iteration's value for `team` to `code`. */
  credit(team: number, code: number, value: number): void {
    (this.byTeam[team] ??= new CodeTable()).credit(code, value);
  }
}

/**
 * Move code → sum of values and count, as an open-addressing hash table in typed arrays: a
 * playout looks up every legal move at every step, which a `Map` of pairs made slow and full of
 * garbage. Codes are integers from 0 (doubles: one may pass 2^31); -1 marks an empty slot.
 */
class CodeTable {
  private keys = new Float64Array(256).fill(-1);
  private sums = new Float64Array(256);
  private counts = new Float64Array(256);
  private size = 0;
  /** 32 minus log2 of the capacity: a hash keeps its top bits, the well-mixed ones. */
  private shift = 24;

  mean(code: number): number {
    const at = this.find(code);
    return this.keys[at] === code ? this.sums[at]! / this.counts[at]! : Infinity;
  }

  credit(code: number, value: number): void {
    let at = this.find(code);
    if (this.keys[at] !== code) {
      if (2 * (this.size + 1) > this.keys.length) {
        this.grow();
        at = this.find(code);
      }
      this.keys[at] = code;
      this.size++;
    }
    this.sums[at]! += value;
    this.counts[at]!++;
  }

  /** The slot holding `code`, or the empty slot where it would go. */
  private find(code: number): number {
    const mask = this.keys.length - 1;
    // Fibonacci hashing of the code's low 32 bits (a code's high bits, if any, rarely differ).
    for (let at = Math.imul(code | 0, 0x9e3779b1) >>> this.shift; ; at = (at + 1) & mask) {
      const key = this.keys[at]!;
      if (key === code || key === -1) return at;
    }
  }

  private grow(): void {
    const { keys, sums, counts } = this;
    this.keys = new Float64Array(keys.length * 2).fill(-1);
    this.sums = new Float64Array(keys.length * 2);
    this.counts = new Float64Array(keys.length * 2);
    this.shift--;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === -1) continue;
      const at = this.find(keys[i]!);
      this.keys[at] = keys[i]!;
      this.sums[at] = sums[i]!;
      this.counts[at] = counts[i]!;
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
