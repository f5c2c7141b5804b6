/**
 * C5, the match check after each hand, as every rules file words it: instant wins team by team,
 * then the target (the highest total wins once any reaches it, or with `lowest total wins` the
 * lowest; `ties broken by` keys settle a tie, and an exact tie plays another hand), then the
 * most hands (the best total wins, level totals draw). The conditions are the engine's kernels.
 */

import type { GameEvent } from '../engine';
import { largest, smallest } from '../helpers';
import type { ShellState } from './context';
import { leaderOrDraw } from './hand';
import { teamList } from './seats';
import type { MatchKernels } from './tables';

/** The match's winner after a hand: a team, -2 for a draw, -1 while it goes on. */
export function matchWinner(
  m: MatchKernels<ShellState>,
  lowestWins: boolean,
  s: ShellState,
  ev: GameEvent[] | undefined,
): number {
  for (const win of m.instant ?? []) {
    for (let t = 0; t < s.teams; t++) {
      if (!win.when(s, t)) continue;
      if (ev) ev.push({ type: 'rule', name: win.event, team: t });
      return t;
    }
  }
  if (m.target !== undefined) {
    const target = m.target(s);
    if (largest(s.total) >= target) {
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
      // C5: an exact tie plays another hand.
    }
  }
  if (m.handLimit !== undefined) {
    const limit = m.handLimit(s);
    if (limit > 0 && s.handNumber >= limit) return leaderOrDraw(s.total, lowestWins); // C5
  }
  return -1;
}
