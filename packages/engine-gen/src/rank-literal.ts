// A number written where the checker wants a rank (`c.rank = 8`, `{ace, 10, 9}`) names that
// rank, so it stands for the rank's strength like a named rank does, never for the number
// itself: in a deck with aces high, `10` is the ninth rank from the bottom. The printer and the
// interpreter both read it here.

import type { Expression, LinkedGame } from '@orrery/rules-lang';

export function numberLiteralValue(
  game: LinkedGame,
  e: Extract<Expression, { kind: 'NumberLiteral' }>,
): number {
  if (game.typeOf(e).kind !== 'rank') return e.value;
  return game.deck.ranks.find((r) => r.name === String(e.value))?.strength ?? e.value;
}
