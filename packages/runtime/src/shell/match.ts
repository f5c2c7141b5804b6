/**
 * C5, the match check after each hand, as every rules file words it: instant wins team by team,
 * then the target or the match's own `end when` (the highest total wins once any reaches the
 * target or a condition holds, or with `lowest total wins` the lowest; `ties broken by` keys
 * settle a tie, and an exact tie plays another hand, or with `ties draw` is a draw), then the
 * most hands (the best total wins, level totals draw). The conditions are the engine's kernels.
 */

import type { GameEvent } from '../engine';
import { largest, smallest } from '../helpers';
import { amountOf } from './amount';
import type { ShellState } from './context';
import { leaderOrDraw } from './hand';
import { teamList } from './seats';
import type { MatchKernels } from './tables';

/** An engine's match kernels, their amounts as functions. */
export interface Match {
  readonly k: MatchKernels<ShellState>;
  readonly lowestWins: boolean;
  readonly target: ((s: ShellState) => number) | undefined;
  readonly handLimit: ((s: ShellState) => number) | undefined;
}

export function matchOf(k: MatchKernels<ShellState>, lowestWins: boolean): Match {
  return {
    k,
    lowestWins,
    target: k.target === undefined ? undefined : amountOf(k.target),
    handLimit: k.handLimit === undefined ? undefined : amountOf(k.handLimit),
  };
}

/** The match's winner after a hand: a team, -2 for a draw, -1 while it goes on. */
export function matchWinner(match: Match, s: ShellState, ev: GameEvent[] | undefined): number {
  const { k: m, lowestWins } = match;
  for (const win of m.instant ?? []) {
    for (let t = 0; t < s.teams; t++) {
      if (!win.when(s, t)) continue;
      if (ev) ev.push({ type: 'rule', name: win.event, team: t });
      return t;
    }
  }
  const reached = match.target !== undefined && largest(s.total) >= match.target(s);
  if (reached || (m.ended !== undefined && m.ended(s))) {
    const best = lowestWins ? smallest(s.total) : largest(s.total);
    let leaders = teamList(s).filter((t) => s.total[t] === best);
    const keys = m.tieKeys;
    if (keys !== undefined) {
      for (let k = 0; leaders.length > 1 && k < keys(s, leaders[0]!).length; k++) {
        const most = Math.max(...leaders.map((t) => keys(s, t)[k]!));
        leaders = leaders.filter((t) => keys(s, t)[k] === most);
      }
    }
    if (leaders.length === 1) return leaders[0]!;
    // C5: an exact tie plays another hand; with `ties draw`, it is a draw.
    if (m.tiesDraw === true) return -2;
  }
  if (match.handLimit !== undefined) {
    const limit = match.handLimit(s);
    if (limit > 0 && s.handNumber >= limit) return leaderOrDraw(s.total, lowestWins); // C5
  }
  return -1;
}
