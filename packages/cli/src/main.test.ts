import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { EXIT_INTERNAL, EXIT_USAGE, main, parseArgs } from './index';
import { guarded } from './main';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/orrery.js');

function run(...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 30_000 });
}

describe('parseArgs', () => {
  it.each([
    [[], { kind: 'help' }],
    [['--help'], { kind: 'help' }],
    [['-h'], { kind: 'help' }],
    [['help'], { kind: 'help' }],
    [['--version'], { kind: 'version' }],
    [['-v'], { kind: 'version' }],
    [['frobnicate'], { kind: 'error', message: "unknown command 'frobnicate'" }],
    [['--nope'], { kind: 'error', message: "unknown option '--nope'" }],
    [['--version', 'x'], { kind: 'error', message: "unexpected argument 'x'" }],
  ])('reads %j', (argv, parsed) => {
    expect(parseArgs(argv)).toEqual(parsed);
  });

  it('writes usage errors to err only, and returns 2', () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = main(['nope'], { out: (l) => out.push(l), err: (l) => err.push(l) });
    expect([code, out, err]).toEqual([
      EXIT_USAGE,
      [],
      ["orrery: unknown command 'nope' (see 'orrery --help')"],
    ]);
  });
});

describe('a command that throws', () => {
  const io = () => {
    const err: string[] = [];
    return { err, io: { out: () => undefined, err: (l: string) => err.push(l) } };
  };

  it.each([
    [
      'at once',
      () => {
        throw new Error('boom');
      },
    ],
    ['later', () => Promise.reject(new Error('boom'))],
  ])('%s: one line, no stack trace, exit 70', async (_, run) => {
    const { err, io: streams } = io();
    expect(await guarded('sim', streams, run)).toBe(EXIT_INTERNAL);
    expect(err).toEqual([
      'orrery sim: stopped on an internal error (a bug in Orrery; please report it): boom',
    ]);
  });
});

describe('the orrery bin', () => {
  it('prints help and exits 0', () => {
    const result = run('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^orrery .*\n\nUsage: orrery <command>/);
    expect(result.stderr).toBe('');
  });

  it('prints the package version', () => {
    const result = run('--version');
    expect([result.status, result.stdout]).toEqual([0, `${pkg.version}\n`]);
  });

  it('answers an unknown command with one line on stderr and exit 2', () => {
    const result = run('frobnicate');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe("orrery: unknown command 'frobnicate' (see 'orrery --help')\n");
  });
});
