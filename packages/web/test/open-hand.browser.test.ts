// A hand turned face up and played by another seat (`reveal`, `played by`), in the browser: the
// made-up game packages/engine-gen/test/open-hand.rules, bundled by `orrery bundle` as a page
// would get it. South deals, so once West has led, North's hand lies face up and South, a
// person, chooses North's card on North's turn: by mouse, by keyboard and by touch.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, deepHtml, launch, screenshotDir, serveFolder } from './browser';
import { CHROMIUM_HINT, findChromium } from './chromium';
import { bare, containsId, focusedButton, movesOf, type Played } from './game-pages';
import { axeViolations, settled } from './table-checks';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const orrery = path.join(repo, 'packages/cli/bin/orrery.js');
const RULES = path.join(repo, 'packages/engine-gen/test/open-hand.rules');
const tag = 'open-hand-game';
const SOUTH = 0;
const NORTH = 2;

function bundle(cwd: string): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [orrery, 'bundle', 'open-hand.rules', '--out', 'site'], {
      cwd,
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code, err }));
  });
}

/** Card ids in order, under `root`. */
function cardsIn(root: Locator): Promise<string[]> {
  return root
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

/** Every card id of the deck, from the element's metadata. */
function deck(page: Page): Promise<string[]> {
  return page.evaluate(
    (t) =>
      (customElements.get(t) as unknown as { meta: { deck(o: object): { id: string }[] } }).meta
        .deck({})
        .map((c) => c.id),
    tag,
  );
}

/** The card of the table target that has keyboard focus, through shadow roots; else null. */
function focusedTarget(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('data-target') ?? null;
  });
}

