// The replay report needs where every card lies, which the `Engine` interface keeps opaque. The
// saved-game text (`engine.serialize`) is the one generic window on it: every generated engine
// writes zones by name, variables by their `meta.variables` key, and each finished hand's zones.

import type { AnyEngine } from './engines';

/** A zone's cards: one list for a shared zone, a list per seat or team otherwise. */
export type ZoneCards = readonly string[] | readonly (readonly string[])[];
export type ZoneMap = Readonly<Record<string, ZoneCards>>;

export interface SavedHand {
  /** Every zone as the hand ended, before the next deal. */
  readonly zones?: ZoneMap;
}

export interface SavedState {
  readonly handNumber: number;
  readonly dealer: number;
  readonly zones: ZoneMap;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly history: readonly SavedHand[];
}

export function readSavedState(engine: AnyEngine, state: unknown): SavedState {
  const json = JSON.parse(engine.serialize(state)) as { state?: Partial<SavedState> };
  const s = json.state ?? {};
  return {
    handNumber: s.handNumber ?? 1,
    dealer: s.dealer ?? 0,
    zones: s.zones ?? {},
    variables: s.variables ?? {},
    history: s.history ?? [],
  };
}

/** The cards of one instance of a zone (`owner` for per-seat and per-team zones). */
export function cardsIn(zones: ZoneMap, zone: string, owner?: number): readonly string[] {
  const cards = zones[zone] ?? [];
  if (owner === undefined) return cards.filter((c): c is string => typeof c === 'string');
  const mine = cards[owner];
  return Array.isArray(mine) ? (mine as readonly string[]) : [];
}
