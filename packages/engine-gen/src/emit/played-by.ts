// `played by: SEAT`: the kernel that names the seat to choose the turn being played, for the
// runtime's `toMove` (shell/played-by.ts checks its answer is a seat of the table). Written only
// where some phase has the clause; elsewhere the seat whose turn it is chooses, as always.

import type { GenContext } from '../context';
import { expr, type Place } from '../compile-expr';
import { fn, type Declaration } from '../module';

export function emitPlayedBy(ctx: GenContext): Declaration[] {
  const acting: Place = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)' };
  const cases = ctx.game.phases.flatMap((p, i) =>
    p.playedBy === undefined
      ? []
      : [`    case ${i}: return ${expr(acting, p.playedBy.seat)}; ${ctx.line(p.playedBy.range)}`],
  );
  if (cases.length === 0) return [];
  return [
    fn(
      'playedBy',
      [['s', 'State']],
      'number',
      ['  switch (s.phase) {', ...cases, '    default: return s.seat;', '  }'],
      "/** Who chooses the move of the turn being played: the phase's `played by`, read as `seat`. */",
    ),
  ];
}

/** Whether some phase is `played by` a seat: the engine then hands the shell a `playedBy`. */
export function hasPlayedBy(ctx: GenContext): boolean {
  return ctx.game.phases.some((p) => p.playedBy !== undefined);
}
