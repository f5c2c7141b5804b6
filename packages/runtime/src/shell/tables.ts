/**
 * What an engine gives the shell (make-engine.ts): tables, the constants of its game, and
 * kernels, the code only its rules decide. A generated engine writes both from its rules file;
 * the shell builds the whole `Engine` API from them, the same for every game.
 */

import type { GameEvent, MoveError, OptionMeta, VariableMeta } from '../engine';
import type { SavedGameRules, TurnKind } from '../saved-game';
import type { CardSets } from './card-sets';
import type { Deck } from './deck';
import type { Events } from './kernel';
import type { EngineState } from './state';
import type { ZoneLayout } from './zones';
import type { PhaseFlow, TrickFlow } from './flow';
import type { Step } from './step';

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
  /** How its tricks are played, where it takes tricks (flow/tricks.ts reads it). */
  readonly tricks?: TrickTable;
}

/** A trick phase's rules that are data: its zones, what may be led and followed. */
export interface TrickTable {
  /** The per-seat zone cards are played from, the shared zone of the trick, and where won tricks go. */
  readonly from: string;
  readonly to: string;
  readonly won: string;
  /** `lead`: the suits (one bit a suit) not to be led until broken, and whether a hand of nothing else may. */
  readonly lead?: { readonly suits: number; readonly unlessOnly: boolean };
  /** `follow`: the steps in order, each followed when the seat is able. */
  readonly follow: readonly ('suit' | 'group' | 'any')[];
  /** Wild cards may always be played, and never count as following. */
  readonly wildExempt: boolean;
}

/** A seat count and deck size the options allow, where an engine writes kernels for each. */
export interface ShapeTable {
  readonly seats: number;
  readonly deckSize: number;
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
  /**
   * The shapes of the table the options allow, where the engine writes a kernel once for each
   * (`Shaped`, in this order): a state's shape is the first whose seats and deck size it has,
   * else the last.
   */
  readonly shapes?: readonly ShapeTable[];
  /** `lowest total wins`: the lowest total wins the match wherever C5 has the highest. */
  readonly lowestWins?: boolean;
  /** What a saved game keeps, beyond the above (see checkSavedGame). */
  readonly saved: Omit<SavedGameRules, 'phases' | 'deal' | 'suits'>;
}

/**
 * A number a rule gives: fixed by the rules file, the value of an option or of a shared variable
 * (by key), or worked out by a kernel. A rule that only names one of them is written as data,
 * not as a function.
 */
export type Amount<S> =
  number | { readonly option: string } | { readonly variable: string } | ((s: S) => number);

/** A kernel written once for every shape of the table, or once for each (`GameTables.shapes`). */
export type Shaped<F> = F | readonly F[];

/** A listing: writes legal move codes of the seat to act from `out[n]`; returns the new end. */
export type Listing<S> = (s: S, out: number[], n: number) => number;

/**
 * The kernels of an engine: the code only its rules decide, compiled (or, in the interpreter,
 * evaluated). `S` is its state, `E` its events. The shell (flow.ts) plays the hand with them:
 * the deal, phases in order, turns, tricks, owed choices, the end of the hand and the match
 * check are written once, there. Whatever a kernel is absent for is the common case.
 */
export type GameKernels<S extends EngineState, E extends GameEvent> = GameRules<S, E> &
  MovePlay<S, E>;

/**
 * How an engine plays a move: one function for every move (a shell that picked each move's
 * own would call many functions from one place, which V8 cannot inline). A compiled engine
 * writes `step`, the interpreter `play`.
 */
export type MovePlay<S extends EngineState, E extends GameEvent> =
  | {
      /**
       * Plays move code `code` (legal, of the seat to act) in place: the move its index names,
       * with the parameters it packs; true when the same seat acts again (`again`). The turn,
       * trick or phase that follows is the shell's.
       */
      play(s: S, code: number, ev: Events<E>): boolean | void;
      readonly step?: undefined;
    }
  | {
      /**
       * Plays move code `code` as `play` does, then passes the turn on where the game's code
       * has that case (a card to a trick not yet full, the next turn of a phase played
       * clockwise): the code of step.ts that says what the shell's flow still does. One call
       * at every move, into code with the game's own constants in: written once for each
       * shape where the options allow a few (`Shaped`), with the shape's constants in too.
       */
      readonly step: Shaped<StepKernel<S, E>>;
      readonly play?: undefined;
    };

/** An engine's play of a move code that passes the turn on itself (`MovePlay`). */
export type StepKernel<S extends EngineState, E extends GameEvent> = (
  s: S,
  code: number,
  ev: Events<E>,
) => Step;

