import type { CardMeta } from '@orrery/runtime';
import type { DeckArt } from '../art/deck-art';
import { placeKey, type Motion } from '../match/motions';
import type { OrreryCard } from './orrery-card';

/** How long a card takes to fly from one place to another. */
const FLIGHT_MS = 380;

/**
 * Where a card is, or where a place shows a card: the centre of its box on screen, and a card's
 * size there as laid out (before a tilt or a raise, which a flight does not copy).
 */
export interface Spot {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where cards and places were on screen, by card id and by place key (`hand:1`, `trick`). */
export interface Layout {
  readonly cards: ReadonlyMap<string, Spot>;
  readonly places: ReadonlyMap<string, Spot>;
}

/** Elements with `attr`, in `root` and in the shadow roots of its elements (one level down). */
function deepAll(root: ParentNode, attr: string): Element[] {
  const found = [...root.querySelectorAll(`[${attr}]`)];
  for (const el of root.querySelectorAll('*'))
    if (el.shadowRoot) found.push(...el.shadowRoot.querySelectorAll(`[${attr}]`));
  return found;
}

/** The size `el` is laid out at; its box on screen for an element without one (an SVG's). */
function layoutSize(el: Element): { width: number; height: number } {
  if (el instanceof HTMLElement && el.offsetWidth > 0)
    return { width: el.offsetWidth, height: el.offsetHeight };
  const box = el.getBoundingClientRect();
  return { width: box.width, height: box.height };
}

/** The centre of `el` on screen with the size of `sized`; null when `el` is not shown. */
function spotOf(el: Element, sized: Element): Spot | null {
  const box = el.getBoundingClientRect();
  if (box.width === 0) return null;
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, ...layoutSize(sized) };
}

/**
 * The card a place shows, whose size a card arriving there or leaving it has: its first card
 * (a back of a hidden hand, the top of a pile, a card of the hand), else its empty outline.
 */
function cardIn(place: Element): Element | null {
  return (
    place.querySelector('orrery-card, .stack') ??
    place.shadowRoot?.querySelector('[data-card], orrery-card') ??
    null
  );
}

/** The cards (`data-card`) and places (`data-place`) under `root` as they are now on screen. */
export function measure(root: ParentNode): Layout {
  const cards = new Map<string, Spot>();
  const places = new Map<string, Spot>();
  for (const el of deepAll(root, 'data-card')) {
    const spot = spotOf(el, el);
    if (spot !== null) cards.set(el.getAttribute('data-card')!, spot);
  }
  for (const el of deepAll(root, 'data-place')) {
    const spot = spotOf(el, cardIn(el) ?? el);
    if (spot !== null) places.set(el.getAttribute('data-place')!, spot);
  }
  return { cards, places };
}

export function motionAllowed(): boolean {
  return !matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Flies each moved card from where it was (`before`) to where it is now, with the Web Animations
 * API: a copy of the card crosses `layer` while the card itself waits hidden at its new place. A
 * card that was not on screen starts from its old place (an opponent's hand, the stock); one that
 * is not on screen now lands on its new place (a pile). The copy has the size of the card where
 * it lands all the way (a place's width is a whole fan or pile, not a card's). Returns the
 * flights, to finish them early.
 */
export function fly(
  layer: HTMLElement,
  root: ParentNode,
  before: Layout,
  motions: readonly Motion[],
  deck: ReadonlyMap<string, CardMeta>,
  art: DeckArt | null,
): Animation[] {
  const base = layer.getBoundingClientRect();
  const landed = new Map(
    deepAll(root, 'data-card').map((el) => [el.getAttribute('data-card')!, el]),
  );
  const now = measure(root);
  const flights: Animation[] = [];
  for (const m of motions) {
    const from =
      (m.card !== null ? before.cards.get(m.card) : undefined) ??
      before.places.get(placeKey(m.from));
    const target = m.card !== null ? landed.get(m.card) : undefined;
    const to =
      (m.card !== null ? now.cards.get(m.card) : undefined) ?? now.places.get(placeKey(m.to));
    if (from === undefined || to === undefined) continue;
    const ghost = document.createElement('orrery-card') as OrreryCard;
    ghost.art = art;
    ghost.card = (m.card !== null ? deck.get(m.card) : undefined) ?? null;
    ghost.setAttribute('data-flying', m.card ?? 'back');
    ghost.setAttribute('aria-hidden', 'true');
    Object.assign(ghost.style, {
      position: 'absolute',
      left: `${to.x - to.width / 2 - base.left}px`,
      top: `${to.y - to.height / 2 - base.top}px`,
      width: `${to.width}px`,
      height: `${to.height}px`,
    });
    ghost.style.setProperty('--orrery-card-width', `${to.width}px`);
    layer.append(ghost);
    const dx = from.x - to.x;
    const dy = from.y - to.y;
    const timing = { duration: FLIGHT_MS, easing: 'cubic-bezier(.2,.7,.3,1)' };
    const flight = ghost.animate(
      [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }],
      timing,
    );
    // The card waits unseen where it lands, still in the tab order; the effect ends by itself.
    const wait = target?.animate([{ opacity: 0 }, { opacity: 0 }], timing);
    const land = () => {
      ghost.remove();
      wait?.cancel();
    };
    flight.onfinish = land;
    flight.oncancel = land;
    flights.push(flight);
  }
  return flights;
}
