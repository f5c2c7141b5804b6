import { svg, type SVGTemplateResult } from 'lit';
import type { SuitSymbol } from './look';

import { star, type IconDraw } from './icon-shapes';

/**
 * The icons a page can draw, by name: the star (what a card of no suit shows), and those an art
 * set or a game's entry registered with `useIcons`. A game's bundle thus carries only the icons
 * its art set and its rules file's look name (icon-shapes.ts holds them all).
 */
const ICON: Record<string, IconDraw> = { star };

/** Makes these icons drawable by name. */
export function useIcons(icons: Readonly<Record<string, IconDraw>>): void {
  Object.assign(ICON, icons);
}

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
