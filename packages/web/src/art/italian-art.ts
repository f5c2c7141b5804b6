import { pipArt } from './pip-art';
import { baton, coin, cup, sword } from './icon-shapes';
import { useIcons } from './icons';
import type { SuitStyle } from './look';

useIcons({ cup, coin, sword, baton });

const cups: SuitStyle = { symbol: { kind: 'icon', icon: 'cup' }, colour: '#b3261e' };
const coins: SuitStyle = { symbol: { kind: 'icon', icon: 'coin' }, colour: '#8a4b0f' };
const swords: SuitStyle = { symbol: { kind: 'icon', icon: 'sword' }, colour: '#1f4e9c' };
const batons: SuitStyle = { symbol: { kind: 'icon', icon: 'baton' }, colour: '#1d6b3a' };

/**
 * `art italian`: the 40-card deck of cups, coins, swords and batons, 1 to 7 and three court
 * cards (fante, cavallo, re: their initials in the panel). The suits are known by their English
 * or Italian names; a rules file's `look` can give any other.
 */
export const italianArt = pipArt({
  suits: {
    cups,
    coppe: cups,
    coins,
    denari: coins,
    swords,
    spade: swords,
    batons,
    bastoni: batons,
  },
  aces: ['ace', 'asso'],
  turnLowerPips: false,
  suitless: ['#6e3fa0'],
});
