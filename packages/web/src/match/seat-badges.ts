import type { GameMeta } from '@orrery/runtime';
import type { TableView } from './table-view';

/**
 * The numbers a seat's name plate shows (`Bid 3`): each per-seat variable with a title, once it
 * means something for the seat (`shown`, from SeatVariables; null shows all). A variable without
 * a title is the rules' bookkeeping, as for a shared one (docs/language.md, Variables), and is
 * never shown: President's `place` read "Place 0" beside every seat still playing.
 */
export function seatBadges(
  meta: Pick<GameMeta, 'variables'>,
  view: Pick<TableView, 'variables' | 'seats'>,
  shown: ReadonlySet<string> | null,
  seat: number,
): string[] {
  return meta.variables.flatMap(({ key, owner, title }) => {
    const v = view.variables[key];
    return owner === 'seat' &&
      title !== undefined &&
      (shown === null || shown.has(key) || shown.has(`${key}#${seat}`)) &&
      Array.isArray(v) &&
      v.length === view.seats &&
      v.every((x) => typeof x === 'number')
      ? [`${title} ${v[seat] as number}`]
      : [];
  });
}
