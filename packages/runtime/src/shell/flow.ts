/**
 * How a hand flows, the same for every game, around an engine's kernels (tables.ts): the deal,
 * the phases in order (one whose `when` fails is skipped), and in each phase its turns, tricks
 * or owed choices, until the hand ends, is scored and the match is checked (C5). After every
 * move the shell passes the turn on: to the next seat, the next trick, the next phase. A
 * compiled engine's step (step.ts) does the common case of that itself and says what is left
 * (`follow`).
 *
 * - Turns go once around from the dealer's left, or clockwise until an `end when` holds (as
 *   `reverse`, `skip` and `next turn to` say: turns.ts). A seat with no legal move sits its turn
 *   out; a full round of that ends the phase.
 * - Tricks: each seat that plays puts a card on the trick; a full trick goes to its winner, who
 *   leads the next, until the hands are played out or an `end when` holds (trick-flow.ts).
 * - Owed choices are made in seat order from the dealer's left, then in the order owed; one
 *   with nothing to choose is skipped (choice-flow.ts).
 *
 * These are plain functions of a prepared `Flow`, not closures: every engine runs the same
 * code, and only the calls into its kernels differ.
 */

import type { GameEvent, MoveError } from '../engine';
import { moveError } from '../helpers';
import type { ShellState } from './context';
import { closeHand, dealHand, dealt, recordHand, resetHand } from './hand';
import { scratchCodes } from './kernel';
import { amountOf } from './amount';
import { matchOf, matchWinner, type Match } from './match';
import { chooserOf } from './seats';
import type { Deck } from './deck';
import type {
  GameKernels,
  GameTables,
  Listing,
  PhaseKernels,
  Shaped,
  TrickKernels,
  TrickTable,
} from './tables';
import type { ZoneLayout } from './zones';
import type { Tricks } from './tricks';
import type { TurnKind } from '../saved-game';
import {
  STEP_AFTER,
  STEP_AGAIN,
  STEP_DONE,
  STEP_FINISHED,
  STEP_TRICK,
  STEP_TURN,
  type Step,
} from './step';
import { firstSeat, passTurn } from './turns';

type Events = GameEvent[] | undefined;
type Kernels = GameKernels<ShellState, GameEvent>;

/** A phase, ready to play: its kernels, and those written per shape as one list each. */
export interface Phase {
  readonly index: number;
  readonly kind: TurnKind;
  readonly k: PhaseKernels<ShellState, GameEvent>;
  /** By shape (one entry when the same for all): the listing, `end when`, `at turn start`. */
  readonly list: readonly (Listing<ShellState> | undefined)[];
  readonly ended: readonly (((s: ShellState) => boolean) | undefined)[];
  readonly turnStart: readonly (((s: ShellState, ev: Events) => void) | undefined)[];
  /** The engine's own next turn of a clockwise phase (`PhaseKernels.next`), by shape. */
  readonly next: readonly (((s: ShellState, ev: Events) => boolean) | undefined)[];
  /** Who acts first, where the rules file says. */
  readonly first: ((s: ShellState) => number) | undefined;
  readonly tricks: Tricks | undefined;
  /** Who makes a choice owed to a team: `choices: by SEAT` where it is a seat, else C2's. */
  readonly chooser: (s: ShellState, team: number) => number;
  /**
   * The phase's whole listing, chosen once: the trick's cards alone, one listing for every
   * shape, or (rarely) both or one per shape. `legal` runs at every move, so it makes one call.
   */
  readonly legal: Listing<ShellState>;
  /** Some move is always legal in it (`alwaysSomeMove`): nobody asks whether the seat has one. */
  readonly always: boolean;
  /** Its turns go once around (rather than clockwise until its `end when` holds). */
  readonly onceAround: boolean;
}

/** An engine's rules, ready for the flow to play. */
export interface Flow {
  readonly t: GameTables;
  readonly k: Kernels;
  readonly phases: readonly Phase[];
  /** The zones (indexes) dealt into, one hand a seat, and the rest of the deck goes to. */
  readonly dealTo: number;
  readonly dealRest: number;
  readonly dealSize: (s: ShellState) => number;
  /** The scoring block, by shape (one entry when the same for all, or none). */
  readonly score: readonly (((s: ShellState, ev: Events) => void) | undefined)[];
  /** `each turn` and `each trick` variables' resets. */
  readonly resetTurn: ((s: ShellState) => void) | undefined;
  readonly resetTrick: ((s: ShellState) => void) | undefined;
  readonly match: Match;
  readonly nextDealer: ((s: ShellState) => number) | undefined;
  /**
   * The rules file moves cards itself, so a saved game cannot be checked to hold a card for
   * every seat to play: a trick seat with nothing it may play ends the phase rather than the
   * match waiting on it for ever.
   */
  readonly guard: boolean;
  /**
   * Plays a move code, and says what is left of passing the turn on: the engine's `step`, one
   * for every shape or one for each (by `ShellState.shape`).
   */
  readonly steps: readonly ((s: ShellState, code: number, ev: Events) => Step)[];
  /** How its trick phases and phases of owed choices are played, where it has them. */
  readonly trickFlow: TrickFlow | undefined;
  readonly choiceFlow: PhaseFlow | undefined;
}

