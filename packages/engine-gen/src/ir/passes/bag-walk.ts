// `move {c in area of all seats where c is red} to pile[team]`, from a bag (or a union of one)
// into another zone's bag: a walk of the source's bits, masked by the `where` when it reads
// only the card, with no list of the cards built, each card taken out by its bit. A walk of the
// bag being filled could meet the cards it moved, so only from another zone.

import { cardOnly, type StaticValue } from '../card-only';
import type { Ir } from '../expr';
import type { CardMove, Stmt } from '../stmt';
import { mapStmts } from '../walk-stmt';

export function bagWalk(stmts: readonly Stmt[], staticValue: StaticValue): Stmt[] {
  return mapStmts(stmts, (st) => {
    if (st.kind !== 'move' || st.to.kind !== 'bag') return st;
    const into = st.to.zone;
    const moves = st.moves.map((m): CardMove => {
      if (m.kind !== 'cards' || m.cards.kind !== 'filter') return m;
      const { local, collection: source, where } = m.cards;
      const zone = bagZone(source);
      if (zone === undefined || zone === into) return m;
      const mask = cardOnly(where, local, staticValue)
        ? { local, tests: [where], when: 'all' as const }
        : undefined;
      return { ...m, walk: { local, source, where, mask } };
    });
    return { ...st, moves };
  });
}

/** The zone of a bag's instance or of a union of a bag's instances. */
function bagZone(e: Ir): string | undefined {
  if (e.kind === 'bag') return e.zone;
  if (e.kind === 'union' && e.bag) return e.zone;
  return undefined;
}
