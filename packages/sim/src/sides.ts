// Who the figures are about, in words, from the seats' teams alone: each team by its seats'
// names, and the positions around the dealer grouped into sides. Positions whose seats are
// always partners win and lose together, so their figures are one figure, said once.

import { teamLabel } from '@orrery/runtime';
import type { Figures } from './figures';

/** `Team A (South & North)`, or the seat's name for a team of one. */
export function teamNames(f: Pick<Figures, 'teamOfSeat' | 'seatNames'>): string[] {
  const teams = Math.max(...f.teamOfSeat) + 1;
  return Array.from({ length: teams }, (_, t) => {
    const seats = f.teamOfSeat.flatMap((team, s) => (team === t ? [s] : []));
    const label = teamLabel(f.seatNames, seats, t);
    return seats.length === 1
      ? label
      : `${label} (${seats.map((s) => seatName(f, s)).join(' & ')})`;
  });
}

function seatName(f: Pick<Figures, 'seatNames'>, seat: number): string {
  return f.seatNames[seat] ?? `Seat ${seat}`;
}

/** `first player` (the dealer's left), `second player`, ..., `dealer`. */
export function positionWords(position: number, seats: number): string {
  if (position === seats - 1) return 'dealer';
  const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
  return `${ordinals[position] ?? `${position + 1}th`} player`;
}

export interface Side {
  /** `the first player's side`, `the dealer`, ... */
  readonly name: string;
  /** Positions from the dealer's left, 0-based. */
  readonly positions: readonly number[];
}

/**
 * The positions grouped by team, when the grouping is the same whoever deals (partners sit
 * across, or every seat plays alone); undefined when it is not, and positions must stay apart.
 */
export function positionSides(teamOfSeat: readonly number[]): Side[] | undefined {
  const seats = teamOfSeat.length;
  let groups: number[][] | undefined;
  for (let dealer = 0; dealer < seats; dealer++) {
    const byTeam = new Map<number, number[]>();
    for (let p = 0; p < seats; p++) {
      const team = teamOfSeat[(dealer + 1 + p) % seats]!;
      byTeam.set(team, [...(byTeam.get(team) ?? []), p]);
    }
    const these = [...byTeam.values()].sort((a, b) => a[0]! - b[0]!);
    if (groups === undefined) groups = these;
    else if (JSON.stringify(groups) !== JSON.stringify(these)) return undefined;
  }
  return (groups ?? []).map((positions) => ({
    positions,
    name:
      positions.length === 1
        ? `the ${positionWords(positions[0]!, seats)}`
        : `the ${positionWords(sideLead(positions, seats), seats)}'s side`,
  }));
}

/** A side is named after its dealer, else its first player. */
function sideLead(positions: readonly number[], seats: number): number {
  return positions.includes(seats - 1) ? seats - 1 : positions[0]!;
}
