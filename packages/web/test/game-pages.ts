import { engine as annexation } from '@orrery/engine-annexation';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import type { Move } from '@orrery/runtime';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyEngine } from '../src/match/table-view';
import { domText } from './browser';

/** Pages the browser tests load, and what they check against the engines in Node. */

export interface Game {
  readonly tag: string;
  readonly engine: AnyEngine;
  readonly seats: string;
  readonly seed: number;
}

export const GAMES: readonly Game[] = [
  {
    tag: 'mars-venus-game',
    engine: marsVenus as AnyEngine,
    seats: 'human random random random',
    seed: 11,
  },
  { tag: 'starbuckaroos-game', engine: starbuckaroos as AnyEngine, seats: 'human random', seed: 5 },
  {
    tag: 'annexation-game',
    engine: annexation as AnyEngine,
    seats: 'human random random random',
    seed: 3,
  },
];

/**
 * What finishes a move whose card was picked: a highlighted card on the table to tap (a capture's
 * target), or a button by the picked card (lay it, name a suit).
 */
export const PENDING =
  'orrery-table button[data-target], orrery-table .choice orrery-move-controls button';

export { CORNER } from './browser';

/** A bare page: the bundle's script tag and the element, nothing else. */
export function bare(tag: string, attributes: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${tag}</title></head>
<body style="margin:0"><script type="module" src="${tag}.js"></script><${tag} ${attributes}></${tag}></body></html>`;
}

export type Played = { seat: number; move: Move };

/** The engine's state after the same seed and moves as the page, computed here in Node. */
export function replay(
  engine: AnyEngine,
  seed: number,
  moves: readonly Played[],
  options: Readonly<Record<string, string | number>> = {},
) {
  const setup = engine.setup({ seed, options });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  for (const { seat, move } of moves) {
    const next = engine.apply(state, { ...move, seat });
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    state = next.state;
  }
  return state;
}

export function movesOf(page: Page, tag: string): Promise<Played[]> {
  return page.evaluate(
    (t) => (document.querySelector(t) as unknown as { moves: Played[] }).moves,
    tag,
  );
}

/**
 * Card ids in other seats' hands and in hidden zones: none may appear in the page. With
 * `finished`, of the hand that just ended as it was at its end, which the table shows until the
 * person continues (the engine has dealt the next hand, from the same deck).
 */
export function hiddenCards(
  engine: AnyEngine,
  state: unknown,
  viewer: number,
  finished = false,
): string[] {
  type Zones = Record<string, { cards?: string[] } | { cards?: string[] }[]>;
  const full = engine.view(state, viewer) as { zones: Zones; history: { zones: Zones }[] };
  const zones = finished ? full.history.at(-1)!.zones : full.zones;
  const own = new Set<string>();
  for (const z of Object.values(zones))
    for (const inst of [z].flat()) inst.cards?.forEach((c) => own.add(c));
  return engine.meta
    .deck()
    .map((c) => c.id)
    .filter((id) => !own.has(id));
}

export function containsId(html: string, id: string): boolean {
  const escaped = id.replace(/[#-]/g, (c) => `\\${c}`);
  return new RegExp(`(^|[^a-z0-9#-])${escaped}(?![0-9a-z#])`).test(html);
}

export async function expectNoHiddenCards(page: Page, game: Game): Promise<void> {
  // One evaluate, so the page cannot move on between reading the moves and the DOM.
  const { moves, html, finished } = await page.evaluate(
    ([tag, walk]) => ({
      moves: (document.querySelector(tag) as unknown as { moves: Played[] }).moves,
      html: (new Function(`return (${walk})()`) as () => string)(),
      finished: document.querySelector(tag)?.shadowRoot?.querySelector('dialog[open]') != null,
    }),
    [game.tag, domText.toString()] as const,
  );
  const state = replay(game.engine, game.seed, moves);
  const leaked = hiddenCards(game.engine, state, 0, finished).filter((id) => containsId(html, id));
  expect(leaked).toEqual([]);
}

/**
 * The focused button, through shadow roots: its card, whether that card may be played, whether
 * it is one of the move controls (a bid, a target, a pass), and its focus ring; null when focus
 * is not on a button.
 */
export function focusedButton(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active?.tagName !== 'BUTTON') return null;
    // A move control: a bid or pass button, a target card on the table, a picked card's choice.
    let inControls = active.hasAttribute('data-target');
    for (let node: Node | null = active; node !== null;) {
      if (node instanceof Element && node.tagName === 'ORRERY-MOVE-CONTROLS') inControls = true;
      const root: Node = node.getRootNode();
      node = node.parentNode ?? (root instanceof ShadowRoot ? root.host : null);
    }
    const style = getComputedStyle(active);
    return {
      card: active.getAttribute('data-card'),
      legal: active.hasAttribute('data-legal'),
      inControls,
      ring: { style: style.outlineStyle, width: parseFloat(style.outlineWidth) },
    };
  });
}

/**
 * Waits until the seat at the table has something to act on: a card it may play, a move control,
 * or the hand's summary once the hand is over.
 */
export async function somethingToActOn(
  legal: Locator,
  controls: Locator,
  summary: Locator,
): Promise<void> {
  await expect
    .poll(async () => (await legal.count()) + (await controls.count()) + (await summary.count()))
    .toBeGreaterThan(0);
}
