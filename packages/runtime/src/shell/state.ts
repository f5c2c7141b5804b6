/**
 * The state and the view every engine has, whatever its game: the shell (make-engine.ts) reads
 * and writes these fields, and an engine's kernels play on them. An engine narrows the type
 * parameters to its own game, zones and variables (`EngineState<'spades', Options, Zones,
 * Variables>`); the field order here is the order every state is built in, so all states of an
 * engine share one hidden class in the JavaScript engine.
 */

import type { Move } from '../engine';

/** A choice a team is owed at the end of a hand: `move` indexes the move table. */
export interface Owed {
  team: number;
  move: number;
}

/** A finished hand: its scores and every zone as it ended (replays read it; views filter it). */
export interface HandRecord<Z> {
  readonly hand: number;
  readonly dealer: number;
  readonly scores: readonly number[];
  readonly zones: Z;
  /** The zone instances face up as the hand ended, where a `reveal` turned any. */
  readonly revealed?: readonly number[];
}

/** A hand as a replay gave it, by card number. */
export interface GivenDeal {
  readonly dealer: number;
  readonly hands: readonly (readonly number[])[];
  /** Top card last, as the stock zone keeps it. */
  readonly stock: readonly number[];
}

/** The whole game: plain data, so it copies, compares and serialises as JSON. */
export interface EngineState<G extends string = string, O = unknown, Z = unknown, V = unknown> {
  readonly game: G;
  /** The seeded generator (C3): four uint32 words. */
  rng: number[];
  options: O;
  seats: number;
  teams: number;
  deckSize: number;
  /**
   * Which shape of the table (`GameTables.shapes`) the options make: the kernels an engine
   * writes once for each shape are read at this index. Fixed for the match; never saved.
   */
  shape: number;
  handNumber: number;
  dealer: number;
  /**
   * Cards each seat was dealt this hand. A deal size may read the state, which the hand then
   * changes, so saved games keep the size dealt rather than work it out again.
   */
  dealt: number;
  /** Index of the phase being played, -1 once the match is over. */
  phase: number;
  /** The seat to act, -1 once the match is over. */
  seat: number;
  /** Turns taken in a once-around phase. */
  step: number;
  /** Seats in a row that had no legal move. */
  idle: number;
  /**
   * The way turns pass in a phase played in turns: 1 to the left (clockwise, C2), -1 to the
   * right once a `reverse` turned it. Each hand starts with 1.
   */
  direction: number;
  /** The seat the turn passes to next, as `skip` or `next turn to` said; -1 for the usual one. */
  turnTo: number;
  /**
   * The zone instances (slots, ascending) a `reveal` turned face up for every seat this hand.
   * Never changed in place, only replaced, so copies of a state share it.
   */
  revealed: readonly number[];
  over: boolean;
  /** The winning team; -1 while playing; -2 for a draw. */
  winner: number;
  z: Z;
  v: V;
  total: number[];
  handScore: number[];
  history: HandRecord<Z>[];
  leader: number;
  /** The card that set the led suit of the trick in progress, -1 for none yet. */
  led: number;
  /** Suits played in completed tricks of this hand, one bit a suit. */
  broken: number;
  tricksWon: number[];
  owed: Owed[];
  /** Suits each seat has shown it lacks this hand (one bit a suit), by not following. */
  voids: number[];
  /** Deals given by a replay, by hand index; null where the seed deals. */
  deals: (GivenDeal | null)[];
  /** The tool's limit on the match's hands (`SetupArgs.handLimit`); 0 for none. */
  handLimit: number;
  /** Fast path only, never saved: stop when this hand ends instead of dealing the next. */
  pause: boolean;
}

/** Cards in one zone instance; `cards` only when the viewer may see them. */
export interface ZoneView<C extends string = string> {
  readonly count: number;
  readonly cards?: readonly C[];
  /** Turned face up for every seat by a `reveal`, whatever the zone's visibility says. */
  readonly revealed?: true;
}

/** A completed hand as a seat sees it. */
export interface HandView<ZV> {
  readonly hand: number;
  readonly dealer: number;
  readonly scores: readonly number[];
  readonly zones: ZV;
}

/** What one seat may see: hidden zones are counts only. */
export interface EngineView<
  G extends string = string,
  O = unknown,
  ZV = unknown,
  V = unknown,
  P extends string = string,
  C extends string = string,
  SU extends string = string,
  M extends Move = Move,
> {
  readonly game: G;
  readonly viewer: number;
  readonly options: O;
  readonly seats: number;
  readonly handNumber: number;
  readonly dealer: number;
  readonly phase: P | null;
  /** The seat that chooses the next move: the seat whose turn it is, or who `played by` names. */
  readonly toMove: number | null;
  /**
   * The seat whose turn it is, where a phase is `played by` a seat (only in such games): the
   * move is that seat's, chosen by `toMove`.
   */
  readonly turn?: number | null;
  readonly over: boolean;
  readonly winner: number | 'draw' | null;
  readonly zones: ZV;
  readonly variables: V;
  readonly total: readonly number[];
  readonly handScore: readonly number[];
  readonly history: readonly HandView<ZV>[];
  readonly leader: number;
  /** Who played each card of the trick, where a seat may sit the tricks out (else from `leader`). */
  readonly trickSeats?: readonly number[];
  readonly led: C | null;
  readonly brokenSuits: readonly SU[];
  readonly tricksWon: readonly number[];
  /** Per seat, one bit per suit (index in the suit ids) it has shown it lacks this hand. */
  readonly voids: readonly number[];
  readonly owed: readonly Owed[];
  /** Turns taken in a once-around phase; seats in a row without a move. */
  readonly step: number;
  readonly idle: number;
  /** 1 while turns pass to the left, -1 after a `reverse`; the next turn's seat, or -1. */
  readonly direction: number;
  readonly turnTo: number;
  /** The viewer's legal moves when it is to act. */
  readonly legal: readonly M[];
}
