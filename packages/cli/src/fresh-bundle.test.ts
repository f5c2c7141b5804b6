import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBundle, ensureBundle, freshBundle, type BundleSpec } from '../bin/fresh-bundle.js';

/** Long enough ago that the builder trusts the file was not being saved while it read it. */
const LONG_AGO = new Date(Date.now() - 60_000);

/** A tiny project: main.ts prints the greeting that greeting.ts exports. */
function project(greeting = 'hello, v1'): { dir: string; spec: BundleSpec } {
  const dir = mkdtempSync(path.join(tmpdir(), 'orrery-bundle-'));
  save(dir, 'main.ts', "import { greeting } from './greeting';\nconsole.log(greeting);\n");
  save(dir, 'greeting.ts', `export const greeting: string = ${JSON.stringify(greeting)};\n`);
  return {
    dir,
    spec: { root: dir, entry: path.join(dir, 'main.ts'), cacheDir: path.join(dir, 'cache') },
  };
}

/** Writes a file as though it had been saved a minute ago (or at `when`). */
function save(dir: string, name: string, text: string, when: Date = LONG_AGO): void {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  utimesSync(file, when, when);
}

function output(bundle: string): string {
  const run = spawnSync(process.execPath, [bundle], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return run.stdout.trim();
}

describe('ensureBundle', () => {
  it('builds once, then hands out the same bundle while nothing changes', async () => {
    const { spec } = project();
    const first = await ensureBundle(spec);
    expect(first?.built).toBe(true);
    expect(output(first!.file)).toBe('hello, v1');
    const second = await ensureBundle(spec);
    expect(second).toEqual({ file: first!.file, built: false });
  });

  it('never runs a stale bundle, even after an edit that keeps size and modification time', async () => {
    const { dir, spec } = project('hello, v1');
    const first = await ensureBundle(spec);
    save(dir, 'greeting.ts', `export const greeting: string = "hello, v2";\n`);
    expect(freshBundle(spec)).toBeUndefined();
    const second = await ensureBundle(spec);
    expect(second?.built).toBe(true);
    expect(second?.file).not.toBe(first?.file);
    expect(output(second!.file)).toBe('hello, v2');
  });

  it('builds again when an extra input changes, or the bundle file has gone', async () => {
    const { dir, spec } = project();
    save(dir, 'launcher.js', '// v1\n');
    const withLauncher = { ...spec, extraInputs: [path.join(dir, 'launcher.js')] };
    const first = await ensureBundle(withLauncher);
    expect(freshBundle(withLauncher)).toBe(first?.file);
    save(dir, 'launcher.js', '// v2\n');
    expect(freshBundle(withLauncher)).toBeUndefined();
    const second = await ensureBundle(withLauncher);
    rmSync(second!.file);
    expect(freshBundle(withLauncher)).toBeUndefined();
    expect((await ensureBundle(withLauncher))?.built).toBe(true);
  });

  it('records nothing when a source was saved just before the build', async () => {
    const { dir, spec } = project();
    save(dir, 'greeting.ts', 'export const greeting = "just saved";\n', new Date());
    const built = await buildBundle(spec);
    expect(built.recorded).toBe(false);
    expect(output(built.file)).toBe('just saved');
    expect(existsSync(path.join(spec.cacheDir, 'manifest.json'))).toBe(false);
    expect(freshBundle(spec)).toBeUndefined();
  });

  it('gives undefined when the sources do not compile, so the caller runs them instead', async () => {
    const { dir, spec } = project();
    await ensureBundle(spec);
    save(dir, 'greeting.ts', 'export const greeting = ;\n');
    expect(await ensureBundle(spec)).toBeUndefined();
    expect(freshBundle(spec)).toBeUndefined();
  });

  it("points import.meta.url at the source's own file, and refuses other import.meta uses", async () => {
    const { dir, spec } = project();
    save(dir, 'data.txt', 'read next to the source\n');
    save(
      dir,
      'main.ts',
      [
        "import { readFileSync } from 'node:fs';",
        "console.log(readFileSync(new URL('./data.txt', import.meta.url), 'utf8').trim());",
      ].join('\n'),
    );
    const built = await ensureBundle(spec);
    expect(output(built!.file)).toBe('read next to the source');
    save(dir, 'main.ts', 'console.log(import.meta.dirname);\n');
    expect(await ensureBundle(spec)).toBeUndefined();
  });
});
