import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEngine } from '@orrery/engine-gen';
import { formatRules } from '@orrery/rules-lang/editor';
import { describe, expect, it } from 'vitest';
import { parseFmt, runFmt } from './fmt-command';
import { findRulesFiles } from './generate-command';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, '../bin/orrery.js');
const root = path.resolve(here, '../../..');

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

const TIDY = 'game g\nseats 4   // four\n';
const UNTIDY = 'game g\nseats    4 // four\n';

function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'orrery-fmt-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('orrery fmt arguments', () => {
  it.each([
    [['a.rules'], { kind: 'fmt', options: { check: false, paths: ['a.rules'] } }],
    [['--check', 'rules/'], { kind: 'fmt', options: { check: true, paths: ['rules/'] } }],
    [['-'], { kind: 'fmt', options: { check: false, paths: ['-'] } }],
    [[], { kind: 'error', message: "'fmt' needs a rules file or a folder of them" }],
    [['--write', 'a'], { kind: 'error', message: "unknown option '--write' for 'fmt'" }],
  ])('reads %j', (args, parsed) => {
    expect(parseFmt(args)).toEqual(parsed);
  });
});

describe('orrery fmt', () => {
  it('rewrites a file that is not in the layout and names it; a tidy one is left alone', () => {
    const dir = scratch({ 'a.rules': UNTIDY, 'b.rules': TIDY });
    const { io, out, err } = capture();
    const files = ['a.rules', 'b.rules'].map((f) => path.join(dir, f));
    expect(runFmt({ check: false, paths: files }, io)).toBe(0);
    expect([out, err]).toEqual([[`${files[0]}: formatted`], []]);
    expect(files.map((f) => readFileSync(f, 'utf8'))).toEqual([TIDY, TIDY]);
  });

  it('--check writes nothing, names each untidy file under a folder, and exits 1', () => {
    const dir = scratch({ 'a.rules': UNTIDY, 'sub/b.rules': TIDY, 'sub/c.rules': UNTIDY });
    const { io, out } = capture();
    expect(runFmt({ check: true, paths: [dir] }, io)).toBe(1);
    const a = path.join(dir, 'a.rules');
    const c = path.join(dir, 'sub', 'c.rules');
    expect(out).toEqual([
      `${a}: not formatted (run 'orrery fmt ${a}')`,
      `${c}: not formatted (run 'orrery fmt ${c}')`,
    ]);
    expect(readFileSync(a, 'utf8')).toBe(UNTIDY);
  });

  it('--check exits 0 when every file is in the layout', () => {
    const dir = scratch({ 'b.rules': TIDY });
    const { io, out } = capture();
    expect([runFmt({ check: true, paths: [dir] }, io), out]).toEqual([0, []]);
  });

  it('leaves a file with syntax errors as it was and prints why, exit 1', () => {
    const broken = 'game g\nseats {\n';
    const dir = scratch({ 'bad.rules': broken });
    const file = path.join(dir, 'bad.rules');
    const { io, out } = capture();
    expect(runFmt({ check: false, paths: [file] }, io)).toBe(1);
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((l) => l.startsWith(`${file}:2:`) || l.startsWith(`${file}:3:`))).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(broken);
  });

  it('answers a missing file with one line and exit 2', () => {
    const { io, err } = capture();
    expect(runFmt({ check: false, paths: ['no-such.rules'] }, io)).toBe(2);
    expect(err).toEqual(["orrery fmt: cannot read 'no-such.rules': no such file"]);
  });
});

describe('the orrery fmt bin', { timeout: 60_000 }, () => {
  it('formats standard input to standard output', () => {
    const result = spawnSync(process.execPath, [bin, 'fmt', '-'], {
      input: UNTIDY,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect([result.status, result.stdout, result.stderr]).toEqual([0, TIDY, '']);
  });

  it("finds every rules file of the repository in the layout (CI's check)", () => {
    const result = spawnSync(process.execPath, [bin, 'fmt', '--check', 'rules/'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect([result.status, result.stdout, result.stderr]).toEqual([0, '', '']);
  });
});

// The formatter may only move whitespace: the engine a rules file generates is the same, line
// citations included, before and after.
describe.each(findRulesFiles(path.join(root, 'rules')).map((f) => path.relative(root, f)))(
  'formatting %s',
  (file) => {
    it('generates the same engine', () => {
      const text = readFileSync(path.join(root, file), 'utf8');
      const formatted = formatRules(text, file);
      if (!formatted.ok) throw new Error(`${file} does not format`);
      const before = buildEngine(text, file).files;
      expect(before).toBeDefined();
      expect(buildEngine(formatted.text, file).files).toEqual(before);
    });
  },
);
