import { describe, expect, it } from 'vitest';
import { builtin, local } from '../build';
import type { Ir } from '../expr';
import type { ListedMove } from '../listing';
import { cardParam, card } from './listing-fixtures';
import { sharedWalkGroups, walkedZone } from './shared-walks';

// Listing IR in, decision out: which moves' first cards one walk of a zone serves.

const facts = {
  ownerOf: (zone: string) =>
    (zone === 'stock' ? 'shared' : zone === 'taken' ? 'team' : 'seat') as
      'shared' | 'seat' | 'team',
};
const mine: Ir = { kind: 'instance', zone: 'hand', owner: builtin('seat') };
const move = (index: number, collection: Ir): ListedMove => ({
  index,
  when: undefined,
  params: [cardParam(card, collection)],
  requires: [],
});

describe('shared walks', () => {
  it("walks a shared list or the list of the seat to act, never a bag, another's zone or a team's", () => {
    expect(walkedZone({ kind: 'zone', name: 'stock' }, facts)).toBe('stock');
    expect(walkedZone(mine, facts)).toBe('hand[seat]');
    expect(
      walkedZone({ kind: 'instance', zone: 'hand', owner: builtin('dealer') }, facts),
    ).toBeUndefined();
    expect(
      walkedZone({ kind: 'instance', zone: 'taken', owner: builtin('seat') }, facts),
    ).toBeUndefined();
    expect(
      walkedZone(
        { kind: 'bag', zone: 'hand', owner: builtin('seat'), slot: 0, stays: true },
        facts,
      ),
    ).toBeUndefined();
    expect(
      walkedZone({ kind: 'filter', local: card, collection: mine, where: local(card) }, facts),
    ).toBeUndefined();
  });

  it('groups two or more tabled moves of one zone, in the order they come', () => {
    const moves = [
      move(0, mine),
      move(1, { kind: 'zone', name: 'stock' }),
      move(2, mine),
      move(3, mine),
    ];
    const groups = sharedWalkGroups(moves, (m) => m.index !== 3, facts);
    expect(groups.map((g) => g.map((m) => m.index))).toEqual([[0, 2]]);
  });
});
