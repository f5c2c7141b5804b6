import { describe, expect, it } from 'vitest';
import { faceOf, greater, isSuit, local, variable } from '../build';
import { area, capture, card, cardParam, hand, target } from './listing-fixtures';
import { pairMaskOf } from './pair-masks';

// Listing IR in, decision out: which requirements a pair mask of the last two cards answers.

const never = () => false;

describe('pair masks', () => {
  it('answers the requirements that read only the last card and one before it', () => {
    const pair = pairMaskOf(capture(), never);
    expect(pair).toMatchObject({
      first: 0,
      firstLocal: card,
      secondLocal: target,
      whereInMask: true,
    });
    expect([...pair!.requires]).toEqual([0]);
  });

  it("folds the last card's own where into the mask when it reads the card alone, not otherwise", () => {
    const red = isSuit(local(target), 0, 'red');
    const folded = capture({ params: [cardParam(card, hand), cardParam(target, area, red)] });
    expect(pairMaskOf(folded, never)).toMatchObject({ where: red, whereInMask: true });
    const stateful = greater(faceOf(local(target)), variable('bid'));
    const tested = capture({ params: [cardParam(card, hand), cardParam(target, area, stateful)] });
    expect(pairMaskOf(tested, never)).toMatchObject({ where: undefined, whereInMask: false });
  });

  it('makes none for a requirement that reads the state, a last card from a list, or one card', () => {
    const state = capture({
      requires: [{ code: 'x', condition: greater(faceOf(local(target)), variable('bid')) }],
    });
    expect(pairMaskOf(state, never)).toBeUndefined();
    const list = { kind: 'instance', zone: 'pile', owner: local(card) } as const;
    expect(
      pairMaskOf(capture({ params: [cardParam(card, hand), cardParam(target, list)] }), never),
    ).toBeUndefined();
    expect(pairMaskOf(capture({ params: [cardParam(card, hand)] }), never)).toBeUndefined();
  });
});
