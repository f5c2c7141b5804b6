import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the table's browser tests look at in a page: parts, axe, the phone's screen, motion. */

/** axe-core's own bundle, put into the page as a script: the scan runs where the DOM is. */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every part the game element documents (its @csspart list), each given a probe from the page. */
const PARTS = [
  'game',
  'header',
  'new-match',
  'seat',
  'center',
  'trick',
  'zone',
  'card',
  'legal',
  'target',
  'control',
  'last-trick',
  'message',
  'scoreboard',
  'log',
  'summary',
  'continue',
];

export const probes = (tag: string) =>
  PARTS.map((p) => `${tag}::part(${p}) { --probe-${p}: reached; }`).join('\n');

/** Parts found in the page, and those of them the page's `::part` rule did not reach. */
export function partsReached(page: Page): Promise<{ found: string[]; missed: string[] }> {
  return page.evaluate((parts) => {
    const found = new Set<string>();
    const missed = new Set<string>();
    const visit = (root: ShadowRoot) => {
      for (const el of root.querySelectorAll('[part]')) {
        for (const p of el.getAttribute('part')!.split(/\s+/)) {
          // A card element's own part, for a page that uses it alone: the table's cards are
          // the documented ::part(card).
          if (!parts.includes(p) || (root.host as Element).localName === 'orrery-card') continue;
          found.add(p);
          if (getComputedStyle(el).getPropertyValue(`--probe-${p}`).trim() !== 'reached')
            missed.add(`${p} in <${(root.host as Element).localName}>`);
        }
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    };
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    return { found: [...found], missed: [...missed] };
  }, PARTS);
}

/** axe-core's violations for the whole page, shadow roots included: rule id and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResult> } })
      .axe;
    type AxeResult = { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: {
        // Its heuristic takes a card's drawn corner indices (each rank twice, with suit signs)
        // for a text label; the card button's name is the card's full name ("Moon 9"), which
        // is what speech input says. Every other rule, best practices included, runs.
        'label-content-name-mismatch': { enabled: false },
      },
    });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`),
    );
  });
}

/** The phone's first screen: the hand and the trick in view, two rows at most, nothing broken. */
export async function expectPhoneFirstScreen(page: Page, tag: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const facts = await page.evaluate((t) => {
    const table = document.querySelector(t)!.shadowRoot!.querySelector('orrery-table')!;
    const root = table.shadowRoot!;
    const hand = root.querySelector('orrery-hand')!.shadowRoot!;
    const cards = [...hand.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    const trick = root.querySelector('.trick, .center')!.getBoundingClientRect();
    const badges = [...root.querySelectorAll('.badge')].map((b) => ({
      text: b.textContent!.trim(),
      lines: b.getClientRects().length,
      tall: b.getBoundingClientRect().height > parseFloat(getComputedStyle(b).fontSize) * 2,
    }));
    return {
      // Rows as laid out (a raised legal card sits a little higher in its row).
      rows: [...hand.querySelectorAll('.row')].filter((r) => r.querySelector('button')).length,
      handBottom: Math.max(...cards.map((c) => c.bottom)),
      handTop: Math.min(...cards.map((c) => c.top)),
      trickTop: trick.top,
      trickBottom: trick.bottom,
      broken: badges.filter((b) => b.lines > 1 || b.tall).map((b) => b.text),
      wide: document.documentElement.scrollWidth,
      height: innerHeight,
    };
  }, tag);
  expect(facts.rows).toBeLessThanOrEqual(2);
  expect(facts.handTop).toBeGreaterThanOrEqual(0);
  expect(facts.handBottom).toBeLessThanOrEqual(facts.height);
  expect(facts.trickTop).toBeGreaterThanOrEqual(0);
  expect(facts.trickBottom).toBeLessThanOrEqual(facts.height);
  expect(facts.broken).toEqual([]);
  expect(facts.wide).toBeLessThanOrEqual(360);
}

/** Every running animation of the page, in shadow roots too (the document's list skips them). */
function runningAnimations(): number {
  let running = 0;
  const count = (root: Document | ShadowRoot) => {
    running += root.getAnimations().filter((a) => a.playState === 'running').length;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) count(el.shadowRoot);
  };
  count(document);
  return running;
}

/** Waits until nothing moves on the page: no card in flight, no card rising; then one frame. */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(runningAnimations), { timeout: 10_000 }).toBe(0);
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
}

/**
 * The won trick's winner tag: its box, and the cards on the table (the trick's, the hands',
 * the piles') it covers, and whether it lies inside the viewport.
 */
export function winnerTag(page: Page, tag: string) {
  return page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!.querySelector('orrery-table')!.shadowRoot!;
    const tagBox = root.querySelector('.winner')!.getBoundingClientRect();
    const cards = [
      ...root.querySelectorAll('orrery-card'),
      ...root.querySelector('orrery-hand')!.shadowRoot!.querySelectorAll('button'),
    ];
    const covered = cards.flatMap((c) => {
      const b = c.getBoundingClientRect();
      const overlaps =
        b.width > 0 &&
        b.left < tagBox.right &&
        tagBox.left < b.right &&
        b.top < tagBox.bottom &&
        tagBox.top < b.bottom;
      const name =
        c.getAttribute('data-card') ?? c.closest('[data-zone]')?.getAttribute('data-zone');
      return overlaps ? [name ?? c.localName] : [];
    });
    const inView =
      tagBox.left >= 0 &&
      tagBox.top >= 0 &&
      tagBox.right <= innerWidth &&
      tagBox.bottom <= innerHeight;
    return { covered, inView, width: tagBox.width };
  }, tag);
}

/** The labels of the table's piles that a card of the same pile covers, as the page draws them. */
export function coveredPileLabels(page: Page, tag: string) {
  return page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!.querySelector('orrery-table')!.shadowRoot!;
    return [...root.querySelectorAll('.pile')].flatMap((pile) => {
      const label = pile.querySelector('.pile-label')?.getBoundingClientRect();
      if (label === undefined || label.width === 0) return [];
      const covered = [...pile.querySelectorAll('orrery-card')].some((c) => {
        const b = c.getBoundingClientRect();
        return (
          b.width > 0 &&
          b.left < label.right - 0.5 &&
          label.left + 0.5 < b.right &&
          b.top < label.bottom - 0.5 &&
          label.top + 0.5 < b.bottom
        );
      });
      return covered ? [pile.querySelector('.pile-label')!.textContent!.trim()] : [];
    });
  }, tag);
}
