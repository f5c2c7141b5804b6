import { describe, expect, it } from 'vitest';
import { cardsEach } from './hand';

// The one rule for a deal size the checker could not bound (a size that reads the state):
// every seat is dealt alike, as much as the deck allows, and never fewer than none.
describe('cardsEach', () => {
  it('deals the size asked where the deck holds it', () => {
    expect(cardsEach(5, 52, 4)).toBe(5);
    expect(cardsEach(13, 52, 4)).toBe(13);
    expect(cardsEach(0, 52, 4)).toBe(0);
  });

  it('deals what the deck gives every seat alike beyond it, and none below 0', () => {
    expect(cardsEach(14, 52, 4)).toBe(13);
    expect(cardsEach(20, 52, 5)).toBe(10);
    expect(cardsEach(-3, 52, 4)).toBe(0);
  });
});
