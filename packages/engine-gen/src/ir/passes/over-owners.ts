// An aggregate over a union of a per-owner zone (`count(c in hand of opponents where ...)`) that
// no mask answers becomes the same aggregate over each owner's instance, combined: any, all, or
// a sum (a count is a sum of counts). No array of the whole union is built. `max`, `min`,
// `deadwood`, `sum-groups` and `first` are left to walk the union's cards.

import type { Ir, Local } from '../expr';
import { mapChildren } from '../walk';

export function overOwners(e: Ir): Ir {
  const rewrite = (x: Ir): Ir => {
    const y = mapChildren(x, rewrite);
    if (y.kind !== 'aggregate' || y.collection.kind !== 'union') return y;
    if (y.op === 'max' || y.op === 'min' || y.op === 'deadwood' || y.op === 'sum-groups') return y;
    // The first card of a union is the first of its owners' cards, in the union's own order.
    if (y.op === 'first') return y;
    const union = y.collection;
    const owner: Local = { text: 'x' };
    const ownerRef: Ir = { kind: 'local', local: owner };
    const instance: Ir = union.bag
      ? { kind: 'bag', zone: union.zone, owner: ownerRef, slot: union.slot ?? 0, stays: false }
      : { kind: 'instance', zone: union.zone, owner: ownerRef };
    const combine = y.op === 'any' ? 'any' : y.op === 'all' ? 'all' : 'sum';
    return { kind: 'over-owners', combine, union, owner, part: { ...y, collection: instance } };
  };
  return rewrite(e);
}
