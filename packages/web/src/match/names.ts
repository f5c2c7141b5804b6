import type { GameMeta } from '@orrery/runtime';
import type { HouseRules } from './options';

/** A seat's name from the rules file ("South"), or "Seat 3" past the names it gives. */
export function seatName(meta: GameMeta, seat: number): string {
  return meta.seatNames[seat] ?? `Seat ${seat + 1}`;
}

/**
 * A team's name: the seat's own name when a team is one seat, else "Team A (South & North)", so
 * a person can tell partners apart without knowing the seating rule.
 */
export function teamName(meta: GameMeta, team: number, options: HouseRules): string {
  const seats = seatsOfTeam(meta, team, options);
  if (seats.length === 1) return seatName(meta, seats[0]!);
  const letter = String.fromCharCode(65 + team);
  return `Team ${letter} (${seats.map((s) => seatName(meta, s)).join(' & ')})`;
}

export function seatsOfTeam(meta: GameMeta, team: number, options: HouseRules): number[] {
  const seats: number[] = [];
  for (let s = 0; s < meta.seatCount(options); s++)
    if (meta.teamOf(s, options) === team) seats.push(s);
  return seats;
}

/** "whole-suit" → "Whole suit": rule and move names as a person reads them. */
export function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[-_\s]+/);
  const text = words.join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "+6 points", "−2 points", "1 point": a score line's points, signed. */
export function pointsText(points: number): string {
  const sign = points > 0 ? '+' : points < 0 ? '\u2212' : '';
  return `${sign}${Math.abs(points)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}
