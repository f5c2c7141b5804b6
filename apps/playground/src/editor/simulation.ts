// A run of matches of the edited file between bots, as `orrery sim <file>` plays them by
// default: random bots on the fast path, the default house rules, seed 1, match i seeded from
// the run's seed and i alone, the same move limit. Plain code with no worker in it, so a test
// can run it in Node; sim-worker.ts runs it in the browser.

import type { AnyEngine } from '@orrery/runtime';
import {
  addGame,
  emptyTally,
  figuresOf,
  playGame,
  type Figures,
  type PlaySettings,
  type RulesWords,
} from './sim-parts';

/** orrery sim's defaults: its `--seed` and the decisions after which a match is cut off. */
export const SIM_SEED = 1;
export const SIM_MAX_DECISIONS = 200_000;

export interface RunOptions {
  readonly matches: number;
  readonly seed: number;
  /** Told how many matches are done, at most every `every` milliseconds. */
  readonly onProgress?: (matches: number) => void;
  readonly every?: number;
}

export function simulate(
  engine: AnyEngine,
  words: RulesWords,
  source: string,
  run: RunOptions,
): Figures {
  const start = performance.now();
  const meta = engine.meta;
  const seats = meta.seatCount({});
  const teamOfSeat = Array.from({ length: seats }, (_, s) => meta.teamOf(s, {}));
  const settings: PlaySettings = {
    runSeed: run.seed,
    options: {},
    bots: teamOfSeat.map(() => ({ kind: 'random' }) as const),
    handsOnly: false,
    maxDecisions: SIM_MAX_DECISIONS,
    scoreReasons: words.scores,
  };
  const tally = emptyTally(seats, Math.max(...teamOfSeat) + 1);
  const teamOf = (seat: number) => teamOfSeat[seat] ?? 0;
  let told = start;
  for (let i = 0; i < run.matches; i++) {
    addGame(tally, playGame(engine, settings, i), teamOf);
    const now = performance.now();
    if (run.onProgress !== undefined && now - told >= (run.every ?? 100)) {
      run.onProgress(i + 1);
      told = now;
    }
  }
  run.onProgress?.(run.matches);
  return figuresOf(tally, {
    game: meta.id,
    title: meta.title,
    source,
    seed: run.seed,
    requestedGames: run.matches,
    handsOnly: false,
    options: {},
    bots: settings.bots.map(() => 'random'),
    workers: 1,
    elapsedSeconds: (performance.now() - start) / 1000,
    interrupted: false,
    seats,
    teamOfSeat,
    seatNames: meta.seatNames.slice(0, seats),
  });
}
