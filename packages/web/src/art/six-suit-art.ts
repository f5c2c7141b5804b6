import { svg, type SVGTemplateResult } from 'lit';
import type { CardMeta, GameMeta } from '@orrery/runtime';
import { cardFrame, corners, plainBack, type DeckArt } from './deck-art';
import { drawSymbol } from './icons';
import { suitStyles, type DeckLook, type SuitStyle } from './look';

/**
 * The six-suit deck of Mars & Venus and Annexation: Earth, Jupiter, Mars, Neptune, Saturn and
 * Venus, each Sun, Moon, 7 to 1, plus the Galaxies. Suit colours are dark enough for WCAG AA
 * contrast (at least 4.5:1) on the white face.
 */
const SUIT_COLOR: Readonly<Record<string, string>> = {
  earth: '#1d6b3a',
  jupiter: '#8a4b0f',
  mars: '#b3261e',
  neptune: '#1f4e9c',
  saturn: '#6e5400',
  venus: '#8e2a7a',
};

/** Each planet's sign, centred on (x, y) with radius r. */
function planetSign(
  planet: string,
  x: number,
  y: number,
  r: number,
  color: string,
): SVGTemplateResult {
  const ring = svg`<circle cx=${x} cy=${y} r=${r} fill="none" stroke=${color} stroke-width=${r / 4} />`;
  const line = (d: string) =>
    svg`<path d=${d} fill="none" stroke=${color} stroke-width=${r / 4} stroke-linecap="round" />`;
  switch (planet) {
    case 'earth':
      return svg`${ring}${line(`M${x - r} ${y}H${x + r}M${x} ${y - r}V${y + r}`)}`;
    case 'jupiter':
      return svg`${ring}${line(`M${x - r * 0.9} ${y - r * 0.35}H${x + r * 0.9}M${x - r * 0.9} ${y + r * 0.35}H${x + r * 0.9}`)}`;
    case 'mars':
      return svg`<circle cx=${x - r * 0.25} cy=${y + r * 0.25} r=${r * 0.75} fill="none" stroke=${color} stroke-width=${r / 4} />${line(
        `M${x + r * 0.3} ${y - r * 0.3}L${x + r} ${y - r}M${x + r * 0.35} ${y - r}H${x + r}V${y - r * 0.35}`,
      )}`;
    case 'neptune':
      return line(
        `M${x} ${y + r}V${y - r}M${x - r * 0.8} ${y - r * 0.8}Q${x - r * 0.8} ${y} ${x} ${y}Q${x + r * 0.8} ${y} ${x + r * 0.8} ${y - r * 0.8}M${x - r * 0.5} ${y + r * 0.55}H${x + r * 0.5}`,
      );
    case 'saturn':
      return svg`<circle cx=${x} cy=${y} r=${r * 0.7} fill=${color} /><ellipse cx=${x} cy=${y} rx=${r * 1.3} ry=${r * 0.4} transform="rotate(-20 ${x} ${y})" fill="none" stroke=${color} stroke-width=${r / 5} />`;
    default:
      return svg`<circle cx=${x} cy=${y - r * 0.3} r=${r * 0.65} fill="none" stroke=${color} stroke-width=${r / 4} />${line(
        `M${x} ${y + r * 0.35}V${y + r * 1.2}M${x - r * 0.45} ${y + r * 0.8}H${x + r * 0.45}`,
      )}`;
  }
}

function sun(color: string): SVGTemplateResult {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `M${25 + Math.cos(a) * 11} ${35 + Math.sin(a) * 11}L${25 + Math.cos(a) * 16} ${35 + Math.sin(a) * 16}`;
  }).join('');
  return svg`<circle cx="25" cy="35" r="8" fill=${color} /><path d=${rays} stroke=${color} stroke-width="2" stroke-linecap="round" />`;
}

function moon(color: string): SVGTemplateResult {
  return svg`<path d="M29 22a13 13 0 1 0 0 26a16 16 0 0 1 0-26z" fill=${color} />`;
}

function galaxy(color: string): SVGTemplateResult {
  return svg`<rect x="4" y="4" width="42" height="62" rx="3" fill="#14122b" />
    <path d="M25 35c0-3 4-3 4 0s-5 6-8 1s3-11 9-9s8 10 3 15s-15 4-17-4s5-17 14-16" fill="none" stroke="#f4d35e" stroke-width="2" stroke-linecap="round" />
    <circle cx="12" cy="14" r="1" fill="#fff" /><circle cx="38" cy="56" r="1" fill="#fff" /><circle cx="39" cy="16" r=".8" fill="#fff" />
    <rect x="14" y="56" width="22" height="8" rx="2" fill=${color} />`;
}

/**
 * `art six-suit`. A suit the rules file gives a `look` is drawn with that symbol and colour; the
 * six planets keep their signs and colours otherwise.
 */
export function sixSuitArt(look: DeckLook, meta: GameMeta): DeckArt {
  const known = Object.fromEntries(
    Object.entries(SUIT_COLOR).map(([suit, colour]): [string, SuitStyle] => [
      suit,
      { symbol: { kind: 'text', text: '' }, colour },
    ]),
  );
  const styleOf = suitStyles(look, meta, known);
  const sign = (planet: string, x: number, y: number, r: number, color: string) =>
    look.suits[planet] !== undefined || SUIT_COLOR[planet] === undefined
      ? drawSymbol(styleOf(planet).symbol, x, y, r, color)
      : planetSign(planet, x, y, r, color);
  return {
    face(card: CardMeta) {
      const planet = card.suit ?? card.id.split('-')[0] ?? '';
      const color = styleOf(planet).colour;
      if (card.rank === null || card.rank === 'galaxy') {
        return svg`${cardFrame('#fff', color)}${galaxy(color)}${sign(planet, 25, 60, 2.6, '#fff')}`;
      }
      const label = card.rank === 'sun' ? 'S' : card.rank === 'moon' ? 'M' : card.rank;
      const centre =
        card.rank === 'sun'
          ? sun(color)
          : card.rank === 'moon'
            ? moon(color)
            : svg`<text x="25" y="44" text-anchor="middle" font-family="Georgia, serif" font-size="24" font-weight="700" fill=${color}>${card.rank}</text>`;
      return svg`${cardFrame('#fff', color)}${corners(label, color)}${sign(planet, 40, 9, 3.2, color)}${sign(planet, 10, 61, 3.2, color)}${centre}`;
    },
    back: plainBack,
  };
}
