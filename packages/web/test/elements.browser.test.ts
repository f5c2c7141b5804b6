import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { GameMeta } from '@orrery/runtime';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandTracker } from '../src/match/hand-tracker';
import { launch } from './browser';
import { CHROMIUM_HINT, findChromium } from './chromium';
import { lowContrastTexts } from './contrast';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The generic elements as a browser gets them (bundled with lit), plus what these tests feed
 * them: an engine's metadata and the hand tracker, on `window.fixtures`.
 */
const ENTRY = `
  export * from './src/index.ts';
  import { HandTracker } from './src/match/hand-tracker.ts';
  import { engine } from '@orrery/engine-mars-venus';
  window.fixtures = { HandTracker, meta: engine.meta };
`;

describe.skipIf(chromiumPath === undefined)('generic elements in Chromium', () => {
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  let script: string;

  /** A fresh document with `body` and the elements defined. */
  async function load(body: string): Promise<void> {
    await page.setContent(`<!doctype html><html lang="en"><body>${body}</body></html>`);
    await page.addScriptTag({ type: 'module', content: script });
    await page.waitForFunction(() => customElements.get('orrery-hand-summary') !== undefined);
  }

  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: ENTRY, resolveDir: path.join(here, '..'), loader: 'ts' },
      bundle: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    script = bundle.outputFiles[0]?.text ?? '';
    browser = await launch(chromiumPath as string);
    page = await browser.context.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('renders an SVG card back named by its label, and renames it when the label changes', async () => {
    await load('<orrery-card label="Face-down card in the stock"></orrery-card>');
    const svg = page.locator('orrery-card').locator('svg[part="card"]');
    await expect.poll(() => svg.getAttribute('role')).toBe('img');
    expect(await svg.getAttribute('aria-label')).toBe('Face-down card in the stock');
    const box = await svg.boundingBox();
    expect(box?.width).toBeGreaterThan(10);
    expect(box && Math.round((box.height / box.width) * 5)).toBe(7);
    await page.evaluate(() => {
      document.querySelector('orrery-card')!.label = 'Top of the discard pile';
    });
    await expect
      .poll(() => page.getByRole('img', { name: 'Top of the discard pile' }).count())
      .toBe(1);
  });

  it("explains a hand's score with the engine's score events, per team", async () => {
    await load('<orrery-hand-summary></orrery-hand-summary>');
    await page.evaluate(() => {
      const { HandTracker, meta } = (window as unknown as { fixtures: Fixtures }).fixtures;
      const tracker = new HandTracker(meta, {});
      tracker.noteEvents([
        { type: 'trick', leader: 0, winner: 1, cards: [] },
        { type: 'score', hand: 1, team: 1, points: 6, reason: 'Team A took the Galaxy of Mars' },
        { type: 'score', hand: 1, team: 0, points: 2, reason: 'Team A took the last trick' },
        {
          type: 'rule',
          name: 'spoils',
          team: 0,
          reason: 'Team A took a Galaxy, so nothing for it',
        },
        { type: 'rule', name: 'quiet', team: 1 },
      ]);
      const summary = tracker.noteEvents([
        { type: 'hand-end', hand: 1, scores: [2, 6], totals: [2, 6] },
      ]);
      Object.assign(document.querySelector('orrery-hand-summary')!, { meta, summary });
    });
    const team = (t: number) =>
      page.locator(`orrery-hand-summary [data-team="${t}"] [data-reasons] li`).allTextContents();
    await expect
      .poll(() => team(1))
      .toEqual(['Team A took the Galaxy of Mars: +6 points', 'Won 1 trick']);
    // A rule event explains too, where the rules file gave it a sentence.
    expect(await team(0)).toEqual([
      'Team A took the last trick: +2 points',
      'Team A took a Galaxy, so nothing for it',
      'Won 0 tricks',
    ]);
    const heads = await page.locator('orrery-hand-summary h3').allTextContents();
    expect(heads.map((h) => h.replace(/\s+/g, ' ').trim())).toEqual([
      'Team A (South & North) scores 2 total 2',
      'Team B (West & East) scores 6 total 6',
    ]);
  });

  it('shows the cards each team took, and the rules that fired when no score events came', async () => {
    await load('<orrery-hand-summary></orrery-hand-summary>');
    await page.evaluate(() => {
      const { HandTracker, meta } = (window as unknown as { fixtures: Fixtures }).fixtures;
      const tracker = new HandTracker(meta, {});
      const cards = meta
        .deck()
        .slice(0, 4)
        .map((c) => c.id);
      tracker.noteEvents([
        { type: 'trick', leader: 0, winner: 0, cards },
        { type: 'rule', name: 'quiet-hand', team: 0 },
      ]);
      const summary = tracker.noteEvents([
        { type: 'hand-end', hand: 1, scores: [4, 0], totals: [4, 0] },
      ]);
      // The finished hand's table: team A's pile holds the four cards.
      const view = {
        seats: 4,
        zones: {
          hand: [{ count: 0 }, { count: 0 }, { count: 0 }, { count: 0 }],
          trick: { count: 0, cards: [] },
          taken: [
            { count: 4, cards },
            { count: 0, cards: [] },
          ],
        },
        history: [{ hand: 1, dealer: 0, scores: [4, 0], zones: {} }],
      };
      Object.assign(document.querySelector('orrery-hand-summary')!, { meta, summary, view });
    });
    const lines = page.locator('orrery-hand-summary [data-team="0"] li');
    await expect.poll(() => lines.count()).toBeGreaterThan(1);
    expect(await lines.allTextContents()).toEqual(['Rule: Quiet hand', 'Won 1 trick']);
    const scored = page.locator('orrery-hand-summary [data-scored="0"] orrery-card');
    expect(await scored.evaluateAll((cs) => cs.map((c) => c.getAttribute('data-card')))).toEqual(
      await page.evaluate(() =>
        (window as unknown as { fixtures: Fixtures }).fixtures.meta
          .deck()
          .slice(0, 4)
          .map((c) => c.id),
      ),
    );
    expect(await page.locator('orrery-hand-summary [data-scored="1"]').count()).toBe(0);
    // The score sheet lists the hand.
    expect(await page.locator('orrery-hand-summary table[data-sheet] tbody tr').count()).toBe(1);
  });

  it('stops animating cards when the person prefers reduced motion', async () => {
    const transition = async () => {
      await load('<orrery-hand></orrery-hand>');
      await page.evaluate(() => {
        const { meta } = (window as unknown as { fixtures: Fixtures }).fixtures;
        const hand = document.querySelector('orrery-hand')!;
        hand.cards = meta.deck().slice(0, 3);
        hand.legal = new Set([meta.deck()[0]!.id]);
      });
      const button = page.locator('orrery-hand button').first();
      await expect.poll(() => button.count()).toBe(1);
      return button.evaluate((b) => getComputedStyle(b).transitionDuration);
    };
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await transition()).not.toBe('0s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await transition()).toBe('0s');
    await page.emulateMedia({ reducedMotion: null });
  });

  it('measures contrast as painted: translucent layers, dimmed ancestors, text on card faces', async () => {
    await load(`<div style="background:#0b4d33;color:#fff">
        <p>white on the felt</p>
        <p style="color:#8a8a8a">grey on the felt</p>
        <p style="background:rgba(255,255,255,0.5)">white on a pale veil</p>
        <div style="opacity:0.3"><p>faded white</p></div>
        <p style="font-size:30px;color:#7aa890">large sage</p>
        <p style="color:#7aa890">small sage</p>
        <svg viewBox="0 0 50 70" width="100"><rect width="50" height="70" fill="#fff"/><text x="5" y="20" fill="#bbb">pale ink</text><text x="5" y="40" fill="#222">dark ink</text></svg>
      </div>`);
    const { checked, low } = await lowContrastTexts(page);
    expect(checked).toBe(8);
    expect(low.map((l) => l.text).sort()).toEqual([
      'faded white',
      'grey on the felt',
      'pale ink',
      'small sage',
      'white on a pale veil',
    ]);
  });
});

/** What the test bundle puts on `window`. */
interface Fixtures {
  HandTracker: typeof HandTracker;
  meta: GameMeta;
}
