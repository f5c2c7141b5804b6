// `score` and `event` reasons (ir/reason.ts) as text, each placeholder shown as lowering decided,
// with the names the engine has for people (as ../reason.ts prints them): teams through
// `teamLabel`, seats, suits, cards and ranks by name, numbers as they are.

import { seatName, seatsOf, teamLabel } from '@orrery/runtime';
import type { Reason } from '../ir/reason';
import { evaluate, type At } from './expressions';
import type { Interp, Place, State } from './values';

/** The reason's text in a state; `points` stands for `{points}` in a `score` reason. */
export type Said = (s: State, team: number, points: number) => string;

export function reason(interp: Interp, place: Place, said: Reason, at: At): Said {
  const { deck, seatNames } = interp;
  const pieces = said.parts.map((part): Said => {
    if (part.kind === 'text') return () => part.text;
    if (part.kind === 'points') return (_s, _t, points) => String(points);
    const value = evaluate(interp, place, part.value, at) as (s: State) => number;
    switch (part.as) {
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
    }
  });
  return (s, team, points) => {
    let out = '';
    for (let k = 0; k < pieces.length; k++) out += pieces[k]!(s, team, points);
    return out;
  };
}
