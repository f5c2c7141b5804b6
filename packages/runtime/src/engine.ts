/**
 * The shape every generated engine has, whatever its game. The web client, bots, harness and
 * CLI are written against this interface only; a generated engine narrows the type parameters
 * to its own literal unions (card ids, seats, moves).
 */

/** Why a move or an input was refused: `code` names the rule (`must-follow-suit`). */
export interface MoveError {
  readonly code: string;
  readonly message: string;
}

/** A refused input (options, deals, a saved game): `path` says where, e.g. `deals[0].hands[2]`. */
export interface InputError extends MoveError {
  readonly path: string;
}

export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/**
 * What happened, for logs and animation; no event ever carries a hidden card. Every engine sends
 * the same kinds, each a member of this union told apart by `type`; an engine narrows the card
 * ids, moves and rule-event names to its own (`GameEvent<Move, CardId, EventName>`).
 */
export type GameEvent<M extends Move = Move, C extends string = string, R extends string = string> =
  | DealEvent
  | MoveEvent<M>
  | PlayEvent<C>
  | TrickEvent<C>
  | ScoreEvent
  | RuleEvent<R>
  | NoMoveEvent
  | HandEndEvent
  | MatchEndEvent;

/** A hand is dealt: hand 1 at setup, the next one when a hand ends and the match goes on. */
export interface DealEvent {
  readonly type: 'deal';
  readonly hand: number;
  readonly dealer: number;
}

/** A seat made a move (first, before what the move does). */
export interface MoveEvent<M extends Move = Move> {
  readonly type: 'move';
  /** The seat that chose the move. */
  readonly seat: number;
  readonly move: M;
  /** The seat whose turn it was, where another seat played it (`played by`). */
  readonly turn?: number;
}

/** A card played to the trick. */
export interface PlayEvent<C extends string = string> {
  readonly type: 'play';
  readonly seat: number;
  readonly card: C;
}

/** A trick is complete: who led it, who won it, its cards in the order they were played. */
export interface TrickEvent<C extends string = string> {
  readonly type: 'trick';
  readonly leader: number;
  readonly winner: number;
  readonly cards: readonly C[];
  /** Who played each card, where a seat may sit the tricks out (else the seats from `leader`). */
  readonly seats?: readonly number[];
}

/**
 * Why a team scored: every rules-file `score` sends one, its `reason` written by the rules file
 * ("Team B took every card of a suit, so ...") or a plain "Team A scores 5". A hand's score events
 * add up, per team, to that hand's scores.
 */
export interface ScoreEvent {
  readonly type: 'score';
  readonly hand: number;
  readonly team: number;
  readonly points: number;
  readonly reason: string;
}

/** A rules-file `event` (`name`), about the seat or team where it happened, with its reason. */
export interface RuleEvent<R extends string = string> {
  readonly type: 'rule';
  readonly name: R;
  readonly seat?: number;
  readonly team?: number;
  readonly reason?: string;
}

/** The seat to act had no legal move and sat its turn out. */
export interface NoMoveEvent {
  readonly type: 'no-move';
  readonly seat: number;
}

/** A hand ended: its scores per team and the match totals after it. */
export interface HandEndEvent {
  readonly type: 'hand-end';
  readonly hand: number;
  readonly scores: readonly number[];
  readonly totals: readonly number[];
}

/** The match ended: the winning team, or `'draw'`. */
export interface MatchEndEvent {
  readonly type: 'match-end';
  readonly winner: number | 'draw';
}

export type ApplyResult<S, E extends GameEvent = GameEvent> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly error: MoveError };

/** A move in its public notation (RULINGS C4): `{ "type": "play", "card": "earth-7" }`. */
export interface Move {
  readonly type: string;
  /** A set of cards is an array of card ids, in any order. */
  readonly [param: string]: string | number | readonly string[];
}

/** One hand as dealt: `hands[i]` is seat i's hand, `stock` the draw pile, top card first. */
export interface DealSpec {
  readonly dealer?: number;
  readonly hands: readonly (readonly string[])[];
  readonly stock?: readonly string[];
}

