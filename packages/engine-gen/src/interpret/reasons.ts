// `score` and `event` reasons as text, each placeholder shown by its type with the names the
// engine has for people (reason.ts of the generator): teams through `teamLabel`, seats, suits,
// cards and ranks by name, numbers as they are.

import type { Template } from '@orrery/rules-lang';
import { seatName, seatsOf, teamLabel } from '@orrery/runtime';
import { evaluator } from './expressions';
import { NotInterpreted, type Interp, type Place, type State } from './values';

/** The reason's text in a state; `points` stands for `{points}` in a `score` reason. */
export type Said = (s: State, team: number, points: number) => string;

export function reason(interp: Interp, place: Place, template: Template): Said {
  const { deck, seatNames } = interp;
  const pieces = template.parts.map((part): Said => {
    if (typeof part === 'string') return () => part;
    if (part.kind === 'ScoredPoints') return (_s, _t, points) => String(points);
    const value = evaluator(interp, place, part) as (s: State) => number;
    const type = interp.ctx.game.typeOf(part);
    switch (type.kind) {
      case 'team':
        return (s) => {
          const t = value(s);
          return teamLabel(seatNames, seatsOf(s, t), t);
        };
      case 'seat':
        return (s) => seatName(seatNames, value(s));
      case 'suit':
        return (s) => deck.suits.names[value(s)] ?? 'no suit';
      case 'card':
        return (s) => deck.names[value(s)] ?? 'no card';
      case 'rank':
        return (s) => deck.ranks.names[value(s) - 1] ?? 'no rank';
      case 'number':
        return (s) => String(value(s));
      default:
        throw new NotInterpreted(
          `a reason cannot show a ${type.kind} ('{${part.name.text}}')`,
          part,
        );
    }
  });
  return (s, team, points) => {
    let out = '';
    for (let k = 0; k < pieces.length; k++) out += pieces[k]!(s, team, points);
    return out;
  };
}
