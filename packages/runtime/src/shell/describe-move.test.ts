// describeMove's words for the log: made up from the move's name, or the rules file's own
// wording of the move with the seat before it.

import { describe, expect, it } from 'vitest';
import { Deck } from './deck';
import { describeMove } from './moves';
import type { GameTables } from './tables';

const deck = new Deck({
  copies: 1,
  nameTemplate: '{rank} of {suit}',
  others: { ids: [], names: [] },
  suit: [0, 0, 1, 1],
  rank: [2, 1, 2, 1],
  face: [2, 1, 2, 1],
  group: [-1, -1, -1, -1],
  suitRank: [0, 0, 0, 0],
  wild: [false, false, false, false],
  kind: ['', '', '', ''],
  suits: { ids: ['red', 'blue'], names: ['Red', 'Blue'], group: [-1, -1], strength: [0, 0] },
  ranks: { ids: ['1', '2'], names: ['Ace', 'Two'] },
  groups: { ids: [], names: [] },
});

const tables = {
  seatNames: ['South', 'West', 'North', 'East'],
  deck,
  moves: [
    {
      type: 'bid',
      wording: 'Bid {level} \\{{suit}\\}',
      phase: 0,
      params: [
        { name: 'level', kind: 'number' },
        { name: 'suit', kind: 'suit' },
      ],
    },
    {
      type: 'ask',
      wording: 'Ask {target} for {rank}s',
      phase: 0,
      params: [
        { name: 'target', kind: 'seat' },
        { name: 'rank', kind: 'rank' },
      ],
    },
    { type: 'lay', wording: 'Lay {card}', phase: 0, params: [{ name: 'card', kind: 'card' }] },
    { type: 'lay-down', phase: 0, params: [{ name: 'card', kind: 'card' }] },
  ],
} as unknown as GameTables;

const s = { phase: 0, deckSize: 4, seat: 0 };

describe('describeMove', () => {
  it("fills a move's wording with its values' words, after the seat", () => {
    expect(describeMove(tables, s, { type: 'bid', level: 2, suit: 'blue' })).toBe(
      'South: Bid 2 {Blue}',
    );
    expect(describeMove(tables, s, { type: 'ask', target: 2, rank: '1' })).toBe(
      'South: Ask North for Aces',
    );
    expect(describeMove(tables, s, { type: 'lay', card: deck.ids[3]! })).toBe(
      'South: Lay the Ace of Blue',
    );
  });

  it('names the seat a move is chosen for before the wording', () => {
    expect(describeMove(tables, { ...s, seat: 2 }, { type: 'lay', card: deck.ids[0]! }, 0)).toBe(
      'South for North: Lay the Two of Red',
    );
  });

  it('words a move without a wording from its name, as before', () => {
    expect(describeMove(tables, s, { type: 'lay-down', card: deck.ids[1]! })).toBe(
      'South lays down the Ace of Red',
    );
  });
});
