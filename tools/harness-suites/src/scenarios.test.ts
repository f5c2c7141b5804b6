// Runs every scenario file under packages/harness/scenarios/<game>/ against its engine, checks that every ruling
// id in scenarios/rulings.json is covered, and checks that the runner itself catches what it is
// meant to catch (a scenario test that cannot fail proves nothing).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyEngine } from '@orrery/runtime';
import { engine as annexation } from '@orrery/engine-annexation';
import { engine as bridge } from '@orrery/engine-bridge';
import { engine as casino } from '@orrery/engine-casino';
import { engine as durak } from '@orrery/engine-durak';
import { engine as ginRummy } from '@orrery/engine-gin-rummy';
import { engine as euchre } from '@orrery/engine-euchre';
import { engine as goFish } from '@orrery/engine-go-fish';
import { engine as hearts } from '@orrery/engine-hearts';
import { engine as president } from '@orrery/engine-president';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as spectrum } from '@orrery/engine-spectrum';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { engine as whist } from '@orrery/engine-whist';
import {
  completeDeal,
  describeFailure,
  parseScenario,
  readScenarioFiles,
  rulingCoverage,
  runScenario,
  type Scenario,
} from '@orrery/harness';
import { scenarioFolder as folder } from './paths';

const engines: Record<string, AnyEngine> = {
  annexation: annexation,
  bridge: bridge,
  casino: casino,
  durak: durak,
  'gin-rummy': ginRummy,
  euchre: euchre,
  'go-fish': goFish,
  hearts: hearts,
  president: president,
  'mars-venus': marsVenus,
  spectrum: spectrum,
  starbuckaroos: starbuckaroos,
  whist: whist,
};

const files = readScenarioFiles(folder);
const rulings = Object.keys(
  JSON.parse(readFileSync(path.join(folder, 'rulings.json'), 'utf8')) as object,
);

describe('scenario files', () => {
  for (const file of files) {
    const title = file.scenario.ok ? `${file.name}: ${file.scenario.value.description}` : file.name;
    it(title, () => {
      if (!file.scenario.ok) expect.fail(file.scenario.error.message);
      const scenario = file.scenario.value;
      const engine = engines[scenario.game];
      if (!engine) expect.fail(`no engine for game '${scenario.game}'`);
      expect(file.name.startsWith(`${scenario.game}/`), 'a scenario lives in its game folder').toBe(
        true,
      );
      const report = runScenario(engine, scenario);
      if (!report.ok) expect.fail(describeFailure(report.failure));
    });
  }

  it('has at least 25 scenarios for each seed game', () => {
    for (const game of Object.keys(engines)) {
      expect(
        files.filter((f) => f.name.startsWith(`${game}/`)).length,
        game,
      ).toBeGreaterThanOrEqual(25);
    }
  });

  it('covers every ruling id', () => {
    const named = files.flatMap((f) =>
      f.scenario.ok ? [{ name: f.name, rulings: f.scenario.value.rulings }] : [],
    );
    const coverage = rulingCoverage(rulings, named);
    expect(coverage.uncovered, 'rulings without a scenario').toEqual([]);
    expect(coverage.unknown, 'ruling ids not in rulings.json').toEqual([]);
  });
});

// --- the runner catches what it should -------------------------------------------------------

const deck = marsVenus.meta.deck().map((c) => c.id);
/** Seat 1 leads (dealer 0) holding jupiter-1 and mars-3; seat 2 holds jupiter-7. */
const deal = completeDeal(
  deck,
  { dealer: 0, hands: [[], ['jupiter-1', 'mars-3'], ['jupiter-7'], []] },
  14,
);

function scenario(steps: unknown[], extra: Record<string, unknown> = {}): Scenario {
  const read = parseScenario(
    JSON.stringify({
      description: 'runner check',
      rulings: ['M6'],
      game: 'mars-venus',
      deals: [deal],
      steps,
      ...extra,
    }),
  );
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

function failureOf(s: Scenario): string {
  const report = runScenario(marsVenus, s);
  return report.ok ? 'passed' : describeFailure(report.failure);
}

describe('the scenario runner', () => {
  it('passes a scenario that holds', () => {
    const s = scenario([
      { expect: { toMove: 1, legalExcludes: [{ type: 'play', card: 'mars-3' }] } },
      { illegal: { seat: 1, type: 'play', card: 'mars-3' }, code: 'suit-not-broken' },
      { play: { seat: 1, type: 'play', card: 'jupiter-1' } },
      { expect: { toMove: 2, zones: { trick: ['jupiter-1'] } } },
    ]);
    expect(failureOf(s)).toBe('passed');
  });

  it('names the step and what differed', () => {
    expect(failureOf(scenario([{ expect: { toMove: 2 } }]))).toBe(
      'step 0 (expect): toMove: expected 2, got 1',
    );
    expect(
      failureOf(scenario([{ illegal: { seat: 1, type: 'play', card: 'jupiter-1' }, code: 'x' }])),
    ).toMatch(/^step 0 \(illegal\): .* was accepted$/);
    expect(
      failureOf(
        scenario([
          { illegal: { seat: 1, type: 'play', card: 'mars-3' }, code: 'must-follow-suit' },
        ]),
      ),
    ).toMatch(/^step 0 \(illegal\): expected code must-follow-suit, got suit-not-broken/);
    expect(failureOf(scenario([{ play: { seat: 2, type: 'play', card: 'jupiter-7' } }]))).toMatch(
      /^step 0 \(play\): .* was refused: not-your-turn/,
    );
  });

  it('checks trick winners against the trick event', () => {
    const hands = [['jupiter-2'], ['jupiter-1'], ['jupiter-7'], ['jupiter-sun']];
    const cards = ['jupiter-1', 'jupiter-7', 'jupiter-sun', 'jupiter-2'];
    const given = completeDeal(deck, { dealer: 0, hands }, 14);
    // Seat 3's Jupiter Sun takes the trick, not seat 2's 7.
    expect(failureOf(scenario([{ trick: cards, winner: 3 }], { deals: [given] }))).toBe('passed');
    expect(failureOf(scenario([{ trick: cards, winner: 2 }], { deals: [given] }))).toMatch(
      /^step 0 \(trick\): expected seat 2 to win, got .*"winner":3/,
    );
  });

  it('reports a setup the engine refuses, and a scenario for another game', () => {
    const short = { ...deal, hands: deal.hands.map((h, i) => (i === 0 ? h.slice(1) : h)) };
    expect(failureOf(scenario([{ expect: {} }], { deals: [short] }))).toMatch(
      /^setup: invalid-setup at deals\[0\]/,
    );
    expect(failureOf(scenario([{ expect: {} }], { game: 'annexation' }))).toMatch(
      /^setup: scenario is for 'annexation'/,
    );
  });

  it('reports a malformed file with the path of the problem', () => {
    const read = parseScenario(
      JSON.stringify({
        description: 'x',
        rulings: ['M6'],
        game: 'mars-venus',
        steps: [{ play: { seat: 1, card: 'x' } }],
      }),
    );
    expect(read.ok ? null : read.error.path).toBe('steps[0].play.type');
  });
});
