import { svg, type SVGTemplateResult } from 'lit';
import type { CardMeta, GameMeta } from '@orrery/runtime';
import { cardFrame, plainBack, type DeckArt } from './deck-art';
import { drawSymbol } from './icons';
import { nameLines, rankLabel, suitStyles, type DeckLook, type SuitStyle } from './look';

const FONT = 'system-ui, sans-serif';

/** The rank over the suit's symbol, top left, and the same upside down bottom right. */
export function indexCorners(label: string, style: SuitStyle): SVGTemplateResult {
  const size = label.length > 2 ? 6 : 8.5;
  return svg`<g fill=${style.colour} font-family=${FONT} font-weight="700" font-size=${size} text-anchor="middle">
    <text x="7.5" y="10.5">${label}</text>
    <text x="42.5" y="59.5" transform="rotate(180 42.5 59.5)">${label}</text>
  </g>${drawSymbol(style.symbol, 7.5, 16, 2.8, style.colour)}${drawSymbol(style.symbol, 42.5, 54, 2.8, style.colour, true)}`;
}

/** The card's name in small type across the foot of the face. */
export function nameFoot(name: string, colour: string): SVGTemplateResult {
  const lines = nameLines(name, 13);
  const top = 62 - (lines.length - 1) * 6;
  return svg`<g fill=${colour} font-family=${FONT} font-size="5.6" text-anchor="middle">${lines.map(
    (line, i) => svg`<text x="25" y=${top + i * 6}>${line}</text>`,
  )}</g>`;
}

/** A card in no suit (a joker, a wild card): a star and its name. */
export function suitlessFace(card: CardMeta, colour: string): SVGTemplateResult {
  const mark = { kind: 'icon', icon: 'star' } as const;
  return svg`${cardFrame('#fff', colour)}${drawSymbol(mark, 7.5, 9, 3, colour)}${drawSymbol(mark, 42.5, 61, 3, colour, true)}
    ${drawSymbol(mark, 25, 28, 11, colour)}${nameFoot(card.name, '#1b1b1b')}`;
}

/**
 * The face of any deck that names no art set: the rank and the suit's symbol in the corners, the
 * symbol large in the middle, the card's name at the foot, all in the suit's colour (the rules
 * file's `look`, else the suit's initial in a palette colour). Never blank.
 */
export function genericArt(look: DeckLook, meta: GameMeta): DeckArt {
  const styleOf = suitStyles(look, meta);
  return {
    face(card) {
      if (card.suit === null) return suitlessFace(card, '#4a4a58');
      const style = styleOf(card.suit);
      const label = rankLabel(meta, card.rank);
      return svg`${cardFrame('#fff', style.colour)}${indexCorners(label, style)}
        ${drawSymbol(style.symbol, 25, 28, 10, style.colour)}${nameFoot(card.name, '#1b1b1b')}`;
    },
    back: plainBack,
  };
}
