// One walk of a zone for several moves: when two or more moves of a phase take their first card
// from the same zone of the seat to act, each filtered by a where-table, the listing walks that
// zone once and keeps each move's cards in a buffer of its own (../../emit/shared-walks.ts
// writes it). Only zones that always exist while the phase is listed qualify, as the walk runs
// before any move's `when` is looked at: a shared zone kept as a list (`stock`), or the list of
// the seat to act in a per-seat zone (`hand[seat]`); never a bag (walked by its words), another
// seat's zone, a union or a filtered set.

import type { Ir } from '../expr';
import type { ListedMove } from '../listing';

export interface ZoneFacts {
  readonly ownerOf: (zone: string) => 'seat' | 'team' | 'shared';
}

/** The zone a listing can walk before any `when`, as a key; undefined for anything else. */
export function walkedZone(e: Ir, facts: ZoneFacts): string | undefined {
  if (e.kind === 'zone') return facts.ownerOf(e.name) === 'shared' ? e.name : undefined;
  if (e.kind !== 'instance' || facts.ownerOf(e.zone) !== 'seat') return undefined;
  return e.owner.kind === 'builtin' && e.owner.name === 'seat' ? `${e.zone}[seat]` : undefined;
}

/**
 * The moves that share a walk, zone by zone, in the order they are met: each move's first
 * parameter has a where-table (`tabled`) and comes from a zone `walkedZone` accepts.
 */
export function sharedWalkGroups<M extends ListedMove>(
  moves: readonly M[],
  tabled: (m: M) => boolean,
  facts: ZoneFacts,
): M[][] {
  const byZone = new Map<string, M[]>();
  for (const m of moves) {
    const first = m.params[0];
    if (first === undefined || first.domain.kind !== 'collection' || !tabled(m)) continue;
    const zone = walkedZone(first.domain.collection, facts);
    if (zone === undefined) continue;
    byZone.set(zone, [...(byZone.get(zone) ?? []), m]);
  }
  return [...byZone.values()].filter((g) => g.length >= 2);
}
