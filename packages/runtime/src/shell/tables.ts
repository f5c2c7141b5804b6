/**
 * What an engine gives the shell (make-engine.ts): tables, the constants of its game, and
 * kernels, the code only its rules decide. A generated engine writes both from its rules file;
 * the shell builds the whole `Engine` API from them, the same for every game.
 */

import type { GameEvent, MoveError, OptionMeta, VariableMeta } from '../engine';
import type { SavedGameRules, TurnKind } from '../saved-game';
import type { CardSets } from './card-sets';
import type { Deck } from './deck';
import type { ZoneLayout } from './zones';
import type { EngineState } from './state';

/** How a variable is saved and read back: a flag, a number in a range, or a set or list of them. */
export interface VariableTable extends VariableMeta {
  readonly shape: 'flag' | 'number' | 'set' | 'list';
  /** What its numbers are: its range follows (suits of the deck, seats of the table, ...). */
  readonly of: 'suit' | 'seat' | 'team' | 'card' | 'rank' | 'number';
}

export interface MoveTable {
  readonly type: string;
  /** The rules file's words for the move, placeholders and all (MoveMeta's `wording`). */
  readonly wording?: string;
  /** The phase (index) the move is played in. */
  readonly phase: number;
  readonly params: readonly {
    readonly name: string;
    readonly kind: 'card' | 'number' | 'suit' | 'seat' | 'team' | 'rank' | 'cards';
    /** A set of cards (`cards`): the fewest and most cards it may hold under any options. */
    readonly least?: number;
    readonly most?: number;
  }[];
}

export interface PhaseTable {
  readonly id: string;
  readonly name: string;
  readonly turn: TurnKind;
}

export interface GameTables {
  readonly id: string;
  readonly title: string;
  readonly deck: Deck;
  readonly seatNames: readonly string[];
  /** Teams the seats alternate between; undefined when every seat is its own team. */
  readonly teams: number | undefined;
  readonly options: readonly OptionMeta[];
  readonly zones: ZoneLayout;
  readonly variables: readonly VariableTable[];
  /** At most 64 moves, by index: a move code is `index + 64 * parameters`. */
  readonly moves: readonly MoveTable[];
  /** The sets of cards the moves' set parameters name, where a move has one (card-sets.ts). */
  readonly cardSets?: CardSets;
  readonly phases: readonly PhaseTable[];
  /** The zone a trick is played into, where the game takes tricks. */
  readonly trickZone: string | null;
  /** The per-seat zone a hand is dealt into, and the zone that takes the rest of the deck. */
  readonly deal: { readonly to: string | undefined; readonly rest: string | undefined };
  /** `lowest total wins`: the lowest total wins the match wherever C5 has the highest. */
  readonly lowestWins?: boolean;
  /** What a saved game keeps, beyond the above (see checkSavedGame). */
  readonly saved: Omit<SavedGameRules, 'phases' | 'deal' | 'suits'>;
}

/** The kernels of an engine: its rules, compiled. `S` is its state, `E` its events. */
export interface GameKernels<S extends EngineState, E extends GameEvent> {
  /** Seats under these options. */
  seatCount(options: S['options']): number;
  /** Copies of the deck under these options. */
  copies(options: S['options']): number;
  /** Every zone empty, as a state keeps them. */
  emptyZones(seats: number, teams: number): S['z'];
  /** A deep copy of the zones: every field named, so the copy has the same shape. */
  cloneZones(zones: S['z']): S['z'];
  /** The rules file's variables and records at the start of a match. */
  initialVariables(s: Omit<S, 'v'>): S['v'];
  /** A deep copy of the variables. */
  cloneVariables(v: S['v']): S['v'];
  /** Cards each seat is dealt in the state's hand (its number may change it), under its options. */
  dealSize(s: S): number;
  /** The first dealer of a match: a seat, or a cut (drawing from the state's generator). */
  firstDealer(s: S): number;
  /** Clears the table, deals the hand and enters its first phase. */
  startHand(s: S, ev: E[] | undefined): void;
  /** Writes the legal move codes of the seat to act into `out`; returns how many. */
  legal(s: S, out: number[]): number;
  /** Whether the seat to act has any legal move. */
  hasLegal(s: S): boolean;
  /** Plays a legal move code in place, then whatever follows it (the `move` event is the shell's). */
  play(s: S, code: number, ev: E[] | undefined): void;
  /** Why move `index` (of the phase being played) with parameters `p` may not be played now. */
  whyNot(s: S, index: number, p: readonly number[]): MoveError | null;
  /** Whether phase `p` is played under the current options. */
  phaseApplies(s: S, p: number): boolean;
  /** C5: the match check after a hand. A team, -2 for a draw, -1 while it goes on. */
  matchWinner(s: S, ev: E[] | undefined): number;
  /**
   * The seat that played each card of the trick being played, where some seat may sit the
   * tricks out; without it, the seats from the leader on, one a card.
   */
  trickSeats?(s: S): number[];
  /** Per seat, whether it sits the tricks of the phase being played out (none elsewhere). */
  sittingOut?(s: S): boolean[];
  /**
   * The seat that makes a choice owed to `team` in the `choices` phase being played, where a
   * rules file says `choices: by SEAT`; without it, `chooserOf` (C2's order from the dealer's left).
   */
  chooser?(s: S, team: number): number;
  /**
   * `played by: SEAT`, in a game with a phase that has it: the seat that phase's clause names
   * for the turn being played (`s.seat` elsewhere). The shell keeps the seat itself when the
   * answer is none or not a seat of the table.
   */
  playedBy?(s: S): number;
  /**
   * How many parts of the rules file's `known` facts the state breaks, 0 when all hold; only
   * where it has some. Read by the determinizer alone: the rules never depend on it.
   */
  brokenFacts?(s: S): number;
}
