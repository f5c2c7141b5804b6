// Which zones a generated engine keeps as bitsets ("bags") rather than arrays of cards.
//
// A bag holds one bit per card of the deck in play: moving a card is two bit operations, a
// listing masks the hand against a suit's cards, and nothing is allocated. A bag has no order,
// so a zone is a bag only when nothing in the rules can see its order or needs it as a list:
// every use of it must be one the generator compiles for bags.

import type { LinkedGame } from '@orrery/rules-lang';
import { everyNode, type Verdict } from './every-node';

/** Bags are for decks of at most this many cards (four 32-bit words an owner). */
export const MOST_BAG_CARDS = 128;

/**
 * The per-seat and per-team zones of `game` that can be bags. A zone qualifies when the rules
 * name it only
 * - as the zone a trick phase plays from or gathers won tricks into (`play tricks from hand to
 *   trick, won tricks to taken`), and
 * - on the right of `in`, as one instance (`c in taken[t]`), a lookup in the location table; or
 *   as the collection of an aggregate over one instance with a variable
 *   (`count(c in taken[t] where ...)`), which walks the deck and looks each card up.
 * The zone dealt into needs no naming: dealing is compiled for bags. Anything else (a move's
 * collection, `top`, a loop, `move ... to`, a union over seats, a `deal ... rest`) keeps the
 * zone an array.
 */
export function bagZones(game: LinkedGame, deckCards: number): ReadonlySet<string> {
  if (deckCards > MOST_BAG_CARDS) return new Set();
  const candidates = new Set(game.zones.filter((z) => z.owner !== 'shared').map((z) => z.name));
  for (const phase of game.phases) {
    // The trick zone is read in order (who led, the winner's place in it).
    if (phase.tricks !== undefined) candidates.delete(phase.tricks.to);
  }
  if (game.deal?.rest !== undefined) candidates.delete(game.deal.rest);
  const used = new Set<string>();
  const instanceOf = (e: unknown): string | undefined => {
    const node = e as { kind?: string; object?: unknown; name?: { text?: string } };
    if (node.kind !== 'Index') return undefined;
    const object = node.object as { kind?: string; name?: { text?: string } };
    return object.kind === 'Reference' ? object.name?.text : undefined;
  };
  const visit = (node: { readonly kind?: string }): Verdict => {
    const n = node as Record<string, unknown> & { kind?: string };
    switch (n.kind) {
      case 'ZoneDecl':
        return 'accept';
      case 'PlayTricksClause':
        used.add((n.to as { text: string }).text);
        return 'accept';
      case 'Binary':
        if (n.op !== 'in' || instanceOf(n.right) === undefined) return 'look-inside';
        everyNode([n.left, (n.right as { index: unknown }).index], visit);
        return 'accept';
      case 'Aggregate':
        if (n.variable === undefined || instanceOf(n.collection) === undefined)
          return 'look-inside';
        everyNode([n.where, n.body, (n.collection as { index: unknown }).index], visit);
        return 'accept';
      case 'Name':
        used.add(n.text as string);
        return 'accept';
      default:
        return 'look-inside';
    }
  };
  everyNode(game.file, visit);
  for (const name of used) candidates.delete(name);
  return candidates;
}
