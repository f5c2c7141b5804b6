// Who makes an owed choice in a generated engine: each `choices` phase's `by SEAT` as a function
// of its own, read with `team` the team owed the choice, and the one the saved-game check asks
// for the phase being played. A phase that names no chooser keeps the runtime's `chooserOf`,
// C2's team's first seat from the dealer's left (interpret/choosers.ts plays the same).

import type { Expression } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { expr, type Place } from '../compile-expr';
import { fn, type Declaration } from '../module';

const S: [string, string] = ['s', 'State'];

/**
 * `choices: by SEAT` of phase `i`: the seat that makes a choice owed to a team, read with `team`
 * that team; a seat that is none (or none of the table) leaves C2's, the team's first seat from
 * the dealer's left.
 */
export function emitChooser(ctx: GenContext, seat: Expression, i: number): Declaration {
  const owed: Place = { ctx, seat: undefined, team: 'owed' };
  return fn(
    `chooser${i}`,
    [S, ['owed', 'number']],
    'number',
    [
      `  const seat = ${expr(owed, seat)};`,
      '  return seat >= 0 && seat < s.seats ? seat : chooserOf(s, owed);',
    ],
    `/** Who makes a choice owed to team \`owed\` ${ctx.line(seat.range)} */`,
  );
}

/**
 * The seat that makes a choice owed to a team in the choices phase being played (the saved-game
 * check asks it), where some phase says `choices: by SEAT`; undefined where none does.
 */
export function emitChooserOfPhase(ctx: GenContext): Declaration | undefined {
  const phases = ctx.game.phases.flatMap((p, i) => (p.chooser === undefined ? [] : [i]));
  if (phases.length === 0) return undefined;
  return fn(
    'chooser',
    [S, ['team', 'number']],
    'number',
    [
      '  switch (s.phase) {',
      ...phases.map((i) => `    case ${i}: return chooser${i}(s, team);`),
      '  }',
      '  return chooserOf(s, team);',
    ],
    '/** Who makes a choice owed to `team` in the choices phase being played. */',
  );
}
