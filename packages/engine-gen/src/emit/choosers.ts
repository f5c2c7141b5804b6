// Who makes an owed choice in a generated engine: a `choices` phase's `by SEAT` as a kernel of
// its own, read with `team` the team owed the choice. The runtime's flow falls back on C2's
// team's first seat from the dealer's left where a phase names no chooser, or where the seat it
// names is none (interpret/choosers.ts plays the same).

import type { Expression } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { expr, type Place } from '../compile-expr';
import { fn, type Declaration } from '../module';

/** `choices: by SEAT` of phase `i`: the seat that makes a choice owed to team `owed`. */
export function emitChooser(ctx: GenContext, seat: Expression, i: number): Declaration {
  const owed: Place = { ctx, seat: undefined, team: 'owed' };
  return fn(
    `chooser${i}`,
    [
      ['s', 'State'],
      ['owed', 'number'],
    ],
    'number',
    [`  return ${expr(owed, seat)};`],
    `/** Who makes a choice owed to team \`owed\` ${ctx.line(seat.range)} */`,
  );
}
