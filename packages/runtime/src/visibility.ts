// What a seat may see of a move, decided from the engine's own views and nothing else: the
// server's rooms and the web components' own table both show moves through this.
//
// A seat's view comes from `engine.view(state, seat)`, which the harness checks by content. The
// engines' events and moves name their cards to every seat: the harness lets an event name a
// card the move itself names (a card played face up), which is right for a move laid on the
// table but not for one put face down (a discard, a pass). So a move and its events are shown to
// a seat with every card it may not see, before the move or after it, replaced by null.
//
// A spectator is no seat. Its view is built here, for any game, from the zones' declared
// visibility: a zone visible to all keeps its cards, and so does an instance the view marks as
// turned face up for all (`revealed`); every other zone shows only its count.

import type { GameMeta, ZoneMeta } from './engine';

type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };

/** Adds to `out` every card id that `value` names anywhere. */
export function cardsIn(value: unknown, deck: ReadonlySet<string>, out = new Set<string>()) {
  if (typeof value === 'string') {
    if (deck.has(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsIn(v, deck, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) cardsIn(v, deck, out);
  }
  return out;
}

/**
 * The cards a view shows of the hand being played. Completed hands (`history`) are left out:
 * the cards were dealt again since, so having seen a card in an old hand says nothing of now.
 * Only the hands that `fresh` counts from the end are read: those a move has just completed.
 */
export function visibleIn(view: unknown, deck: ReadonlySet<string>, fresh = 0): Set<string> {
  const out = new Set<string>();
  if (typeof view !== 'object' || view === null) return out;
  for (const [key, value] of Object.entries(view)) {
    if (key !== 'history') cardsIn(value, deck, out);
    else if (Array.isArray(value) && fresh > 0) cardsIn(value.slice(-fresh), deck, out);
  }
  return out;
}

/**
 * The cards of `named` (what a move and its events name) that a seat saw neither before the
 * move nor after it (`before` and `after`, each visibleIn of its view then): those it may not
 * be shown.
 */
export function unseen(
  named: ReadonlySet<string>,
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): Set<string> {
  return new Set([...named].filter((c) => !before.has(c) && !after.has(c)));
}

/** A copy of `value` with each card of `hidden` replaced by null. */
export function redact<T>(value: T, hidden: ReadonlySet<string>): T {
  if (hidden.size === 0) return value;
  return redactValue(value as Json, hidden) as T;
}

function redactValue(value: Json, hidden: ReadonlySet<string>): Json {
  if (typeof value === 'string') return hidden.has(value) ? null : value;
  if (Array.isArray(value)) return value.map((v: Json) => redactValue(v, hidden));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactValue(v, hidden);
    return out;
  }
  return value;
}

/**
 * A zone's key in a view's or a saved game's `zones` for its rules-file name: the engines key
 * `tricks-won` as `tricksWon` (the rules language's `zoneKey`).
 */
export function zoneKeyOf(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

interface ZoneViewLike {
  readonly count: number;
  readonly cards?: readonly string[];
  readonly revealed?: true;
}

/** A zone instance as no seat sees it: its count, unless a `reveal` turned it face up for all. */
function countOnly(z: unknown): unknown {
  if (Array.isArray(z)) return z.map(countOnly);
  if (typeof z === 'object' && z !== null && 'count' in z) {
    const zone = z as ZoneViewLike;
    return zone.revealed === true ? zone : { count: zone.count };
  }
  return { count: 0 };
}

/** Zones as no seat sees them; a zone the metadata does not declare visible to all shows counts. */
function publicZones(zones: unknown, meta: readonly ZoneMeta[]): unknown {
  if (typeof zones !== 'object' || zones === null) return zones;
  const open = new Set(meta.filter((z) => z.visibility === 'all').map((z) => zoneKeyOf(z.name)));
  const out: Record<string, unknown> = {};
  for (const [key, z] of Object.entries(zones)) out[key] = open.has(key) ? z : countOnly(z);
  return out;
}

/**
 * The view of no seat, from a seat's view: zones by their declared visibility, completed hands
 * likewise, no legal moves, viewer -1. Any other card the base view names that not every seat
 * sees (`shared`: cards every seat's view shows) is replaced by null, so a seat's own
 * knowledge can never reach a spectator through a field this function does not know.
 */
export function spectatorView(
  base: unknown,
  meta: GameMeta,
  shared: ReadonlySet<string>,
  deck: ReadonlySet<string>,
): unknown {
  if (typeof base !== 'object' || base === null) return base;
  const out: Record<string, unknown> = {};
  const hidden = new Set<string>();
  for (const [key, value] of Object.entries(base)) {
    if (key === 'zones') out[key] = publicZones(value, meta.zones);
    else if (key === 'legal') out[key] = [];
    else if (key === 'viewer') out[key] = -1;
    else if (key === 'history' && Array.isArray(value)) {
      out[key] = value.map((h: unknown) =>
        typeof h === 'object' && h !== null && 'zones' in h
          ? { ...h, zones: publicZones((h as { zones: unknown }).zones, meta.zones) }
          : h,
      );
    } else {
      for (const card of cardsIn(value, deck)) if (!shared.has(card)) hidden.add(card);
      out[key] = value;
    }
  }
  if (hidden.size === 0) return out;
  for (const key of Object.keys(out)) {
    if (key !== 'zones' && key !== 'history') out[key] = redact(out[key], hidden);
  }
  return out;
}
