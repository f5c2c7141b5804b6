import type { CardMeta } from '@orrery/runtime';
import type { DeckArt } from '../art/deck-art';
import { placeKey, type Motion } from '../match/motions';
import type { OrreryCard } from './orrery-card';

/** How long a card takes to fly from one place to another. */
const FLIGHT_MS = 380;

/** Where cards and places were on screen, by card id and by place key (`hand:1`, `trick`). */
export interface Layout {
  readonly cards: ReadonlyMap<string, DOMRect>;
  readonly places: ReadonlyMap<string, DOMRect>;
}

/** Elements with `attr`, in `root` and in the shadow roots of its elements (one level down). */
function deepAll(root: ParentNode, attr: string): Element[] {
  const found = [...root.querySelectorAll(`[${attr}]`)];
  for (const el of root.querySelectorAll('*'))
    if (el.shadowRoot) found.push(...el.shadowRoot.querySelectorAll(`[${attr}]`));
  return found;
}

/** The cards (`data-card`) and places (`data-place`) under `root` as they are now on screen. */
export function measure(root: ParentNode): Layout {
  const cards = new Map<string, DOMRect>();
  const places = new Map<string, DOMRect>();
  for (const el of deepAll(root, 'data-card')) {
    const box = el.getBoundingClientRect();
    if (box.width > 0) cards.set(el.getAttribute('data-card')!, box);
  }
  for (const el of deepAll(root, 'data-place')) {
    const box = el.getBoundingClientRect();
    if (box.width > 0) places.set(el.getAttribute('data-place')!, box);
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
 * is not on screen now lands on its new place (a pile). Returns the flights, to finish them early.
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
    const width = Math.min(to.width, from.width * 1.5);
    Object.assign(ghost.style, {
      position: 'absolute',
      left: `${to.left - base.left + (to.width - width) / 2}px`,
      top: `${to.top - base.top}px`,
      width: `${width}px`,
      '--orrery-card-width': `${width}px`,
    });
    layer.append(ghost);
    const scale = from.width / width;
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    const timing = { duration: FLIGHT_MS, easing: 'cubic-bezier(.2,.7,.3,1)' };
    const flight = ghost.animate(
      [{ transform: `translate(${dx}px, ${dy}px) scale(${scale})` }, { transform: 'none' }],
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
