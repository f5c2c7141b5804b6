/**
 * The part of the hand's flow (flow.ts) that plays a trick phase: who leads, each card a turn,
 * the full trick taken (tricks.ts), and the phase over once the hands are played out or its
 * `end when` holds. An engine with a trick phase hands it to the shell (`GameKernels.trickFlow`),
 * so the engine of a game without tricks, and its bundle, carries none of it.
 */

import type { GameEvent } from '../engine';
import type { ShellState } from './context';
import { finish, hasLegal, type Flow, type Phase, type TrickFlow } from './flow';
import {
  completeTrick,
  handsEmpty,
  nextPlayer,
  players,
  sitting,
  trickCards,
  trickSeats,
  tricksOf,
  trickWhy,
} from './tricks';
import { firstSeat } from './turns';

type Events = GameEvent[] | undefined;

export const TRICK_FLOW: TrickFlow = {
  of: tricksOf,
  begin: beginTricks,
  after: (f, phase, s, _again, ev) => afterTrickCard(f, phase, s, ev),
  full: trickFull,
  why: trickWhy,
  seats: trickSeats,
  sitting,
};

function beginTricks(f: Flow, phase: Phase, s: ShellState, ev: Events): void {
  const tricks = phase.tricks!;
  s.seat = s.leader;
  if (phase.k.start !== undefined) phase.k.start(s, ev);
  // `first lead: SEAT`, worked out once the start hook has run.
  if (phase.first !== undefined) {
    s.leader = firstSeat(s, phase.first(s));
    s.seat = s.leader;
  }
  // A seat sitting out does not lead: the next seat that plays does.
  if (tricks.k.sitsOut !== undefined) {
    s.leader = nextPlayer(tricks, s, s.leader);
    s.seat = s.leader;
  }
  if (handsEmpty(tricks, s)) finish(f, phase, s, ev);
  else trickTurn(f, phase, s, ev);
}

function afterTrickCard(f: Flow, phase: Phase, s: ShellState, ev: Events): void {
  const tricks = phase.tricks!;
  const sitsOut = tricks.k.sitsOut !== undefined;
  if (trickCards(tricks, s).length < (sitsOut ? players(tricks, s) : s.seats)) {
    s.seat = sitsOut ? nextPlayer(tricks, s, s.seat + 1) : (s.seat + 1) % s.seats;
    trickTurn(f, phase, s, ev);
    return;
  }
  trickFull(f, phase, s, ev);
}

/** The trick is full: it is taken, then the next trick, or the phase is over. */
function trickFull(f: Flow, phase: Phase, s: ShellState, ev: Events): void {
  const tricks = phase.tricks!;
  completeTrick(tricks, s, ev, f.resetTrick);
  const ended = phase.ended[0];
  if (handsEmpty(tricks, s) || (ended !== undefined && ended(s))) finish(f, phase, s, ev);
  else {
    s.seat = s.leader;
    trickTurn(f, phase, s, ev);
  }
}

/** Each card played is a turn: `each turn` variables start again and `at turn start` runs. */
function trickTurn(f: Flow, phase: Phase, s: ShellState, ev: Events): void {
  const reset = f.resetTurn;
  if (reset !== undefined) reset(s);
  // Trick phases are not written per shape.
  const hook = phase.turnStart[0];
  if (hook !== undefined) hook(s, ev);
  if (f.guard && !hasLegal(f, s)) finish(f, phase, s, ev);
}
