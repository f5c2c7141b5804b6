import { describe, expect, it } from 'vitest';
import { aggregate, builtin, equal, local, num } from '../build';
import type { Ir } from '../expr';
import { emptyBags } from './empty-bags';

// IR in, IR out: `all(s in SEATS: count(hand[s]) = 0)`, hand kept as bags, is one question of
// the bags' words.

const s = { text: 's' };
const t = { text: 't' };
const bag = (owner: Ir): Ir => ({ kind: 'bag', zone: 'hand', owner, slot: 0, stays: false });
const allEmpty = (seats: Ir, owner: Ir, zero: Ir = num(0)) =>
  aggregate('all', s, seats, undefined, equal(aggregate('count', undefined, bag(owner)), zero));

describe('empty bags', () => {
  it('asks the bags of the seats the loop walks', () => {
    expect(emptyBags(allEmpty(builtin('all-seats'), local(s)), { shaped: false })).toEqual({
      kind: 'bags-empty',
      zone: 'hand',
      seats: builtin('all-seats'),
      known: false,
    });
  });

  it('knows the seats one by one only when written for a shape and a seat list', () => {
    const shaped = (seats: Ir) => emptyBags(allEmpty(seats, local(s)), { shaped: true });
    expect(shaped(builtin('opponents'))).toMatchObject({ kind: 'bags-empty', known: true });
    expect(shaped({ kind: 'set', elements: [num(0)] })).toMatchObject({ known: false });
  });

  it('leaves other aggregates alone', () => {
    const other = [
      allEmpty(builtin('all-seats'), local(t)), // the bag of another seat
      allEmpty(builtin('all-seats'), local(s), num(1)), // a count of one
      aggregate(
        'any',
        s,
        builtin('all-seats'),
        undefined,
        equal(aggregate('count', undefined, bag(local(s))), num(0)),
      ),
    ];
    for (const e of other) expect(emptyBags(e, { shaped: false })).toEqual(e);
  });
});
