import { describe, expect, it } from 'vitest';
import { aggregate, builtin, faceOf, greater, isSuit, local, num, variable } from '../build';
import type { Ir } from '../expr';
import { cardMasks } from './card-masks';

// IR in, IR out: aggregates over bags whose tests read the card alone become mask queries.

const c = { text: 'c' };
const bag: Ir = { kind: 'bag', zone: 'hand', owner: builtin('seat'), slot: 0, stays: true };
const bags: Ir = {
  kind: 'union',
  zone: 'hand',
  seats: builtin('opponents'),
  bag: true,
  known: false,
  slot: 0,
};
const facts = { bags: true, staticValue: (v: string) => v === 'points' };
const red = isSuit(local(c), 0, 'red');
const high = greater(faceOf(local(c)), num(3));
const points: Ir = { kind: 'value', value: 'points', card: local(c) };

describe('card masks', () => {
  it('asks count and any of the cards of a mask of every test', () => {
    expect(cardMasks(aggregate('count', c, bag, red, high), facts)).toEqual({
      kind: 'mask-query',
      ask: 'count',
      source: bag,
      mask: { local: c, tests: [red, high], when: 'all' },
    });
    expect(cardMasks(aggregate('any', c, bags, red), facts)).toMatchObject({
      ask: 'any',
      source: bags,
    });
  });

  it('asks `all` as none of the cards that pass `where` and fail the body', () => {
    expect(cardMasks(aggregate('all', c, bag, red, high), facts)).toMatchObject({
      ask: 'none',
      mask: { tests: [red, high], when: 'last-fails' },
    });
    expect(cardMasks(aggregate('all', c, bag, red), facts)).toMatchObject({ kind: 'aggregate' });
  });

  it("sums a value's own table, a card-only body's table, or a body over one bag's mask", () => {
    expect(cardMasks(aggregate('sum', c, bags, undefined, points), facts)).toEqual({
      kind: 'mask-query',
      ask: 'sum-of',
      source: bags,
      values: { of: 'value', value: 'points' },
      mask: undefined,
    });
    expect(cardMasks(aggregate('sum', c, bag, red, faceOf(local(c))), facts)).toMatchObject({
      ask: 'sum-of',
      values: { of: 'body', body: faceOf(local(c)) },
      mask: { tests: [red] },
    });
    const stateful = {
      kind: 'arithmetic',
      op: '+',
      left: faceOf(local(c)),
      right: variable('bonus'),
    } as const;
    expect(cardMasks(aggregate('sum', c, bag, red, stateful), facts)).toMatchObject({
      ask: 'sum',
      body: stateful,
    });
    // Over a union, a body that reads the state is summed owner by owner (over-owners.ts).
    expect(cardMasks(aggregate('sum', c, bags, red, stateful), facts)).toMatchObject({
      kind: 'aggregate',
    });
  });

  it('leaves tests that read the state, values that are not static, lists and gamess without bags alone', () => {
    const untouched = [
      aggregate('count', c, bag, greater(faceOf(local(c)), variable('bid'))),
      aggregate('sum', c, bag, undefined, { kind: 'value', value: 'bonus', card: local(c) }),
      aggregate('count', c, { kind: 'instance', zone: 'pile', owner: num(0) }, red),
      aggregate('max', c, bags, red),
      aggregate('count', undefined, bag),
    ];
    for (const e of untouched) expect(cardMasks(e, facts)).toEqual(e);
    expect(cardMasks(aggregate('count', c, bag, red), { ...facts, bags: false })).toMatchObject({
      kind: 'aggregate',
    });
  });
});
