import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, gameBundles, launch, serve } from './browser';
import { CHROMIUM_HINT, findChromium } from './chromium';
import type { Page } from 'playwright-core';
import { CORNER, GAMES, PENDING, bare, movesOf } from './game-pages';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

/** One flying card halfway through its flight, beside the card it flies to. */
interface Flight {
  card: string;
  flying: { width: number; height: number };
  /** The card where it lands, as laid out (a trick slot's tilt is not its size). */
  target: { width: number; height: number };
  /** Where it lands: `trick`, `hand`, or the zone of a seat's laid cards or pile. */
  into: string;
}

/**
 * Put into the page before it loads: every flying card (`data-flying`) is stopped halfway once
 * it starts, measured against the card it flies to, and let go on. It runs inside the task that
 * starts the flight, so no move can come between.
 */
function watchFlights(): void {
  const flights: Flight[] = [];
  (window as unknown as { flights: Flight[] }).flights = flights;
  const animate = Element.prototype.animate;
  const find = (root: ParentNode, id: string): HTMLElement | null => {
    for (const el of root.querySelectorAll<HTMLElement>(`[data-card="${id}"]`))
      if (!el.hasAttribute('data-flying')) return el;
    for (const el of root.querySelectorAll('*')) {
      const found = el.shadowRoot ? find(el.shadowRoot, id) : null;
      if (found) return found;
    }
    return null;
  };
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const flight = animate.apply(this, args);
    const card = this.getAttribute('data-flying');
    if (card === null || card === 'back') return flight;
    queueMicrotask(() => {
      const target = find(this.getRootNode() as ShadowRoot, card);
      if (target === null) return;
      const was = flight.currentTime;
      flight.pause();
      flight.currentTime = Number(flight.effect!.getTiming().duration) / 2;
      const box = this.getBoundingClientRect();
      const into =
        target.closest('[data-zone]')?.getAttribute('data-zone') ??
        ((target.getRootNode() as ShadowRoot).host?.localName === 'orrery-hand' ? 'hand' : '?');
      flights.push({
        card,
        flying: { width: box.width, height: box.height },
        target: { width: target.offsetWidth, height: target.offsetHeight },
        into,
      });
      flight.currentTime = was;
      flight.play();
    });
    return flight;
  };
}

const flights = (page: Page) =>
  page.evaluate(() => (window as unknown as { flights: Flight[] }).flights);

/** The flights whose card was not the size of the card it flew to, within 2 px. */
const offSize = (seen: readonly Flight[]) =>
  seen.filter(
    (f) =>
      Math.abs(f.flying.width - f.target.width) > 2 ||
      Math.abs(f.flying.height - f.target.height) > 2,
  );