/**
 * How a kind of phase is played but a phase of turns (which every shell plays itself): how it
 * begins, and what follows a move of it (`again`: its seat acts once more). An engine hands the
 * shell those of the kinds its rules have (trick-flow.ts, choice-flow.ts).
 */
export interface PhaseFlow {
  begin(f: Flow, phase: Phase, s: ShellState, ev: Events): void;
  after(f: Flow, phase: Phase, s: ShellState, again: boolean, ev: Events): void;
}

/** A trick phase's flow (trick-flow.ts), and the trick rules the rest of the shell asks. */
export interface TrickFlow extends PhaseFlow {
  of(table: TrickTable, k: TrickKernels<ShellState>, deck: Deck, layout: ZoneLayout): Tricks;
  /** The trick is full: it is taken, then the next trick, or the phase is over. */
  full(f: Flow, phase: Phase, s: ShellState, ev: Events): void;
  why(tricks: Tricks, s: ShellState, card: number): MoveError | null;
  seats(tricks: Tricks, s: ShellState): number[];
  sitting(tricks: Tricks, s: ShellState): boolean[];
}

/** The engine's trick flow, which a trick phase needs. */
function trickFlowOf(k: Kernels): TrickFlow {
  if (k.trickFlow === undefined) throw new Error('An engine with a trick phase gives trickFlow');
  return k.trickFlow;
}

export function flowOf(t: GameTables, k: Kernels): Flow {
  const perShape = <F>(f: Shaped<F> | undefined): readonly (F | undefined)[] =>
    f === undefined ? [undefined] : typeof f === 'function' ? [f as F] : (f as readonly F[]);
  const phases = t.phases.map((table, index): Phase => {
    const pk = k.phases[index]!;
    const tricks =
      table.tricks === undefined || pk.tricks === undefined
        ? undefined
        : trickFlowOf(k).of(table.tricks, pk.tricks, t.deck, t.zones);
    const ended = perShape(pk.ended);
    const turnStart = perShape(pk.turnStart);
    const list = perShape(pk.list);
    return {
      index,
      kind: table.turn,
      k: pk,
      list,
      ended,
      turnStart,
      next: perShape(pk.next),
      first: pk.first === undefined ? undefined : amountOf(pk.first),
      tricks,
      chooser: chooserIn(pk),
      legal: listingOf(tricks, list),
      always: pk.alwaysSomeMove === true,
      onceAround: table.turn === 'once-around',
    };
  });
  return {
    t,
    k,
    phases,
    dealTo: t.zones.indexOf(t.deal.to),
    dealRest: t.zones.indexOf(t.deal.rest),
    dealSize: amountOf(k.dealSize),
    score: perShape(k.score),
    resetTurn: k.resets?.turn,
    resetTrick: k.resets?.trick,
    match: matchOf(k.match, t.lowestWins === true),
    nextDealer: k.nextDealer === undefined ? undefined : amountOf(k.nextDealer),
    guard: !t.saved.dealtOnly,
    steps: k.step === undefined ? [stepOf(k.play)] : perShape(k.step).map((x) => x!),
    trickFlow: k.trickFlow,
    choiceFlow: k.choiceFlow,
  };
}

/** An engine's `play` as a step that leaves all that follows to the flow. */
function stepOf(
  play: (s: ShellState, code: number, ev: Events) => boolean | void,
): Flow['steps'][number] {
  return (s, code, ev) => (play(s, code, ev) === true ? STEP_AGAIN : STEP_AFTER);
}

/** A phase's listing as one function: see `Phase.legal`. */
function listingOf(
  tricks: Tricks | undefined,
  list: readonly (Listing<ShellState> | undefined)[],
): Listing<ShellState> {
  const cards = tricks?.cards;
  const one = list.length === 1 ? list[0] : undefined;
  if (list.length === 1 && one === undefined) return cards ?? ((_s, _out, n) => n);
  if (cards === undefined && one !== undefined) return one;
  if (cards === undefined) return (s, out, n) => list[s.shape]!(s, out, n);
  return (s, out, n) => {
    const more = shaped(list, s);
    const m = cards === undefined ? n : cards(s, out, n);
    return more === undefined ? m : more(s, out, m);
  };
}

