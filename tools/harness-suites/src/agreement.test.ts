// The fast path against the pure API on the seed games, hand by hand (issue 4). The hand count
// comes from ORRERY_AGREEMENT_GAMES (default 10,000); CI plays fewer (.ci/run), the first hands
// of the same seeds, every game and seat count still played.

import { describe, expect, it } from 'vitest';
import { engine as annexation } from '@orrery/engine-annexation';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { agreement, formatProblem, type AgreementReport, type Options } from '@orrery/harness';

const GAMES = Number(process.env['ORRERY_AGREEMENT_GAMES'] ?? 10_000);
if (!Number.isInteger(GAMES) || GAMES < 1) {
  const text = process.env['ORRERY_AGREEMENT_GAMES'];
  throw new Error(`ORRERY_AGREEMENT_GAMES='${text}': a whole number of hands above 0 is meant`);
}

const play = (options: Options) => ({ games: GAMES, options, seed: 10_001 });

const cases: [string, () => AgreementReport][] = [
  ['Mars & Venus', () => agreement(marsVenus, play({}))],
  ['Starbuckaroos, 2 players', () => agreement(starbuckaroos, play({ players: 2 }))],
  ['Starbuckaroos, 4 players', () => agreement(starbuckaroos, play({ players: 4 }))],
  ['Annexation', () => agreement(annexation, play({}))],
];

describe(`fast and pure paths agree over ${GAMES} random hands`, () => {
  for (const [name, run] of cases) {
    it(
      name,
      () => {
        const report = run();
        expect(report.problems.map(formatProblem)).toEqual([]);
        expect(report.games).toBe(GAMES);
      },
      600_000,
    );
  }
});
