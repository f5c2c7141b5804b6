// The end of a hand in an interpreted engine (emitHandEnd of the generator's flow.ts): the
// scoring block, then the match check (C5): instant wins team by team, the target or the
// match's `end when` with its tie-breaks (an exact tie plays another hand, or with `ties draw`
// is a draw), and the most hands (level is a draw); with `lowest total wins`, the lowest total
// wins where C5 has the highest.

import { largest, leaderOrDraw, smallest, teamList } from '@orrery/runtime';
import { evaluator, number } from './expressions';
import { runBlock } from './statements';
import { NOWHERE, type Interp, type Place, type Sink, type State } from './values';

export interface HandEndKernels {
  score(s: State, ev: Sink): void;
  matchWinner(s: State, ev: Sink): number;
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
  const instant = m.instantWins.map((w) => ({
    name: w.event,
    when: evaluator(interp, perTeam, w.when),
  }));
  const tieKeys = m.tiesBrokenBy.map((k) => evaluator(interp, perTeam, k));
  const target = m.target === undefined ? undefined : number(interp, NOWHERE, m.target);
  // The match's own `end when`s, about the match as a whole: no seat, no team.
  const endWhen = m.endWhen.map((e) => evaluator(interp, NOWHERE, e));
  const limit = m.atMostHands === undefined ? undefined : number(interp, NOWHERE, m.atMostHands);
  const keyOf = (s: State, t: number, k: number): number => {
    locals[teamSlot] = t;
    return +tieKeys[k]!(s);
  };
  const matchWinner = (s: State, ev: Sink): number => {
    for (const w of instant) {
      for (let t = 0; t < s.teams; t++) {
        locals[teamSlot] = t;
        if (w.when(s)) {
          if (ev) ev.push({ type: 'rule', name: w.name, team: t });
          return t;
        }
      }
    }
    const reached = target !== undefined && largest(s.total) >= target(s);
    const ended = endWhen.some((e) => Boolean(e(s)));
    if (reached || ended) {
      // C5: the highest total wins; with `lowest total wins`, the lowest.
      const best = m.lowestWins ? smallest(s.total) : largest(s.total);
      let leaders = teamList(s).filter((t) => s.total[t] === best);
      for (let k = 0; leaders.length > 1 && k < tieKeys.length; k++) {
        const most = Math.max(...leaders.map((t) => keyOf(s, t, k)));
        leaders = leaders.filter((t) => keyOf(s, t, k) === most);
      }
      if (leaders.length === 1) return leaders[0]!;
      // C5: an exact tie plays another hand; with `ties draw`, it is a draw.
      if (m.tiesDraw) return -2;
    }
    if (limit !== undefined) {
      const most = limit(s);
      if (most > 0 && s.handNumber >= most) return leaderOrDraw(s.total, m.lowestWins); // C5
    }
    return -1;
  };
  return {
    score: (s, ev) => {
      if (scoring !== undefined) scoring(s, ev);
    },
    matchWinner,
  };
}
