/**
 * What the shell's parts share: an engine's tables and kernels, seen with its types forgotten.
 * The shell is written once for every game, so inside it a state's zones and variables are
 * plain records, read through the zone layout and the variable tables.
 */

import type { GameEvent } from '../engine';
import type { EngineState } from './state';
import type { GameKernels, GameTables } from './tables';

export type ShellState = EngineState<string, Record<string, string | number>, object, object>;

export interface Shell {
  readonly t: GameTables;
  readonly k: GameKernels<ShellState, GameEvent>;
}

/** The card ids of card numbers. */
export function idsOf(t: GameTables, cards: readonly number[]): string[] {
  return cards.map((c) => t.deck.ids[c]!);
}

/** The winner as the API says it: a team, `'draw'`, or null while the match goes on. */
export function publicWinner(winner: number): number | 'draw' | null {
  return winner === -1 ? null : winner === -2 ? 'draw' : winner;
}
