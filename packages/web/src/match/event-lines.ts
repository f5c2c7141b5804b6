import type { GameEvent, GameMeta } from '@orrery/runtime';
import type { HouseRules } from './options';
import { pointsText, seatName, teamName } from './names';

/**
 * Lines for the log and the live region from a move's events: tricks won, the rules file's
 * reasons for a hand's score, hand and match ends. One reading for a match played here and
 * one played on a server, whose events may carry hidden cards as null (none of these lines
 * names a card).
 */
export function eventLines(
  meta: GameMeta,
  options: HouseRules,
  events: readonly GameEvent[],
): string[] {
  const lines: string[] = [];
  for (const e of events) {
    if (e.type === 'trick' && typeof e['winner'] === 'number') {
      lines.push(`${seatName(meta, e['winner'])} wins the trick`);
    } else if (e.type === 'score' && typeof e['reason'] === 'string') {
      // The rules file's own explanation of a hand's score ("Team A took every Heart").
      const points = typeof e['points'] === 'number' ? `: ${pointsText(e['points'])}` : '';
      lines.push(`${e['reason']}${points}`);
    } else if (e.type === 'hand-end' && Array.isArray(e['scores'])) {
      const scores = e['scores'] as unknown[];
      const parts = scores.map((s, t) => `${teamName(meta, t, options)} ${String(s)}`);
      lines.push(`Hand ${String(e['hand'])} ends: ${parts.join(', ')}`);
    } else if (e.type === 'match-end') {
      const w = e['winner'];
      lines.push(
        typeof w === 'number'
          ? `${teamName(meta, w, options)} wins the match`
          : 'The match is drawn',
      );
    }
  }
  return lines;
}