describe.skipIf(chromiumPath === undefined)(
  'a hand face up, whose turns the dealer plays (a rules file bundled by orrery bundle)',
  () => {
    let dir: string;
    let server: Awaited<ReturnType<typeof serveFolder>>;
    let browser: Awaited<ReturnType<typeof launch>>;

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-open-hand-'));
      writeFileSync(path.join(dir, 'open-hand.rules'), readFileSync(RULES, 'utf8'));
      const built = await bundle(dir);
      expect(built).toEqual({ code: 0, err: '' });
      // The bots wait until a test sets their delay: the page is seen before West leads. A
      // page as a site would have it round the element: a main landmark and a heading.
      writeFileSync(
        path.join(dir, 'site', 'bare.html'),
        bare(
          tag,
          'seats="human random random random" seed="5" bot-delay="600000" pause="0" save-key=""',
        )
          .replace(`<${tag} `, `<main><h1 style="font-size:1rem;margin:0">Open Hand</h1><${tag} `)
          .replace(`</${tag}>`, `</${tag}></main>`),
      );
      server = await serveFolder(path.join(dir, 'site'));
      browser = await launch(chromiumPath as string);
      mkdirSync(screenshotDir, { recursive: true });
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    /** The page, from before West's lead to South's choice for North. */
    async function opening(page: Page) {
      const errors = collectErrors(page);
      await page.goto(`${server.url}bare.html`);
      const el = page.locator(tag);
      const north = el.locator(`orrery-table [data-seat="${NORTH}"]`);
      const south = el.locator(`orrery-table [data-seat="${SOUTH}"]`);
      const open = north.locator('[data-zone="hand"][data-revealed]');
      const hand = el.locator('orrery-hand[data-zone="hand"]');
      // Before the first card, North's hand is its backs, and the page names none of its cards.
      await expect.poll(() => hand.locator('[data-card]').count()).toBe(13);
      expect(await north.locator('.fan').count()).toBe(1);
      expect(await open.count()).toBe(0);
      const before = await deepHtml(page);
      const mine = await cardsIn(hand);
      const all = await deck(page);
      expect(all.filter((id) => !mine.includes(id) && containsId(before, id))).toEqual([]);
      // West leads; North's hand opens where North sits, and South plays North's turn.
      await el.evaluate((e) => ((e as unknown as { botDelay: number }).botDelay = 0));
      await expect.poll(() => open.locator('[data-card]').count(), { timeout: 15_000 }).toBe(13);
      expect(await north.locator('.fan').count()).toBe(0);
      expect(await open.getAttribute('aria-label')).toBe("North's hand, face up, 13 cards");
      await expect.poll(() => north.locator('.badge.turn').textContent()).toBe('to play');
      expect((await south.locator('.badge.turn').textContent())?.trim()).toBe('plays for North');
      const targets = open.locator('button[data-target]');
      expect(await targets.count()).toBeGreaterThan(0);
      // Only South's, North's and the lead are in the page: West's and East's cards never are.
      const html = await deepHtml(page);
      const northCards = await cardsIn(open);
      const trick = await cardsIn(el.locator('orrery-table [data-zone="trick"]'));
      expect(trick).toHaveLength(1);
      const shown = all.filter((id) => containsId(html, id));
      expect(shown.sort()).toEqual([...mine, ...northCards, ...trick].sort());
      return { errors, el, north, open, targets, hand, mine };
    }

    /** South's move for North: the card came out of North's open hand, to the trick. */
    async function expectPlayedFor(page: Page, open: Locator, card: string) {
      await expect
        .poll(async () => (await movesOf(page, tag)).filter((m) => m.seat === SOUTH).length, {
          timeout: 15_000,
        })
        .toBe(1);
      const played: Played = (await movesOf(page, tag)).find((m) => m.seat === SOUTH)!;
      expect(played.move).toEqual({ type: 'play', card });
      expect(await cardsIn(open)).not.toContain(card);
      const log = page.locator(tag).locator('[part~="log"]');
      await expect.poll(() => log.textContent()).toMatch(/South plays the .+ for North/);
    }

    it("by mouse: a card of North's open hand, and a word for a card of South's own", async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const { errors, el, open, targets, hand, mine } = await opening(page);
      // A card of South's own hand is not what North's turn asks for: the table says so.
      await hand.locator(`button[data-card="${mine[0]!}"]`).click({ position: { x: 10, y: 16 } });
      await expect
        .poll(() => el.locator('orrery-table [part~="message"]').textContent())
        .toBe("It is North's turn: you play it for North");
      expect(await movesOf(page, tag)).toHaveLength(1);
      await settled(page);
      await page.screenshot({ path: path.join(screenshotDir, 'open-hand-1280x800.png') });
      expect(await axeViolations(page)).toEqual([]);
      const card = (await targets.first().locator('[data-card]').getAttribute('data-card'))!;
      await targets.first().click();
      await expectPlayedFor(page, open, card);
      expect(errors).toEqual([]);
      await page.close();
    }, 90_000);

    it("by keyboard alone: Tab reaches North's playable cards, Enter plays one", async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const { errors, open, targets } = await opening(page);
      const playable = await targets.evaluateAll((bs) =>
        bs.map((b) => b.querySelector('[data-card]')?.getAttribute('data-card') ?? ''),
      );
      let focus = await focusedButton(page);
      let target = await focusedTarget(page);
      for (let tabs = 0; tabs < 40 && !playable.includes(target ?? ''); tabs++) {
        await page.keyboard.press('Tab');
        focus = await focusedButton(page);
        target = await focusedTarget(page);
      }
      expect(playable).toContain(target);
      expect(focus?.inControls).toBe(true);
      expect(focus?.ring.style).not.toBe('none');
      await page.keyboard.press('Enter');
      await expectPlayedFor(page, open, target!);
      expect(errors).toEqual([]);
      await page.close();
    }, 90_000);

    it("by touch on a 360 px phone: a tap on a card of North's open hand", async () => {
      const phone = await browser.browser.newContext({
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      });
      const page = await phone.newPage();
      const { errors, open, targets } = await opening(page);
      // Each playable card is large enough to tap.
      const box = (await targets.first().boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      await settled(page);
      await page.screenshot({ path: path.join(screenshotDir, 'open-hand-360x740.png') });
      const card = (await targets.first().locator('[data-card]').getAttribute('data-card'))!;
      await targets.first().tap();
      await expectPlayedFor(page, open, card);
      expect(errors).toEqual([]);
      await phone.close();
    }, 90_000);
  },
);
