import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEngine } from '../src/match/table-view';
import { collectErrors, deepHtml, gameBundles, launch, screenshotDir, serve } from './browser';
import { expectAaContrast } from './contrast';
import {
  CORNER,
  GAMES,
  PENDING,
  bare,
  containsId,
  expectNoHiddenCards,
  focusedButton,
  movesOf,
  replay,
  somethingToActOn,
} from './game-pages';
import { CHROMIUM_HINT, findChromium } from './chromium';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

describe.skipIf(chromiumPath === undefined)('game elements in Chromium', () => {
  let files: Record<string, string>;
  let server: Awaited<ReturnType<typeof serve>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  let context: BrowserContext;

  beforeAll(async () => {
    files = await gameBundles();
    for (const g of GAMES) {
      files[`${g.tag}.html`] = bare(
        g.tag,
        `seats="${g.seats}" seed="${g.seed}" bot-delay="0" pause="0" save-key="test-${g.tag}"`,
      );
    }
    for (const g of GAMES) {
      files[`${g.tag}-match.html`] = bare(
        g.tag,
        `seats="${g.seats}" seed="${g.seed}" bot-delay="0" pause="0" save-key="" options='{"max-hands": 2}'`,
      );
    }
    files['keyboard.html'] = bare(
      'mars-venus-game',
      'seats="human random random random" seed="21" bot-delay="0" pause="0" save-key=""',
    );
    files['reload.html'] = bare(
      'mars-venus-game',
      'seats="human random random random" seed="4" bot-delay="0" pause="0" save-key="reload"',
    );
    files['hotseat.html'] = bare(
      'starbuckaroos-game',
      'seats="human human" seed="9" bot-delay="0" pause="0" save-key=""',
    );
    server = await serve(files);
    browser = await launch(chromiumPath as string);
    context = browser.context;
    mkdirSync(screenshotDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const game of GAMES) {
    it(`${game.tag}: a person plays a whole hand by clicking legal cards; the score is the engine's`, async () => {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      // The element's events, as a page would hear them: on the document, so bubbling and composed.
      await page.addInitScript(() => {
        const heard: unknown[] = [];
        Object.assign(window, { heard });
        for (const type of ['orrery-move', 'orrery-hand-end', 'orrery-match-end'])
          document.addEventListener(type, (e) => {
            const { seat, description, hand, scores, totals } = e as unknown as Record<
              string,
              unknown
            >;
            heard.push({ type, seat, description, hand, scores, totals });
          });
      });
      await page.goto(`${server.url}${game.tag}.html`);
      const el = page.locator(game.tag);
      const summary = el.locator('orrery-hand-summary section');
      const status = el.locator('[role="status"]');
      let actions = 0;
      let explained = false;
      while (!(await summary.isVisible())) {
        const legal = el.locator('orrery-hand button[data-legal]');
        const controls = el.locator('orrery-move-controls button:not(.step)');
        await expect
          .poll(
            async () => (await legal.count()) + (await controls.count()) + (await summary.count()),
            { timeout: 10_000 },
          )
          .toBeGreaterThan(0);
        if (await summary.isVisible()) break;
        // Counted once it is the person's turn: the bots may still have been moving before.
        const before = (await movesOf(page, game.tag)).length;
        const ownBefore = (await movesOf(page, game.tag)).filter((m) => m.seat === 0).length;
        const unplayable = el.locator(
          'orrery-hand:has(button[data-legal]) button:not([data-legal])',
        );
        if (!explained && (await legal.count()) > 0 && (await unplayable.count()) > 0) {
          // A card that cannot be played is named as such, and clicking it says why, moving nothing.
          explained = true;
          expect(await unplayable.first().getAttribute('aria-label')).toMatch(
            /^\S.* cannot be played now$/,
          );
          await unplayable.first().click(CORNER);
          const message = el.locator('orrery-table [part="message"]');
          await expect.poll(() => message.count()).toBe(1);
          expect((await message.textContent())?.trim()).not.toBe('');
          expect(await message.getAttribute('role')).toBe('alert');
          // The person (seat 0) moved nothing; bots finishing their turns may still add moves.
          const mine = async () => (await movesOf(page, game.tag)).filter((m) => m.seat === 0);
          expect((await mine()).length).toBe(ownBefore);
        }
        const pending = el.locator(PENDING);
        if ((await pending.count()) > 0) await pending.first().click();
        else if ((await legal.count()) > 0) await legal.first().click(CORNER);
        else await controls.first().click();
        // A card that needs one more choice (a capture's target) shows controls instead of moving.
        await expect
          .poll(
            async () =>
              (await movesOf(page, game.tag)).length > before || (await controls.count()) > 0,
            { timeout: 10_000 },
          )
          .toBe(true);
        // The live region says each play.
        expect((await status.textContent())?.trim()).not.toBe('');
        if (++actions % 4 === 1) await expectNoHiddenCards(page, game);
        // WCAG AA mid-hand: seat names and badges, cards in hand and on the table, log, scores.
        if (actions === 6) await expectAaContrast(page);
        expect(actions).toBeLessThan(200);
      }
      // The trick games make a person follow suit, so some card was unplayable at some point.
      if (game.engine.meta.trickZone !== null) expect(explained).toBe(true);
      const state = replay(game.engine, game.seed, await movesOf(page, game.tag));
      const outcome = game.engine.outcome(state);
      const first = outcome.hands[0]!;
      const shown = await el.locator('orrery-hand-summary h3').allTextContents();
      expect(shown.map((t) => Number(/scores (-?\d+)/.exec(t)?.[1]))).toEqual([...first.scores]);
      const totals = await el
        .locator('orrery-scoreboard td[data-total]')
        .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-total'))));
      expect(totals).toEqual([...outcome.totals]);
      const heard = (await page.evaluate(
        () => (window as unknown as { heard: unknown[] }).heard,
      )) as {
        type: string;
        seat?: number;
        description?: string;
        hand?: number;
        scores?: number[];
        totals?: number[];
      }[];
      const played = await movesOf(page, game.tag);
      expect(heard.filter((e) => e.type === 'orrery-move').map((e) => e.seat)).toEqual(
        played.map((m) => m.seat),
      );
      expect(heard.find((e) => e.type === 'orrery-move')?.description).toMatch(/\w+ \w+/);
      expect(heard.filter((e) => e.type === 'orrery-hand-end')).toEqual([
        { type: 'orrery-hand-end', hand: 1, scores: [...first.scores], totals: [...first.scores] },
      ]);
      await expectNoHiddenCards(page, game);
      await expectAaContrast(page);
      await page.screenshot({
        path: path.join(screenshotDir, `${game.tag}-1280x800.png`),
        fullPage: true,
      });
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({
        path: path.join(screenshotDir, `${game.tag}-360x740.png`),
        fullPage: true,
      });
      // The next hand starts when the person is ready.
      await el.locator('orrery-hand-summary button').click();
      await expect.poll(() => summary.count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }

  it('plays each game start to finish by mouse: a two-hand match, won as the engine says', async () => {
    for (const game of GAMES) {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.addInitScript(() => {
        const ended: unknown[] = [];
        Object.assign(window, { ended });
        document.addEventListener('orrery-match-end', (e) => {
          const { winner, totals } = e as unknown as { winner: unknown; totals: unknown };
          ended.push({ winner, totals });
        });
      });
      await page.goto(`${server.url}${game.tag}-match.html`);
      const el = page.locator(game.tag);
      const next = el.locator('orrery-hand-summary button[part="continue"]');
      const legal = el.locator('orrery-hand button[data-legal]');
      const controls = el.locator('orrery-move-controls button:not(.step)');
      const pending = el.locator(PENDING);
      const ended = () =>
        page.evaluate(() => (window as unknown as { ended: unknown[] }).ended.length);
      for (let actions = 0; (await ended()) === 0; actions++) {
        expect(actions).toBeLessThan(400);
        await expect
          .poll(
            async () =>
              (await legal.count()) +
              (await controls.count()) +
              (await next.count()) +
              (await ended()),
          )
          .toBeGreaterThan(0);
        if ((await ended()) > 0) break;
        if ((await next.count()) > 0) await next.click();
        else if ((await pending.count()) > 0) await pending.first().click();
        else if ((await legal.count()) > 0) await legal.first().click(CORNER);
        else await controls.first().click();
      }
      const state = replay(game.engine, game.seed, await movesOf(page, game.tag), {
        'max-hands': 2,
      });
      const outcome = game.engine.outcome(state);
      expect(outcome.over).toBe(true);
      expect(outcome.hands).toHaveLength(2);
      const heard = await page.evaluate(() => (window as unknown as { ended: unknown[] }).ended);
      expect(heard).toEqual([{ winner: outcome.winner, totals: [...outcome.totals] }]);
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 240_000);

  it('plays a trick by keyboard alone: Tab to the hand, arrows to a legal card, Enter', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}keyboard.html`);
    const el = page.locator('mars-venus-game');
    await expect
      .poll(() => el.locator('orrery-hand button[data-legal]').count())
      .toBeGreaterThan(0);
    const focused = () => focusedButton(page);
    /** Visible focus: every button Tab reaches has a solid ring at least 2 px wide. */
    const expectVisibleFocus = async () => {
      const ring = (await focused())?.ring;
      expect(ring?.style).toBe('solid');
      expect(ring?.width).toBeGreaterThanOrEqual(2);
    };
    // The bots think in a Web Worker: the game's own bundle, loaded again, which evaluates its
    // element code too (worker-stand-ins.ts) and still answers bot requests.
    await expect.poll(() => page.workers().length).toBeGreaterThan(0);
    const worker = page.workers()[0]!;
    expect(await worker.evaluate(() => typeof (self as { onmessage?: unknown }).onmessage)).toBe(
      'function',
    );
    for (let tabs = 0; tabs < 10 && (await focused())?.card == null; tabs++) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus();
    }
    for (let turn = 0; turn < 2; turn++) {
      const tricksBefore = (await el.locator('orrery-move-log li').allTextContents()).filter((t) =>
        t.includes('wins the trick'),
      ).length;
      for (let i = 0; i < 20 && !(await focused())?.legal; i++)
        await page.keyboard.press('ArrowRight');
      const card = (await focused())?.card;
      await expectVisibleFocus();
      expect(card).toBeTruthy();
      await page.keyboard.press('Enter');
      await expect
        .poll(
          async () =>
            (await el.locator('orrery-move-log li').allTextContents()).filter((t) =>
              t.includes('wins the trick'),
            ).length,
        )
        .toBeGreaterThan(tricksBefore);
      const moves = await movesOf(page, 'mars-venus-game');
      expect(moves.some((m) => m.seat === 0 && m.move['card'] === card)).toBe(true);
      // Focus comes back to the hand for the next turn.
      await expect.poll(async () => (await focused())?.card ?? null).not.toBeNull();
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('plays a whole hand of each game by keyboard alone: cards, choices, targets and passes', async () => {
    let controlMoves = 0;
    for (const game of GAMES) {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${server.url}${game.tag}-match.html`);
      const el = page.locator(game.tag);
      const summary = el.locator('orrery-hand-summary section');
      const legal = el.locator('orrery-hand button[data-legal]');
      const controls = el.locator('orrery-move-controls button:not(.step)');
      const focused = () => focusedButton(page);
      let keys = 0;
      const press = async (key: string) => {
        keys++;
        await page.keyboard.press(key);
      };
      for (let actions = 0; !(await summary.isVisible()); actions++) {
        expect(actions).toBeLessThan(200);
        await somethingToActOn(legal, controls, summary);
        if (await summary.isVisible()) break;
        const ownBefore = (await movesOf(page, game.tag)).filter((m) => m.seat === 0).length;
        const wantCard = (await legal.count()) > 0 && (await el.locator(PENDING).count()) === 0;
        // Tab to a card of the hand, or to a move control (a bid, a capture's target, a pass).
        for (let tabs = 0; tabs < 60; tabs++) {
          const f = await focused();
          if (wantCard ? f?.card != null && !f.inControls : f?.inControls === true) break;
          await press('Tab');
        }
        if (wantCard) {
          for (let i = 0; i < 30 && !(await focused())?.legal; i++) await press('ArrowRight');
          expect((await focused())?.legal).toBe(true);
        } else {
          expect((await focused())?.inControls).toBe(true);
          controlMoves++;
        }
        await press('Enter');
        // A move, or (a card that needs one more choice) the targets or buttons for it.
        await expect
          .poll(
            async () =>
              (await movesOf(page, game.tag)).filter((m) => m.seat === 0).length > ownBefore ||
              (await el.locator(PENDING).count()) > 0 ||
              (await summary.count()) > 0,
          )
          .toBe(true);
      }
      // The whole hand was played from the keyboard: the engine agrees with the page's moves.
      const state = replay(game.engine, game.seed, await movesOf(page, game.tag), {
        'max-hands': 2,
      });
      expect(game.engine.outcome(state).hands).toHaveLength(1);
      expect(keys).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.close();
    }
    // Not cards alone: some turns were a control (a capture's target, a pass, an owed choice).
    expect(controlMoves).toBeGreaterThan(0);
  }, 240_000);

  it('restores a match after a reload in the middle of a hand', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}reload.html`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const el = page.locator('mars-venus-game');
    for (let i = 0; i < 3; i++) {
      const before = (await movesOf(page, 'mars-venus-game')).length;
      await el.locator('orrery-hand button[data-legal]').first().click(CORNER);
      await expect
        .poll(async () => (await movesOf(page, 'mars-venus-game')).length)
        .toBeGreaterThan(before + 1);
      await expect
        .poll(() => el.locator('orrery-hand button[data-legal]').count())
        .toBeGreaterThan(0);
    }
    const hand = () =>
      el
        .locator('orrery-hand button')
        .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
    const held = await hand();
    const moves = await movesOf(page, 'mars-venus-game');
    const log = await el.locator('orrery-move-log li').allTextContents();
    await page.reload();
    await expect.poll(hand).toEqual(held);
    expect(await movesOf(page, 'mars-venus-game')).toEqual(moves);
    expect(await el.locator('orrery-move-log li').allTextContents()).toEqual(log);
    expect(errors).toEqual([]);

    // A corrupt save is set aside with a warning, and a new match starts.
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.evaluate(() =>
      localStorage.setItem(
        'reload',
        '{"format":"orrery-web-match","version":1,"game":"mars-venus","state":"{]"}',
      ),
    );
    await page.reload();
    await expect.poll(() => el.locator('orrery-hand button').count()).toBe(14);
    expect((await movesOf(page, 'mars-venus-game')).every((m) => m.seat !== 0)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('reload:set-aside'))).toContain(
      'orrery-web-match',
    );
    expect(warnings.join('\n')).toMatch(/set aside/);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('hides every hand behind a pass-the-device screen between two people', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}hotseat.html`);
    const el = page.locator('starbuckaroos-game');
    const pass = el.locator('[part="pass-screen"]');
    await expect.poll(() => pass.count()).toBe(1);
    expect(await el.locator('orrery-hand').count()).toBe(0);
    const first = await pass.locator('p').textContent();
    await pass.locator('button').click();
    await expect.poll(() => el.locator('orrery-hand button').count()).toBeGreaterThan(0);
    // Two players do not bid (S9): no seat badge shows a bid no rule has set.
    const badges = await el.locator('orrery-table .badge').allTextContents();
    expect(badges).toContain('dealer');
    expect(badges.filter((b) => /bid/i.test(b))).toEqual([]);
    const legal = el.locator('orrery-hand button[data-legal]');
    if ((await legal.count()) > 0) await legal.first().click(CORNER);
    else await el.locator('orrery-move-controls button:not(.step)').first().click();
    await expect.poll(() => pass.count()).toBe(1);
    expect(await pass.locator('p').textContent()).not.toBe(first);
    const html = await deepHtml(page);
    const state = replay(starbuckaroos as AnyEngine, 9, await movesOf(page, 'starbuckaroos-game'));
    const view = starbuckaroos.view(state as never, 0) as unknown as {
      zones: { hand: { cards?: string[] }[] };
    };
    const inHands = [0, 1].flatMap(
      (s) => starbuckaroos.view(state as never, s).zones.hand[s]?.cards ?? [],
    );
    expect(view.zones.hand.length).toBe(2);
    expect(inHands.filter((id) => containsId(html, id))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
