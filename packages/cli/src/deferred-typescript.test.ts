// `orrery generate` run by the CLI's bundle prints with ts-morph and never loads the TypeScript
// ts-morph carries (bin/deferred.js): a program bundled as the CLI is writes an engine, and the
// modules it loaded are the bundle and ts-morph's build, not TypeScript's build beside it. A
// printer that ran TypeScript (ts-morph's join of import specifiers, which scans each one) would
// load it, and with it a fifth of a cold `generate --all`.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliBundleSpec } from '../bin/cli-bundle.js';
import { buildBundle } from '../bin/fresh-bundle.js';

const rules = fileURLToPath(new URL('../../../rules/examples/whist.rules', import.meta.url));

describe("the CLI bundle's generate", () => {
  it('writes an engine without loading TypeScript', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'orrery-deferred-typescript-'));
    const cacheDir = path.join(dir, 'cache');
    const built = await buildBundle(cliBundleSpec(cacheDir));
    const typescript = readdirSync(cacheDir).filter((f) =>
      /^typescript-[0-9a-f]{16}\.cjs$/.test(f),
    );
    expect(typescript).toHaveLength(1);
    // Says, as the process exits, which CommonJS modules it loaded.
    const report = path.join(dir, 'report.cjs');
    writeFileSync(
      report,
      "process.on('exit', () => process.stderr.write('LOADED ' + Object.keys(require.cache).map((f) => require('node:path').basename(f)).join(' ') + '\\n'));\n",
    );
    const out = path.join(dir, 'engine');
    const run = spawnSync(
      process.execPath,
      ['-r', report, built.file, 'generate', rules, '--out', out],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(path.join(out, 'src', 'generated', 'engine.ts'))).toBe(true);
    const loaded = /LOADED (.*)/.exec(run.stderr)?.[1]?.split(' ') ?? [];
    expect(loaded).toContain(path.basename(built.file));
    expect(loaded.some((f) => /^ts-morph-[0-9a-f]{16}\.cjs$/.test(f))).toBe(true);
    expect(loaded).not.toContain(typescript[0]);
  });
});
