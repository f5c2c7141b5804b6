import type { GameMeta } from '@orrery/runtime';
import { seatName } from './names';
import type { HouseRules } from './options';
import { zoneOf, type TableView } from './table-view';

/** One line of the score sheet: a finished hand, each team's points and the match after it. */
export interface SheetRow {
  readonly hand: number;
  readonly scores: readonly number[];
  readonly totals: readonly number[];
}

/** Every finished hand of the match, from the view's `history`, with running totals. */
export function scoreSheet(view: TableView): SheetRow[] {
  const rows: SheetRow[] = [];
  let totals: number[] = [];
  for (const h of view.history ?? []) {
    totals = h.scores.map((s, t) => (totals[t] ?? 0) + s);
    rows.push({ hand: h.hand, scores: h.scores, totals });
  }
  return rows;
}

/** Cards a team holds at the end of a hand, under the name of the zone they lie in. */
export interface TeamCards {
  readonly title: string;
  readonly cards: readonly string[];
}

/**
 * The cards each team has to show for a hand, as the view has them: its own zones that everyone
 * sees (the tricks it won, the cards it captured) and the face-up zones of its seats (cards laid
 * on the table). Hidden zones stay out: the view has no cards for them.
 */
export function teamCards(meta: GameMeta, options: HouseRules, view: TableView): TeamCards[][] {
  return Array.from({ length: meta.teamCount(options) }, (_, team) => {
    const found: TeamCards[] = [];
    for (const zone of meta.zones) {
      if (zone.visibility !== 'all') continue;
      if (zone.owner === 'team') {
        const cards = zoneOf(view, zone.name, team)?.cards ?? [];
        if (cards.length > 0) found.push({ title: zone.title, cards });
      } else if (zone.owner === 'seat') {
        for (let seat = 0; seat < view.seats; seat++) {
          if (meta.teamOf(seat, options) !== team) continue;
          const cards = zoneOf(view, zone.name, seat)?.cards ?? [];
          if (cards.length > 0)
            found.push({ title: `${zone.title}, ${seatName(meta, seat)}`, cards });
        }
      }
    }
    return found;
  });
}
