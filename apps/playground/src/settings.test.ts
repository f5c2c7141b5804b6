import type { GameMeta } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import {
  attributesFor,
  defaultSeats,
  readSavedSettings,
  ruleProblem,
  seedProblem,
} from './settings';

/** The parts of an engine's metadata the form reads: its id, house rules and seat count. */
const meta = {
  id: 'tiny',
  options: [
    { name: 'players', title: 'Players', kind: 'choices', choices: [2, 4], default: 2 },
    { name: 'target', title: 'Target', kind: 'range', min: 50, max: 1000, default: 500 },
  ],
  seatCount: (o: Record<string, string | number> = {}) => Number(o['players'] ?? 2),
} as unknown as GameMeta;

describe('attributesFor', () => {
  it('passes seats and seed through and keeps only house rules that differ from the default', () => {
    const attrs = attributesFor(meta, {
      seats: ['human', 'random'],
      seed: 42,
      options: { players: 2, target: 300 },
    });
    expect(attrs).toEqual({
      seats: 'human random',
      seed: '42',
      options: '{"target":300}',
      'save-key': 'playground-tiny',
    });
  });

  it('gives one seat per seat of the chosen rules', () => {
    expect(defaultSeats(meta, { players: 4 }, 'random')).toEqual([
      'human',
      'random',
      'random',
      'random',
    ]);
    expect(defaultSeats(meta, {}, 'random')).toHaveLength(2);
  });
});

describe('field problems', () => {
  it('says in words what a seed must be, and takes an empty one as random', () => {
    expect(seedProblem('')).toBeNull();
    expect(seedProblem(' 42 ')).toBeNull();
    expect(seedProblem('x')).toMatch(/^Seed: use a whole number from 0 to 2147483647/);
    expect(seedProblem('-1')).not.toBeNull();
    expect(seedProblem('2147483648')).not.toBeNull();
  });

  it('names a range rule and its bounds when it is empty or out of bounds', () => {
    const target = meta.options[1]!;
    expect(ruleProblem(target, '300')).toBeNull();
    expect(ruleProblem(target, '')).toBe('Target: enter a number from 50 to 1000');
    expect(ruleProblem(target, '20')).toBe('Target: use a whole number from 50 to 1000, not 20');
    expect(ruleProblem(meta.options[0]!, 'anything')).toBeNull();
  });
});

describe('readSavedSettings', () => {
  it('reads back what was kept, and refuses anything malformed', () => {
    const kept = { tag: 'tiny-game', seats: ['human', 'random'], seed: 3, options: { target: 60 } };
    expect(readSavedSettings(JSON.stringify(kept))).toEqual(kept);
    for (const bad of [null, '', '{', '[]', '{"tag":1}', JSON.stringify({ ...kept, seed: 1.5 })])
      expect(readSavedSettings(bad)).toBeNull();
    expect(readSavedSettings(JSON.stringify({ ...kept, seats: [1] }))).toBeNull();
    expect(readSavedSettings(JSON.stringify({ ...kept, options: { a: {} } }))).toBeNull();
  });
});
