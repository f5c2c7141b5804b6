// The launcher's settings for short commands (bin/short-run.js): V8 takes them while it runs (an
// unknown or misspelt flag would be ignored without a word), and with them a hot function stays
// unoptimised where without them TurboFan optimises it.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const shortRun = pathToFileURL(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/short-run.js'),
).href;

/** Whether a function called two million times ends up optimised, with or without the settings. */
function optimised(tuned: boolean): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'orrery-short-run-'));
  const script = path.join(dir, 'hot.mjs');
  writeFileSync(
    script,
    [
      `const { tuneForShortRun } = await import(${JSON.stringify(shortRun)});`,
      tuned ? 'tuneForShortRun();' : '',
      "const next = new Function('x', 'return (x + 1) % 1000');",
      'let x = 0;',
      'for (let i = 0; i < 2e6; i++) x = next(x);',
      // V8's status bits: 16 is "optimised".
      "process.stdout.write(String((eval('%GetOptimizationStatus(next)') & 16) !== 0));",
    ].join('\n'),
  );
  const run = spawnSync(process.execPath, ['--allow-natives-syntax', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.stderr).toBe('');
  return run.stdout === 'true';
}

describe('tuneForShortRun', () => {
  it('keeps TurboFan from optimising what runs after it, which it does otherwise', () => {
    expect([optimised(false), optimised(true)]).toEqual([true, false]);
  });
});
