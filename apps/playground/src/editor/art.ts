// The art set a rules file names (`art NAME`), or the generic face: the choice the bundler makes
// for a bundle (packages/web/src/art/sets.ts), made in the page for an edited file. A test checks
// that every art set of the rules language is here.

import { frenchArt, genericArt, italianArt, sixSuitArt, starArt, type ArtSet } from '@orrery/web';
import type { DeckLook } from '@orrery/web';

export const ART_SETS_BY_NAME: Readonly<Record<string, ArtSet>> = {
  french: frenchArt,
  italian: italianArt,
  'six-suit': sixSuitArt,
  star: starArt,
};

export function artSetOf(look: DeckLook): ArtSet {
  return (look.art !== undefined && ART_SETS_BY_NAME[look.art]) || genericArt;
}
