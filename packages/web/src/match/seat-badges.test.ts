import { describe, expect, it } from 'vitest';
import type { GameMeta, VariableMeta } from '@orrery/runtime';
import { seatBadges } from './seat-badges';

const variable = (key: string, title?: string, owner: VariableMeta['owner'] = 'seat') =>
  ({
    name: key,
    key,
    owner,
    type: 'number',
    storage: 'var',
    setBy: [],
    ...(title === undefined ? {} : { title }),
  }) as VariableMeta;

describe("the numbers on a seat's name plate", () => {
  const meta: Pick<GameMeta, 'variables'> = {
    variables: [variable('bid', 'Bid'), variable('place'), variable('whole', 'Whole', 'team')],
  };
  const view = {
    seats: 4,
    variables: { bid: [3, 0, 1, 2], place: [0, 1, 0, 0], whole: [1, 2, 0, 0] },
  };

  it('shows a per-seat variable by its title, and one without a title never', () => {
    expect(seatBadges(meta, view, null, 0)).toEqual(['Bid 3']);
    expect(seatBadges(meta, view, null, 1)).toEqual(['Bid 0']);
  });

  it('shows it only once it means something for the seat', () => {
    expect(seatBadges(meta, view, new Set(['bid#2']), 2)).toEqual(['Bid 1']);
    expect(seatBadges(meta, view, new Set(['bid#2']), 3)).toEqual([]);
    expect(seatBadges(meta, view, new Set(['place']), 1)).toEqual([]);
  });

  it('shows nothing for a value that is not a number a seat', () => {
    expect(seatBadges(meta, { seats: 4, variables: { bid: [3, 0] } }, null, 0)).toEqual([]);
    expect(seatBadges(meta, { seats: 4, variables: { bid: ['x', 0, 0, 0] } }, null, 0)).toEqual([]);
  });
});
