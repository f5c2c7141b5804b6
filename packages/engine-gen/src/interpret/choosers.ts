// Who makes an owed choice in an interpreted engine (emitChooser of the generator's flow.ts):
// each `choices` phase's `by SEAT`, read with `team` the team owed the choice, or C2's default,
// the team's first seat from the dealer's left, where the phase names none or the seat is none.

import { chooserOf } from '@orrery/runtime';
import { number } from './expressions';
import type { Interp, State } from './values';

/** The seat that makes a choice owed to `team`. */
export type Chooser = (s: State, team: number) => number;

/** Each `choices` phase's chooser, by phase index; C2's where the phase names none. */
export function choosers(interp: Interp): ReadonlyMap<number, Chooser> {
  const out = new Map<number, Chooser>();
  const { locals } = interp;
  interp.ctx.game.phases.forEach((phase, i) => {
    if (phase.kind !== 'choices') return;
    if (phase.chooser === undefined) {
      out.set(i, chooserOf);
      return;
    }
    // The team owed the choice, in a slot of its own (as the match's `team`, hand-end.ts).
    const slot = locals.length;
    locals.push(0);
    const seat = number(
      interp,
      { seat: undefined, team: () => locals[slot] as number },
      phase.chooser,
    );
    out.set(i, (s, team) => {
      locals[slot] = team;
      const chosen = seat(s);
      return chosen >= 0 && chosen < s.seats ? chosen : chooserOf(s, team);
    });
  });
  return out;
}
