// The end of a hand in an interpreted engine (emitHandEnd of the generator's flow.ts): the
// scoring block, and the match check's conditions (C5) as the runtime's match kernels ask for
// them: instant wins team by team, the target or the match's own `end when`, the tie-breaks
// (`ties draw`), the most hands.

import type { MatchKernels } from '@orrery/runtime';
import { evaluator, number } from './expressions';
import { runBlock } from './statements';
import { NOWHERE, type Interp, type Place, type Sink, type State } from './values';

export interface HandEndKernels {
  readonly score: ((s: State, ev: Sink) => void) | undefined;
  readonly match: MatchKernels<State>;
}

export function handEndKernels(interp: Interp): HandEndKernels {
  const g = interp.ctx.game;
  const scoring = g.scoring === undefined ? undefined : runBlock(interp, NOWHERE, g.scoring);
  // The team a match clause is asked about, in a slot of its own.
  const teamSlot = interp.locals.length;
  interp.locals.push(0);
  const { locals } = interp;
  const perTeam: Place = { seat: undefined, team: () => locals[teamSlot] as number };
  const m = g.match;
  const keys = m.tiesBrokenBy.map((k) => evaluator(interp, perTeam, k));
  const target = m.target === undefined ? undefined : number(interp, NOWHERE, m.target);
  // The match's own `end when`s, about the match as a whole: no seat, no team.
  const endWhen = m.endWhen.map((e) => evaluator(interp, NOWHERE, e));
  const limit = m.atMostHands === undefined ? undefined : number(interp, NOWHERE, m.atMostHands);
  const match: MatchKernels<State> = {
    instant: m.instantWins.map((w) => {
      const when = evaluator(interp, perTeam, w.when);
      return {
        event: w.event,
        when: (s: State, t: number) => {
          locals[teamSlot] = t;
          return Boolean(when(s));
        },
      };
    }),
    ...(target === undefined ? {} : { target }),
    ...(keys.length === 0
      ? {}
      : {
          tieKeys: (s: State, t: number) => {
            locals[teamSlot] = t;
            return keys.map((k) => +k(s));
          },
        }),
    ...(limit === undefined ? {} : { handLimit: limit }),
    ...(endWhen.length === 0 ? {} : { ended: (s: State) => endWhen.some((e) => Boolean(e(s))) }),
    ...(m.tiesDraw ? { tiesDraw: true } : {}),
  };
  return {
    score: scoring === undefined ? undefined : (s, ev) => void scoring(s, ev),
    match,
  };
}