export interface SetupArgs {
  readonly seed?: number;
  readonly options?: Readonly<Record<string, string | number>>;
  /** Entry k deals hand k; hands without an entry are dealt from the seed. */
  readonly deals?: readonly DealSpec[];
  /**
   * A limit the tool running the match puts on it, not a rule of the game: after this many hands
   * the match ends, the higher total winning and a level one drawn (as C5 says of a rules file's
   * own hand limit). Simulations and test batteries use it to keep matches short; 0 or none: no
   * limit.
   */
  readonly handLimit?: number | undefined;
}

export interface HandResult {
  readonly hand: number;
  readonly dealer: number;
  /** Points per team for the hand. */
  readonly scores: readonly number[];
}

export interface Outcome {
  readonly hands: readonly HandResult[];
  /** Match totals per team. */
  readonly totals: readonly number[];
  readonly over: boolean;
  /** The winning team, `'draw'` when a hand limit ended the match level, `null` while playing. */
  readonly winner: number | 'draw' | null;
}

export type OptionMeta =
  | {
      readonly name: string;
      readonly title: string;
      readonly kind: 'range';
      readonly min: number;
      readonly max: number;
      readonly default: number;
    }
  | {
      readonly name: string;
      readonly title: string;
      readonly kind: 'choices';
      readonly choices: readonly (string | number)[];
      readonly default: string | number;
    };

export interface ZoneMeta {
  readonly name: string;
  readonly title: string;
  readonly owner: 'seat' | 'team' | 'shared';
  readonly visibility: 'owner' | 'team' | 'all' | 'hidden';
  readonly sorted: boolean;
  /**
   * A shared zone the table shows with every card face up (`spread`: Casino's table, a meld),
   * not as a pile with its top card; only where the rules file says so.
   */
  readonly spread?: boolean;
  /**
   * A `reveal` of the rules file may turn instances of this zone face up for every seat during a
   * hand (a dummy's hand); a view marks each one so turned (`ZoneView.revealed`).
   */
  readonly revealable?: boolean;
}

export interface CardMeta {
  readonly id: string;
  /** For people and screen readers: "7 of Hearts". */
  readonly name: string;
  readonly suit: string | null;
  readonly rank: string | null;
  readonly wild: boolean;
}

export interface MoveParamMeta {
  readonly name: string;
  readonly kind: 'card' | 'number' | 'suit' | 'seat' | 'team' | 'rank' | 'cards';
  /** A set of cards (`cards`): the fewest and most cards it may hold. */
  readonly least?: number;
  readonly most?: number;
}

export interface VariableMeta {
  readonly name: string;
  /** How players read it (`var trump "Trumps": suit`), where the rules file gives it a title. */
  readonly title?: string;
  /** The key of its value in a view's or saved state's `variables`. */
  readonly key: string;
  readonly owner: 'seat' | 'team' | 'shared';
  /** `number`, `flag`, `suit`, `seat`, `team`, `card`, `rank`, or `set of suits`, `list of suits`, ... */
  readonly type: string;
  /** `record`s last the whole match; `var`s a hand or less. */
  readonly storage: 'var' | 'record';
  /**
   * The moves whose effects set it (`set bid[seat] = points` in `move bid`): after such a move,
   * the moving seat's entry means something. Empty when only hooks or scoring set it.
   */
  readonly setBy: readonly string[];
}

export interface MoveMeta {
  readonly type: string;
  /**
   * The rules file's own words for the move (`move bid "Bid {level} {suit}" (...)`), where it
   * gives them: `{name}` placeholders for its parameters, text braces escaped (wording.ts).
   */
  readonly wording?: string;
  readonly params: readonly MoveParamMeta[];
}

/** What a user interface needs to lay out any game without knowing it. */
export interface GameMeta {
  readonly id: string;
  readonly title: string;
  readonly options: readonly OptionMeta[];
  readonly seatNames: readonly string[];
  readonly suits: readonly {
    readonly id: string;
    readonly name: string;
    readonly group: string | null;
  }[];
  readonly ranks: readonly { readonly id: string; readonly name: string }[];
  readonly zones: readonly ZoneMeta[];
  readonly moves: readonly MoveMeta[];
  readonly variables: readonly VariableMeta[];
  readonly phases: readonly { readonly id: string; readonly name: string }[];
  /** The zone a trick is played into, where the game takes tricks. */
  readonly trickZone: string | null;
  /**
   * `lowest total wins`: points are penalties, and the lowest total wins the match, so a hand's
   * lower score is the better one (bots and displays read it so).
   */
  readonly lowestWins: boolean;
  seatCount(options?: Readonly<Record<string, string | number>>): number;
  teamCount(options?: Readonly<Record<string, string | number>>): number;
  teamOf(seat: number, options?: Readonly<Record<string, string | number>>): number;
  /** The whole deck under these options, copies included, in deck order. */
  deck(options?: Readonly<Record<string, string | number>>): readonly CardMeta[];
}

