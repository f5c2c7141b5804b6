import type { GameMeta } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { attributesFor, defaultSeats } from './settings';

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
