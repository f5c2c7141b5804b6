// `move top of Z to ...` pops the top card off Z's list when Z is a zone instance (`stock`,
// `hand[seat]`): the card leaves its zone by the pop, so it is put without a search. Any other
// collection (`top of {c in hand[seat] where ...}`, `top of hand of all seats`) is a new list
// built for the read: popping it would leave the card where it was, so its top card is moved
// like any one card, from wherever it lies. The printer and the interpreter both ask here.

import type { Expression, LinkedGame } from '@orrery/rules-lang';

export function topPopsItsZone(game: LinkedGame, zone: Expression): boolean {
  const ref = zone.kind === 'Index' ? zone.object : zone;
  return ref.kind === 'Reference' && game.symbolOf(ref).kind === 'zone';
}
