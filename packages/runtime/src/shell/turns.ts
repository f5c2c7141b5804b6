/**
 * How the turn passes in a phase played in turns when a rule changed the order: `reverse` turns
 * the direction (`s.direction`, 1 to the left as C2 has it, -1 to the right), `skip` and
 * `next turn to` name the seat that acts next (`s.turnTo`). Both last for the hand: `resetHand`
 * puts them back.
 */

import type { EngineState } from './state';

type State = Pick<EngineState, 'seat' | 'seats' | 'direction' | 'turnTo'>;

/** The seat after `seat` in the direction of play. */
function beside(s: State, seat: number): number {
  return (seat + s.direction + s.seats) % s.seats;
}

/** Passes the turn: to the seat a rule named, else to the next one in the direction of play. */
export function passTurn(s: State): void {
  if (s.turnTo >= 0) {
    s.seat = s.turnTo;
    s.turnTo = -1;
  } else s.seat = beside(s, s.seat);
}

/** `skip`: the seat that would act next sits its turn out; the one after it acts instead. */
export function skipTurn(s: State): void {
  s.turnTo = beside(s, s.turnTo >= 0 ? s.turnTo : beside(s, s.seat));
}

/**
 * `turns: ... from SEAT`: the phase's first seat is `seat`, or the dealer's left (C2) when it is
 * none (a seat variable not yet set).
 */
export function firstSeat(s: Pick<EngineState, 'seats' | 'dealer'>, seat: number): number {
  return seat >= 0 && seat < s.seats ? seat : (s.dealer + 1) % s.seats;
}
