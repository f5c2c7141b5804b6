// How zones are kept: a per-owner zone the generator keeps as bags (bitsets, ../../bags.ts) is
// read through its bag, so an owner's instance becomes a `bag` node (with its slot base and
// whether its owner stays the same through a listing) and a union over seats a bag union.

import type { Ir } from '../expr';
import { mapChildren } from '../walk';

export interface StorageFacts {
  /** The zones kept as bags. */
  readonly bags: ReadonlySet<string>;
  /** Each zone's index in the game's zones: its slots start at 64 times that. */
  readonly zoneIndex: ReadonlyMap<string, number>;
}

export function storage(e: Ir, facts: StorageFacts): Ir {
  const rewrite = (x: Ir): Ir => {
    switch (x.kind) {
      case 'instance': {
        const owner = rewrite(x.owner);
        if (!facts.bags.has(x.zone)) return { ...x, owner };
        const slot = (facts.zoneIndex.get(x.zone) ?? 0) * 64;
        return { kind: 'bag', zone: x.zone, owner, slot, stays: ownerStays(owner) };
      }
      case 'union': {
        const seats = rewrite(x.seats);
        if (!facts.bags.has(x.zone)) return { ...x, seats };
        return { ...x, seats, bag: true, slot: (facts.zoneIndex.get(x.zone) ?? 0) * 64 };
      }
      default:
        return mapChildren(x, rewrite);
    }
  };
  return rewrite(e);
}

/**
 * Whether an owner stays the same through a listing, where the state cannot change and `seat`
 * is the seat to act: a number, or `seat` itself.
 */
export function ownerStays(owner: Ir): boolean {
  return owner.kind === 'number' || (owner.kind === 'builtin' && owner.name === 'seat');
}
