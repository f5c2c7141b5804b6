// `score` and `event` reasons (ir/reason.ts) printed as TypeScript template literals. Each
// placeholder is shown as lowering decided, with the names the engine already has for people
// (seat, suit, card and rank names; teams through the runtime's `teamLabel`), so a reason reads
// "Team B took the ...".

import { print, type Place } from './compile-expr';
import { templateText } from './escape';
import type { Reason, Shown } from './ir/reason';

/** A team's name for people, as TypeScript: `team` is the team's number. */
export function teamText(team: string): string {
  return `teamLabel(GAME.seatNames, seatsOf(s, ${team}), ${team})`;
}

/**
 * The reason as a TypeScript template literal. `points` is the local holding the points scored,
 * for `{points}` in a `score` reason (lowering allows it nowhere else).
 */
export function reasonText(place: Place, reason: Reason, points?: string): string {
  const pieces = reason.parts.map((part) => {
    if (part.kind === 'text') return templateText(part.text);
    if (part.kind === 'points') return `\${${points ?? '0'}}`;
    return `\${${shown(part.as, print(place, part.value))}}`;
  });
  return `\`${pieces.join('')}\``;
}

/** "Team A scores 5": what a `score` without a reason says. */
export function defaultScoreText(team: string, points: string): string {
  return `\`\${${teamText(team)}} scores \${${points}}\``;
}

function shown(as: Shown, value: string): string {
  switch (as) {
    case 'team':
      return teamText(value);
    case 'seat':
      return `seatName(GAME.seatNames, ${value})`;
    case 'suit':
      return `DECK.suits.names[${value}] ?? 'no suit'`;
    case 'card':
      return `DECK.names[${value}] ?? 'no card'`;
    case 'rank':
      return `DECK.ranks.names[${value} - 1] ?? 'no rank'`;
    case 'number':
      return value;
  }
}
