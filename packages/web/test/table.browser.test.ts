import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, deepHtml, gameBundles, launch, screenshotDir, serve } from './browser';
import { CHROMIUM_HINT, findChromium } from './chromium';
import { CORNER, GAMES, PENDING, bare, movesOf, type Game } from './game-pages';
import {
  axeViolations,
  expectPhoneFirstScreen,
  partsReached,
  probes,
  settled,
  winnerTag,
  coveredPileLabels,
} from './table-checks';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

describe.skipIf(chromiumPath === undefined)('the card table in Chromium', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  let phone: BrowserContext;

  beforeAll(async () => {
    const files = await gameBundles();
    for (const g of GAMES)
      files[`${g.tag}.html`] = bare(
        g.tag,
        // A long pause: the won trick is held until the test has looked at it. The bots wait
        // until a test sets their delay: the page first shows the deal, before any move.
        `seats="${g.seats}" seed="${g.seed}" bot-delay="600000" pause="60000" save-key=""`,
      )
        .replace('</head>', `<style>${probes(g.tag)}</style></head>`)
        // A page as a site would have it round the element: a main landmark and a heading.
        .replace(`<${g.tag} `, `<main><h1 style="font-size:1rem;margin:0">${g.tag}</h1><${g.tag} `)
        .replace(`</${g.tag}>`, `</${g.tag}></main>`);
    server = await serve(files);
    browser = await launch(chromiumPath as string);
    phone = await browser.browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 1,
    });
    mkdirSync(screenshotDir, { recursive: true });
    // Only this run's pictures to review: a picture no longer taken does not linger.
    for (const f of readdirSync(screenshotDir))
      if (f.startsWith('table-')) rmSync(path.join(screenshotDir, f));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A picture of the table once nothing moves: it shows the moment its name says. */
  const shot = async (page: Page, game: Game, size: string, what: string) => {
    await settled(page);
    await page.screenshot({
      path: path.join(screenshotDir, `table-${game.tag}-${size}-${what}.png`),
    });
  };
  const setBotDelay = (page: Page, game: Game, ms: number) =>
    page
      .locator(game.tag)
      .evaluate((e, d) => ((e as unknown as { botDelay: number }).botDelay = d), ms);

  for (const game of GAMES) {
    for (const size of ['1280x800', '360x740'] as const) {
      const onPhone = size === '360x740';
      const tricks = game.engine.meta.trickZone !== null;
      it(`${game.tag} at ${size}: start, ${tricks ? 'mid-trick, the won trick held' : 'mid-hand'}, a modal summary; axe finds nothing`, async () => {
        const page = onPhone ? await phone.newPage() : await browser.context.newPage();
        if (!onPhone) await page.setViewportSize({ width: 1280, height: 800 });
        const errors = collectErrors(page);
        await page.goto(`${server.url}${game.tag}.html`);
        const el = page.locator(game.tag);
        const table = el.locator('orrery-table');
        const legal = el.locator('orrery-hand button[data-legal]');
        const controls = el.locator('orrery-move-controls button:not(.step)');
        const pending = el.locator(PENDING);
        const summary = el.locator('orrery-hand-summary section');
        const held = table.locator('.trick[data-won]');
        const mine = async () => (await movesOf(page, game.tag)).filter((m) => m.seat === 0).length;
        const ready = async () =>
          (await legal.count()) + (await controls.count()) + (await held.count()) > 0 ||
          (await summary.isVisible());
        // The start: the hand dealt, no move made (the bots wait), nothing in the trick.
        await expect
          .poll(() => el.locator('orrery-hand button').count(), { timeout: 20_000 })
          .toBeGreaterThan(0);
        await shot(page, game, size, 'start');
        expect(await movesOf(page, game.tag)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        if (onPhone) await expectPhoneFirstScreen(page, game.tag);
        else {
          const { found, missed } = await partsReached(page);
          expect(missed).toEqual([]);
          expect(found).toEqual(
            expect.arrayContaining(['game', 'header', 'seat', 'center', 'card', 'scoreboard']),
          );
        }

        await setBotDelay(page, game, 0);
        let midTrick = false;
        let wonTrick = !tricks;
        for (let actions = 0; !(await summary.isVisible()); actions++) {
          expect(actions).toBeLessThan(250);
          await expect.poll(ready, { timeout: 20_000 }).toBe(true);
          if (await summary.isVisible()) break;
          if (!wonTrick && (await held.count()) > 0) {
            // The completed trick lies there whole, its winner marked, until the pause ends.
            const seats = await table.locator('.seat').count();
            expect(await held.locator('.slot').count()).toBe(seats);
            expect(await held.locator('.slot[data-won]').count()).toBe(1);
            expect((await table.locator('.winner').textContent())?.trim()).toMatch(/^\S.* wins$/);
            expect(await table.locator('.plate[data-won]').count()).toBe(1);
            await shot(page, game, size, 'completed-trick');
            expect(await held.locator('.slot').count()).toBe(seats);
            // The winner's tag covers no card, and a person sees it where they look.
            const tag = await winnerTag(page, game.tag);
            expect(tag.covered).toEqual([]);
            expect(tag.inView).toBe(true);
            wonTrick = true;
            // Shortened, the pause ends now; a person who won may lead at once.
            await el.evaluate((e) => ((e as unknown as { pause: number }).pause = 0));
            continue;
          }
          if (!midTrick && (await legal.count()) > 0 && (await held.count()) === 0) {
            // Mid-trick: cards in the trick and the person to play; without tricks, mid-hand
            // is the person to play again after a move of their own.
            const going = tricks
              ? (await table.locator('.trick .slot').count()) > 0
              : (await mine()) > 0;
            if (going) {
              midTrick = true;
              await shot(page, game, size, tricks ? 'mid-trick' : 'mid-hand');
              if (tricks) expect(await table.locator('.trick .slot').count()).toBeGreaterThan(0);
              expect(await legal.count()).toBeGreaterThan(0);
              expect(await summary.count()).toBe(0);
              expect(await axeViolations(page)).toEqual([]);
              if (onPhone) await expectPhoneFirstScreen(page, game.tag);
            }
          }
          if ((await held.count()) > 0 && (await legal.count()) === 0) {
            // A bot leads next: it waits for the pause to end.
            await expect.poll(() => held.count(), { timeout: 60_000 }).toBe(0);
            continue;
          }
          const before = await mine();
          if ((await pending.count()) > 0) await pending.first().click();
          else if ((await legal.count()) > 0) await legal.first().click(CORNER);
          else if ((await controls.count()) > 0) await controls.first().click();
          else continue;
          await expect
            .poll(
              async () =>
                (await mine()) > before ||
                (await pending.count()) > 0 ||
                (await summary.count()) > 0,
            )
            .toBe(true);
        }
        expect(wonTrick).toBe(true);
        expect(midTrick).toBe(true);

        // The summary is modal; the table behind shows the finished hand, and nothing moves.
        const dialog = el.locator('dialog');
        expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
        const status = (await el.locator('[data-status]').textContent())?.trim();
        const title = (await summary.locator('h2').textContent())?.trim();
        expect(title).toBe(`${status} is over`);
        expect(await legal.count()).toBe(0);
        const moves = (await movesOf(page, game.tag)).length;
        expect(await summary.locator('[data-scored] orrery-card').count()).toBeGreaterThan(0);
        expect(await summary.locator('table[data-sheet] tbody tr').count()).toBe(1);
        await shot(page, game, size, 'summary');
        // A pile's cards, set off one above another, leave its label to be read.
        expect(await coveredPileLabels(page, game.tag)).toEqual([]);
        // The button that goes on is in reach without scrolling, however long the summary.
        const next = (await summary.locator('button[part="continue"]').boundingBox())!;
        expect(next.y).toBeGreaterThanOrEqual(0);
        expect(next.y + next.height).toBeLessThanOrEqual(onPhone ? 740 : 800);
        expect(await axeViolations(page)).toEqual([]);
        if (!onPhone) {
          const { found, missed } = await partsReached(page);
          expect(missed).toEqual([]);
          expect(found).toEqual(expect.arrayContaining(['summary', 'continue']));
        }
        // No glyph that needs an emoji font.
        const shown = (await deepHtml(page)).replace(/<script[^]*?<\/script>/g, '');
        expect(shown).not.toMatch(/\p{Extended_Pictographic}/u);
        expect((await movesOf(page, game.tag)).length).toBe(moves);
        await summary.locator('button[part="continue"]').click();
        await expect.poll(() => el.locator('[data-status]').textContent()).toMatch(/Hand 2/);
        expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(false);
        expect(errors).toEqual([]);
        await page.close();
      }, 120_000);
    }
  }

  it('shows the last trick again on request, with who won it', async () => {
    const game = GAMES[0]!;
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}${game.tag}.html`);
    const el = page.locator(game.tag);
    await el.evaluate((e) => ((e as unknown as { pause: number }).pause = 0));
    await setBotDelay(page, game, 0);
    const review = el.locator('orrery-table button[part="last-trick"]');
    const legal = el.locator('orrery-hand button[data-legal]');
    for (let i = 0; (await review.count()) === 0; i++) {
      expect(i).toBeLessThan(20);
      await expect.poll(() => legal.count(), { timeout: 20_000 }).toBeGreaterThan(0);
      const before = (await movesOf(page, game.tag)).length;
      await legal.first().click(CORNER);
      await expect.poll(async () => (await movesOf(page, game.tag)).length).toBeGreaterThan(before);
    }
    await review.click();
    const panel = el.locator('orrery-table .review-panel');
    await expect.poll(() => panel.locator('li').count()).toBe(4);
    expect(await panel.locator('li[data-won]').count()).toBe(1);
    expect(await panel.locator('p').textContent()).toMatch(/ won it$/);
    await page.close();
  }, 60_000);

  it('asks for a choice on the cards: targets highlighted on the table, a Cancel; a number is a stepper', async () => {
    const game = GAMES.find((g) => g.engine.meta.trickZone === null)!;
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}${game.tag}.html`);
    await setBotDelay(page, game, 0);
    const el = page.locator(game.tag);
    const legal = el.locator('orrery-hand button[data-legal]');
    const controls = el.locator('orrery-move-controls button:not(.step)');
    const choice = el.locator('orrery-table .choice');
    const summary = el.locator('orrery-hand-summary section');
    const mine = async () => (await movesOf(page, game.tag)).filter((m) => m.seat === 0).length;
    let chose = false;
    for (let actions = 0; !chose && !(await summary.isVisible()); actions++) {
      expect(actions).toBeLessThan(120);
      await expect
        .poll(async () => (await legal.count()) + (await controls.count()), { timeout: 20_000 })
        .toBeGreaterThan(0);
      const before = await mine();
      const cards = await legal.count();
      if (!chose && cards > 0) {
        for (let c = 0; c < cards && !chose; c++) {
          await legal.nth(c).click(CORNER);
          await expect
            .poll(async () => (await mine()) > before || (await choice.count()) > 0)
            .toBe(true);
          if ((await choice.count()) === 0) break;
          // The picked card is raised; what it can take is highlighted on the table to tap.
          expect(await el.locator('orrery-hand button[aria-pressed="true"]').count()).toBe(1);
          const targets = await el.locator('orrery-table button[data-target]').count();
          const options = await choice.locator('orrery-move-controls button').count();
          expect(targets + options).toBeGreaterThan(0);
          const labels = await choice.locator('orrery-move-controls button').allTextContents();
          expect(new Set(labels).size).toBe(labels.length);
          await choice.locator('button.cancel').click();
          await expect.poll(() => choice.count()).toBe(0);
          expect(await el.locator('orrery-hand button[aria-pressed="true"]').count()).toBe(0);
          expect(await mine()).toBe(before);
          chose = true;
        }
        if ((await mine()) > before) continue;
      }
      const pending = el.locator(PENDING);
      if ((await pending.count()) > 0) await pending.first().click();
      else if ((await legal.count()) > 0) await legal.first().click(CORNER);
      else await controls.first().click();
      await expect
        .poll(async () => (await mine()) > before || (await el.locator(PENDING).count()) > 0)
        .toBe(true);
      if ((await el.locator(PENDING).count()) > 0 && (await mine()) === before)
        await el.locator(PENDING).first().click();
    }
    expect(chose).toBe(true);

    // Many numbers (a bid from 0 up in fives): a stepper and a slider, no list to scroll.
    await page.evaluate((tag) => {
      type Meta = { moves: { type: string; params: { name: string; kind: string }[] }[] };
      const meta = (customElements.get(tag) as unknown as { meta: Meta }).meta;
      const move = meta.moves.find((m) => m.params.some((p) => p.kind === 'number'))!;
      const param = move.params.find((p) => p.kind === 'number')!.name;
      const controls = Object.assign(document.createElement('orrery-move-controls'), {
        meta,
        moves: Array.from({ length: 40 }, (_, i) => ({ type: move.type, [param]: i * 5 })),
      });
      controls.id = 'numbers';
      controls.addEventListener('orrery-move-chosen', (e) => {
        (window as unknown as { chosen: unknown }).chosen = (
          e as unknown as { move: unknown }
        ).move;
      });
      document.body.append(controls);
    }, game.tag);
    const stepper = page.locator('#numbers .stepper');
    await expect.poll(() => stepper.count()).toBe(1);
    expect(await page.locator('#numbers select').count()).toBe(0);
    const value = () => stepper.locator('output').textContent();
    expect((await value())?.trim()).toBe('0');
    expect(await stepper.locator('button[aria-label="Less"]').isDisabled()).toBe(true);
    await stepper.locator('button[aria-label="More"]').click();
    await stepper.locator('button[aria-label="More"]').click();
    await expect.poll(async () => (await value())?.trim()).toBe('10');
    await stepper.locator('input[type="range"]').fill('39');
    await expect.poll(async () => (await value())?.trim()).toBe('195');
    await stepper.locator('button[data-confirm]').click();
    const chosen = await page.evaluate(() => (window as unknown as { chosen: unknown }).chosen);
    expect(Object.values(chosen as object)).toContain(195);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
