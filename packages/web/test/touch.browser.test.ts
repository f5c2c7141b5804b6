import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, gameBundles, launch, screenshotDir, serve } from './browser';
import { CHROMIUM_HINT, findChromium } from './chromium';
import {
  CORNER,
  GAMES,
  PENDING,
  bare,
  expectNoHiddenCards,
  movesOf,
  somethingToActOn,
} from './game-pages';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

describe.skipIf(chromiumPath === undefined)('game elements on a 360 px touch phone', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  let phone: BrowserContext;

  beforeAll(async () => {
    const files = await gameBundles();
    for (const g of GAMES) {
      files[`${g.tag}.html`] = bare(
        g.tag,
        `seats="${g.seats}" seed="${g.seed}" bot-delay="0" pause="0" save-key=""`,
      );
    }
    server = await serve(files);
    browser = await launch(chromiumPath as string);
    phone = await browser.browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    mkdirSync(screenshotDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const game of GAMES) {
    it(`${game.tag}: a person plays a whole hand by tapping, and the table fits the screen`, async () => {
      const page = await phone.newPage();
      const errors = collectErrors(page);
      await page.goto(`${server.url}${game.tag}.html`);
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      const el = page.locator(game.tag);
      const legal = el.locator('orrery-hand button[data-legal]');
      const controls = el.locator('orrery-move-controls button:not(.step)');
      const mine = async () => (await movesOf(page, game.tag)).filter((m) => m.seat === 0).length;
      const summary = el.locator('orrery-hand-summary section');
      let tappedCards = 0;
      // A whole hand, by tapping alone.
      for (let actions = 0; !(await summary.isVisible()); actions++) {
        expect(actions).toBeLessThan(200);
        await somethingToActOn(legal, controls, summary);
        if (await summary.isVisible()) break;
        const before = await mine();
        const pending = el.locator(PENDING);
        if ((await pending.count()) > 0) await pending.first().tap();
        else if ((await legal.count()) > 0) {
          await legal.first().tap(CORNER);
          tappedCards++;
        } else await controls.first().tap();
        await expect
          .poll(
            async () =>
              (await mine()) > before || (await pending.count()) > 0 || (await summary.count()) > 0,
          )
          .toBe(true);
      }
      expect(tappedCards).toBeGreaterThan(0);
      // Nothing sticks out sideways at 360 px: no horizontal scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await expectNoHiddenCards(page, game);
      await page.screenshot({
        path: path.join(screenshotDir, `${game.tag}-touch-360x740.png`),
        fullPage: true,
      });
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
