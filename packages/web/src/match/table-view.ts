import { zoneKeyOf, type AnyEngine, type Move } from '@orrery/runtime';

/** Cards in one zone instance as a seat sees it: `cards` only when that seat may see them. */
export interface ZoneView {
  readonly count: number;
  readonly cards?: readonly string[];
  /** Turned face up for every seat by a `reveal` (a dummy's hand): drawn face up where it lies. */
  readonly revealed?: true;
}

/**
 * The part of a generated engine's `view(state, seat)` that the table draws. Every generated
 * `View` has these fields; zones are keyed by the zone names in `meta.zones` made identifiers
 * (`zoneKeyOf`), one `ZoneView` for a shared zone, one per seat or team for owned zones.
 */
export interface TableView {
  readonly viewer: number;
  readonly seats: number;
  readonly handNumber: number;
  readonly dealer: number;
  readonly phase: string | null;
  /** The seat that chooses the next move. */
  readonly toMove: number | null;
  /**
   * The seat whose turn it is, where the game lets a seat play another's turn (`played by`); in
   * other games `toMove` is both.
   */
  readonly turn?: number | null;
  readonly over: boolean;
  readonly winner: number | 'draw' | null;
  readonly zones: Readonly<Record<string, ZoneView | readonly ZoneView[]>>;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly total: readonly number[];
  readonly handScore: readonly number[];
  readonly leader: number;
  /** Who played each card of the trick, where a seat may sit the tricks out. */
  readonly trickSeats?: readonly number[];
  readonly tricksWon?: readonly number[];
  /** Every completed hand: its scores and its zones as they were when it ended. */
  readonly history?: readonly HandRecordView[];
  readonly legal: readonly Move[];
}

/** A completed hand in a view's `history`. */
export interface HandRecordView {
  readonly hand: number;
  readonly dealer: number;
  readonly scores: readonly number[];
  readonly zones: TableView['zones'];
}

/** Any generated engine, seen through the generic interface. */
export type { AnyEngine };

/**
 * A zone's key in a view's `zones`: engines key a zone by its rules-file name made an identifier
 * (`tricks-won` is `tricksWon`), the runtime's conversion (the rules language's `zoneKey`, which a
 * bundle cannot afford to import; a test checks the two agree).
 */
export { zoneKeyOf };

/** A zone of `meta.zones` as the view has it: one instance, or one per seat or team. */
export function zoneEntry(
  view: Pick<TableView, 'zones'>,
  zone: string,
): ZoneView | readonly ZoneView[] | undefined {
  return view.zones[zoneKeyOf(zone)] ?? view.zones[zone];
}

/** The zone instance owned by `owner` (a seat or a team), or the shared one. */
export function zoneOf(
  view: Pick<TableView, 'zones'>,
  zone: string,
  owner: number,
): ZoneView | undefined {
  const z = zoneEntry(view, zone);
  if (z === undefined) return undefined;
  return isZoneList(z) ? z[owner] : z;
}

export function isZoneList(z: ZoneView | readonly ZoneView[]): z is readonly ZoneView[] {
  return Array.isArray(z);
}

/** The seat whose turn it is: `toMove`, unless another seat plays that turn for it. */
export function turnOf(view: Pick<TableView, 'toMove' | 'turn'>): number | null {
  return view.turn === undefined ? view.toMove : view.turn;
}
