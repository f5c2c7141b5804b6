import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reportLines } from '../bench/report';
import { poolRuns, readResults, RESULTS_FORMAT, type PairingRun } from '../bench/results';

const run = (deals: PairingRun['deals'], target = 0.55): PairingRun => ({
  game: 'mars-venus',
  a: 'ismcts:4000',
  b: 'ismcts:500',
  target,
  deals,
});

describe('saved strength results', () => {
  it('reads back what a run saves', () => {
    const saved = { format: RESULTS_FORMAT, machine: 'test', runs: [run([[7, 3, -1]])] };
    expect(readResults(JSON.stringify(saved), 'a.json')).toEqual(saved);
  });

  it('says where a saved file is wrong', () => {
    expect(() => readResults('{"format":', 'a.json')).toThrow(/^a\.json: not JSON/);
    expect(() => readResults('{"format":"other","runs":[]}', 'a.json')).toThrow(
      "a.json: format must be 'orrery-strength/1'",
    );
    const bad = {
      format: RESULTS_FORMAT,
      runs: [
        run([
          [1, 2, 3],
          [2, 'x', 3],
        ] as never),
      ],
    };
    expect(() => readResults(JSON.stringify(bad), 'b.json')).toThrow(
      'b.json: runs[0].deals[1] must be [seed, margin, margin]',
    );
    const noGame = { format: RESULTS_FORMAT, runs: [{ ...run([]), game: '' }] };
    expect(() => readResults(JSON.stringify(noGame), 'c.json')).toThrow(
      'c.json: runs[0].game must be a non-empty string',
    );
  });

  it('pools runs of the same pairing over disjoint seeds, and keeps pairings apart', () => {
    const other = { ...run([[1, 5, 5]]), b: 'greedy', target: 0.6 };
    const pooled = poolRuns([
      {
        run: run([
          [3, 1, 0],
          [4, -2, 2],
        ]),
        source: 'first.json',
      },
      { run: other, source: 'first.json' },
      { run: run([[1, 4, 4]]), source: 'second.json' },
    ]);
    expect(pooled.map((r) => `${r.b}: ${r.deals.map((d) => d[0]).join(',')}`)).toEqual([
      'ismcts:500: 1,3,4',
      'greedy: 1',
    ]);
  });

  it('refuses a deal counted twice, naming both files', () => {
    expect(() =>
      poolRuns([
        { run: run([[3, 1, 0]]), source: 'first.json' },
        { run: run([[3, 1, 0]]), source: 'second.json' },
      ]),
    ).toThrow(
      'second.json: mars-venus ismcts:4000 vs ismcts:500 deals seed 3 again (already in first.json)',
    );
    expect(() =>
      poolRuns([
        { run: run([[3, 1, 0]]), source: 'first.json' },
        { run: run([[4, 1, 0]], 0.6), source: 'second.json' },
      ]),
    ).toThrow(/another target/);
  });

  it('reports shares of the non-tied hands and of the duplicate pairs', () => {
    // Hands: 3, -1, 0, 2, -4, 5 → 3 ahead, 2 behind, 1 level; pairs 2, 2, 1 → all ahead.
    const lines = reportLines(
      run([
        [1, 3, -1],
        [2, 0, 2],
        [3, -4, 5],
      ]),
    );
    expect(lines).toContain('6 hands, A ahead in 3, behind in 2, level 1');
    expect(lines).toContain("A's share of non-tied hands 60.0%");
    expect(lines).toContain('not settled at this sample size');
    expect(lines).toContain('duplicate pairs: A ahead in 100.0%');
    expect(lines).toContain('of 3 non-tied pairs; mean margin per hand 0.83');
  });

  it('calls a target met only when the whole interval is above it', () => {
    const deals = Array.from({ length: 400 }, (_, i) => [i, 1, i % 4 === 0 ? -1 : 1] as const);
    expect(reportLines(run(deals))).toContain('target 55.0%: MET');
    expect(reportLines(run(deals, 0.88))).toContain('target 88.0%: not settled');
    expect(reportLines(run(deals, 0.9))).toContain('target 90.0%: NOT MET');
    expect(reportLines(run(deals.map(([s]) => [s, -1, -1] as const)))).toContain('NOT MET');
  });
});

describe('npm run strength --pool', () => {
  const script = fileURLToPath(new URL('../bench/strength.ts', import.meta.url));
  const pool = (files: string, cwd: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, '--pool', files], {
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: cwd },
    });

  it('reports saved files named from where it was typed, and says which file is wrong', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'strength-'));
    const saved = { format: RESULTS_FORMAT, machine: 'test', runs: [run([[5, 2, -1]])] };
    writeFileSync(path.join(dir, 'part.json'), JSON.stringify(saved));
    writeFileSync(path.join(dir, 'broken.json'), '{"format":"orrery-strength/1","runs":[{}]}');

    const good = pool('part.json', dir);
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('2 hands, A ahead in 1, behind in 1, level 0');

    const bad = pool('part.json,broken.json', dir);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toBe('broken.json: runs[0].game must be a non-empty string');
  });
});
