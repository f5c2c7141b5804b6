// `orrery <command> --help` and `orrery help <command>` for every command of the table: a new
// command without its help text fails here.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAMES, DEFAULT_SEED } from '@orrery/sim';
import { COMMANDS } from './commands';
import { COMMAND_HELP, commandNames } from './help';
import { main } from './main';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/orrery.js');

function captured(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('every command has its help', () => {
  const names = commandNames();

  it('covers the whole command table, check included, and nothing else', () => {
    expect(names).toEqual(['check', ...COMMANDS.map((c) => c.name)]);
    expect(Object.keys(COMMAND_HELP).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s: usage, options with -h, an example; --help, -h and help agree', (name) => {
    const asked = captured([name, '--help']);
    expect(asked).toMatchObject({ status: 0, err: '' });
    expect(asked.out).toMatch(new RegExp(`^Usage: orrery ${name}\\b`));
    expect(asked.out).toMatch(/\nOptions:\n(.*\n)*\s+-h, --help\s+Show this help\n/);
    expect(asked.out).toMatch(new RegExp(`\\nExample[^\\n]*:\\n\\s+(npx )?orrery ${name}\\b`));
    expect(captured([name, '-h'])).toEqual(asked);
    expect(captured(['help', name])).toEqual(asked);
    // Every option of the one-line usage in `orrery --help` is explained.
    const usage = COMMANDS.find((c) => c.name === name)?.usage ?? '';
    for (const option of usage.match(/--[a-z-]+/g) ?? []) {
      expect(asked.out, option).toMatch(new RegExp(`\\n\\s+${option}\\b`));
    }
  });

  it('wins over anything else on the line, even arguments the command would refuse', () => {
    expect(captured(['record', '--no-such-option', '--help']).status).toBe(0);
    expect(captured(['sim', 'no-such-game', '-h']).out).toMatch(/^Usage: orrery sim /);
  });

  it("says sim's defaults as sim has them", () => {
    expect(COMMAND_HELP['sim']).toContain(
      `--games N          How many matches (default: ${DEFAULT_GAMES})`,
    );
    expect(COMMAND_HELP['sim']).toMatch(new RegExp(`--seed S .*\\(default: ${DEFAULT_SEED}\\)`));
  });

  it('answers help of an unknown command as an unknown command', () => {
    for (const name of ['frobnicate', 'constructor', '__proto__']) {
      expect(captured(['help', name])).toEqual({
        status: 2,
        out: '',
        err: `orrery: unknown command '${name}' (see 'orrery --help')`,
      });
    }
  });

  it('through the real bin', () => {
    const sim = spawnSync(process.execPath, [bin, 'sim', '--help'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect([sim.status, sim.stderr]).toEqual([0, '']);
    expect(sim.stdout).toBe(`${COMMAND_HELP['sim']}\n`);
    const help = spawnSync(process.execPath, [bin, 'help', 'replay'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect([help.status, help.stdout]).toEqual([0, `${COMMAND_HELP['replay']}\n`]);
  });
});
