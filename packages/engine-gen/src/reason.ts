// `score` and `event` reasons compiled to TypeScript template literals. Each placeholder is shown
// by its type, with the names the engine already has for people (seat, suit, card and rank
// names; teams through the runtime's `teamLabel`), so a reason reads "Team B took the ...".

import type { Reference, Template } from '@orrery/rules-lang';
import { expr, type Place } from './compile-expr';
import { templateText } from './escape';

/** A team's name for people, as TypeScript: `team` is the team's number. */
export function teamText(team: string): string {
  return `teamLabel(SEAT_NAMES, seatsOf(s, ${team}), ${team})`;
}

/**
 * The reason as a TypeScript template literal. `points` is the local holding the points scored,
 * for `{points}` in a `score` reason.
 */
export function reasonText(place: Place, reason: Template, points?: string): string {
  const pieces = reason.parts.map((part) => {
    if (typeof part === 'string') return templateText(part);
    if (part.kind === 'ScoredPoints') {
      if (points === undefined) throw new Error('{points} outside a score reason');
      return `\${${points}}`;
    }
    return `\${${shown(place, part)}}`;
  });
  return `\`${pieces.join('')}\``;
}

/** "Team A scores 5": what a `score` without a reason says. */
export function defaultScoreText(team: string, points: string): string {
  return `\`\${${teamText(team)}} scores \${${points}}\``;
}

function shown(place: Place, ref: Reference): string {
  const value = expr(place, ref);
  const type = place.ctx.game.typeOf(ref);
  switch (type.kind) {
    case 'team':
      return teamText(value);
    case 'seat':
      return `seatName(SEAT_NAMES, ${value})`;
    case 'suit':
      return `DECK.suits.names[${value}] ?? 'no suit'`;
    case 'card':
      return `DECK.names[${value}] ?? 'no card'`;
    case 'rank':
      return `DECK.ranks.names[${value} - 1] ?? 'no rank'`;
    case 'number':
      return value;
    default:
      throw new Error(`a reason cannot show a ${type.kind} ('{${ref.name.text}}')`);
  }
}
