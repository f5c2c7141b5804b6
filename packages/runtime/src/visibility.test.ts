import { describe, expect, it } from 'vitest';
import type { GameMeta } from './engine';
import { cardsIn, redact, spectatorView, unseen, visibleIn } from './visibility';

const deck = new Set(['a-1', 'a-2', 'b-1', 'b-2', 'c-1']);

const meta = {
  zones: [
    { name: 'hand', title: 'Hand', owner: 'seat', visibility: 'owner', sorted: false },
    { name: 'tricks-won', title: 'Won', owner: 'team', visibility: 'all', sorted: true },
    { name: 'stock', title: 'Stock', owner: 'shared', visibility: 'hidden', sorted: false },
  ],
} as unknown as GameMeta;

/** A seat 0 view in the shape the generated engines give. */
const seatView = {
  viewer: 0,
  zones: {
    hand: [{ count: 2, cards: ['a-1', 'a-2'] }, { count: 1 }],
    tricksWon: [
      { count: 1, cards: ['b-1'] },
      { count: 0, cards: [] },
    ],
    stock: { count: 1 },
    mystery: { count: 1, cards: ['c-1'] },
  },
  led: 'b-1',
  note: 'a-2',
  legal: [{ type: 'play', card: 'a-1' }],
  history: [{ hand: 1, zones: { hand: [{ count: 1, cards: ['b-2'] }, { count: 0 }] } }],
};

describe('what a viewer may see', () => {
  it('finds the cards a value names, and leaves completed hands out unless fresh', () => {
    expect([...cardsIn({ x: ['a-1', { y: 'b-2' }], z: 'not-a-card' }, deck)].sort()).toEqual([
      'a-1',
      'b-2',
    ]);
    expect(visibleIn(seatView, deck).has('b-2')).toBe(false);
    expect(visibleIn(seatView, deck, 1).has('b-2')).toBe(true);
  });

  it('redacts the cards given, and only those', () => {
    expect(redact({ type: 'bury', card: 'a-1', to: 'a-2' }, new Set(['a-1']))).toEqual({
      type: 'bury',
      card: null,
      to: 'a-2',
    });
  });

  it("builds a spectator's view from zone visibility: counts where not visible to all", () => {
    const view = spectatorView(seatView, meta, new Set(['b-1']), deck) as typeof seatView;
    expect(view.zones.hand).toEqual([{ count: 2 }, { count: 1 }]);
    expect(view.zones.tricksWon).toEqual(seatView.zones.tricksWon);
    // A zone the metadata does not declare is shown as a count: closed unless known open.
    expect(view.zones.mystery).toEqual({ count: 1 });
    expect(view.legal).toEqual([]);
    expect(view.viewer).toBe(-1);
    expect(view.led).toBe('b-1');
    // A field naming a card not every seat sees is blanked.
    expect(view.note).toBeNull();
    expect(view.history[0]!.zones.hand).toEqual([{ count: 1 }, { count: 0 }]);
  });

  it('shows a spectator a hand a `reveal` turned face up, in the game and in its record', () => {
    const open = { count: 1, cards: ['b-2'], revealed: true };
    const shown = {
      ...seatView,
      zones: { ...seatView.zones, hand: [{ count: 2, cards: ['a-1', 'a-2'] }, open] },
      history: [{ hand: 1, zones: { hand: [{ count: 0 }, open] } }],
    };
    const view = spectatorView(shown, meta, new Set(['b-1', 'b-2']), deck) as typeof seatView;
    expect(view.zones.hand).toEqual([{ count: 2 }, open]);
    expect(view.history[0]!.zones.hand).toEqual([{ count: 0 }, open]);
  });
});

describe('unseen', () => {
  it('keeps the named cards a seat saw neither before nor after the move', () => {
    const named = new Set(['a-1', 'a-2', 'b-1']);
    expect(unseen(named, new Set(['a-1']), new Set(['b-1', 'c-1']))).toEqual(new Set(['a-2']));
    expect(unseen(named, new Set(), new Set())).toEqual(named);
  });
});
