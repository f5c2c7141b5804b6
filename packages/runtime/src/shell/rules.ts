/**
 * An engine's rules as the rest of the shell asks them (context.ts `ShellRules`): its kernels,
 * the hand's flow around them (flow.ts), and what its tables decide alone (zones, variables).
 */

import type { GameEvent } from '../engine';
import type { ShellRules, ShellState } from './context';
import {
  chooser,
  flowOf,
  follow,
  hasLegal,
  legalOf,
  phaseApplies,
  startHand,
  whyNot,
  type Flow,
} from './flow';
import { amountOf } from './amount';
import { matchWinner } from './match';
import type { GameKernels, GameTables } from './tables';
import { STEP_DONE } from './step';
import { VariableLayout } from './variables';

export function shellRules(t: GameTables, k: GameKernels<ShellState, GameEvent>): ShellRules {
  const f = flowOf(t, k);
  const variables = new VariableLayout(t.variables);
  const seats = amountOf(k.seatCount);
  const copies = k.copies === undefined ? () => 1 : amountOf(k.copies);
  const firstDealer = k.firstDealer === undefined ? () => 0 : amountOf(k.firstDealer);
  const sitsOut = f.phases.some((p) => p.tricks?.k.sitsOut !== undefined);
  return {
    seatCount: (options) => seats({ options }),
    copies: (options) => copies({ options }),
    emptyZones: (seats, teams) => t.zones.empty(seats, teams),
    cloneZones: (z) => t.zones.clone(z),
    initialVariables: (s) => variables.initial(k.starts, s),
    cloneVariables: (v) => variables.clone(v),
    dealSize: f.dealSize,
    firstDealer,
    startHand: (s, ev) => startHand(f, s, ev),
    legal: legalOf(f),
    hasLegal: (s) => hasLegal(f, s),
    play: player(f),
    whyNot: (s, index, p) => whyNot(f, s, index, p),
    phaseApplies: (s, p) => phaseApplies(f, s, p),
    matchWinner: (s, ev) => matchWinner(f.match, s, ev),
    // Where a seat may sit a trick phase out, who played each card of the trick (the view's).
    ...(sitsOut ? { trickSeats: (s) => seatsOfTrick(f, s), sittingOut: (s) => out(f, s) } : {}),
    ...(k.phases.some((p) => p.chooser !== undefined)
      ? { chooser: (s, team) => chooser(f, s, team) }
      : {}),
    ...(k.phases.some((p) => p.playedBy !== undefined) ? { playedBy: (s) => playedBy(f, s) } : {}),
    ...(k.brokenFacts === undefined ? {} : { brokenFacts: k.brokenFacts }),
  };
}

/**
 * Plays a legal move code in place by the engine's step (the shape's, where it has one for
 * each), then whatever it leaves to the flow. Its steps are read once: this runs at every move.
 */
function player(f: Flow): ShellRules['play'] {
  const steps = f.steps;
  const step = steps[0]!;
  if (steps.length === 1) {
    return (s, code, ev) => {
      const left = step(s, code, ev);
      if (left !== STEP_DONE) follow(f, s, left, ev);
    };
  }
  return (s, code, ev) => {
    const left = steps[s.shape]!(s, code, ev);
    if (left !== STEP_DONE) follow(f, s, left, ev);
  };
}

function seatsOfTrick(f: Flow, s: ShellState): number[] {
  const tricks = f.phases[s.phase]?.tricks;
  return tricks?.k.sitsOut === undefined ? [] : f.trickFlow!.seats(tricks, s);
}

function out(f: Flow, s: ShellState): boolean[] {
  const tricks = f.phases[s.phase]?.tricks;
  return tricks?.k.sitsOut === undefined ? [] : f.trickFlow!.sitting(tricks, s);
}

/** The seat the phase being played says chooses its turn (`played by`), else the seat itself. */
function playedBy(f: Flow, s: ShellState): number {
  const by = f.phases[s.phase]?.k.playedBy;
  return by === undefined ? s.seat : by(s);
}
