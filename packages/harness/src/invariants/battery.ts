/**
 * The match part of the battery as one pure function: plays the matches, runs every check,
 * returns every problem (the fast/pure agreement is `agreement.ts`). `conformance()` wraps it in vitest tests; anything else (a CLI, a benchmark) can
 * call it directly.
 */

import type { AnyEngine } from './engine-under-test';
import type { Options } from './layout';
import { playCheckedMatch, type MatchReport } from './match';
import { optionSets } from './option-sets';
import type { Problem } from './problem';

export interface BatteryConfig {
  /** Seeds of the full matches played under the default options (default [1]). */
  readonly seeds?: readonly number[];
  /**
   * Options the full matches are played under instead of the defaults, for a game whose random
   * play does not end a match under them in any time a test can wait: uniformly random calls
   * bid a rubber of bridge up to contracts nobody makes, some 100,000 moves before it ends.
   * The match must still end by its own rules, no hand limit of the runtime's helping.
   */
  readonly fullMatchOptions?: Options;
  /** Option sets to play besides the defaults; default: derived from `engine.meta.options`. */
  readonly options?: readonly Options[];
  /** Hands each match under another option set plays at most (the runtime's hand limit; 2). */
  readonly handsPerExtraMatch?: number;
  /** Moves after which a match that has not ended is a problem (default 20,000). */
  readonly moveLimit?: number;
  /** The long checks run every this many moves (default 25). */
  readonly deepEvery?: number;
  /** Moves of each match checked one by one before checking only every `deepEvery`-th (1,000). */
  readonly everyMoveFor?: number;
}

export interface PlayedMatch extends Omit<MatchReport, 'problems'> {
  readonly seed: number;
  readonly options: Options;
  readonly handLimit?: number | undefined;
}

export interface BatteryReport {
  readonly problems: Problem[];
  readonly matches: PlayedMatch[];
}

export function runBattery<S>(engine: AnyEngine<S>, config: BatteryConfig = {}): BatteryReport {
  const moveLimit = config.moveLimit ?? 20_000;
  const deepEvery = config.deepEvery ?? 25;
  // Full matches under the default options; the other option sets, kept short by the runtime's
  // hand limit, which any engine takes whatever its rules file declares.
  const plans: { seed: number; options: Options; handLimit?: number }[] = [
    ...(config.seeds ?? [1]).map((seed) => ({ seed, options: config.fullMatchOptions ?? {} })),
    ...(config.options ?? optionSets(engine.meta.options)).map((options, i) => ({
      seed: 101 + i,
      options,
      handLimit: config.handsPerExtraMatch ?? 2,
    })),
  ];
  const problems: Problem[] = [];
  const matches: PlayedMatch[] = [];
  for (const plan of plans) {
    const report = playCheckedMatch(engine, {
      ...plan,
      moveLimit,
      deepEvery,
      everyMoveFor: config.everyMoveFor ?? 1_000,
    });
    problems.push(...report.problems);
    const { problems: _, ...played } = report;
    matches.push({ ...plan, ...played });
  }
  return { problems, matches };
}
