/**
 * Builds a whole deal from the few cards a scenario is about: the given cards stay where they
 * are put, and every other card of the deck fills the hands (in deck order) up to the hand size,
 * then the stock after any given top cards. The result goes into the scenario file, so files
 * stay explicit while authors only choose what matters.
 */

import type { DealSpec } from '@orrery/runtime';

export interface PartialDeal {
  readonly dealer?: number;
  /** The cards each seat must hold, in the order they should be listed. */
  readonly hands: readonly (readonly string[])[];
  /** Cards at the top of the stock, top card first. */
  readonly stock?: readonly string[];
  /** Cards that must go to the stock rather than a hand (after the given top cards). */
  readonly stockLast?: readonly string[];
}

/** Fills a partial deal to the whole deck; throws on a card given twice or not in the deck. */
export function completeDeal(
  deck: readonly string[],
  partial: PartialDeal,
  handSize: number,
): DealSpec {
  const placed = new Set<string>();
  const place = (card: string) => {
    if (!deck.includes(card)) throw new Error(`'${card}' is not in the deck`);
    if (placed.has(card)) throw new Error(`'${card}' is placed twice`);
    placed.add(card);
  };
  const given = [...partial.hands.flat(), ...(partial.stock ?? []), ...(partial.stockLast ?? [])];
  given.forEach(place);
  const rest = deck.filter((card) => !placed.has(card));
  const hands = partial.hands.map((cards) => {
    if (cards.length > handSize)
      throw new Error(`a hand of ${cards.length} cards; the size is ${handSize}`);
    return [...cards, ...rest.splice(0, handSize - cards.length)];
  });
  const stock = [...(partial.stock ?? []), ...rest, ...(partial.stockLast ?? [])];
  return { ...(partial.dealer === undefined ? {} : { dealer: partial.dealer }), hands, stock };
}
