/**
 * Where every card lies, read from the saved game (`state.zones` of `engine.serialize`), and who
 * may see it, from `engine.meta.zones` and `engine.meta.teamOf`. The checks work on card ids
 * only, so they hold for any game whatever its state looks like inside.
 */

import { zoneKeyOf, type GameMeta, type ZoneMeta } from '@orrery/runtime';

export type Options = Readonly<Record<string, string | number>>;

/** One zone instance: a shared zone, or one seat's or one team's copy of an owned zone. */
export interface ZoneInstance {
  /** `hand[2]`, `trick`. */
  readonly label: string;
  readonly zone: string;
  /** The owning seat or team; null for a shared zone. */
  readonly owner: number | null;
  readonly cards: readonly string[];
}

export type Layout = { ok: true; zones: ZoneInstance[] } | { ok: false; message: string };

function isCardList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((x) => typeof x === 'string');
}

/** Reads the zones out of a saved-game text; says what is wrong when they are not there. */
export function layoutOf(text: string): Layout {
  try {
    const json = JSON.parse(text) as { state?: { zones?: unknown } };
    return zonesOf(json.state?.zones, 'state.zones');
  } catch {
    return { ok: false, message: 'serialize gave text that is not JSON' };
  }
}

/**
 * Reads a `zones` object of a saved game (the state's, or a completed hand's in its history):
 * zone name → card ids, or per owner a list of them.
 */
export function zonesOf(zones: unknown, path: string): Layout {
  if (typeof zones !== 'object' || zones === null || Array.isArray(zones)) {
    return { ok: false, message: `the saved game has no ${path} object` };
  }
  const out: ZoneInstance[] = [];
  for (const [zone, value] of Object.entries(zones)) {
    if (isCardList(value)) {
      out.push({ label: zone, zone, owner: null, cards: value });
    } else if (Array.isArray(value) && value.every(isCardList)) {
      value.forEach((cards, owner) => out.push({ label: `${zone}[${owner}]`, zone, owner, cards }));
    } else {
      return { ok: false, message: `${path}.${zone} is neither a card list nor a list of them` };
    }
  }
  return { ok: true, zones: out };
}

/** Whether `seat` may see the cards of a zone instance under the zone's visibility rule. */
export function maySee(
  meta: ZoneMeta | undefined,
  owner: number | null,
  seat: number,
  teamOf: (seat: number) => number,
): boolean {
  // A zone the metadata does not describe is treated as secret: the safe reading.
  if (meta === undefined) return false;
  switch (meta.visibility) {
    case 'all':
      return true;
    case 'hidden':
      return false;
    case 'owner':
      if (owner === null) return false;
      return meta.owner === 'team' ? teamOf(seat) === owner : seat === owner;
    case 'team':
      if (owner === null) return false;
      return meta.owner === 'team' ? teamOf(seat) === owner : teamOf(seat) === teamOf(owner);
  }
}

/**
 * The zone instances a saved game says a `reveal` turned face up for all (its `revealed`,
 * `{ "hand": [2] }`), as `zone[owner]` labels (`zone[0]` for a shared one's `zone`).
 */
export function revealedOf(saved: unknown): Set<string> {
  const out = new Set<string>();
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return out;
  for (const [zone, owners] of Object.entries(saved)) {
    if (Array.isArray(owners)) for (const o of owners) out.add(`${zone}[${String(o)}]`);
  }
  return out;
}

/**
 * The card ids `seat` may not see, given where every card lies; `revealed` (revealedOf) are the
 * instances face up for all whatever their zone's visibility.
 */
export function secretsOf(
  engine: { readonly meta: GameMeta },
  options: Options,
  zones: readonly ZoneInstance[],
  seat: number,
  revealed: ReadonlySet<string> = new Set(),
): Set<string> {
  // A saved game keys a zone as the engines do (`first-meld` is `firstMeld`).
  const metaOf = new Map(engine.meta.zones.map((z) => [zoneKeyOf(z.name), z]));
  const teamOf = (s: number): number => engine.meta.teamOf(s, options);
  const secret = new Set<string>();
  for (const z of zones) {
    if (revealed.has(`${z.zone}[${z.owner ?? 0}]`)) continue;
    if (maySee(metaOf.get(z.zone), z.owner, seat, teamOf)) continue;
    for (const card of z.cards) secret.add(card);
  }
  return secret;
}

/** The card ids of `ids` that appear in `text` as whole JSON strings (`"x-1"`, not `"x-10"`). */
export function mentionedIn(text: string, ids: Iterable<string>): string[] {
  const found: string[] = [];
  for (const id of ids) if (text.includes(JSON.stringify(id))) found.push(id);
  return found.sort();
}
