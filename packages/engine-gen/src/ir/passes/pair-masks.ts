// A pair mask for a move's last parameter: when it is a card from a bag and some of the move's
// requirements read only it and one card chosen before it (`target.face <= card.face`), a table
// made when the engine loads holds, for each first card, the bag mask of the second cards that
// pass them, and the second card's own `where` too when that reads only the card. The listing
// then walks only that row's cards for the second parameter.

import { cardOnly, paramsOnly, type StaticValue } from '../card-only';
import type { Ir, Local } from '../expr';
import type { ListedMove } from '../listing';

export interface PairMask {
  /** The index of the first card's parameter; the second is the last parameter. */
  readonly first: number;
  readonly firstLocal: Local;
  readonly secondLocal: Local;
  /** The second card's `where`, folded into the mask; undefined when it is tested as it is. */
  readonly where: Ir | undefined;
  /** Whether the second card's `where` (if any) is in the mask. */
  readonly whereInMask: boolean;
  /** The requirements the mask answers, by their index in the move's requirements. */
  readonly requires: ReadonlySet<number>;
  readonly tests: readonly Ir[];
}

export function pairMaskOf(m: ListedMove, staticValue: StaticValue): PairMask | undefined {
  const last = m.params.length - 1;
  const second = m.params[last];
  if (last < 1 || second === undefined || second.kind !== 'card') return undefined;
  if (second.domain.kind !== 'collection' || !isBag(second.domain.collection)) return undefined;
  for (let j = last - 1; j >= 0; j--) {
    const first = m.params[j]!;
    if (first.kind !== 'card') continue;
    const chosen = m.requires
      .map((r, k) => ({ r, k }))
      .filter(({ r }) => paramsOnly(r.condition, [first.local, second.local], staticValue));
    if (chosen.length === 0) continue;
    const whereInMask =
      second.where === undefined || cardOnly(second.where, second.local, staticValue);
    return {
      first: j,
      firstLocal: first.local,
      secondLocal: second.local,
      where: whereInMask ? second.where : undefined,
      whereInMask,
      requires: new Set(chosen.map(({ k }) => k)),
      tests: chosen.map(({ r }) => r.condition),
    };
  }
  return undefined;
}

/** Whether a collection is walked by its bits: a bag's instance or a union of a bag. */
export function isBag(e: Ir): boolean {
  return e.kind === 'bag' || (e.kind === 'union' && e.bag);
}
