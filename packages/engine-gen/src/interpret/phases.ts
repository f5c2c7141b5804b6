// The phases of an interpreted engine as the runtime's flow asks for them (flow.ts and the
// phase parts of tricks.ts in the generator): whether a phase is played, its hooks, when it
// ends, and who acts first. The flow itself (turns, tricks, owed choices, the end of the hand)
// is the runtime's, the same as a generated engine's.

import type { ResolvedPhase } from '@orrery/rules-lang';
import type { PhaseKernels } from '@orrery/runtime';
import { evaluator, number } from './expressions';
import { runBlock, type Run } from './statements';
import { ACTING, NOWHERE, type Interp, type Sink, type State } from './values';
import type { GameEvent } from '@orrery/runtime';

/** A phase's kernels but its listing and its tricks (kernels.ts adds those). */
export function phaseKernels(
  interp: Interp,
  phase: ResolvedPhase,
): Omit<PhaseKernels<State, GameEvent>, 'list' | 'tricks'> {
  const hook = (b: ResolvedPhase['hooks']['start'], place = ACTING): Run | undefined =>
    b === undefined ? undefined : runBlock(interp, place, b);
  const start = hook(phase.hooks.start);
  const end = hook(phase.hooks.end, NOWHERE);
  const turnStart = hook(phase.hooks.turnStart);
  const endWhen = phase.endWhen.map((e) => evaluator(interp, ACTING, e));
  // `turns: ... from SEAT`, or a trick phase's `first lead: SEAT`.
  const firstSeat = phase.kind === 'tricks' ? phase.tricks?.firstLead?.seat : phase.first;
  const first = firstSeat === undefined ? undefined : number(interp, ACTING, firstSeat);
  const applies = phase.when === undefined ? undefined : evaluator(interp, NOWHERE, phase.when);
  // A hook's `again` means nothing here: only a move's does.
  const run = (r: Run) => (s: State, ev: Sink) => void r(s, ev);
  return {
    ...(applies === undefined ? {} : { applies: (s: State) => Boolean(applies(s)) }),
    ...(start === undefined ? {} : { start: run(start) }),
    ...(end === undefined ? {} : { end: run(end) }),
    ...(endWhen.length === 0 ? {} : { ended: (s: State) => endWhen.some((e) => Boolean(e(s))) }),
    ...(turnStart === undefined ? {} : { turnStart: run(turnStart) }),
    ...(first === undefined ? {} : { first }),
  };
}
