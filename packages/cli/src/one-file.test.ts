// The launcher's one-file builds of CommonJS packages (bin/one-file.js): the file does what the
// package does, is reused while every package in it is unchanged, and is built again when one
// of them changes, even one the package only requires; a deferred module loads only when first
// read, its data and the objects the package makes with it as it loads answering as the module
// would.

import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** A package `outer` whose module heavy.js it reads data from and makes an object with as it loads. */
function setUpDeferred(): { dir: string; cacheDir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'orrery-one-file-deferred-'));
  const folder = path.join(dir, 'node_modules', 'outer');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'outer' }));
  writeFileSync(
    path.join(folder, 'heavy.js'),
    [
      'globalThis.heavyLoads = (globalThis.heavyLoads ?? 0) + 1;',
      "exports.Kind = { a: 0, b: 1, 0: 'a', 1: 'b' };",
      "exports.version = '1.2';",
      'exports.makeScanner = (n) => ({ n, scan() { return this.n * 10; } });',
      'exports.twice = (n) => 2 * n;',
    ].join('\n'),
  );
  writeFileSync(
    path.join(folder, 'index.js'),
    [
      "const heavy = require('./heavy');",
      'const scanner = heavy.makeScanner(3);',
      'exports.kind = heavy.Kind.b;',
      'exports.name = heavy.Kind[heavy.Kind.b];',
      'exports.version = heavy.version;',
      'exports.scan = () => scanner.scan();',
      'exports.twice = (n) => heavy.twice(n);',
    ].join('\n'),
  );
  return { dir, cacheDir: path.join(dir, 'cache') };
}

interface Outer {
  kind: number;
  name: string;
  version: string;
  scan: () => number;
  twice: (n: number) => number;
}

describe('oneFileBuild with a deferred module', () => {
  const defer = { importer: 'outer', request: './heavy', madeAtLoad: ['makeScanner'] };
  const loads = () => (globalThis as { heavyLoads?: number }).heavyLoads ?? 0;

  it('loads the module only when something first reads what it does, never for its data', async () => {
    const { dir, cacheDir } = setUpDeferred();
    const built = await oneFileBuild({ cacheDir, name: 'outer', from: dir, defer });
    expect(built.beside).toHaveLength(1);
    const before = loads();
    const outer = createRequire(import.meta.url)(path.join(cacheDir, built.file)) as Outer;
    expect([outer.kind, outer.name, outer.version]).toEqual([1, 'b', '1.2']);
    expect(loads()).toBe(before);
    // The scanner made as the package loaded is made for real when first used.
    expect(outer.scan()).toBe(30);
    expect(loads()).toBe(before + 1);
    expect(outer.twice(4)).toBe(8);
    expect(loads()).toBe(before + 1);
  });

  it('builds again a file built with no module deferred', async () => {
    const { dir, cacheDir } = setUpDeferred();
    const plain = await oneFileBuild({ cacheDir, name: 'outer', from: dir });
    expect(plain.beside).toEqual([]);
    const deferred = await oneFileBuild({ cacheDir, name: 'outer', from: dir, defer });
    expect(deferred.file).not.toBe(plain.file);
    expect(deferred.beside).toHaveLength(1);
  });

  it('builds the module again when its file beside the build is gone', async () => {
    const { dir, cacheDir } = setUpDeferred();
    const first = await oneFileBuild({ cacheDir, name: 'outer', from: dir, defer });
    const beside = path.join(cacheDir, first.beside[0] ?? 'none');
    rmSync(beside);
    const again = await oneFileBuild({ cacheDir, name: 'outer', from: dir, defer });
    expect(again.beside).toEqual(first.beside);
    expect(statSync(beside).isFile()).toBe(true);
  });
});
