import type { GameMeta } from '@orrery/runtime';

/**
 * How a deck looks, as its rules file says (`art NAME`, `look SUIT: SYMBOL COLOUR`): plain data
 * that the bundler reads from the checked rules file and writes into the game's entry module.
 * The engine never sees it.
 */
export type SuitSymbol =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'icon'; readonly icon: string };

export interface SuitStyle {
  readonly symbol: SuitSymbol;
  /** `#rrggbb`, dark enough to read on a white face. */
  readonly colour: string;
}

export interface DeckLook {
  /** The art set's name; absent for the generic face. */
  readonly art?: string;
  /** The suits the rules file gave a look, by suit id. */
  readonly suits: Readonly<Record<string, SuitStyle>>;
}

export const NO_LOOK: DeckLook = { suits: {} };

/**
 * Colours for suits nobody gave one, in suit order: each meets WCAG AA (4.5:1) on white and
 * differs from its neighbours, so a deck of any size gets readable, distinct suits.
 */
export const PALETTE: readonly string[] = [
  '#1f4e9c',
  '#b3261e',
  '#1d6b3a',
  '#6e3fa0',
  '#a13d00',
  '#00695c',
  '#8e2a7a',
  '#4a4a58',
  '#8a4b0f',
  '#14285a',
];

/**
 * Each suit's symbol and colour: the rules file's look first, then the art set's own for the
 * suits it knows by name, then the suit's initial in a palette colour. Never empty.
 */
export function suitStyles(
  look: DeckLook,
  meta: GameMeta,
  known: Readonly<Record<string, SuitStyle>> = {},
): (suit: string) => SuitStyle {
  const styles = new Map<string, SuitStyle>();
  meta.suits.forEach((s, i) => {
    const initial = [...(s.name.trim() || s.id)][0]?.toUpperCase() ?? '?';
    styles.set(
      s.id,
      look.suits[s.id] ??
        known[s.id] ?? {
          symbol: { kind: 'text', text: initial },
          colour: PALETTE[i % PALETTE.length]!,
        },
    );
  });
  const fallback: SuitStyle = { symbol: { kind: 'icon', icon: 'star' }, colour: '#4a4a58' };
  return (suit) => styles.get(suit) ?? fallback;
}

/** A rank as a corner shows it: numbers as they are, named ranks by their initial (K, Q, J). */
export function rankLabel(meta: GameMeta, rank: string | null): string {
  if (rank === null) return '';
  if (/^[0-9]+$/.test(rank)) return rank;
  const title = meta.ranks.find((r) => r.id === rank)?.name ?? rank;
  return [...title.trim()][0]?.toUpperCase() ?? '';
}

/** A card's name cut into lines of at most `width` characters, for the foot of a face. */
export function nameLines(name: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}
