// The launcher's one-file builds of CommonJS packages (bin/one-file.js): the file does what the
// package does, is reused while every package in it is unchanged, and is built again when one
// of them changes, even one the package only requires.

import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oneFileBuild } from '../bin/one-file.js';

/** A folder whose node_modules holds `outer`, which requires `inner` for its answer. */
function setUp(): { dir: string; cacheDir: string; inner: (version: string, n: number) => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'orrery-one-file-'));
  const pkg = (name: string, version: string, main: string) => {
    const folder = path.join(dir, 'node_modules', name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name, version }));
    writeFileSync(path.join(folder, 'index.js'), main);
  };
  pkg('outer', '1.0.0', "const { n } = require('inner');\nexports.answer = n * 2;\n");
  const inner = (version: string, n: number) => pkg('inner', version, `exports.n = ${n};\n`);
  inner('1.0.0', 21);
  return { dir, cacheDir: path.join(dir, 'cache'), inner };
}

const answerOf = (file: string): unknown =>
  (createRequire(import.meta.url)(file) as { answer: unknown }).answer;

describe('oneFileBuild', () => {
  it('builds a package and what it requires into one file that does what the package does', async () => {
    const { dir, cacheDir } = setUp();
    const built = await oneFileBuild({ cacheDir, name: 'outer', from: dir });
    expect(answerOf(path.join(cacheDir, built.file))).toBe(42);
    expect(built.packages.map((f) => path.relative(dir, f)).sort()).toEqual([
      path.join('node_modules', 'inner', 'package.json'),
      path.join('node_modules', 'outer', 'package.json'),
    ]);
  });

  it('reuses the file while its packages are unchanged, and builds again when one changes', async () => {
    const { dir, cacheDir, inner } = setUp();
    const first = await oneFileBuild({ cacheDir, name: 'outer', from: dir });
    const written = statSync(path.join(cacheDir, first.file)).mtimeMs;
    const again = await oneFileBuild({ cacheDir, name: 'outer', from: dir });
    expect(again.file).toBe(first.file);
    expect(statSync(path.join(cacheDir, again.file)).mtimeMs).toBe(written);
    // A new version of a package the built one requires: a stale file would still answer 42.
    inner('1.1.0', 50);
    const rebuilt = await oneFileBuild({ cacheDir, name: 'outer', from: dir });
    expect(rebuilt.file).not.toBe(first.file);
    expect(answerOf(path.join(cacheDir, rebuilt.file))).toBe(100);
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.cjs'))).toHaveLength(2);
  });
});
