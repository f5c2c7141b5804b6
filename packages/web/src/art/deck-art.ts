import { svg, type SVGTemplateResult } from 'lit';
import type { CardMeta } from '@orrery/runtime';

/**
 * How a deck looks: an SVG face for each card and one back, drawn in a 50×70 viewBox. The art is
 * the one place where a game's look is named; layout and play come from the engine's metadata.
 */
export interface DeckArt {
  face(card: CardMeta): SVGTemplateResult;
  back(): SVGTemplateResult;
}

/** The card's outline, shared by every deck so faces and backs line up. */
export function cardFrame(fill: string, stroke: string): SVGTemplateResult {
  return svg`<rect x="1" y="1" width="48" height="68" rx="4" fill=${fill} stroke=${stroke} stroke-width="1.5" />`;
}

/** Rank in the top-left corner and, upside down, in the bottom-right one. */
export function corners(text: string, color: string): SVGTemplateResult {
  const size = text.length > 2 ? 6 : 9;
  return svg`<g fill=${color} font-family="system-ui, sans-serif" font-weight="700" font-size=${size}>
    <text x="5" y="11">${text}</text>
    <text x="45" y="59" transform="rotate(180 45 59)" text-anchor="start">${text}</text>
  </g>`;
}

/** A back that any deck can use: a dark field with a thin inner line and a small star. */
export function plainBack(): SVGTemplateResult {
  return svg`<rect x="1" y="1" width="48" height="68" rx="4" class="back" fill="var(--orrery-card-back-color, #1f3a93)" stroke="#fff" stroke-width="2" />
    <rect x="6" y="6" width="38" height="58" rx="2" fill="none" stroke="#fff" stroke-opacity="0.6" />
    <path d="M25 27 l2.4 5.4 5.6 .6 -4.2 3.8 1.2 5.6 -5 -2.9 -5 2.9 1.2 -5.6 -4.2 -3.8 5.6 -.6z" fill="#fff" fill-opacity="0.75" />`;
}

/** For a game without art of its own: the card's name written on a plain face. */
export const textDeckArt: DeckArt = {
  face(card) {
    const words = card.name.split(' ');
    return svg`${cardFrame('#fff', '#333')}${corners(card.rank ?? '', '#222')}
      <text x="25" y="38" text-anchor="middle" font-family="system-ui, sans-serif" font-size="7" fill="#222">${words.slice(0, 2).join(' ')}</text>
      <text x="25" y="46" text-anchor="middle" font-family="system-ui, sans-serif" font-size="7" fill="#222">${words.slice(2).join(' ')}</text>`;
  },
  back: plainBack,
};