function chooserIn(pk: PhaseKernels<ShellState, GameEvent>): Phase['chooser'] {
  const by = pk.chooser;
  if (by === undefined) return chooserOf;
  return (s, team) => {
    const seat = by(s, team);
    // A seat that is none, or not at the table, leaves the choice to C2's seat.
    return seat >= 0 && seat < s.seats ? seat : chooserOf(s, team);
  };
}

/** Who makes a choice owed to `team` in the phase being played (the saved-game check asks). */
export function chooser(f: Flow, s: ShellState, team: number): number {
  const phase = f.phases[s.phase];
  return phase === undefined ? chooserOf(s, team) : phase.chooser(s, team);
}

/** The kernel of the state's shape, of a list written per shape (or one for every shape). */
function shaped<F>(list: readonly F[], s: ShellState): F {
  return list.length === 1 ? list[0]! : list[s.shape]!;
}

/** Clears the table, deals the hand and enters its first phase. */
export function startHand(f: Flow, s: ShellState, ev: Events): void {
  const resets = f.k.resets;
  if (resets?.hand !== undefined) resets.hand(s);
  if (resets?.trick !== undefined) resets.trick(s);
  resetHand(s);
  s.z = f.t.zones.empty(s.seats, s.teams);
  dealHand(s, f.t.zones, f.dealTo, f.dealRest, f.dealSize(s));
  dealt(s, ev);
  enterPhase(f, s, 0, ev);
}

/** Whether phase `p` is played under the current options. */
export function phaseApplies(f: Flow, s: ShellState, p: number): boolean {
  const phase = f.phases[p];
  if (phase === undefined) return false;
  const applies = phase.k.applies;
  return applies === undefined || applies(s);
}

/** Enters the first phase from `first` on that applies; past the last, the hand ends. */
function enterPhase(f: Flow, s: ShellState, first: number, ev: Events): void {
  let p = first;
  while (p < f.phases.length && !phaseApplies(f, s, p)) p++;
  const phase = f.phases[p];
  if (phase === undefined) {
    endHand(f, s, ev);
    return;
  }
  s.phase = p;
  s.step = 0;
  s.idle = 0;
  if (phase.kind === 'tricks') f.trickFlow!.begin(f, phase, s, ev);
  else if (phase.kind === 'choices') f.choiceFlow!.begin(f, phase, s, ev);
  else beginTurns(f, phase, s, ev);
}

/** The phase is over: its `at end`, then the next phase. */
export function finish(f: Flow, phase: Phase, s: ShellState, ev: Events): void {
  if (phase.k.end !== undefined) phase.k.end(s, ev);
  enterPhase(f, s, phase.index + 1, ev);
}

/** The end of a hand: scoring, the record, the match check, and the next deal if it goes on. */
function endHand(f: Flow, s: ShellState, ev: Events): void {
  const score = shaped(f.score, s);
  if (score !== undefined) score(s, ev);
  recordHand(s, ev);
  const lowest = f.match.lowestWins;
  if (closeHand(s, matchWinner(f.match, s, ev), ev, lowest, f.nextDealer)) {
    startHand(f, s, ev);
  }
}

/** After a move of the phase being played (`again`: its seat acts once more): what follows. */
export function afterMove(f: Flow, s: ShellState, again: boolean, ev: Events): void {
  const phase = f.phases[s.phase];
  if (phase === undefined) return;
  if (phase.kind === 'tricks') f.trickFlow!.after(f, phase, s, again, ev);
  else if (phase.kind === 'choices') f.choiceFlow!.after(f, phase, s, again, ev);
  else afterTurn(f, phase, s, again, ev);
}

/**
 * The legal move codes of the seat to act: a function that writes them into `out` and returns
 * how many. It runs at every move, so each phase's listing for each shape is looked up once, here,
 * in a table by phase and shape: a phase's own `legal` would pick by shape again at every call.
 */
export function legalOf(f: Flow): (s: ShellState, out: number[]) => number {
  const shapes = Math.max(1, f.t.shapes?.length ?? 0, ...f.phases.map((p) => p.list.length));
  const rows = f.phases.map((p) =>
    Array.from({ length: shapes }, (_, k) =>
      p.tricks === undefined && p.list.length > 1 ? (p.list[k] ?? p.legal) : p.legal,
    ),
  );
  // One list, by phase then shape: one lookup at each move, where a row and then its entry
  // were two (a phase of -1, paused at a hand's end, finds none).
  const table = rows.flat();
  // Codes are written over what `out` held, and `out` is not cut to length: callers read the
  // first `n` (emptying or cutting it would let go of its storage, and regrowing allocates).
  return (s, out) => {
    if (s.over || s.phase < 0) return 0;
    const list = table[s.phase * shapes + s.shape];
    return list === undefined ? 0 : list(s, out, 0);
  };
}

