// For a move whose last parameter is a card from a bag that does not depend on the parameters
// before it (`target in area of opponents`), a test first that the bag holds some card that
// could be it (by its where-table): when it holds none, the cards before it are not walked.

import type { Ir } from '../expr';
import { readsLocal, type ListedMove } from '../listing';
import { isBag } from './pair-masks';

/** The bag (an instance or a union) the guard asks, or undefined where there is no guard. */
export function emptyGuardOf(m: ListedMove): Ir | undefined {
  const last = m.params.length - 1;
  const param = m.params[last];
  if (last < 1 || param === undefined || param.kind !== 'card') return undefined;
  if (param.domain.kind !== 'collection') return undefined;
  const domain = param.domain.collection;
  const before = m.params.slice(0, last);
  if (before.some((p) => readsLocal(domain, p.local))) return undefined;
  return isBag(domain) ? domain : undefined;
}
