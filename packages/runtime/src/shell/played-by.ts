/**
 * A turn played by another seat than the one whose turn it is (`played by: SEAT`): a declarer
 * choosing the card of the dummy's hand. The state's `seat` stays the seat whose turn it is, as
 * the rules read it; everything that asks who is to choose (`toMove`, the seat a move is
 * accepted from, the view that lists the legal moves, a move's description) asks here.
 */

import type { Shell, ShellState } from './context';

/** Who chooses the move of the turn being played: a kernel's answer when it is a seat, else the seat. */
export function seatToChoose(k: Shell['k'], s: ShellState): number {
  if (k.playedBy === undefined || s.seat < 0) return s.seat;
  const chosen = k.playedBy(s);
  // A seat that is none, or not at the table, leaves the turn to its own seat.
  return Number.isInteger(chosen) && chosen >= 0 && chosen < s.seats ? chosen : s.seat;
}
