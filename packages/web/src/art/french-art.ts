import { pipArt } from './pip-art';
import { club, diamond, heart, spade } from './icon-shapes';
import { useIcons } from './icons';
import type { SuitStyle } from './look';

useIcons({ heart, diamond, spade, club });

const red = '#b3261e';
const black = '#1b1b1b';
const hearts: SuitStyle = { symbol: { kind: 'icon', icon: 'heart' }, colour: red };
const diamonds: SuitStyle = { symbol: { kind: 'icon', icon: 'diamond' }, colour: red };
const spades: SuitStyle = { symbol: { kind: 'icon', icon: 'spade' }, colour: black };
const clubs: SuitStyle = { symbol: { kind: 'icon', icon: 'club' }, colour: black };

/**
 * `art french`: the 52-card deck and its jokers. Suits named hearts, diamonds, spades and clubs
 * (or in the singular) get their usual pips; a rules file's `look` can rename or recolour any.
 */
export const frenchArt = pipArt({
  suits: {
    hearts,
    heart: hearts,
    diamonds,
    diamond: diamonds,
    spades,
    spade: spades,
    clubs,
    club: clubs,
  },
  aces: ['ace', 'a'],
  turnLowerPips: true,
  suitless: [red, black],
});
