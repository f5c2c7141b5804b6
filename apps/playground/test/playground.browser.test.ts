import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { CORNER, collectErrors, launch } from '../../../packages/web/test/browser';
import { CHROMIUM_HINT, findChromium } from '../../../packages/web/test/chromium';
import { buildPlayground } from '../scripts/build';
import { serveStatic } from '../scripts/serve.mjs';
import { repoGames } from '../../../packages/web/bundler/index';
import type { PlaygroundGame } from '../src/games';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[playground] ${CHROMIUM_HINT}\n`);

/** Screenshots of the playground, kept with the test output (not committed). */
const screenshotDir = fileURLToPath(new URL('../test-output', import.meta.url));

type Played = { seat: number; move: Record<string, unknown> };

/** The first house rule the game declares, set away from its default: the form's value and the option's. */
async function changeFirstRule(
  page: Page,
): Promise<{ name: string; value: string | number } | null> {
  const control = page.locator('#rules [data-option]').first();
  if ((await control.count()) === 0) return null;
  const name = (await control.getAttribute('data-option')) ?? '';
  if ((await control.evaluate((c) => c.tagName)) === 'SELECT') {
    const values = await control.locator('option').evaluateAll((os) =>
      os.map((o) => ({
        value: (o as HTMLOptionElement).value,
        chosen: (o as HTMLOptionElement).selected,
      })),
    );
    const other = values.find((v) => !v.chosen)!.value;
    await control.selectOption(other);
    return { name, value: /^\d+$/.test(other) ? Number(other) : other };
  }
  // One less, or one more where the default is already the least (a limit of 0: none), so
  // that the rule really differs from the default the element would leave out.
  const min = Number(await control.getAttribute('min'));
  const current = Number(await control.inputValue());
  const value = current > min ? current - 1 : current + 1;
  await control.fill(String(value));
  return { name, value };
}

describe.skipIf(chromiumPath === undefined)('the playground in Chromium', () => {
  let dist: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  let listed: PlaygroundGame[];

  beforeAll(async () => {
    dist = await buildPlayground({
      outdir: mkdtempSync(path.join(os.tmpdir(), 'orrery-playground-')),
      quiet: true,
    });
    listed = JSON.parse(readFileSync(path.join(dist, 'games.json'), 'utf8')) as PlaygroundGame[];
    server = await serveStatic(dist, { PORT: '0' });
    browser = await launch(chromiumPath as string);
    mkdirSync(screenshotDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.server.close(resolve));
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('lists every rules file of the repo, grouped as the rules folder groups them', async () => {
    const page = await browser.context.newPage();
    await page.goto(server.url);
    await expect.poll(() => page.locator('#game optgroup').count()).toBeGreaterThan(0);
    const groups = await page.locator('#game optgroup').evaluateAll((gs) =>
      gs.map((g) => ({
        label: (g as HTMLOptGroupElement).label,
        tags: [...(g as HTMLOptGroupElement).querySelectorAll('option')].map((o) => o.value),
      })),
    );
    const games = repoGames();
    expect(groups.map((g) => g.label)).toEqual(['Seed games', 'Examples', 'Variants']);
    expect(groups.flatMap((g) => g.tags)).toEqual(games.map((g) => `${g.id}-game`));
    expect(groups[1]!.tags).toEqual(
      games.filter((g) => g.group === 'examples').map((g) => `${g.id}-game`),
    );
    await page.close();
  });

  for (const game of repoGames()) {
    const tag = `${game.id}-game`;
    it(`${tag}: chosen from the form with seats, seed and a house rule, starts and takes a person's move`, async () => {
      const page = await browser.context.newPage();
      const errors = collectErrors(page);
      await page.goto(server.url);
      expect(listed.map((g) => g.tag)).toContain(tag);
      await page.locator('#game').selectOption(tag);
      await expect.poll(() => page.locator('body').getAttribute('data-ready')).toBe(tag);
      expect(await page.locator('#source').textContent()).toBe(game.rulesPath);
      const rule = await changeFirstRule(page);
      const options = rule === null ? {} : { [rule.name]: rule.value };
      // The seats follow the rules (a player-count rule changes them): one person, bots after.
      const seats = page.locator('#seats [data-seat]');
      const count = await seats.count();
      const seatCount = await page.evaluate(
        ([t, o]) =>
          (
            customElements.get(t) as unknown as {
              meta: { seatCount(o: Record<string, string | number>): number };
            }
          ).meta.seatCount(o),
        [tag, options] as const,
      );
      expect(count).toBe(seatCount);
      for (let i = 0; i < count; i++) await seats.nth(i).selectOption(i === 0 ? 'human' : 'random');
      await page.locator('#seed').fill('7');
      // One New match: the element's own is not offered beside the form's.
      await expect.poll(() => page.getByRole('button', { name: 'New match' }).count()).toBe(1);
      await page.getByRole('button', { name: 'New match' }).click();

      const el = page.locator(`#stage ${tag}`);
      await expect.poll(() => el.count()).toBe(1);
      expect(await el.getAttribute('seed')).toBe('7');
      expect(await el.getAttribute('seats')).toBe(
        ['human', ...Array<string>(count - 1).fill('random')].join(' '),
      );
      expect(JSON.parse((await el.getAttribute('options')) ?? '{}')).toEqual(options);
      const moves = () =>
        page.evaluate(
          (tag) => (document.querySelector(tag) as unknown as { moves: Played[] }).moves,
          tag,
        );
      const mine = async () => (await moves()).filter((m) => m.seat === 0).length;
      // Every team's column of the score fits its panel, none cut off (Hearts' East read "Ea").
      const score = el.locator('orrery-scoreboard .scroll');
      await expect.poll(() => score.count()).toBe(1);
      expect(await score.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
      // The person's turn comes (bots move first when they sit before them), then they play.
      const legal = el.locator('orrery-hand button[data-legal]');
      const controls = el.locator('orrery-move-controls button:not(.step)');
      await expect
        .poll(async () => (await legal.count()) + (await controls.count()), { timeout: 20_000 })
        .toBeGreaterThan(0);
      if ((await legal.count()) > 0) await legal.first().click(CORNER);
      else await controls.first().click();
      // A card that needs one more choice (a capture's target) asks for it first; a card of a
      // move that takes a set of cards is picked.
      const pending = el.locator(
        'orrery-table button[data-target], orrery-table .choice orrery-move-controls button',
      );
      await expect
        .poll(
          async () =>
            (await mine()) > 0 ||
            (await pending.count()) > 0 ||
            (await el.locator('orrery-hand button[aria-pressed="true"]').count()) > 0,
          { timeout: 10_000 },
        )
        .toBe(true);
      // A move that takes a set of cards (Hearts' pass): pick legal cards until one is confirmable.
      const confirm = el.locator('orrery-table button[data-confirm]:not([disabled])');
      const unpicked = el.locator('orrery-hand button[data-legal]:not([aria-pressed="true"])');
      for (let k = 0; k < 14 && (await mine()) === 0; k++) {
        if ((await confirm.count()) > 0) await confirm.first().click();
        else if ((await pending.count()) > 0) await pending.first().click();
        else if ((await unpicked.count()) > 0) await unpicked.first().click(CORNER);
        await page.waitForTimeout(50);
      }
      await expect.poll(mine, { timeout: 10_000 }).toBeGreaterThan(0);
      await page.screenshot({ path: path.join(screenshotDir, `playground-${tag}.png`) });
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }

  it('plays the same match on after a reload, its seats and seed shown in the form', async () => {
    const tag = 'mars-venus-game';
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url);
    await page.locator('#game').selectOption(tag);
    await expect.poll(() => page.locator('body').getAttribute('data-ready')).toBe(tag);
    const el = page.locator(`#stage ${tag}`);
    const played = () =>
      page.evaluate(
        (t) => (document.querySelector(t) as unknown as { moves: Played[] } | null)?.moves ?? [],
        tag,
      );
    const shown = () =>
      page.evaluate(() => ({
        seed: (document.querySelector('#seed') as HTMLInputElement).value,
        seats: [...document.querySelectorAll<HTMLSelectElement>('#seats [data-seat]')]
          .map((s) => s.value)
          .join(' '),
        game: (document.querySelector('#game') as HTMLSelectElement).value,
      }));
    const playing = () =>
      el.evaluate((e) => {
        const g = e as unknown as { matchSeed: number; matchSeats: string };
        return { seed: String(g.matchSeed), seats: g.matchSeats };
      });
    // A match starts at once, and the form says exactly what it plays (no hidden seed).
    await expect.poll(async () => (await shown()).seed).toMatch(/^\d+$/);
    expect(await playing()).toEqual({ seed: (await shown()).seed, seats: (await shown()).seats });
    // The person plays a card once their turn comes.
    const legal = el.locator('orrery-hand button[data-legal]');
    await expect.poll(() => legal.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const before = (await played()).length;
    await legal.first().click(CORNER);
    await expect.poll(async () => (await played()).length).toBeGreaterThan(before);
    const moves = await played();
    const form = await shown();
    await page.reload();
    await expect.poll(() => page.locator('body').getAttribute('data-ready')).toBe(tag);
    // The same game, seed, seats, and every move made before the reload.
    expect(await shown()).toEqual(form);
    await expect.poll(async () => (await played()).slice(0, moves.length)).toEqual(moves);
    expect(await playing()).toEqual({ seed: form.seed, seats: form.seats });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('says in words what is wrong with a field, and starts nothing until it is right', async () => {
    const page = await browser.context.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url);
    const tag = 'mars-venus-game';
    await page.locator('#game').selectOption(tag);
    await expect.poll(() => page.locator('body').getAttribute('data-ready')).toBe(tag);
    const seed = await page.locator('#seed').inputValue();
    await page.locator('#seed').fill('twelve');
    await page.getByRole('button', { name: 'New match' }).click();
    const problem = page.locator('#seed-problem');
    await expect.poll(() => problem.textContent()).toMatch(/^Seed: use a whole number from 0 to/);
    expect(await page.locator('#seed').getAttribute('aria-invalid')).toBe('true');
    // The match on screen is untouched.
    const playing = () =>
      page.evaluate(
        (t) => String((document.querySelector(t) as unknown as { matchSeed: number }).matchSeed),
        tag,
      );
    expect(await playing()).toBe(seed);
    // A cleared range rule is named, with its bounds.
    const range = page.locator('#rules input[data-option]').first();
    if ((await range.count()) > 0) {
      await range.fill('');
      await page.getByRole('button', { name: 'New match' }).click();
      await expect
        .poll(() => page.locator('#rules [role="alert"]').first().textContent())
        .toMatch(/: enter a number from -?\d+ to \d+$/);
      await range.fill(String(await range.getAttribute('min')));
    }
    await page.locator('#seed').fill('11');
    await expect.poll(() => problem.count()).toBe(0);
    await page.getByRole('button', { name: 'New match' }).click();
    await expect.poll(playing).toBe('11');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
