import { pipArt } from './pip-art';
import type { SuitStyle } from './look';

const red = '#b3261e';
const black = '#1b1b1b';
const heart: SuitStyle = { symbol: { kind: 'icon', icon: 'heart' }, colour: red };
const diamond: SuitStyle = { symbol: { kind: 'icon', icon: 'diamond' }, colour: red };
const spade: SuitStyle = { symbol: { kind: 'icon', icon: 'spade' }, colour: black };
const club: SuitStyle = { symbol: { kind: 'icon', icon: 'club' }, colour: black };

/**
 * `art french`: the 52-card deck and its jokers. Suits named hearts, diamonds, spades and clubs
 * (or in the singular) get their usual pips; a rules file's `look` can rename or recolour any.
 */
export const frenchArt = pipArt({
  suits: {
    hearts: heart,
    heart,
    diamonds: diamond,
    diamond,
    spades: spade,
    spade,
    clubs: club,
    club,
  },
  aces: ['ace', 'a'],
  turnLowerPips: true,
  suitless: [red, black],
});
