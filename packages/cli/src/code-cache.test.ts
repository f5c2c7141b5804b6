// The launcher's V8 code cache (bin/code-cache.js): a package loaded through it behaves as it
// does without, its cache is written once and then used, and a changed source is never run from
// an old cache.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const codeCache = pathToFileURL(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/code-cache.js'),
).href;

/** A folder with a CommonJS package `fake` (two modules) and a script that loads it. */
function setUp(): { dir: string; cache: string; write: (answer: number) => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'orrery-code-cache-'));
  const pkg = path.join(dir, 'node_modules', 'fake');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(path.join(pkg, 'package.json'), '{ "name": "fake", "main": "index.js" }\n');
  const write = (answer: number) => {
    writeFileSync(
      path.join(pkg, 'index.js'),
      `const { twice } = require('./twice');\nexports.answer = twice(${answer});\nexports.file = __filename;\n`,
    );
    writeFileSync(path.join(pkg, 'twice.js'), 'exports.twice = (n) => n * 2;\n');
  };
  write(21);
  const cache = path.join(dir, 'cache');
  writeFileSync(
    path.join(dir, 'main.mjs'),
    [
      "import { createRequire } from 'node:module';",
      `import { useCodeCache } from ${JSON.stringify(codeCache)};`,
      `useCodeCache(${JSON.stringify(cache)}, ['fake']);`,
      "const fake = createRequire(import.meta.url)('fake');",
      'process.stdout.write(`${fake.answer} ${fake.file.endsWith("index.js")}\n`);',
    ].join('\n'),
  );
  return { dir, cache, write };
}

const run = (dir: string) =>
  spawnSync(process.execPath, [path.join(dir, 'main.mjs')], { encoding: 'utf8', timeout: 30_000 });

describe('useCodeCache', () => {
  it('loads the package as Node would, writes its cache on the first run and reads it after', () => {
    const { dir, cache } = setUp();
    const first = run(dir);
    expect(first.stderr).toBe('');
    expect(first.stdout).toBe('42 true\n');
    const written = () =>
      readdirSync(cache)
        .sort()
        .map((f) => [f, statSync(path.join(cache, f)).mtimeMs]);
    const once = written();
    expect(once.filter(([f]) => String(f).endsWith('.v8'))).toHaveLength(2);
    const second = run(dir);
    expect(second.stdout).toBe('42 true\n');
    // Nothing saved again: V8 took every module's cache.
    expect(written()).toEqual(once);
  });

  it('runs a changed source, not the cache of the old one', () => {
    const { dir, write } = setUp();
    expect(run(dir).stdout).toBe('42 true\n');
    write(50);
    expect(run(dir).stdout).toBe('100 true\n');
  });
});