/**
 * The hot path for simulations and bots: moves are small integers, play mutates the state,
 * nothing is validated. It has the pure API's semantics exactly (a test checks this).
 */
export interface FastEngine<S, E extends GameEvent = GameEvent> {
  clone(state: S): S;
  /**
   * Writes the legal move codes into `out` from index 0 and returns how many there are. `out` is
   * not cut to length: entries from index `n` on are left over from earlier calls, or candidates
   * the listing wrote and did not count (it lists without branching where it can).
   */
  legal(state: S, out: number[]): number;
  /** Plays a code that `legal` returned; events are pushed when a sink is given. */
  play(state: S, code: number, events?: E[]): void;
  /** The seat to choose the next move (see `Engine.toMove`), or -1 when the match is over. */
  toMove(state: S): number;
  encode(state: S, move: Move): number;
  decode(state: S, code: number): Move;
  /** 1 for the first hand; grows as hands are completed. */
  handNumber(state: S): number;
  /** Per-team scores of the last completed hand, undefined before the first hand ends. */
  handScores(state: S): readonly number[] | undefined;
  teamOf(state: S, seat: number): number;
  /**
   * From now on this state stops when the hand being played ends: the hand is scored and
   * recorded and the match is checked, but the next hand is not dealt, so `toMove` is -1. For
   * searches that only look to the end of the hand; such a state is not for saving.
   */
  pauseAtHandEnd(state: S): void;
  /** The match's winning team: -1 while the match goes on, -2 for a draw. */
  winner(state: S): number;
}

export interface Engine<
  S = unknown,
  M extends Move = Move,
  V = unknown,
  E extends GameEvent = GameEvent,
> {
  readonly meta: GameMeta;
  setup(args?: SetupArgs): Result<S, InputError>;
  legalMoves(state: S): M[];
  /**
   * The seat that chooses the next move, null once the match is over: the seat whose turn it
   * is, unless its phase is `played by` another seat (a partner playing a dummy's cards).
   */
  toMove(state: S): number | null;
  /** Pure: the input state is untouched; never throws, whatever `move` is. */
  apply(state: S, move: unknown): ApplyResult<S, E>;
  /** Only what `seat` may see. */
  view(state: S, seat: number): V;
  outcome(state: S): Outcome;
  /** Versioned JSON text. */
  serialize(state: S): string;
  /** Validates, and says where corrupt or foreign input went wrong. */
  deserialize(text: string): Result<S, InputError>;
  /** "West plays the 7 of Hearts"; "South plays the 7 of Hearts for North" (`played by`). */
  describeMove(state: S, move: M): string;
  /**
   * A full state consistent with everything `view` shows: visible cards where they are, hidden
   * cards dealt at random (drawing from `rng`, four uint32 words advanced in place) into the hidden
   * zones, respecting the suits each seat has shown it lacks; no future deals; a fresh generator.
   * Bots simulate on these, never on the true state.
   */
  determinize(view: V, rng: number[]): S;
  /**
   * `determinize` for many deals from one view: reads the view once and returns a function that
   * deals a fresh state each call. `determinizer(view)(rng)` equals `determinize(view, rng)`.
   */
  determinizer(view: V): (rng: number[]) => S;
  readonly fast: FastEngine<S, E>;
}

/**
 * Any engine, its state, move, view and event types forgotten: what a generic caller (a bot, the
 * harness, a server) holds. Every engine is one as it is, with no cast: the methods take their
 * state as a method parameter, which TypeScript checks both ways.
 */
export type AnyEngine = Engine<unknown, Move, unknown, GameEvent>;
