import { describe, expect, it } from 'vitest';
import { firstSeat, passTurn, skipTurn } from './turns';

/** Four seats, seat 1 acting, turns passing to the left. */
const table = () => ({ seat: 1, seats: 4, direction: 1, turnTo: -1 });

describe('the order of turns', () => {
  it('passes to the left, or to the right once reversed', () => {
    const s = table();
    passTurn(s);
    expect(s.seat).toBe(2);
    s.direction = -1;
    passTurn(s);
    passTurn(s);
    passTurn(s);
    expect(s.seat).toBe(3); // 2 -> 1 -> 0 -> 3
  });

  it('skips the next seat, twice the next two, in the direction of play', () => {
    const s = table();
    skipTurn(s);
    passTurn(s);
    expect(s).toEqual({ seat: 3, seats: 4, direction: 1, turnTo: -1 });
    skipTurn(s);
    skipTurn(s);
    passTurn(s);
    expect(s.seat).toBe(2); // 3 skips 0 and 1
    s.direction = -1;
    skipTurn(s);
    passTurn(s);
    expect(s.seat).toBe(0); // 2 skips 1, to the right
  });

  it("starts a phase from the seat named, or the dealer's left when it names none", () => {
    expect(firstSeat({ seats: 4, dealer: 2 }, 1)).toBe(1);
    expect(firstSeat({ seats: 4, dealer: 2 }, -1)).toBe(3);
    expect(firstSeat({ seats: 4, dealer: 3 }, 4)).toBe(0);
  });

  it('passes to a seat a rule named, once', () => {
    const s = { ...table(), turnTo: 3 };
    passTurn(s);
    passTurn(s);
    expect(s.seat).toBe(0);
  });
});