describe.skipIf(chromiumPath === undefined)('a card in flight', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  let browser: Awaited<ReturnType<typeof launch>>;

  beforeAll(async () => {
    const files = await gameBundles();
    for (const g of GAMES) {
      files[`${g.tag}.html`] = bare(
        g.tag,
        `seats="${g.seats}" seed="${g.seed}" bot-delay="150" pause="300" save-key=""`,
      );
      // The won trick held until the person leads.
      files[`${g.tag}-held.html`] = bare(
        g.tag,
        `seats="${g.seats}" seed="${g.seed}" bot-delay="0" pause="600000" save-key=""`,
      );
    }
    server = await serve(files);
    browser = await launch(chromiumPath as string);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const game of GAMES.filter((g) => g.engine.meta.trickZone !== null)) {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      it(`${game.tag} at ${size.width}x${size.height}: has the size of the card it flies to, from a hand, a hidden hand and the trick`, async () => {
        const page = await browser.context.newPage();
        await page.setViewportSize(size);
        const errors = collectErrors(page);
        await page.addInitScript(watchFlights);
        await page.goto(`${server.url}${game.tag}.html`);
        const el = page.locator(game.tag);
        const legal = el.locator('orrery-hand button[data-legal]');
        // Two tricks: cards from the person's hand and the others' hidden hands into the trick,
        // then the won trick into its pile.
        for (let i = 0; (await movesOf(page, game.tag)).length < 2 * 4 + 2; i++) {
          expect(i).toBeLessThan(20);
          await expect.poll(() => legal.count(), { timeout: 20_000 }).toBeGreaterThan(0);
          const before = (await movesOf(page, game.tag)).length;
          await legal.first().click(CORNER);
          await expect
            .poll(async () => (await movesOf(page, game.tag)).length)
            .toBeGreaterThan(before);
        }
        const seen = await flights(page);
        const mine = new Set(
          (await movesOf(page, game.tag))
            .filter((m) => m.seat === 0)
            .flatMap((m) => Object.values(m.move)),
        );
        const intoTrick = seen.filter((f) => f.into === game.engine.meta.trickZone);
        // Cards the person played and cards the others played, from their hidden hands.
        expect(intoTrick.filter((f) => mine.has(f.card)).length).toBeGreaterThan(0);
        expect(intoTrick.filter((f) => !mine.has(f.card)).length).toBeGreaterThan(2);
        // The won trick's cards, to a pile that shows them.
        expect(seen.some((f) => f.into !== game.engine.meta.trickZone)).toBe(true);
        expect(offSize(seen)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      }, 90_000);
    }
  }

  it('flies a won trick to its pile when the person who won it leads during the pause', async () => {
    // Mars & Venus seed 11: the person (South) wins the first trick.
    const game = GAMES.find((g) => g.tag === 'mars-venus-game')!;
    const trick = game.engine.meta.trickZone!;
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = collectErrors(page);
    await page.addInitScript(watchFlights);
    await page.goto(`${server.url}${game.tag}-held.html`);
    const el = page.locator(game.tag);
    const legal = el.locator('orrery-hand button[data-legal]');
    const held = el.locator('orrery-table .trick[data-won]');
    await expect.poll(() => legal.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await legal.first().click(CORNER);
    await expect.poll(() => held.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => legal.count()).toBeGreaterThan(0);
    expect(await el.locator('orrery-table .plate[data-won] .name').textContent()).toBe('South');
    const before = (await flights(page)).length;
    const moves = (await movesOf(page, game.tag)).length;
    await legal.first().click(CORNER);
    await expect.poll(async () => (await movesOf(page, game.tag)).length).toBeGreaterThan(moves);
    const since = async () => (await flights(page)).slice(before);
    // The won trick's top card into the pile that shows it, with the lead into the trick.
    await expect
      .poll(async () => (await since()).filter((f) => f.into !== trick).length)
      .toBeGreaterThan(0);
    const after = await since();
    expect(after.filter((f) => f.into === trick).length).toBeGreaterThan(0);
    expect(offSize(after)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  for (const game of GAMES.filter((g) => g.engine.meta.trickZone === null)) {
    it(`${game.tag} at 360x740: has the size of the card it flies to, laid, captured or drawn`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      const errors = collectErrors(page);
      await page.addInitScript(watchFlights);
      await page.goto(`${server.url}${game.tag}.html`);
      const el = page.locator(game.tag);
      const legal = el.locator('orrery-hand button[data-legal]');
      const controls = el.locator('orrery-move-controls button:not(.step)');
      const pending = el.locator(PENDING);
      for (let i = 0; (await movesOf(page, game.tag)).length < 10; i++) {
        expect(i).toBeLessThan(30);
        await expect
          .poll(async () => (await legal.count()) + (await controls.count()), { timeout: 20_000 })
          .toBeGreaterThan(0);
        const before = (await movesOf(page, game.tag)).length;
        if ((await pending.count()) > 0) await pending.first().click();
        else if ((await legal.count()) > 0) await legal.first().click(CORNER);
        else await controls.first().click();
        await expect
          .poll(
            async () =>
              (await movesOf(page, game.tag)).length > before || (await pending.count()) > 0,
          )
          .toBe(true);
      }
      const seen = await flights(page);
      expect(new Set(seen.map((f) => f.into)).size).toBeGreaterThan(1);
      expect(offSize(seen)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }, 90_000);
  }
});
