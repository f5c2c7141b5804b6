import type { GameMeta } from '@orrery/runtime';
import { isZoneList, zoneEntry, type TableView, type ZoneView } from './table-view';

/** One zone instance: a zone of `meta.zones` and its owning seat or team (null when shared). */
export interface Place {
  readonly zone: string;
  readonly owner: number | null;
}

/** A card going from one place to another; `card` is null for a card the viewer does not see. */
export interface Motion {
  readonly card: string | null;
  readonly from: Place;
  readonly to: Place;
}

/** The most cards animated at once: more is a deal or a sweep, shown without flying cards. */
export const MOST_MOTIONS = 16;

export function placeKey(p: Place): string {
  return p.owner === null ? p.zone : `${p.zone}:${p.owner}`;
}

interface Instance {
  readonly place: Place;
  readonly zone: ZoneView;
  /** Owned by a seat (so `place.owner` is a seat number). */
  readonly bySeat: boolean;
}

/** Every zone instance of a view, in `meta.zones` order. */
export function instancesOf(meta: GameMeta, view: Pick<TableView, 'zones'>): Instance[] {
  const out: Instance[] = [];
  for (const z of meta.zones) {
    const entry = zoneEntry(view, z.name);
    if (entry === undefined) continue;
    const bySeat = z.owner === 'seat';
    if (isZoneList(entry))
      entry.forEach((zone, owner) => out.push({ place: { zone: z.name, owner }, zone, bySeat }));
    else out.push({ place: { zone: z.name, owner: null }, zone: entry, bySeat });
  }
  return out;
}

/**
 * How the cards went from `before` to `after`, two views of one seat: a card seen in both moved
 * where it is seen now; a card that appears came from a place that lost an unseen card (the stock,
 * a hidden hand), and one that vanishes went to a place that gained one; unseen cards that moved
 * between hidden places move as backs. Only what the viewer saw is used, so nothing hidden leaks.
 * `mover`'s places are preferred as the unseen source or destination when several would do.
 */
export function motionsBetween(
  meta: GameMeta,
  before: Pick<TableView, 'zones'>,
  after: Pick<TableView, 'zones'>,
  mover: number | null = null,
): Motion[] {
  const was = new Map<string, Place>();
  const now = new Map<string, Place>();
  const shortfall: Place[] = [];
  const surplus: Place[] = [];
  const mine = new Set<string>();
  const old = new Map(instancesOf(meta, before).map((i) => [placeKey(i.place), i.zone]));
  for (const { place, zone } of instancesOf(meta, before))
    for (const c of zone.cards ?? []) was.set(c, place);
  for (const { place, zone, bySeat } of instancesOf(meta, after)) {
    for (const c of zone.cards ?? []) now.set(c, place);
    if (bySeat && place.owner === mover) mine.add(placeKey(place));
    const prior = old.get(placeKey(place));
    // Only unseen cards are counted: seen ones are followed by id.
    if (zone.cards !== undefined || prior === undefined || prior.cards !== undefined) continue;
    const delta = zone.count - prior.count;
    for (let k = 0; k < Math.abs(delta); k++) (delta < 0 ? shortfall : surplus).push(place);
  }
  const byMover = (a: Place, b: Place) =>
    Number(mine.has(placeKey(b))) - Number(mine.has(placeKey(a)));
  shortfall.sort(byMover);
  surplus.sort(byMover);
  const motions: Motion[] = [];
  for (const [card, to] of now) {
    const from = was.get(card);
    if (from !== undefined && placeKey(from) !== placeKey(to)) motions.push({ card, from, to });
    else if (from === undefined && shortfall.length > 0)
      motions.push({ card, from: shortfall.shift()!, to });
  }
  for (const [card, from] of was)
    if (!now.has(card) && surplus.length > 0) motions.push({ card, from, to: surplus.shift()! });
  while (shortfall.length > 0 && surplus.length > 0)
    motions.push({ card: null, from: shortfall.shift()!, to: surplus.shift()! });
  return motions;
}

/**
 * `view` with `cards` put into `place` (a shared zone such as the trick, or an owned one), each
 * taken from where the view shows it or, unseen, from one of `mover`'s hidden places.
 */
export function withCardsIn<V extends Pick<TableView, 'zones'>>(
  meta: GameMeta,
  view: V,
  place: Place,
  cards: readonly string[],
  mover: number,
): V {
  const zones: Record<string, ZoneView | ZoneView[]> = {};
  for (const z of meta.zones) {
    const entry = zoneEntry(view, z.name);
    if (entry !== undefined) zones[z.name] = isZoneList(entry) ? entry.slice() : entry;
  }
  const get = (p: Place) => {
    const e = zones[p.zone];
    return e === undefined ? undefined : Array.isArray(e) ? e[p.owner ?? 0] : e;
  };
  const set = (p: Place, zone: ZoneView) => {
    const e = zones[p.zone];
    if (Array.isArray(e)) e[p.owner ?? 0] = zone;
    else zones[p.zone] = zone;
  };
  const target = get(place);
  if (target === undefined) return view;
  const present = new Set(target.cards ?? []);
  for (const card of cards) {
    if (present.has(card)) continue;
    const seen = instancesOf(meta, { zones }).find((i) => i.zone.cards?.includes(card));
    const from =
      seen?.place ??
      instancesOf(meta, { zones }).find(
        (i) =>
          i.bySeat && i.place.owner === mover && i.zone.cards === undefined && i.zone.count > 0,
      )?.place;
    const source = from && get(from);
    // The place keeps what it is (a hand laid face up stays so), less the card.
    if (from && source)
      set(from, {
        ...source,
        count: source.count - 1,
        ...(source.cards ? { cards: source.cards.filter((c) => c !== card) } : {}),
      });
  }
  set(place, { count: cards.length, cards: cards.slice() });
  // Keyed by the zones' names, which `zoneEntry` finds as well as the engines' keys.
  return { ...view, zones };
}
