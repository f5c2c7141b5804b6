import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launch, screenshotDir, serveFolder } from './browser';
import { CHROMIUM_HINT, findChromium } from './chromium';
import { CORNER, bare } from './game-pages';
import { OUTSIDE_GAMES, type OutsideGame } from './outside-games';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const orrery = path.join(repo, 'packages/cli/bin/orrery.js');

/** The real `orrery` program, run in `cwd` as a designer would run it. */
function run(
  cwd: string,
  args: string[],
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [orrery, ...args], { cwd });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe.skipIf(chromiumPath === undefined)(
  'a rules file outside the repo, bundled by orrery bundle',
  () => {
    let dir: string;
    let site: string;
    let server: Awaited<ReturnType<typeof serveFolder>>;
    let browser: Awaited<ReturnType<typeof launch>>;
    const printed = new Map<string, string>();

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-designer-'));
      site = path.join(dir, 'site');
      for (const g of OUTSIDE_GAMES) writeFileSync(path.join(dir, `${g.id}.rules`), g.rules);
      const runs = await Promise.all(
        OUTSIDE_GAMES.map((g) => run(dir, ['bundle', `${g.id}.rules`, '--out', `site/${g.id}`])),
      );
      OUTSIDE_GAMES.forEach((g, i) => {
        const r = runs[i]!;
        expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: '' });
        printed.set(g.id, r.out);
      });
      for (const g of OUTSIDE_GAMES)
        writeFileSync(
          path.join(site, g.id, 'bare.html'),
          bare(`${g.id}-game`, `seats="${g.seats}" seed="3" bot-delay="0" pause="0" save-key=""`),
        );
      server = await serveFolder(site);
      browser = await launch(chromiumPath as string);
      mkdirSync(screenshotDir, { recursive: true });
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    for (const game of OUTSIDE_GAMES) {
      const tag = `${game.id}-game`;

      it(`${game.id}: writes ${tag}.js under 50 KB gzip, its custom-elements.json entry and a demo page`, () => {
        const out = printed.get(game.id) ?? '';
        const gzip = Number(/([\d.]+) KB gzip/.exec(out)?.[1]);
        expect(gzip).toBeGreaterThan(10);
        expect(gzip).toBeLessThanOrEqual(50);
        expect(out).toContain(`(<${tag}>)`);
        for (const f of [`${tag}.js`, 'custom-elements.json', 'index.html'])
          expect(existsSync(path.join(site, game.id, f))).toBe(true);
        const manifest = JSON.parse(
          readFileSync(path.join(site, game.id, 'custom-elements.json'), 'utf8'),
        ) as { modules: { declarations: { tagName: string }[] }[] };
        expect(manifest.modules.map((m) => m.declarations[0]?.tagName)).toEqual([tag]);
        expect(readFileSync(path.join(site, game.id, 'index.html'), 'utf8')).toContain(
          `<script type="module" src="./${tag}.js"></script>`,
        );
      });

      it(`${game.id}: a person plays a whole hand in a bare page by clicking legal cards, to the hand's summary`, async () => {
        const page = await browser.context.newPage();
        const errors = collectErrors(page);
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${server.url}${game.id}/bare.html`);
        const el = page.locator(tag);
        const summary = el.locator('orrery-hand-summary section');
        const legal = el.locator('orrery-hand button[data-legal]');
        await expect.poll(() => legal.count()).toBeGreaterThan(0);
        await expectFaces(game, page);
        await shoot(page, game, '1280x800');
        let clicks = 0;
        while (!(await summary.isVisible())) {
          await expect
            .poll(async () => (await legal.count()) + (await summary.count()), { timeout: 15_000 })
            .toBeGreaterThan(0);
          if (await summary.isVisible()) break;
          const played = await movesBy(page, tag);
          await legal.first().click(CORNER);
          await expect.poll(() => movesBy(page, tag), { timeout: 10_000 }).toBeGreaterThan(played);
          expect(++clicks).toBeLessThan(60);
        }
        expect(clicks).toBeGreaterThan(0);
        expect(await summary.textContent()).toMatch(/took \d+ tricks/);
        await page.screenshot({
          path: path.join(screenshotDir, `outside-${game.id}-summary-1280x800.png`),
          fullPage: true,
        });
        expect(errors).toEqual([]);
        await page.close();
      }, 120_000);

      it(`${game.id}: the demo index.html plays on a phone`, async () => {
        const page = await browser.browser.newPage({
          viewport: { width: 360, height: 740 },
          hasTouch: true,
          isMobile: true,
        });
        const errors = collectErrors(page);
        await page.goto(`${server.url}${game.id}/`);
        const legal = page.locator(`${tag} orrery-hand button[data-legal]`);
        await expect.poll(() => legal.count(), { timeout: 20_000 }).toBeGreaterThan(0);
        // The demo page deals from a fresh seed, so its hand may lack a suit: some symbol, not all.
        await expectFaces(game, page, 'some');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(360);
        await shoot(page, game, '360x740');
        expect(errors).toEqual([]);
        await page.close();
      }, 60_000);
    }
  },
);

/** Seat 0's moves so far. */
function movesBy(page: Page, tag: string): Promise<number> {
  return page.evaluate(
    (t) =>
      (document.querySelector(t) as unknown as { moves: { seat: number }[] }).moves.filter(
        (m) => m.seat === 0,
      ).length,
    tag,
  );
}

/**
 * Every card in the person's hand has a face that names its rank, and the suit symbols are shown:
 * `all` of them for a seeded deal known to hold every suit, `some` for a deal from a fresh seed.
 */
async function expectFaces(
  game: OutsideGame,
  page: Page,
  symbols: 'all' | 'some' = 'all',
): Promise<void> {
  const faces = await page.locator(`${game.id}-game orrery-hand orrery-card`).evaluateAll((cards) =>
    cards.map((c) => ({
      texts: [...(c.shadowRoot?.querySelectorAll('svg text') ?? [])].map((t) => t.textContent),
      shapes: c.shadowRoot?.querySelectorAll('svg path, svg circle').length ?? 0,
    })),
  );
  expect(faces.length).toBeGreaterThan(0);
  for (const face of faces) expect(face.texts.length + face.shapes).toBeGreaterThan(2);
  const texts = faces.flatMap((f) => f.texts);
  if (symbols === 'all') for (const s of game.symbols) expect(texts).toContain(s);
  else if (game.symbols.length > 0)
    expect(game.symbols.filter((s) => texts.includes(s))).not.toEqual([]);
}

async function shoot(page: Page, game: OutsideGame, size: string) {
  await page.screenshot({
    path: path.join(screenshotDir, `outside-${game.id}-${size}.png`),
    fullPage: size !== '360x740',
  });
}
