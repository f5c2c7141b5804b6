import { describe, expect, it } from 'vitest';
import type { Shell, ShellState } from './context';
import { describeMove } from './moves';
import { seatToChoose } from './played-by';
import { readRevealed } from './read-revealed';
import { NOTHING_REVEALED, revealZone } from './reveal';
import type { GameTables } from './tables';
import { ZoneLayout } from './zones';

describe('revealZone', () => {
  it('keeps the instances turned face up once each, in order, in a new list each time', () => {
    const s = { revealed: NOTHING_REVEALED };
    revealZone(s, 1, 3, 4);
    const first = s.revealed;
    revealZone(s, 0, 2, 4);
    revealZone(s, 1, 0, 4);
    revealZone(s, 1, 3, 4);
    expect(s.revealed).toEqual([2, 64, 67]);
    // Replaced, never changed in place: a copy of a state that shared the list keeps it.
    expect(first).toEqual([67]);
    expect(NOTHING_REVEALED).toEqual([]);
  });

  it('reveals nothing for an owner that is none or not at the table', () => {
    const s = { revealed: NOTHING_REVEALED };
    revealZone(s, 1, -1, 4);
    revealZone(s, 1, 4, 4);
    revealZone(s, 2, 1, 1);
    expect(s.revealed).toEqual([]);
  });
});

/** A shell of three zones: hands (a `reveal` names them), a shared stock, and team piles. */
function shell(playedBy?: (s: ShellState) => number): Shell {
  const zones = new ZoneLayout(
    [
      {
        name: 'hand',
        key: 'hand',
        title: 'Hand',
        owner: 'seat',
        visibility: 'owner',
        sorted: false,
        revealable: true,
        bag: false,
      },
      {
        name: 'stock',
        key: 'stock',
        title: 'Stock',
        owner: 'shared',
        visibility: 'hidden',
        sorted: false,
        revealable: true,
        bag: false,
      },
      {
        name: 'won',
        key: 'won',
        title: 'Won',
        owner: 'team',
        visibility: 'team',
        sorted: false,
        bag: false,
      },
    ],
    1,
  );
  const t = {
    seatNames: ['South', 'West', 'North', 'East'],
    zones,
    moves: [{ type: 'pass', phase: 0, params: [] }],
  } as unknown as GameTables;
  return { t, k: (playedBy === undefined ? {} : { playedBy }) as Shell['k'] };
}

const state = (seat: number) => ({ seat, seats: 4, teams: 2 }) as unknown as ShellState;

describe('seatToChoose', () => {
  it('is the seat whose turn it is, unless `played by` names another seat of the table', () => {
    expect(seatToChoose(shell().k, state(2))).toBe(2);
    expect(seatToChoose(shell(() => 0).k, state(2))).toBe(0);
    for (const none of [-1, 4, 64, 1.5, Number.NaN]) {
      expect(seatToChoose(shell(() => none).k, state(2)), `${none}`).toBe(2);
    }
    // A match stopped between hands has no seat to act, whatever the rule would say.
    expect(seatToChoose(shell(() => 0).k, state(-1))).toBe(-1);
  });

  it('words a move chosen for another seat', () => {
    const { t } = shell();
    const s = { phase: 0, deckSize: 0, seat: 2 };
    expect(describeMove(t, s, { type: 'pass' })).toBe('North passes');
    expect(describeMove(t, s, { type: 'pass' }, 0)).toBe('South passes for North');
  });
});

describe('readRevealed', () => {
  const read = (value: unknown) => {
    try {
      return readRevealed(shell(), value, 'state.revealed', { seats: 4, teams: 2 });
    } catch (e) {
      return (e as { path?: string }).path;
    }
  };

  it('reads instances by zone key, as slots in order', () => {
    expect(read(undefined)).toBe(NOTHING_REVEALED);
    expect(read({ stock: [0], hand: [0, 2] })).toEqual([0, 2, 64]);
  });

  it('refuses a zone no rule reveals, an owner not at the table, and owners out of order', () => {
    expect(read({ won: [1] })).toBe('state.revealed.won');
    expect(read({ pile: [0] })).toBe('state.revealed.pile');
    expect(read({ stock: [1] })).toBe('state.revealed.stock[0]');
    expect(read({ hand: [2, 1] })).toBe('state.revealed.hand[1]');
    expect(read({ hand: [] })).toBe('state.revealed.hand');
    expect(read({ hand: 2 })).toBe('state.revealed.hand');
  });
});
