import { svg, type SVGTemplateResult } from 'lit';
import type { SuitSymbol } from './look';

/**
 * The icons a rules file can name (`look hearts: icon heart red`), drawn in a box from -1 to 1
 * around the origin so that one transform places and sizes each. The list is the rules
 * language's (ICONS in @orrery/rules-lang); a test checks every name there is drawn here.
 */
const ICON: Readonly<Record<string, (c: string) => SVGTemplateResult>> = {
  heart: (c) =>
    svg`<path d="M0 .9C-.5 .5-1 .1-1-.35-1-.8-.45-1 0-.55.45-1 1-.8 1-.35 1 .1.5.5 0 .9z" fill=${c} />`,
  diamond: (c) => svg`<path d="M0-1 .72 0 0 1-.72 0z" fill=${c} />`,
  spade: (c) =>
    svg`<path d="M0-1C.5-.55 1-.2 1 .2 1 .65.45.8.1.45L.3 1H-.3L-.1.45C-.45.8-1 .65-1 .2-1-.2-.5-.55 0-1z" fill=${c} />`,
  club: (c) =>
    svg`<g fill=${c}><circle cy="-.5" r=".42" /><circle cx="-.5" cy=".12" r=".42" /><circle cx=".5" cy=".12" r=".42" /><path d="M-.12 0H.12L.3 1H-.3z" /></g>`,
  cup: (c) =>
    svg`<path d="M-.75-.9H.75C.75-.2.4.1.12.2V.65H.5V.95H-.5V.65H-.12V.2C-.4.1-.75-.2-.75-.9z" fill=${c} />`,
  coin: (c) =>
    svg`<circle r=".95" fill=${c} /><circle r=".6" fill="none" stroke="#fff" stroke-width=".14" /><circle r=".18" fill="#fff" />`,
  sword: (c) =>
    svg`<g fill=${c}><path d="M0-1 .24-.72V.34H-.24V-.72z" /><rect x="-.72" y=".34" width="1.44" height=".22" rx=".08" /><rect x="-.13" y=".56" width=".26" height=".3" /><circle cy=".9" r=".15" /></g>`,
  baton: (c) =>
    svg`<g fill=${c}><path d="M-.34-1H.34L.22 1H-.22z" /><circle cx="-.36" cy="-.45" r=".17" /><circle cx=".33" cy=".05" r=".16" /><circle cx="-.3" cy=".52" r=".15" /></g>`,
  star: (c) =>
    svg`<path d="M0-1 .24-.33.95-.31.38.11.59.81 0 .4-.59.81-.38.11-.95-.31-.24-.33z" fill=${c} />`,
  sun: (c) =>
    svg`<circle r=".5" fill=${c} /><path d="M0-1V-.68M0 1V.68M-1 0H-.68M1 0H.68M-.7-.7-.48-.48M.7.7.48.48M-.7.7-.48.48M.7-.7.48-.48" stroke=${c} stroke-width=".16" stroke-linecap="round" />`,
  moon: (c) => svg`<path d="M.3-.95A.95.95 0 1 0 .3.95 .75.75 0 0 1 .3-.95z" fill=${c} />`,
  'ringed-orb': (c) =>
    svg`<circle r=".55" fill=${c} /><ellipse rx="1" ry=".3" transform="rotate(-20)" fill="none" stroke=${c} stroke-width=".13" />`,
  'shooting-star': (c) =>
    svg`<circle cx=".45" cy="-.45" r=".38" fill=${c} /><path d="M.15-.15-.9.9M.5 0-.5 1M0-.5-1 .5" stroke=${c} stroke-width=".13" stroke-linecap="round" />`,
  circle: (c) => svg`<circle r=".85" fill=${c} />`,
  square: (c) => svg`<rect x="-.78" y="-.78" width="1.56" height="1.56" fill=${c} />`,
  triangle: (c) => svg`<path d="M0-.9.95.75H-.95z" fill=${c} />`,
};

export const ICON_NAMES: readonly string[] = Object.keys(ICON);

/** A suit's symbol centred on (x, y), `r` from centre to edge; upside down when `flip`. */
export function drawSymbol(
  symbol: SuitSymbol,
  x: number,
  y: number,
  r: number,
  colour: string,
  flip = false,
): SVGTemplateResult {
  const turn = flip ? ` rotate(180)` : '';
  if (symbol.kind === 'icon') {
    const draw = ICON[symbol.icon] ?? ICON['star']!;
    return svg`<g transform="translate(${x} ${y})${turn} scale(${r})">${draw(colour)}</g>`;
  }
  return svg`<text transform="translate(${x} ${y})${turn}" text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" font-weight="700" font-size=${r * 2.2} fill=${colour}>${symbol.text}</text>`;
}
