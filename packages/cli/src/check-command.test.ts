import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
    const examples = [
      'bridge',
      'casino',
      'crazy-eights',
      'durak',
      'gin-rummy',
      'euchre',
      'go-fish',
      'hearts',
      'president',
      'spades',
      'spectrum',
      'whist',
    ].map((f) => `rules/examples/${f}.rules`);
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

// Issue 25: defect 5 (a file of ~125,000 diagnostics overflowed the stack at push(...)) and
// defect 10 (a byte-order mark was an error; bytes that are not UTF-8 were silently replaced).
describe('the orrery check bin on hostile files', { timeout: 60_000 }, () => {
  const write = (name: string, content: string | Uint8Array): string => {
    const file = path.join(scratch, name);
    writeFileSync(file, content);
    return file;
  };
  const game = readFileSync(path.join(root, 'rules/mars-venus.rules'));

  it('stops at 1000 diagnostics and one too-many-errors, with no stack trace', () => {
    const file = write('noise.rules', `game noise\n${'@ '.repeat(200_000)}\n`);
    const result = run('check', file);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1001);
    expect(lines.at(-1)).toMatch(/ error too-many-errors: more than 1000 problems/);
  });

  it('reads a file that starts with a byte-order mark', () => {
    const file = write('bom.rules', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), game]));
    expect([run('check', file).status, run('check', file).stdout]).toEqual([0, '']);
  });

  it('reports the first byte that is not UTF-8 at its line and column', () => {
    const text = game.toString('utf8');
    const at = text.indexOf('\n', text.indexOf('deck')) + 1;
    const bytes = Buffer.concat([
      Buffer.from(text.slice(0, at)),
      Buffer.from([0xe9]),
      Buffer.from(text.slice(at)),
    ]);
    const file = write('latin1.rules', bytes);
    const line = text.slice(0, at).split('\n').length;
    const result = run('check', file);
    expect([result.status, result.stderr]).toEqual([1, '']);
    expect(result.stdout).toBe(
      `${file}:${line}:1: error invalid-utf8: byte 0xE9 is not UTF-8: a rules file is UTF-8 text (save it as UTF-8 in your editor)\n`,
    );
  });

  it('refuses a file over 1 MiB without reading it', () => {
    const file = write('huge.rules', Buffer.alloc(2 * 1024 * 1024, 0x20));
    const result = run('check', file);
    expect([result.status, result.stderr]).toEqual([1, '']);
    expect(result.stdout).toMatch(
      /^.*huge\.rules:1:1: error file-too-large: this file is 2,097,152 bytes/,
    );
  });
});
