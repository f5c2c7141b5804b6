import { describe, expect, it } from 'vitest';
import type { OptionMeta } from '../engine';
import { InputFault } from '../reader';
import { readOptions } from './options';
import { zeros } from './seats';

const OPTIONS: readonly OptionMeta[] = [
  { name: 'players', title: 'Players', kind: 'choices', choices: [2, 4], default: 2 },
  {
    name: 'draw',
    title: 'Drawing',
    kind: 'choices',
    choices: ['always', 'optional'],
    default: 'always',
  },
  { name: 'target', title: 'Target', kind: 'range', min: 1, max: 1000, default: 500 },
];

function fault(input: unknown): InputFault {
  try {
    readOptions(OPTIONS, input, 'options');
  } catch (e) {
    if (e instanceof InputFault) return e;
    throw e;
  }
  throw new Error('no fault');
}

describe("a game's options as given", () => {
  it('keeps the values given, in the order the rules file declares them, and defaults the rest', () => {
    const read = readOptions(OPTIONS, { target: 30, players: 4 }, 'options');
    expect(read).toEqual({ players: 4, draw: 'always', target: 30 });
    expect(Object.keys(read)).toEqual(['players', 'draw', 'target']);
  });

  it('takes a range at its ends', () => {
    expect(readOptions(OPTIONS, { target: 1 }, 'options').target).toBe(1);
    expect(readOptions(OPTIONS, { target: 1000 }, 'options').target).toBe(1000);
  });

  it('refuses a range value outside it, not whole, or not a number, at its path', () => {
    for (const target of [0, 1001, 2.5, '30', null]) {
      const e = fault({ target });
      expect(e.path).toBe('options.target');
      expect(e.message).toBe('options.target must be a whole number from 1 to 1000');
    }
  });

  it('refuses a value that is not one of the choices, at its path, naming them', () => {
    const e = fault({ draw: 'never' });
    expect(e.path).toBe('options.draw');
    expect(e.message).toBe('options.draw must be one of "always", "optional"');
    // A choice is matched as it is written: the number 4, not the text "4".
    expect(fault({ players: '4' }).path).toBe('options.players');
  });

  it('refuses an option the rules file does not declare', () => {
    const e = fault({ seats: 3 });
    expect(e.path).toBe('options.seats');
    expect(e.message).toBe("unknown option 'seats'");
  });
});

describe('zeros', () => {
  it('is a new list of that many zeros each time', () => {
    const a = zeros(3);
    expect(a).toEqual([0, 0, 0]);
    expect(zeros(0)).toEqual([]);
    a[0] = 5;
    expect(zeros(3)).toEqual([0, 0, 0]);
  });
});
