/**
 * Zone instances turned face up for every seat (`reveal ZONE`): a dummy's hand laid open after
 * the opening lead, a hand shown at a showdown. A state keeps their slots (`zone * 64 + owner`)
 * in ascending order until the next deal; the list is replaced, never changed in place, so a
 * copy of the state shares it and the fast path copies nothing for it.
 */

/** No zone instance revealed: what every hand starts with. */
export const NOTHING_REVEALED: readonly number[] = Object.freeze([]);

/**
 * Turns instance `owner` of zone `zone` (its index) face up for the rest of the hand; `owners`
 * is how many instances the zone has (seats, teams, or 1 when shared). An owner that is none, or
 * not at the table, reveals nothing; revealing again changes nothing.
 */
export function revealZone(
  s: { revealed: readonly number[] },
  zone: number,
  owner: number,
  owners: number,
): void {
  if (!(owner >= 0 && owner < owners)) return;
  const slot = zone * 64 + owner;
  const was = s.revealed;
  let at = 0;
  while (at < was.length && was[at]! < slot) at++;
  if (was[at] === slot) return;
  s.revealed = [...was.slice(0, at), slot, ...was.slice(at)];
}
