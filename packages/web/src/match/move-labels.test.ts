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

  const worded = {
    moves: [
      {
        type: 'bid',
        wording: 'Bid {level} {suit}',
        params: [
          { name: 'level', kind: 'number' },
          { name: 'suit', kind: 'suit' },
        ],
      },
      {
        type: 'ask',
        wording: 'Ask {target} for {rank}s',
        params: [
          { name: 'target', kind: 'seat' },
          { name: 'rank', kind: 'rank' },
        ],
      },
      { type: 'lay', wording: 'Lay {card}', params: [{ name: 'card', kind: 'card' }] },
    ],
    suits: [{ id: 'clubs', name: 'Clubs', group: null }],
    ranks: [{ id: 'queen', name: 'Queen' }],
    seatNames: ['South', 'West', 'North', 'East'],
  } as unknown as GameMeta;

  it("fills the rules file's wording of a move with its values' words", () => {
    expect(moveLabel(worded, names, { type: 'bid', level: 2, suit: 'clubs' })).toBe('Bid 2 Clubs');
    expect(moveLabel(worded, names, { type: 'ask', target: 1, rank: 'queen' })).toBe(
      'Ask West for Queens',
    );
    expect(moveLabel(worded, names, { type: 'lay', card: 'clubs-3' })).toBe('Lay the 3 of Clubs');
  });

  it('words a move from its name where a placeholder has no value yet, or its card is chosen', () => {
    expect(moveLabel(worded, names, { type: 'bid' })).toBe('Bid');
    expect(moveLabel(worded, names, { type: 'lay', card: 'clubs-3' }, 'clubs-3')).toBe('Lay');
  });
});
