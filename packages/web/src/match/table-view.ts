import type { AnyEngine, Move } from '@orrery/runtime';

/** Cards in one zone instance as a seat sees it: `cards` only when that seat may see them. */
export interface ZoneView {
  readonly count: number;
  readonly cards?: readonly string[];
}

/**
 * The part of a generated engine's `view(state, seat)` that the table draws. Every generated
 * `View` has these fields; zones are keyed by the zone names in `meta.zones` (one `ZoneView`
 * for a shared zone, one per seat or team for owned zones).
 */
export interface TableView {
  readonly viewer: number;
  readonly seats: number;
  readonly handNumber: number;
  readonly dealer: number;
  readonly phase: string | null;
  readonly toMove: number | null;
  readonly over: boolean;
  readonly winner: number | 'draw' | null;
  readonly zones: Readonly<Record<string, ZoneView | readonly ZoneView[]>>;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly total: readonly number[];
  readonly handScore: readonly number[];
  readonly leader: number;
  readonly tricksWon?: readonly number[];
  readonly legal: readonly Move[];
}

/** Any generated engine, seen through the generic interface. */
export type { AnyEngine };

/** The zone instance owned by `owner` (a seat or a team), or the shared one. */
export function zoneOf(view: TableView, zone: string, owner: number): ZoneView | undefined {
  const z = view.zones[zone];
  if (z === undefined) return undefined;
  return isZoneList(z) ? z[owner] : z;
}

export function isZoneList(z: ZoneView | readonly ZoneView[]): z is readonly ZoneView[] {
  return Array.isArray(z);
}
