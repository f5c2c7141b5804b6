import { describe, expect, it } from 'vitest';
import {
  aggregate,
  and,
  builtin,
  faceOf,
  greater,
  isSuit,
  local,
  num,
  or,
  suitOf,
  variable,
} from '../build';
import type { Ir } from '../expr';
import { suitAsked, suitWalk } from './suit-walk';

// IR in, IR out: a walk whose test asks for one suit walks only that suit's cards.

const c = { text: 'c' };
const d = { text: 'd' };
const deck = builtin('deck');
const bag: Ir = { kind: 'bag', zone: 'hand', owner: builtin('seat'), slot: 0, stays: true };

describe('the suit a test asks for', () => {
  it('is found on either side of `=`, in an `is`, and in either `and`', () => {
    expect(
      suitAsked(c, {
        kind: 'equal',
        negated: false,
        by: 'value',
        left: suitOf(local(c)),
        right: variable('trump'),
      }),
    ).toEqual(variable('trump'));
    expect(
      suitAsked(c, {
        kind: 'equal',
        negated: false,
        by: 'value',
        left: variable('trump'),
        right: suitOf(local(c)),
      }),
    ).toEqual(variable('trump'));
    expect(suitAsked(c, isSuit(local(c), 2, 'hearts'))).toEqual(num(2));
    expect(
      suitAsked(c, and(greater(faceOf(local(c)), num(3)), isSuit(local(c), 1, 'clubs'))),
    ).toEqual(num(1));
  });

  it('is none for `or`, `!=`, another card, or a suit that reads the card itself', () => {
    expect(
      suitAsked(c, or(isSuit(local(c), 1, 'clubs'), isSuit(local(c), 2, 'hearts'))),
    ).toBeUndefined();
    expect(
      suitAsked(c, {
        kind: 'equal',
        negated: true,
        by: 'value',
        left: suitOf(local(c)),
        right: variable('trump'),
      }),
    ).toBeUndefined();
    expect(suitAsked(c, isSuit(local(d), 1, 'clubs'))).toBeUndefined();
    expect(
      suitAsked(c, {
        kind: 'equal',
        negated: false,
        by: 'value',
        left: suitOf(local(c)),
        right: suitOf(local(c)),
      }),
    ).toBeUndefined();
  });
});

describe('suit walk', () => {
  it("walks the deck's cards of the suit for a filter and an aggregate over the deck", () => {
    const where = isSuit(local(c), 3, 'spades');
    expect(suitWalk({ kind: 'filter', local: c, collection: deck, where })).toEqual({
      kind: 'filter',
      local: c,
      collection: { kind: 'suit-cards', suit: num(3) },
      where,
    });
    expect(suitWalk(aggregate('count', c, deck, where))).toMatchObject({
      collection: { kind: 'suit-cards', suit: num(3) },
    });
  });

  it('marks an aggregate over a bag with its suit, and leaves other walks alone', () => {
    expect(
      suitWalk(aggregate('sum', c, bag, isSuit(local(c), 0, 'red'), faceOf(local(c)))),
    ).toMatchObject({ suit: num(0), collection: bag });
    const list: Ir = { kind: 'instance', zone: 'pile', owner: num(0) };
    const untouched = [
      aggregate('count', c, list, isSuit(local(c), 0, 'red')),
      aggregate('count', c, deck, greater(faceOf(local(c)), num(3))),
      aggregate('count', undefined, deck),
    ];
    for (const e of untouched) expect(suitWalk(e)).toEqual(e);
  });
});
