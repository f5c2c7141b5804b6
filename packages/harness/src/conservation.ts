/**
 * Card conservation: whatever moves are played, every card of the deck is somewhere, exactly
 * once. Engines lay out cards in many zones (hands, stock, trick, discard); this helper counts
 * them so one invariant check works for every game.
 */
export type Zones = Readonly<Record<string, readonly string[]>>;

export interface ConservationReport {
  readonly ok: boolean;
  readonly counts: Readonly<Record<string, number>>;
  readonly missing: readonly string[];
  readonly duplicated: readonly string[];
  readonly unknown: readonly string[];
}

/** Counts every card across the given zones. */
export function countCards(zones: Zones): Map<string, number> {
  const counts = new Map<string, number>();
  for (const cards of Object.values(zones)) {
    for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  }
  return counts;
}

/** Compares the cards laid out in the zones with the deck they were dealt from. */
export function checkConservation(deck: readonly string[], zones: Zones): ConservationReport {
  const counts = countCards(zones);
  const inDeck = new Set(deck);
  const missing = deck.filter((card) => !counts.has(card)).sort();
  const duplicated = [...counts]
    .filter(([, n]) => n > 1)
    .map(([card]) => card)
    .sort();
  const unknown = [...counts.keys()].filter((card) => !inDeck.has(card)).sort();
  return {
    ok: missing.length === 0 && duplicated.length === 0 && unknown.length === 0,
    counts: Object.fromEntries(counts),
    missing,
    duplicated,
    unknown,
  };
}
