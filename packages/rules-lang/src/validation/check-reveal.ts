// A hand turned face up (`reveal ZONE`) and a seat that plays another seat's turn (`played by:
// SEAT`): what the checker can say of each beyond their types.

import type { Expression, GameFile, PlayedByClause, RevealStmt } from '../ast/ast';
import type { ResolvedPhase } from '../model/model';
import { T } from '../model/types';
import { walk } from '../model/walk';
import { article, checkExpr } from './check-expressions';
import type { CheckState, Ctx } from './state';

/**
 * `reveal ZONE`: one zone instance, written as the zone itself (`stock`, `hand[dummy]`), since
 * what lies face up is the place, whatever cards come and go; revealing a zone every seat sees
 * already does nothing, and is most likely a slip.
 */
export function checkReveal(st: CheckState, zone: Expression, ctx: Ctx): void {
  const t = checkExpr(st, zone, ctx, T.cards);
  if (t.kind === 'unknown') return;
  const named = zone.kind === 'Index' ? zone.object : zone;
  const symbol = named.kind === 'Reference' ? st.symbols.get(named) : undefined;
  if (symbol?.kind !== 'zone' || t.kind !== 'cards') {
    st.sink.error(
      'type-mismatch',
      zone.range,
      `'reveal' turns one zone face up (such as 'hand[seat]' or 'stock'), not ${article(t)}`,
    );
    return;
  }
  if (symbol.zone.visibility === 'all') {
    st.sink.warning(
      'needless-reveal',
      zone.range,
      `zone '${symbol.name}' is visible to all already, so revealing it changes nothing`,
      'reveal a zone some seat may not see, such as a hand',
    );
  }
}

/** The zones some `reveal` statement of the file names. */
function revealedZones(file: GameFile): Set<string> {
  const out = new Set<string>();
  walk(file, (node) => {
    if (node.kind !== 'RevealStmt') return;
    const zone = (node as RevealStmt).zone;
    const named = zone.kind === 'Index' ? zone.object : zone;
    if (named.kind === 'Reference') out.add(named.name.text);
  });
  return out;
}

/**
 * A trick phase `played by` another seat than the one whose turn it is, from hands only their
 * owner sees and that no rule ever reveals: every card the chooser is offered is one it may not
 * see. Said only of trick phases, where every turn plays a card of the hand; a phase played in
 * turns may hand a turn over only when the hand is empty (a seat that is out), and then no card
 * of it is offered.
 */
export function checkPlayedBy(st: CheckState, phase: ResolvedPhase, clause: PlayedByClause): void {
  const from = phase.tricks?.from;
  if (from === undefined) return;
  const zone = st.tables.zones.find((z) => z.name === from);
  if (zone === undefined || (zone.visibility !== 'owner' && zone.visibility !== 'hidden')) return;
  if (revealedZones(st.tables.file).has(from)) return;
  st.sink.warning(
    'played-by-unseen-hand',
    clause.range,
    `a seat that plays another seat's turn chooses from '${from}', which only its owner sees, and no 'reveal' ever turns it face up`,
    `reveal the hand first, as 'reveal ${from}[seat]' in a move or hook`,
  );
}
