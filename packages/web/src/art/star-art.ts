import { svg, type SVGTemplateResult } from 'lit';
import type { CardMeta, GameMeta } from '@orrery/runtime';
import { cardFrame, corners, type DeckArt } from './deck-art';
import { drawSymbol } from './icons';
import { suitStyles, type DeckLook, type SuitStyle } from './look';

/**
 * The Starbuckaroos deck: Planets, Moons and Comets 1 to 10, and the Novas. Colours meet WCAG AA
 * contrast on the pale face.
 */
const KIND_COLOR: Readonly<Record<string, string>> = {
  planet: '#1f4e9c',
  moon: '#4a4a58',
  comet: '#a13d00',
};

function sign(kind: string, x: number, y: number, r: number, color: string): SVGTemplateResult {
  if (kind === 'planet') {
    return svg`<circle cx=${x} cy=${y} r=${r * 0.7} fill=${color} /><ellipse cx=${x} cy=${y} rx=${r * 1.25} ry=${r * 0.35} transform="rotate(-18 ${x} ${y})" fill="none" stroke=${color} stroke-width=${r / 5} />`;
  }
  if (kind === 'moon') {
    return svg`<path d="M${x + r * 0.3} ${y - r}a${r} ${r} 0 1 0 0 ${2 * r}a${r * 1.3} ${r * 1.3} 0 0 1 0 ${-2 * r}z" fill=${color} />`;
  }
  return svg`<circle cx=${x + r * 0.5} cy=${y - r * 0.5} r=${r * 0.45} fill=${color} /><path d="M${x + r * 0.2} ${y - r * 0.2}L${x - r} ${y + r}M${x + r * 0.6} ${y}L${x - r * 0.4} ${y + r * 1.1}M${x} ${y - r * 0.6}L${x - r * 1.1} ${y + r * 0.4}" stroke=${color} stroke-width=${r / 5} stroke-linecap="round" />`;
}

function nova(): SVGTemplateResult {
  const points = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    const r = i % 2 === 0 ? 17 : 7;
    return `${25 + Math.cos(a) * r},${35 + Math.sin(a) * r}`;
  }).join(' ');
  return svg`<rect x="4" y="4" width="42" height="62" rx="3" fill="#2b0f3a" />
    <polygon points=${points} fill="#ffd166" /><circle cx="25" cy="35" r="5" fill="#fff" />`;
}

/**
 * `art star`. A suit the rules file gives a `look` is drawn with that symbol and colour; planets,
 * moons and comets keep their signs and colours otherwise.
 */
export function starArt(look: DeckLook, meta: GameMeta): DeckArt {
  const known = Object.fromEntries(
    Object.entries(KIND_COLOR).map(([suit, colour]): [string, SuitStyle] => [
      suit,
      { symbol: { kind: 'text', text: '' }, colour },
    ]),
  );
  const styleOf = suitStyles(look, meta, known);
  const mark = (kind: string, x: number, y: number, r: number, color: string) =>
    look.suits[kind] !== undefined || KIND_COLOR[kind] === undefined
      ? drawSymbol(styleOf(kind).symbol, x, y, r, color)
      : sign(kind, x, y, r, color);
  return {
    face(card: CardMeta) {
      if (card.suit === null) return svg`${cardFrame('#fff', '#2b0f3a')}${nova()}`;
      const color = styleOf(card.suit).colour;
      const rank = card.rank ?? '';
      return svg`${cardFrame('#fdfcf7', color)}${corners(rank, color)}${mark(card.suit, 25, 30, 9, color)}
      <text x="25" y="56" text-anchor="middle" font-family="Georgia, serif" font-size="13" font-weight="700" fill=${color}>${rank}</text>`;
    },
    back() {
      return svg`<rect x="1" y="1" width="48" height="68" rx="4" class="back" fill="var(--orrery-card-back-color, #2b0f3a)" stroke="#fff" stroke-width="2" />
      <circle cx="25" cy="35" r="12" fill="none" stroke="#ffd166" stroke-width="1.5" />
      <ellipse cx="25" cy="35" rx="19" ry="5" transform="rotate(-20 25 35)" fill="none" stroke="#ffd166" stroke-opacity="0.7" />`;
    },
  };
}
