/**
 * The battery every generated engine gets without writing a test (OpenSpiel's random simulation
 * tests are the model). Call it inside a vitest `describe`: it adds one test per invariant of
 * `CHECKS`, all fed by one run of seeded random matches checked after every move, plus the
 * fast/pure agreement test. See README.md for what each check means.
 */

import { expect, it } from 'vitest';
import { agreement } from './agreement';
import type { AnyEngine } from './invariants/engine-under-test';
import { runBattery, type BatteryConfig, type BatteryReport } from './invariants/battery';
import { KNOWN_BUGS, knownBugOf } from './invariants/known-bugs';
import { CHECKS, show, type CheckId, type Problem } from './invariants/problem';

export interface ConformanceOptions extends BatteryConfig {
  /** Hands the fast/pure agreement test plays (default 500; 0 leaves the test out). */
  readonly agreementGames?: number;
}

/** Room for the matches: they run inside the first test that asks for them. */
const TIMEOUT_MS = 120_000;

export function formatProblem(p: Problem): string {
  return p.where === undefined ? p.message : `${p.where}: ${p.message}`;
}

export function conformance<S>(engine: AnyEngine<S>, config: ConformanceOptions = {}): void {
  let report: BatteryReport | undefined;
  const battery = (): BatteryReport => (report ??= runBattery(engine, config));
  const matchChecks = (Object.keys(CHECKS) as CheckId[]).filter(
    (id) => id !== 'fast-agrees-with-pure',
  );
  for (const id of matchChecks) {
    it(
      `${id}: ${CHECKS[id]}`,
      () => {
        const found = battery().problems.filter((p) => p.check === id && !knownBugOf(p));
        expect(found.map(formatProblem)).toEqual([]);
      },
      TIMEOUT_MS,
    );
  }
  for (const bug of KNOWN_BUGS) {
    // Skipped while the bug stands (invariants/known-bugs.ts); unskipped, it proves the fix.
    it.skip(`${bug.check}: known bug: ${bug.says}`, () => {
      const found = battery().problems.filter((p) => knownBugOf(p) === bug);
      expect(found.map(formatProblem)).toEqual([]);
    });
  }
  const under =
    config.fullMatchOptions === undefined
      ? 'the default options'
      : `the options ${show(config.fullMatchOptions)}`;
  it(
    `plays at least one match to its natural end under ${under}`,
    () => {
      // A full match is one the runtime's hand limit does not stop: its rules end it.
      const full = battery().matches.filter((m) => m.handLimit === undefined && m.over);
      expect(full.length).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );
  const games = config.agreementGames ?? 500;
  if (games > 0) {
    it(
      `fast-agrees-with-pure: ${CHECKS['fast-agrees-with-pure']} (${games} hands)`,
      () => {
        const found = agreement(engine, { games }).problems;
        expect(found.map(formatProblem)).toEqual([]);
      },
      TIMEOUT_MS,
    );
  }
}
