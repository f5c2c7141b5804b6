import { svg, type SVGTemplateResult } from 'lit';

/** One icon, drawn in a box from -1 to 1 around the origin in the colour given. */
export type IconDraw = (colour: string) => SVGTemplateResult;

// The icons a rules file can name (`look hearts: icon heart red`), one export each, so that a
// game's bundle carries only those its art set and its look draw (see icons.ts, `useIcons`).

export const heart: IconDraw = (c) =>
  svg`<path d="M0 .9C-.5 .5-1 .1-1-.35-1-.8-.45-1 0-.55.45-1 1-.8 1-.35 1 .1.5.5 0 .9z" fill=${c} />`;
export const diamond: IconDraw = (c) => svg`<path d="M0-1 .72 0 0 1-.72 0z" fill=${c} />`;
export const spade: IconDraw = (c) =>
  svg`<path d="M0-1C.5-.55 1-.2 1 .2 1 .65.45.8.1.45L.3 1H-.3L-.1.45C-.45.8-1 .65-1 .2-1-.2-.5-.55 0-1z" fill=${c} />`;
export const club: IconDraw = (c) =>
  svg`<g fill=${c}><circle cy="-.5" r=".42" /><circle cx="-.5" cy=".12" r=".42" /><circle cx=".5" cy=".12" r=".42" /><path d="M-.12 0H.12L.3 1H-.3z" /></g>`;
export const cup: IconDraw = (c) =>
  svg`<path d="M-.75-.9H.75C.75-.2.4.1.12.2V.65H.5V.95H-.5V.65H-.12V.2C-.4.1-.75-.2-.75-.9z" fill=${c} />`;
export const coin: IconDraw = (c) =>
  svg`<circle r=".95" fill=${c} /><circle r=".6" fill="none" stroke="#fff" stroke-width=".14" /><circle r=".18" fill="#fff" />`;
export const sword: IconDraw = (c) =>
  svg`<g fill=${c}><path d="M0-1 .24-.72V.34H-.24V-.72z" /><rect x="-.72" y=".34" width="1.44" height=".22" rx=".08" /><rect x="-.13" y=".56" width=".26" height=".3" /><circle cy=".9" r=".15" /></g>`;
export const baton: IconDraw = (c) =>
  svg`<g fill=${c}><path d="M-.34-1H.34L.22 1H-.22z" /><circle cx="-.36" cy="-.45" r=".17" /><circle cx=".33" cy=".05" r=".16" /><circle cx="-.3" cy=".52" r=".15" /></g>`;
export const star: IconDraw = (c) =>
  svg`<path d="M0-1 .24-.33.95-.31.38.11.59.81 0 .4-.59.81-.38.11-.95-.31-.24-.33z" fill=${c} />`;
export const sun: IconDraw = (c) =>
  svg`<circle r=".5" fill=${c} /><path d="M0-1V-.68M0 1V.68M-1 0H-.68M1 0H.68M-.7-.7-.48-.48M.7.7.48.48M-.7.7-.48.48M.7-.7.48-.48" stroke=${c} stroke-width=".16" stroke-linecap="round" />`;
export const moon: IconDraw = (c) =>
  svg`<path d="M.3-.95A.95.95 0 1 0 .3.95 .75.75 0 0 1 .3-.95z" fill=${c} />`;
export const ringedOrb: IconDraw = (c) =>
  svg`<circle r=".55" fill=${c} /><ellipse rx="1" ry=".3" transform="rotate(-20)" fill="none" stroke=${c} stroke-width=".13" />`;
export const shootingStar: IconDraw = (c) =>
  svg`<circle cx=".45" cy="-.45" r=".38" fill=${c} /><path d="M.15-.15-.9.9M.5 0-.5 1M0-.5-1 .5" stroke=${c} stroke-width=".13" stroke-linecap="round" />`;
export const circle: IconDraw = (c) => svg`<circle r=".85" fill=${c} />`;
export const square: IconDraw = (c) =>
  svg`<rect x="-.78" y="-.78" width="1.56" height="1.56" fill=${c} />`;
export const triangle: IconDraw = (c) => svg`<path d="M0-.9.95.75H-.95z" fill=${c} />`;

/**
 * Every icon by the name a rules file gives it. The list is the rules language's (ICONS in
 * @orrery/rules-lang); a test checks every name there is drawn here. A page that draws any rules
 * file (the package's index, the playground) registers them all.
 */
export const ICON_SHAPES: Readonly<Record<string, IconDraw>> = {
  heart,
  diamond,
  spade,
  club,
  cup,
  coin,
  sword,
  baton,
  star,
  sun,
  moon,
  'ringed-orb': ringedOrb,
  'shooting-star': shootingStar,
  circle,
  square,
  triangle,
};
