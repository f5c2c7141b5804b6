import { describe, expect, it } from 'vitest';
import { faceOf, greater, isSuit, local, num, variable } from '../build';
import { card, cardParam, hand } from './listing-fixtures';
import { hasWhereTable } from './where-tables';

// Listing IR in, decision out: which parameters' filters become tables of the deck.

const never = () => false;

describe('where tables', () => {
  it("tables a card parameter's where that reads the card alone", () => {
    expect(hasWhereTable(cardParam(card, hand, isSuit(local(card), 1, 'blue')), never)).toBe(true);
  });

  it('tables no where that reads the state, no parameter without one, and no number', () => {
    expect(
      hasWhereTable(cardParam(card, hand, greater(faceOf(local(card)), variable('bid'))), never),
    ).toBe(false);
    expect(hasWhereTable(cardParam(card, hand), never)).toBe(false);
    const number = {
      ...cardParam(card, hand, greater(local(card), num(2))),
      kind: 'number' as const,
    };
    expect(hasWhereTable(number, never)).toBe(false);
  });
});
