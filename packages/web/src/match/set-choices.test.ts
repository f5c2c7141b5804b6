import type { GameMeta, Move } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { choicesOf } from './choices';
import { setChoicesOf, setHint, setShapeOf, tapCard } from './set-choices';

// Move types of no game in particular: a set of exactly two, a set of two or three, a card then
// a set of table cards, and a card alone.
const meta = {
  moves: [
    { type: 'give', params: [{ name: 'cards', kind: 'cards', least: 2, most: 2 }] },
    { type: 'lay-down', params: [{ name: 'cards', kind: 'cards', least: 2, most: 3 }] },
    {
      type: 'take',
      params: [
        { name: 'card', kind: 'card' },
        { name: 'taken', kind: 'cards', least: 1, most: 4 },
      ],
    },
    { type: 'drop', params: [{ name: 'card', kind: 'card' }] },
    { type: 'wait', params: [] },
  ],
  suits: [],
  ranks: [],
} as unknown as GameMeta;

const give = (...cards: string[]): Move => ({ type: 'give', cards });
const lay = (...cards: string[]): Move => ({ type: 'lay-down', cards });
const take = (card: string, ...taken: string[]): Move => ({ type: 'take', card, taken });
const drop = (card: string): Move => ({ type: 'drop', card });

/** Every pair of a, b, c, d but {c, d}, listed in another order than they are picked in. */
const gives = [give('b', 'a'), give('c', 'a'), give('d', 'a'), give('c', 'b'), give('d', 'b')];

describe('the shape of a set move', () => {
  it('is the cards before the set, then the set; null for a move with no set', () => {
    expect(setShapeOf(meta, give('a', 'b'))).toEqual({ leads: [], set: ['a', 'b'] });
    expect(setShapeOf(meta, take('h', 't1', 't2'))).toEqual({ leads: ['h'], set: ['t1', 't2'] });
    expect(setShapeOf(meta, drop('a'))).toBeNull();
    expect(setShapeOf(meta, { type: 'wait' })).toBeNull();
  });
});

describe('what picked cards can become', () => {
  it('with nothing picked: how many cards each set takes, every card of one addable', () => {
    const { groups, addable } = setChoicesOf(meta, gives, []);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ type: 'give', exact: [], more: 2 });
    expect([...addable].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(setHint(groups[0]!)).toBe('Choose 2 cards to give');
  });

  it('compares the picked cards with each set as a set, in any order', () => {
    const [one] = setChoicesOf(meta, gives, ['a']).groups;
    expect(one).toMatchObject({ exact: [], more: 1 });
    expect(setHint(one!)).toBe('Choose 1 more card to give');
    const [two] = setChoicesOf(meta, gives, ['a', 'b']).groups;
    expect(two!.exact).toEqual([give('b', 'a')]);
    expect(two!.more).toBeNull();
    expect(setHint(two!)).toBe('');
  });

  it('says when the picked cards are too many, or are in no legal set together', () => {
    const [three] = setChoicesOf(meta, gives, ['a', 'b', 'c']).groups;
    expect(three).toMatchObject({ exact: [], more: null });
    expect(setHint(three!)).toBe('No legal give has these cards');
    const [apart] = setChoicesOf(meta, gives, ['c', 'd']).groups;
    expect(apart).toMatchObject({ exact: [], more: null });
    expect(setHint(apart!)).toBe('No legal give has these cards');
  });

  it('offers a legal set that can still grow: confirm it, or choose more', () => {
    const lays = [lay('a', 'b'), lay('a', 'b', 'c')];
    const [two] = setChoicesOf(meta, lays, ['b', 'a']).groups;
    expect(two).toMatchObject({ exact: [lay('a', 'b')], more: 1 });
    expect(setHint(two!)).toBe('Or choose 1 more card');
    expect([...setChoicesOf(meta, lays, ['a', 'b']).addable]).toEqual(['c']);
  });

  it('groups a capture by its hand card: only the sets of the picked card, past it', () => {
    const legal = [take('h', 't1'), take('h', 't2', 't3'), take('k', 't4')];
    expect(setChoicesOf(meta, legal, []).groups).toEqual([]);
    const { groups, addable } = setChoicesOf(meta, legal, ['h']);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ leads: ['h'], chosen: [], more: 1 });
    expect(setHint(groups[0]!)).toBe('Choose 1 card to take');
    expect([...addable].sort()).toEqual(['t1', 't2', 't3']);
    const [both] = setChoicesOf(meta, legal, ['h', 't3', 't2']).groups;
    expect(both!.exact).toEqual([take('h', 't2', 't3')]);
  });
});

