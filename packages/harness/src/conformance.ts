// The battery every generated engine gets without writing a test (OpenSpiel's random simulation
// tests are the model). Call it inside a vitest `describe`.

import { expect, it } from 'vitest';
import type { Engine, Move } from '@orrery/runtime';
import { playRandomMatch } from './random-play';

export interface ConformanceOptions {
  /** Seeds of the random matches. */
  readonly seeds?: readonly number[];
  /** Options to play under, besides the defaults. */
  readonly options?: readonly Readonly<Record<string, string | number>>[];
  /** Moves after which a match that has not ended fails. */
  readonly moveLimit?: number;
}

export function conformance<S>(
  engine: Engine<S, Move, unknown>,
  config: ConformanceOptions = {},
): void {
  const seeds = config.seeds ?? [1, 2, 3];
  const optionSets = [{}, ...(config.options ?? [])];
  for (const options of optionSets) {
    it(`plays random matches to the end (options ${JSON.stringify(options)})`, () => {
      for (const seed of seeds) {
        const { state, moves } = playRandomMatch(engine, seed, options, config.moveLimit ?? 50_000);
        expect(engine.toMove(state), `seed ${seed} did not end in ${moves} moves`).toBeNull();
        const outcome = engine.outcome(state);
        expect(outcome.over).toBe(true);
        expect(outcome.winner).not.toBeNull();
        expect(outcome.totals).toHaveLength(engine.meta.teamCount(options));
      }
    });
  }
}
