// Which zones a generated engine keeps as bitsets ("bags") rather than arrays of cards.
//
// A bag holds one bit per card of the deck in play: moving a card is two bit operations, a
// listing masks the hand against a suit's cards, and nothing is allocated. A bag has no order:
// its cards come out in deck order. Views already show every per-seat and per-team zone sorted,
// so a bag changes nothing anyone sees, as long as no rule reads the zone's order.

import type { LinkedGame } from '@orrery/rules-lang';
import { everyNode, type Verdict } from './every-node';

/** Bags are for decks of at most this many cards (four 32-bit words an owner). */
export const MOST_BAG_CARDS = 128;

/**
 * The per-seat and per-team zones of `game` that can be bags. A zone qualifies when the rules
 * name it only as one owner's instance (`hand[seat]`), as a union over seats (`area of
 * opponents`), or in a trick phase as the zone tricks are played from or gathered into.
 *
 * What keeps a zone a list: `top of` it (its order), being the zone a trick is played to (read
 * in order: who led, the winner's place) or the stock a deal leaves (`rest to`), and the bare
 * name without an owner.
 */
export function bagZones(game: LinkedGame, deckCards: number): ReadonlySet<string> {
  if (deckCards > MOST_BAG_CARDS) return new Set();
  const candidates = new Set(game.zones.filter((z) => z.owner !== 'shared').map((z) => z.name));
  for (const phase of game.phases) {
    if (phase.tricks !== undefined) candidates.delete(phase.tricks.to);
  }
  if (game.deal?.rest !== undefined) candidates.delete(game.deal.rest);
  const listed = new Set<string>();
  const nameOf = (e: unknown): string | undefined => {
    const node = e as { kind?: string; name?: { text?: string } };
    return node.kind === 'Reference' ? node.name?.text : undefined;
  };
  const visit = (node: { readonly kind?: string }): Verdict => {
    const n = node as Record<string, unknown> & { kind?: string };
    switch (n.kind) {
      case 'ZoneDecl':
        return 'accept';
      case 'PlayTricksClause':
        // `from` and `won` are compiled for bags; `to` was ruled out above.
        return 'accept';
      case 'TopOf': {
        const zone = n.zone as { kind?: string; object?: unknown };
        const name = zone.kind === 'Index' ? nameOf(zone.object) : nameOf(zone);
        if (name !== undefined) listed.add(name);
        return 'look-inside';
      }
      case 'Index':
        // An owner's instance: only the index is looked into.
        if (nameOf(n.object) === undefined) return 'look-inside';
        everyNode(n.index, visit);
        return 'accept';
      case 'ZoneUnion':
        everyNode(n.seats, visit);
        return 'accept';
      case 'Name':
        listed.add(n.text as string);
        return 'accept';
      default:
        return 'look-inside';
    }
  };
  everyNode(game.file, visit);
  for (const name of listed) candidates.delete(name);
  return candidates;
}
