// The names a look may use. The web package draws each of them (a test there checks it has an
// art set for every name in ART_SETS and an icon for every name in ICONS), so a rules file that
// checks clean never asks for art that does not exist.

/** The art sets the web package ships, each for a common deck. */
export const ART_SETS = ['french', 'italian', 'six-suit', 'star'] as const;

/** Symbols drawn as SVG, for `look SUIT: icon NAME COLOUR`. */
export const ICONS = [
  'heart',
  'diamond',
  'club',
  'spade',
  'cup',
  'coin',
  'sword',
  'baton',
  'star',
  'sun',
  'moon',
  'ringed-orb',
  'shooting-star',
  'circle',
  'square',
  'triangle',
] as const;

/**
 * The palette names, each a shade dark enough for WCAG AA contrast (4.5:1) on a white card face,
 * so that a designer who writes `red` gets a readable red.
 */
export const COLOURS: Readonly<Record<string, string>> = {
  black: '#1b1b1b',
  red: '#b3261e',
  blue: '#1f4e9c',
  green: '#1d6b3a',
  purple: '#6e3fa0',
  orange: '#a13d00',
  brown: '#8a4b0f',
  grey: '#4a4a58',
  gold: '#6e5400',
  teal: '#00695c',
  pink: '#8e2a7a',
  navy: '#14285a',
};

/** WCAG contrast of `#rrggbb` against white. */
export function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}
