/**
 * What the shell's parts share: an engine's tables, and its rules as the shell plays them (the
 * engine's kernels with the hand's flow around them, flow.ts), seen with its types forgotten.
 * The shell is written once for every game, so inside it a state's zones and variables are
 * plain records, read through the zone layout and the variable tables.
 */

import type { GameEvent, MoveError } from '../engine';
import type { EngineState } from './state';
import type { GameTables } from './tables';

export type ShellState = EngineState<string, Record<string, string | number>, object, object>;

/** An engine's rules as the rest of the shell asks them, whatever its game. */
export interface ShellRules {
  /** Seats under these options. */
  seatCount(options: ShellState['options']): number;
  /** Copies of the deck under these options. */
  copies(options: ShellState['options']): number;
  /** Every zone empty, as a state keeps them. */
  emptyZones(seats: number, teams: number): object;
  /** A deep copy of the zones: every field named, so the copy has the same shape. */
  cloneZones(zones: object): object;
  /** The rules file's variables and records at the start of a match. */
  initialVariables(s: Omit<ShellState, 'v'>): object;
  /** A deep copy of the variables. */
  cloneVariables(v: object): object;
  /** Cards each seat is dealt in the state's hand (its number may change it), under its options. */
  dealSize(s: ShellState): number;
  /** The first dealer of a match: a seat, or a cut (drawing from the state's generator). */
  firstDealer(s: ShellState): number;
  /** Clears the table, deals the hand and enters its first phase. */
  startHand(s: ShellState, ev: GameEvent[] | undefined): void;
  /** Writes the legal move codes of the seat to act into `out`; returns how many. */
  legal(s: ShellState, out: number[]): number;
  /** Whether the seat to act has any legal move. */
  hasLegal(s: ShellState): boolean;
  /** Plays a legal move code in place, then whatever follows it (the `move` event is the shell's). */
  play(s: ShellState, code: number, ev: GameEvent[] | undefined): void;
  /** Why move `index` (of the phase being played) with parameters `p` may not be played now. */
  whyNot(s: ShellState, index: number, p: readonly number[]): MoveError | null;
  /** Whether phase `p` is played under the current options. */
  phaseApplies(s: ShellState, p: number): boolean;
  /** C5: the match check after a hand. A team, -2 for a draw, -1 while it goes on. */
  matchWinner(s: ShellState, ev: GameEvent[] | undefined): number;
  /**
   * The seat that played each card of the trick being played, where some seat may sit the
   * tricks out; without it, the seats from the leader on, one a card.
   */
  trickSeats?(s: ShellState): number[];
  /** Per seat, whether it sits the tricks of the phase being played out (none elsewhere). */
  sittingOut?(s: ShellState): boolean[];
  /**
   * The seat that makes a choice owed to `team` in the `choices` phase being played, where a
   * rules file says `choices: by SEAT`; without it, `chooserOf` (C2's order from the dealer's left).
   */
  chooser?(s: ShellState, team: number): number;
  /**
   * `played by: SEAT`, in a game with a phase that has it: the seat that phase's clause names
   * for the turn being played (`s.seat` elsewhere). The shell keeps the seat itself when the
   * answer is none or not a seat of the table (played-by.ts).
   */
  playedBy?(s: ShellState): number;
  /**
   * How many parts of the rules file's `known` facts the state breaks, 0 when all hold; only
   * where it has some. Read by the determinizer alone: the rules never depend on it.
   */
  brokenFacts?(s: ShellState): number;
}

export interface Shell {
  readonly t: GameTables;
  readonly k: ShellRules;
}

/** The card ids of card numbers. */
export function idsOf(t: GameTables, cards: readonly number[]): string[] {
  return cards.map((c) => t.deck.ids[c]!);
}

/** The winner as the API says it: a team, `'draw'`, or null while the match goes on. */
export function publicWinner(winner: number): number | 'draw' | null {
  return winner === -1 ? null : winner === -2 ? 'draw' : winner;
}
