import { describe, expect, it } from 'vitest';
import { builtin, local } from '../build';
import type { Ir } from '../expr';
import { emptyGuardOf } from './empty-guard';
import { area, capture, card, cardParam, hand, target } from './listing-fixtures';

// Listing IR in, decision out: whether the last card's bag is asked first.

describe('empty guard', () => {
  it("asks the last card's bag when its domain reads no card before it", () => {
    expect(emptyGuardOf(capture())).toEqual(area);
  });

  it('asks nothing when the domain reads an earlier card, is a list, or there is one card', () => {
    const theirs: Ir = {
      kind: 'bag',
      zone: 'area',
      owner: { kind: 'team-of', seat: local(card) },
      slot: 64,
      stays: false,
    };
    expect(
      emptyGuardOf(capture({ params: [cardParam(card, hand), cardParam(target, theirs)] })),
    ).toBeUndefined();
    const list: Ir = { kind: 'instance', zone: 'pile', owner: builtin('seat') };
    expect(
      emptyGuardOf(capture({ params: [cardParam(card, hand), cardParam(target, list)] })),
    ).toBeUndefined();
    expect(emptyGuardOf(capture({ params: [cardParam(card, hand)] }))).toBeUndefined();
  });
});
