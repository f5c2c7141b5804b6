// The editor's simulation is `orrery sim`'s default run of the same file: the same matches, so
// the same figures, whoever plays them. Checked against the CLI's own run (worker threads, the
// compiled engine), figure for figure, except the timings and the run's bookkeeping.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from '@orrery/rules-lang';
import { DEFAULT_SEED } from '../../../../packages/sim/src/args';
import { MAX_DECISIONS, runSim } from '../../../../packages/sim/src/run';
import { buildGame } from './edited-game';
import { wordsOf, type Figures } from './sim-parts';
import { SIM_MAX_DECISIONS, SIM_SEED, simulate } from './simulation';

const repo = fileURLToPath(new URL('../../../..', import.meta.url));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'orrery-editor-sim-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The figures that say something about the game (not how long or where the run took). */
function gameFigures(f: Figures) {
  const {
    elapsedSeconds: _elapsed,
    gamesPerSecond: _rate,
    workers: _workers,
    source: _source,
    ...rest
  } = f;
  return rest;
}

describe('simulate', () => {
  it("plays with orrery sim's seed and move limit", () => {
    expect(SIM_SEED).toBe(DEFAULT_SEED);
    expect(SIM_MAX_DECISIONS).toBe(MAX_DECISIONS);
  });

  it.each([
    'rules/mars-venus.rules',
    'rules/examples/spades.rules',
    'rules/examples/crazy-eights.rules',
  ])(
    'gives the figures `orrery sim %s` gives for the same number of matches',
    async (file) => {
      const text = readFileSync(path.join(repo, file), 'utf8');
      const game = buildGame(text, file);
      if (!game.ok) throw new Error(game.why);
      const told: number[] = [];
      const mine = simulate(game.engine, wordsOf(parse(text, file).file!), file, {
        matches: 12,
        seed: SIM_SEED,
        every: 0,
        onProgress: (n) => told.push(n),
      });
      expect(told.at(-1)).toBe(12);
      expect(told).toEqual([...told].sort((a, b) => a - b));
      const json = path.join(scratch, `${path.basename(file)}.json`);
      const lines: string[] = [];
      const status = await runSim([file, '--games', '12', '--workers', '1', '--json', json], {
        out: (l) => lines.push(l),
        err: (l) => lines.push(l),
        progress: { write: () => {}, isTTY: false },
        cwd: repo,
      });
      expect(status, lines.join('\n')).toBe(0);
      const cli = JSON.parse(readFileSync(json, 'utf8')) as Figures;
      expect(gameFigures(mine)).toEqual(gameFigures(cli));
    },
    120_000,
  );
});
