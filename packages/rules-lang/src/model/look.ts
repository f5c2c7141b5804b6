// How a deck looks, as the checker resolved `art` and `look` (references/look.ts). The engine
// generator never reads it: a look is for the web element, which the bundler gives it.

import type { Range } from '../ast/ast';

export type SuitSymbol =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'icon'; readonly icon: string };

export interface SuitLook {
  readonly suit: string;
  readonly symbol: SuitSymbol;
  /** Lower-case `#rrggbb`, whether written as a palette name or as hex. */
  readonly colour: string;
  readonly range: Range;
}

export interface DeckLook {
  /** One of `ART_SETS`, or undefined for the generic face. */
  readonly art: string | undefined;
  /** In the order written; each suit at most once. */
  readonly suits: readonly SuitLook[];
}
