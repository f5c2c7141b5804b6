// `all(s in SEATS: count(hand[s]) = 0)` over a zone kept as bags: that no owner's words hold a
// bit, asked of the words directly, with no function called for each owner.

import type { Ir } from '../expr';
import { mapChildren } from '../walk';
import { SHAPE_SEAT_LISTS } from './shape';

export interface EmptyBagsFacts {
  /** Whether the code is written for one shape, which lists its seat lists seat by seat. */
  readonly shaped: boolean;
}

export function emptyBags(e: Ir, facts: EmptyBagsFacts): Ir {
  const rewrite = (x: Ir): Ir => {
    const y = mapChildren(x, rewrite);
    if (y.kind !== 'aggregate') return y;
    const zone = emptied(y);
    if (zone === undefined) return y;
    const seats = y.collection;
    const known = facts.shaped && seats.kind === 'builtin' && SHAPE_SEAT_LISTS.includes(seats.name);
    return { kind: 'bags-empty', zone, seats, known };
  };
  return rewrite(e);
}

/** The bag zone `all(v in seats: count(zone[v]) = 0)` asks to be empty, if it is one. */
function emptied(e: Extract<Ir, { kind: 'aggregate' }>): string | undefined {
  const { body, local } = e;
  if (e.op !== 'all' || local === undefined || e.where !== undefined) return undefined;
  if (body?.kind !== 'equal' || body.negated || body.by !== 'value') return undefined;
  const zero = (x: Ir) => x.kind === 'number' && x.value === 0;
  const counted = zero(body.right) ? body.left : zero(body.left) ? body.right : undefined;
  if (counted?.kind !== 'aggregate' || counted.op !== 'count' || counted.local !== undefined)
    return undefined;
  const bag = counted.collection;
  if (bag.kind !== 'bag' || bag.owner.kind !== 'local' || bag.owner.local !== local)
    return undefined;
  return bag.zone;
}
