// `played by: SEAT`: a phase's kernel naming the seat to choose the turn being played, for the
// runtime's `toMove` (shell/played-by.ts checks its answer is a seat of the table). Written only
// for a phase with the clause; elsewhere the seat whose turn it is chooses, as always.

import type { ResolvedPhase } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { expr, type Place } from '../compile-expr';
import { fn, type Declaration } from '../module';

export function emitPlayedBy(
  ctx: GenContext,
  phase: ResolvedPhase,
  i: number,
): Declaration | undefined {
  if (phase.playedBy === undefined) return undefined;
  const acting: Place = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)' };
  return fn(
    `playedBy${i}`,
    [['s', 'State']],
    'number',
    [`  return ${expr(acting, phase.playedBy.seat)};`],
    `/** Who chooses the move of a turn of ${phase.name}, read as \`seat\` ${ctx.line(phase.playedBy.range)} */`,
  );
}
