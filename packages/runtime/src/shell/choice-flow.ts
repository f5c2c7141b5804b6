/**
 * The part of the hand's flow (flow.ts) that plays a phase of owed choices: made in seat order
 * from the dealer's left, then in the order owed; one with nothing to choose is skipped. An
 * engine with such a phase hands it to the shell (`GameKernels.choiceFlow`), so the engine of
 * a game without one carries none of it.
 */

import type { GameEvent } from '../engine';
import type { ShellState } from './context';
import { finish, hasLegal, type Flow, type Phase, type PhaseFlow } from './flow';
import type { Owed } from './state';

type Events = GameEvent[] | undefined;

export const CHOICE_FLOW: PhaseFlow = {
  begin: beginChoices,
  after: afterChoice,
};

function beginChoices(f: Flow, phase: Phase, s: ShellState, ev: Events): void {
  if (phase.k.start !== undefined) phase.k.start(s, ev);
  // Owed choices are made in seat order from the dealer's left, then in the order owed.
  const position = (o: Owed) => (phase.chooser(s, o.team) - s.dealer - 1 + s.seats) % s.seats;
  s.owed = s.owed
    .map((o, k) => ({ o, k }))
    .sort((a, b) => position(a.o) - position(b.o) || a.k - b.k)
    .map((x) => x.o);
  settle(f, phase, s, ev);
}

function settle(f: Flow, phase: Phase, s: ShellState, ev: Events): void {
  while (s.owed.length > 0) {
    s.seat = phase.chooser(s, s.owed[0]!.team);
    if (hasLegal(f, s)) return;
    s.owed.shift(); // a choice with nothing to choose is skipped
  }
  finish(f, phase, s, ev);
}

function afterChoice(f: Flow, phase: Phase, s: ShellState, again: boolean, ev: Events): void {
  if (!again) s.owed.shift();
  settle(f, phase, s, ev);
}
