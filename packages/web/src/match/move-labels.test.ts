import type { GameMeta } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { moveLabel } from './move-labels';

const meta = {
  moves: [{ type: 'pass', params: [{ name: 'cards', kind: 'cards', least: 3, most: 3 }] }],
  suits: [],
  ranks: [],
} as unknown as GameMeta;
const names = new Map([
  ['hearts-2', '2 of Hearts'],
  ['spades-queen', 'Queen of Spades'],
  ['clubs-3', '3 of Clubs'],
]);

describe('a move label', () => {
  it('names each card of a set', () => {
    expect(
      moveLabel(meta, names, { type: 'pass', cards: ['hearts-2', 'spades-queen', 'clubs-3'] }),
    ).toBe('Pass 2 of Hearts, Queen of Spades and 3 of Clubs');
    expect(moveLabel(meta, names, { type: 'pass', cards: ['clubs-3'] })).toBe('Pass 3 of Clubs');
  });
});