/** Whether the seat to act has any legal move. */
export function hasLegal(f: Flow, s: ShellState): boolean {
  if (s.over) return false;
  const phase = f.phases[s.phase];
  if (phase === undefined) return false;
  if (phase.k.alwaysSomeMove === true) return true;
  if (phase.tricks !== undefined && phase.tricks.cards(s, scratchCodes, 0) > 0) return true;
  if (phase.k.any !== undefined) return phase.k.any(s);
  const list = shaped(phase.list, s);
  return list !== undefined && list(s, scratchCodes, 0) > 0;
}

/**
 * What follows an engine's `step` (tables.ts), which played a move and told the flow what is
 * left of passing the turn on (step.ts): the flow's own after-move, the end of the phase, or the
 * check that the seat whose turn began has a move.
 */
export function follow(f: Flow, s: ShellState, left: Step, ev: Events): void {
  if (left === STEP_DONE) return;
  const phase = f.phases[s.phase];
  if (phase === undefined) return;
  if (left === STEP_FINISHED) finish(f, phase, s, ev);
  else if (left === STEP_TRICK) f.trickFlow!.full(f, phase, s, ev);
  else if (left === STEP_TURN) {
    if (hasLegal(f, s)) s.idle = 0;
    else noMove(f, phase, s, ev);
  } else afterMove(f, s, left === STEP_AGAIN, ev);
}

/** Why move `index` with parameters `p` may not be played now, its phase being played. */
export function whyNot(
  f: Flow,
  s: ShellState,
  index: number,
  p: readonly number[],
): MoveError | null {
  const move = f.t.moves[index];
  if (move === undefined) return moveError('unknown-move', 'No such move');
  const why = f.k.why === undefined ? undefined : f.k.why(s, index, p);
  if (why !== undefined) return why;
  const tricks = f.phases[move.phase]?.tricks;
  return tricks === undefined ? null : f.trickFlow!.why(tricks, s, p[0]!);
}

// Turns.

function beginTurns(f: Flow, phase: Phase, s: ShellState, ev: Events): void {
  s.seat = (s.dealer + 1) % s.seats;
  s.turnTo = -1; // a seat named in an earlier phase does not carry into this one
  if (phase.k.start !== undefined) phase.k.start(s, ev);
  // `turns: ... from SEAT`, worked out once the start hook has run.
  if (phase.first !== undefined) s.seat = firstSeat(s, phase.first(s));
  const ended = shaped(phase.ended, s);
  if (ended !== undefined && ended(s)) finish(f, phase, s, ev);
  else turnStart(f, phase, s, ev);
}

function turnStart(f: Flow, phase: Phase, s: ShellState, ev: Events): void {
  const reset = f.resetTurn;
  if (reset !== undefined) reset(s);
  const hook = shaped(phase.turnStart, s);
  if (hook !== undefined) hook(s, ev);
  if (phase.always || hasLegal(f, s)) s.idle = 0;
  else noMove(f, phase, s, ev);
}

/** A seat with no legal move sits the turn out; a full round of that ends the phase. */
function noMove(f: Flow, phase: Phase, s: ShellState, ev: Events): void {
  if (ev) ev.push({ type: 'no-move', seat: s.seat });
  s.idle++;
  if (s.idle >= s.seats) finish(f, phase, s, ev);
  else afterTurn(f, phase, s, false, ev);
}

function afterTurn(f: Flow, phase: Phase, s: ShellState, again: boolean, ev: Events): void {
  if (again && (phase.always || hasLegal(f, s))) return;
  const ended = shaped(phase.ended, s);
  if (phase.onceAround) {
    s.step++;
    if (s.step >= s.seats || (ended !== undefined && ended(s))) {
      finish(f, phase, s, ev);
      return;
    }
    s.seat = (s.dealer + 1 + s.step) % s.seats;
  } else {
    // The engine's own code for what follows, where it wrote it: one call, its constants in.
    const next = shaped(phase.next, s);
    if (next !== undefined) {
      if (!next(s, ev)) finish(f, phase, s, ev);
      else if (phase.always || hasLegal(f, s)) s.idle = 0;
      else noMove(f, phase, s, ev);
      return;
    }
    if (ended !== undefined && ended(s)) {
      finish(f, phase, s, ev);
      return;
    }
    passTurn(s); // to the left, unless a `reverse`, `skip` or `next turn to` said otherwise
  }
  turnStart(f, phase, s, ev);
}
