// A property of every engine's deserializer (issue 25): a mutated saved game, taken at some
// point of a random match, is either refused with a code, a message and the path of what is
// wrong, or it loads into a state that passes the battery's checks and plays on with random
// moves to the end of the match, with no throw and no soft lock. Seeded and bounded: the same
// mutants every run, a few seconds an engine.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBelow, seedRandom } from '@orrery/runtime';
import { formatProblem, isKebabCase, optionSets, show } from '@orrery/harness';
import type { AnyEngine } from '@orrery/harness/replay';
import { allEngines } from './engines';
import { parseSave } from './edits';
import { mutate, mutationArb, type Mutation } from './mutations';
import { playOn } from './play-on';

const engines = await allEngines();

/**
 * Mutants per engine: enough to meet every kind many times. ORRERY_SAVED_GAME_MUTANTS sets it
 * (default 300); CI makes fewer from the same seeds (.ci/run), every engine still mutated.
 */
const RUNS = Number(process.env['ORRERY_SAVED_GAME_MUTANTS'] ?? 300);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  const text = process.env['ORRERY_SAVED_GAME_MUTANTS'];
  throw new Error(
    `ORRERY_SAVED_GAME_MUTANTS='${text}': a whole number of mutants above 0 is meant`,
  );
}
/** Saved games to mutate along each match: its first deal, points spread over it, its end. */
const POINTS = 4;

/** The options of the matches: the defaults and the battery's extra option sets. */
function matchOptions(engine: AnyEngine): Record<string, string | number>[] {
  return [{}, ...optionSets(engine.meta.options)];
}

/** Every match is kept short by the runtime's hand limit, which its saved games then hold. */
const HAND_LIMIT = 2;

/** Saved games along one random match under `options`. */
function savesAlongMatch(
  engine: AnyEngine,
  seed: number,
  options: Record<string, string | number>,
): { text: string; options: Record<string, string | number> }[] {
  const setup = engine.setup({ seed, options, handLimit: HAND_LIMIT });
  if (!setup.ok) throw new Error(show(setup.error));
  const texts: string[] = [];
  const picks = [...seedRandom(seed)];
  let state = setup.value;
  for (let moves = 0; engine.toMove(state) !== null && moves < 20_000; moves++) {
    texts.push(engine.serialize(state));
    const legal = engine.legalMoves(state);
    const next = engine.apply(state, legal[randomBelow(picks, legal.length)]!);
    if (!next.ok) throw new Error(show(next.error));
    state = next.state;
  }
  const step = Math.max(1, Math.floor(texts.length / (POINTS - 1)));
  const chosen = texts.filter((_, k) => k % step === 0).slice(0, POINTS - 1);
  return [...chosen, engine.serialize(state)].map((text) => ({ text, options }));
}

describe.each([...engines.keys()].map((id, k) => [id, k] as const))(
  '%s: mutated saved games',
  (id, k) => {
    const engine = engines.get(id)!;

    it(`are refused with a path, or play on soundly to the end (${RUNS} mutants, seeded)`, () => {
      const saves = matchOptions(engine).flatMap((options, m) =>
        savesAlongMatch(engine, 11 + m, options),
      );
      const outcomes = { refused: 0, loaded: 0, idle: 0 };
      fc.assert(
        fc.property(
          fc.nat({ max: saves.length - 1 }),
          mutationArb,
          fc.nat(),
          (point, m: Mutation, seed) => {
            const save = saves[point]!;
            const mutant = mutate(parseSave(save.text), m);
            if (mutant === null) {
              outcomes.idle++;
              return;
            }
            const text = JSON.stringify(mutant.json);
            const read = engine.deserialize(text);
            if (!read.ok) {
              outcomes.refused++;
              const { code, message, path } = read.error;
              expect(isKebabCase(code), `${mutant.what}: code ${show(code)}`).toBe(true);
              expect(message, mutant.what).not.toBe('');
              expect(path, `${mutant.what}: refused (${message}) with no path`).not.toBe('');
              return;
            }
            outcomes.loaded++;
            const report = playOn(engine, save.options, read.value, [...seedRandom(seed)]);
            expect(report.problems.map(formatProblem), `${mutant.what}: loaded, then`).toEqual([]);
          },
        ),
        { seed: 25 + k, numRuns: RUNS, endOnFailure: true },
      );
      // The property would hold vacuously if every mutant were refused, or none made.
      expect(outcomes.refused).toBeGreaterThan(RUNS / 4);
      expect(outcomes.loaded).toBeGreaterThan(0);
    });
  },
);
