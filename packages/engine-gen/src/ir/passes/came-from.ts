// Where a move's card parameters are as its statements begin. `play` is only given legal moves,
// so a card drawn from a bag's instance (`card in hand[seat]`) is in it when the move begins,
// and is moved out of it with its bit alone, without looking where it is; a card drawn from a
// union of a bag's instances is in one of them. Only the move's own statements (not those in
// `if`, `for` or `repeat`) are told, and only until something may have moved the card: a move
// of that card, a move of cards walked from its zone (or from anywhere unknown), or any nested
// block that moves cards.

import type { Ir, Local } from '../expr';
import type { CameFrom, CardMove, Stmt } from '../stmt';

/** A move's parameter: its local and the domain it is drawn from, after the storage pass. */
export interface MoveParameter {
  readonly local: Local;
  readonly domain: Ir;
}

export interface CameFromFacts {
  /** Who owns each per-owner instance of a zone. */
  readonly ownerOf: (zone: string) => 'seat' | 'team' | 'shared';
}

export function cameFrom(
  stmts: readonly Stmt[],
  params: readonly MoveParameter[],
  facts: CameFromFacts,
): Stmt[] {
  const known = new Map<Local, CameFrom>();
  for (const p of params) {
    const from = sourceOf(p.domain, facts);
    if (from !== undefined) known.set(p.local, from);
  }
  return stmts.map((st) => {
    if (st.kind === 'if' || st.kind === 'for' || st.kind === 'for-range' || st.kind === 'repeat') {
      if (movesCards(st)) known.clear();
      return st;
    }
    if (st.kind !== 'move') return st;
    const moves = st.moves.map((m): CardMove => {
      if (m.kind === 'card') {
        if (m.card.kind !== 'local') return m;
        const from = known.get(m.card.local);
        known.delete(m.card.local);
        return from === undefined || st.to.kind !== 'bag' ? m : { ...m, from };
      }
      if (m.kind === 'cards') {
        const walked = walkedZone(m.cards.kind === 'filter' ? m.cards.collection : m.cards);
        for (const [local, from] of known) {
          if (walked === undefined || walked === from.zone) known.delete(local);
        }
      }
      return m;
    });
    return { ...st, moves };
  });
}

/** Where a card drawn from `domain` is: a bag's instance, or one of a bag's instances. */
export function sourceOf(domain: Ir, facts: CameFromFacts): CameFrom | undefined {
  if (domain.kind === 'bag') return { zone: domain.zone, owner: domain.owner };
  if (domain.kind !== 'union' || !domain.bag) return undefined;
  const owner = facts.ownerOf(domain.zone);
  return owner === 'shared' ? undefined : { zone: domain.zone, owners: owner };
}

/** The zone a zone's instance or a union of one is of; undefined for anything else. */
function walkedZone(e: Ir): string | undefined {
  return e.kind === 'instance' || e.kind === 'bag' || e.kind === 'union' ? e.zone : undefined;
}

function movesCards(st: Stmt): boolean {
  switch (st.kind) {
    case 'move':
      return true;
    case 'if':
      return (
        st.branches.some((b) => b.body.some(movesCards)) || (st.otherwise ?? []).some(movesCards)
      );
    case 'for':
    case 'for-range':
    case 'repeat':
      return st.body.some(movesCards);
    default:
      return false;
  }
}