/** An engine's kernels but its play of a move (`GameKernels`). */
export interface GameRules<S extends EngineState, E extends GameEvent> {
  /** Seats under the options. */
  readonly seatCount: Amount<{ readonly options: S['options'] }>;
  /** Copies of the deck under the options; one without it. */
  readonly copies?: Amount<{ readonly options: S['options'] }>;
  /** Cards each seat is dealt in the state's hand (its number may change it), under its options. */
  readonly dealSize: Amount<S>;
  /** The first dealer of a match: a seat, or a cut (drawing from the state's generator); seat 0 without it. */
  readonly firstDealer?: Amount<S>;
  /**
   * The starting value of each variable the rules file gives one, by key (of a per-seat or
   * per-team variable, each owner's); every other starts at its type's nothing (variables.ts).
   */
  readonly starts?: { readonly [key: string]: (s: Omit<S, 'v'>) => unknown };
  /** Gives the variables of a lifetime their starting values again, where it has any. */
  readonly resets?: {
    readonly hand?: (s: S) => void;
    readonly trick?: (s: S) => void;
    readonly turn?: (s: S) => void;
  };
  /** Each phase's kernels, by index. */
  readonly phases: readonly PhaseKernels<S, E>[];
  /**
   * The shell's play of trick phases (`TRICK_FLOW`) and of phases of owed choices
   * (`CHOICE_FLOW`), where the rules have them: an engine imports and hands over the kinds it
   * plays, so the bundle of a game without tricks carries no trick-taking.
   */
  readonly trickFlow?: TrickFlow;
  readonly choiceFlow?: PhaseFlow;
  /**
   * Why move `index` (of the phase being played) may not be played now with parameters `p`
   * (sets of cards as their `CardSets` ids); null when it may; undefined for a trick phase's
   * card, which the trick rules explain. Without it, every move is a trick's card.
   */
  why?(s: S, index: number, p: readonly number[]): MoveError | null | undefined;
  /** The scoring block, run as a hand ends: one for every shape, or one for each (`Shaped`). */
  readonly score?: Shaped<(s: S, ev: Events<E>) => void>;
  /** C5's match check, as the rules file words it. */
  readonly match: MatchKernels<S>;
  /** `next dealer: SEAT`, read once the hand is scored: the next dealer, or -1 for C2's. */
  readonly nextDealer?: Amount<S>;
  /**
   * How many parts of the rules file's `known` facts the state breaks, 0 when all hold; only
   * where it has some. Read by the determinizer alone: the rules never depend on it.
   */
  brokenFacts?(s: S): number;
}

export interface PhaseKernels<S extends EngineState, E extends GameEvent> {
  /** `when`: whether the phase is played under the current options; always without it. */
  applies?(s: S): boolean;
  /** `at start`, run as the phase begins, its first seat to act set. */
  start?(s: S, ev: Events<E>): void;
  /** `at end`, run as the phase ends. */
  end?(s: S, ev: Events<E>): void;
  /** `end when`: whether the phase is over now; never without it. */
  readonly ended?: Shaped<(s: S) => boolean>;
  /**
   * The legal move codes of the seat to act. Of a trick phase, those of its other moves, listed
   * after its cards (`TrickKernels.cards`); a trick phase with no other move has none.
   */
  readonly list?: Shaped<Listing<S>>;
  /** Whether the seat to act has any legal move; without it, whether the listing lists one. */
  any?(s: S): boolean;
  /** Some move is always legal in this phase: no seat ever sits a turn out. */
  readonly alwaysSomeMove?: boolean;
  /** `at turn start`, before each seat's turn (each card, in tricks), after `each turn` resets. */
  readonly turnStart?: Shaped<(s: S, ev: Events<E>) => void>;
  /**
   * In a clockwise phase, the next turn after a move that does not act again: false, nothing
   * changed, when the phase's `end when` holds; else the turn passed on, the `each turn`
   * variables started again and `at turn start` run. Without it, the shell does the same.
   */
  readonly next?: Shaped<(s: S, ev: Events<E>) => boolean>;
  /** `turns: ... from SEAT` or `first lead: SEAT`: who acts first, once `start` has run. */
  readonly first?: Amount<S>;
  /** The rules of its tricks that are code, where it takes tricks (its data: `PhaseTable.tricks`). */
  readonly tricks?: TrickKernels<S, E>;
  /**
   * `choices: by SEAT`: the seat that makes a choice owed to `team`; without it, or where its
   * answer is none or not a seat of the table, `chooserOf` (C2's order from the dealer's left).
   */
  chooser?(s: S, team: number): number;
  /**
   * `played by: SEAT`: the seat that chooses the move of the turn being played (the state's
   * `seat` stays the seat whose turn it is). The shell keeps the seat itself when the answer is
   * none or not a seat of the table.
   */
  playedBy?(s: S): number;
}

export interface TrickKernels<S extends EngineState, E extends GameEvent = GameEvent> {
  /** The codes of the cards the seat to act may play by the lead and follow rules. */
  readonly cards: Listing<S>;
  /** The index in the trick of the winning card. */
  winner(s: S): number;
  /** `suit of c`: the suit card `c` counts as for following and the led suit; its own without it. */
  suitOf?(s: S, c: number): number;
  /** `sit out when`: whether the seat to act (each seat in turn is made it) plays no card. */
  sitsOut?(s: S): boolean;
  /** `must play c where ..., if able`: each clause narrows the listing in turn, if any card passes. */
  readonly mustPlay?: readonly {
    test(s: S, c: number): boolean;
    /** The refusal of a card the clause took away. */
    readonly code: string;
    readonly message: string;
  }[];
  /**
   * `at trick end`, run once the trick is taken (`winner` the seat that took it), before the
   * `each trick` variables start again.
   */
  end?(s: S, ev: Events<E>, winner: number): void;
}

/** C5: how the match is won, beyond the highest (or lowest) total. */
export interface MatchKernels<S extends EngineState> {
  /** Instant wins, asked team by team after each hand: the rule event, and whether team `t` wins. */
  readonly instant?: readonly { readonly event: string; when(s: S, t: number): boolean }[];
  /** `target`: once any total reaches it, the best total wins (an exact tie plays on). */
  readonly target?: Amount<S>;
  /** `ties broken by`: team `t`'s keys, the most winning, compared in order. */
  tieKeys?(s: S, t: number): number[];
  /** `at most N hands`: after that many the best total wins, level totals draw; 0 for none. */
  readonly handLimit?: Amount<S>;
  /** The match's own `end when`s: once one holds, the totals decide as at the target. */
  ended?(s: S): boolean;
  /** `ties draw`: a top still level after the tie-breaks is a draw, not another hand. */
  readonly tiesDraw?: boolean;
}