describe('a tap on a card', () => {
  it('plays at once a card one move plays and no set takes, as before sets', () => {
    expect(tapCard(meta, [drop('a'), drop('b')], [], 'a')).toEqual({ move: drop('a') });
    expect(tapCard(meta, [drop('a')], [], 'z')).toBeNull();
    expect(tapCard(meta, [take('h', 't1')], [], 'h')).toEqual({ move: take('h', 't1') });
  });

  it('picks a card a set takes, adds the next, and puts back a picked one', () => {
    expect(tapCard(meta, gives, [], 'a')).toEqual({ picked: ['a'] });
    expect(tapCard(meta, gives, ['a'], 'c')).toEqual({ picked: ['a', 'c'] });
    expect(tapCard(meta, gives, ['a', 'c'], 'a')).toEqual({ picked: ['c'] });
    expect(tapCard(meta, gives, ['c'], 'c')).toEqual({ picked: [] });
    // A card a set takes is never played by one tap, though one move would play it.
    expect(tapCard(meta, [...gives, drop('a')], [], 'a')).toEqual({ picked: ['a'] });
  });

  it('a capture: the hand card first, then the table cards; its hand card put back drops them', () => {
    const legal = [take('h', 't1'), take('h', 't2', 't3'), drop('h'), drop('k')];
    expect(tapCard(meta, legal, [], 'h')).toEqual({ picked: ['h'] });
    expect(tapCard(meta, legal, ['h'], 't2')).toEqual({ picked: ['h', 't2'] });
    expect(tapCard(meta, legal, ['h', 't2'], 't3')).toEqual({ picked: ['h', 't2', 't3'] });
    expect(tapCard(meta, legal, ['h', 't2'], 'h')).toEqual({ picked: [] });
    // Another hand card no set of the picked ones takes starts afresh.
    expect(tapCard(meta, legal, ['h', 't2'], 'k')).toEqual({ move: drop('k') });
  });
});

describe('the choices on the table', () => {
  it('keeps set moves out of the buttons; the hand cards they take are playable', () => {
    const legal = [...gives, { type: 'wait' }];
    const held = new Set(['a', 'b', 'c', 'd', 'e']);
    const choices = choicesOf(meta, legal, held, []);
    expect(choices.others).toEqual([{ type: 'wait' }]);
    expect([...choices.hand].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(choices.picks.size).toBe(0);
    expect(choices.sets.groups.map((g) => g.type)).toEqual(['give']);
  });

  it('a capture picked: the table cards its sets take are picks, its other moves options', () => {
    const legal = [take('h', 't1'), take('h', 't2', 't3'), drop('h')];
    const held = new Set(['h', 'k']);
    const choices = choicesOf(meta, legal, held, ['h']);
    expect([...choices.hand]).toEqual(['h']);
    expect([...choices.picks].sort()).toEqual(['t1', 't2', 't3']);
    expect(choices.options).toEqual([drop('h')]);
    expect(choices.targets.size).toBe(0);
    // A picked table card stays a pick, to be tapped back; the others of the card's sets stay
    // picks too, though no legal set holds them with it (the hint then says so).
    expect([...choicesOf(meta, legal, held, ['h', 't1']).picks].sort()).toEqual(['t1', 't2', 't3']);
    const [group] = choicesOf(meta, legal, held, ['h', 't1', 't2']).sets.groups;
    expect(setHint(group!)).toBe('No legal take has these cards');
  });

  it('moves without sets are sorted as before: targets, options, others', () => {
    const meta2 = {
      ...meta,
      moves: [
        ...meta.moves,
        {
          type: 'hit',
          params: [
            { name: 'card', kind: 'card' },
            { name: 'target', kind: 'card' },
          ],
        },
      ],
    } as unknown as GameMeta;
    const legal = [
      { type: 'hit', card: 'h', target: 'x' },
      { type: 'hit', card: 'h', target: 'y' },
      drop('h'),
      drop('top'),
      { type: 'wait' },
    ];
    const held = new Set(['h']);
    const none = choicesOf(meta2, legal, held, []);
    expect([...none.hand]).toEqual(['h']);
    expect([...none.targets.keys()]).toEqual(['top']);
    expect(none.others).toEqual([{ type: 'wait' }]);
    const picked = choicesOf(meta2, legal, held, ['h']);
    expect([...picked.targets.keys()]).toEqual(['x', 'y']);
    expect(picked.options).toEqual([drop('h')]);
  });
});
