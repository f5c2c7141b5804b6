import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliBundleSpec } from '../bin/cli-bundle.js';
import { buildBundle } from '../bin/fresh-bundle.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, '../bin/orrery.js');
const root = path.resolve(here, '../../..');

function run(cache: string, args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ORRERY_CLI_CACHE: cache, ...env },
  });
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** A cache whose manifest lists `inputs` and names a bundle that only says where it came from. */
function doctoredCache(inputs: Record<string, string>): string {
  const cache = mkdtempSync(path.join(tmpdir(), 'orrery-cli-cache-'));
  mkdirSync(cache, { recursive: true });
  writeFileSync(path.join(cache, 'bundle-doctored.cjs'), 'console.log("from the cache");\n');
  const manifest = { entry: 'packages/cli/src/bin.ts', bundle: 'bundle-doctored.cjs', inputs };
  writeFileSync(path.join(cache, 'manifest.json'), JSON.stringify(manifest));
  return cache;
}

describe('the orrery launcher', () => {
  it("builds its bundle from the generator's and the rules language's sources", async () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'orrery-cli-cache-'));
    const { inputs } = await buildBundle(cliBundleSpec(cache));
    expect(inputs).toEqual(
      expect.arrayContaining([
        'packages/cli/src/generate-command.ts',
        'packages/cli/bin/orrery.js',
        'packages/engine-gen/src/generate.ts',
        'packages/engine-gen/package.json',
        'packages/rules-lang/src/parser/parser.ts',
        'packages/rules-lang/package.json',
        'tsconfig.base.json',
      ]),
    );
    // The commands that load engines at run time stay outside, under tsx.
    expect(inputs.filter((f) => /^packages\/(sim|harness|bots)\//.test(f))).toEqual([]);
    // Chevrotain in one file: one input to hash at each start, not ~700.
    expect(inputs.filter((f) => f.startsWith('node_modules/chevrotain/lib/'))).toEqual([
      'node_modules/chevrotain/lib/chevrotain.mjs',
    ]);
    expect(inputs.filter((f) => f.includes('lodash-es'))).toEqual([]);
  });

  it('runs the cached bundle while its inputs are unchanged, and never once one differs', () => {
    const pkg = 'packages/cli/package.json';
    const fresh = doctoredCache({ [pkg]: sha256(path.join(root, pkg)) });
    expect(run(fresh, ['--version']).stdout).toBe('from the cache\n');

    // As after a designer's edit to the generator: the recorded hash no longer matches.
    const edited = doctoredCache({
      [pkg]: sha256(path.join(root, pkg)),
      'packages/engine-gen/src/generate.ts': 'the hash of an older generate.ts',
    });
    const again = run(edited, ['--version']);
    expect([again.status, again.stdout, again.stderr]).toEqual([0, '0.0.0\n', '']);
  });

  it("loads the bundle through V8's code cache: written by its first run, taken by the next", () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'orrery-cli-cache-'));
    const bundleCaches = () =>
      readdirSync(path.join(cache, 'code-cache'))
        .filter((f) => f.startsWith('bundle-') && f.endsWith('.v8'))
        .map((f) => [f, statSync(path.join(cache, 'code-cache', f)).mtimeMs]);
    expect(run(cache, ['--version']).stdout).toBe('0.0.0\n');
    const written = bundleCaches();
    expect(written).toHaveLength(1);
    // V8 refusing the cache (another V8, other flags, a changed bundle) would write it again.
    expect(run(cache, ['--version']).stdout).toBe('0.0.0\n');
    expect(bundleCaches()).toEqual(written);
  });

  it('writes the same engine through the bundle and through tsx', () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'orrery-cli-cache-'));
    const dir = mkdtempSync(path.join(tmpdir(), 'orrery-launch-'));
    const rules = path.join(dir, 'my.rules');
    copyFileSync(path.join(root, 'rules/examples/spades.rules'), rules);
    const bundled = run(cache, ['generate', rules, '--out', path.join(dir, 'bundled')]);
    const viaTsx = run(cache, ['generate', rules, '--out', path.join(dir, 'tsx')], {
      ORRERY_TSX: '1',
    });
    expect([bundled.status, bundled.stderr, viaTsx.status, viaTsx.stderr]).toEqual([0, '', 0, '']);
    expect(readdirSync(cache).filter((f) => f.startsWith('bundle-'))).toHaveLength(1);
    for (const file of ['engine.ts', 'types.ts', 'cards.ts']) {
      const generated = (out: string) =>
        readFileSync(path.join(dir, out, 'src/generated', file), 'utf8');
      expect(generated('bundled')).toBe(generated('tsx'));
    }
  });
});
