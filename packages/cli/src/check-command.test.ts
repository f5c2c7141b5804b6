import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseArgs } from './index';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, '../bin/orrery.js');
const root = path.resolve(here, '../../..');

function run(...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    cwd: root,
  });
}

const scratch = mkdtempSync(path.join(tmpdir(), 'orrery-check-'));
const broken = path.join(scratch, 'broken.rules');
writeFileSync(
  broken,
  "game broken\nseats 4\ndeck {\n  ranks 2..1\n  suits red\n}\ndeal 1 each\nphase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) { }\n}\n",
);

describe('orrery check arguments', () => {
  it.each([
    [
      ['check', 'a.rules', 'b.rules'],
      { kind: 'check', files: ['a.rules', 'b.rules'], format: 'text' },
    ],
    [
      ['check', '--format', 'json', 'a.rules'],
      { kind: 'check', files: ['a.rules'], format: 'json' },
    ],
    [['check', '--format=json', 'a.rules'], { kind: 'check', files: ['a.rules'], format: 'json' }],
    [['check'], { kind: 'error', message: "'check' needs at least one rules file" }],
    [
      ['check', '--format', 'xml', 'a'],
      { kind: 'error', message: "--format takes 'text' or 'json', not 'xml'" },
    ],
    [['check', '--fix', 'a'], { kind: 'error', message: "unknown option '--fix' for 'check'" }],
  ])('reads %j', (argv, parsed) => {
    expect(parseArgs(argv)).toEqual(parsed);
  });
});

// Each test spawns node with tsx: a cold start takes seconds.
describe('the orrery check bin', { timeout: 30_000 }, () => {
  it('passes every rules file of the repository, exit 0', () => {
    const files = ['annexation', 'mars-venus', 'starbuckaroos'].map((f) => `rules/${f}.rules`);
    const examples = ['crazy-eights', 'spades'].map((f) => `rules/examples/${f}.rules`);
    const result = run('check', ...files, ...examples);
    expect([result.status, result.stdout, result.stderr]).toEqual([0, '', '']);
  });

  it('prints each diagnostic as path:line:col and exits 1 on errors', () => {
    const result = run('check', broken);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe(`${broken}:10:20: error unknown-name: unknown name 'hand'\n`);
  });

  it('prints a JSON array with --format json', () => {
    const result = run('check', '--format', 'json', broken);
    expect(result.status).toBe(1);
    const list = JSON.parse(result.stdout) as {
      code: string;
      range: { start: { line: number } };
    }[];
    expect(list.map((d) => [d.code, d.range.start.line])).toEqual([['unknown-name', 10]]);
  });

  it('answers a missing file with one line and exit 2', () => {
    const result = run('check', 'no-such.rules');
    expect([result.status, result.stdout, result.stderr]).toEqual([
      2,
      '',
      "orrery check: cannot read 'no-such.rules': no such file\n",
    ]);
  });
});
