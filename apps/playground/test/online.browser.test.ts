// The playground's online lobby in Chromium, against the real game server (in this process, on
// 127.0.0.1): one friend creates a room and copies its link, another opens the link in another
// tab and takes the other seat, and a move made on one page shows on the other.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launch } from '../../../packages/web/test/browser';
import { CHROMIUM_HINT, findChromium } from '../../../packages/web/test/chromium';
import { testServer, type TestServer } from '../../../packages/server/test/helpers/server';
import { buildPlayground } from '../scripts/build';
import { serveStatic } from '../scripts/serve.mjs';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[playground] ${CHROMIUM_HINT}\n`);

const screenshotDir = fileURLToPath(new URL('../test-output', import.meta.url));
const TAG = 'starbuckaroos-game';

/** The log length of the page's online match, or -1 before it has joined. */
function logLength(page: Page): Promise<number> {
  return page.evaluate((tag) => {
    const online = document.querySelector(tag)?.shadowRoot?.querySelector('orrery-online') as
      { match: { seat: number | null; log: unknown[] } | null } | null | undefined;
    const match = online?.match;
    return match && match.seat !== null ? match.log.length : -1;
  }, TAG);
}

describe.skipIf(chromiumPath === undefined)('the online lobby of the playground', () => {
  let dist: string;
  let site: Awaited<ReturnType<typeof serveStatic>>;
  let server: TestServer;
  let browser: Awaited<ReturnType<typeof launch>>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await testServer();
    dist = await buildPlayground({
      outdir: mkdtempSync(path.join(os.tmpdir(), 'orrery-playground-online-')),
      quiet: true,
    });
    site = await serveStatic(dist, { PORT: '0' });
    browser = await launch(chromiumPath as string);
    mkdirSync(screenshotDir, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await new Promise((resolve) => site?.server.close(resolve));
    await server?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  async function newPage(viewport = { width: 1280, height: 800 }): Promise<Page> {
    const context = await browser.browser.newContext({ viewport });
    contexts.push(context);
    return context.newPage();
  }

  it('creates a room, shares its link, and another tab joins and plays', async () => {
    const host = await newPage();
    const errors = collectErrors(host);
    await host.goto(`${site.url}online.html?server=${encodeURIComponent(server.url)}`);
    await expect.poll(() => host.locator('body').getAttribute('data-ready')).toBe('lobby');
    // Only games both the playground and this server offer are listed.
    const offered = await host
      .locator('#game option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered.sort()).toEqual(['annexation', 'mars-venus', 'starbuckaroos']);
    await host.locator('#game').selectOption('starbuckaroos');
    await expect.poll(() => host.locator('#seats [data-seat]').count()).toBe(2);
    await host.getByRole('button', { name: 'Create room' }).click();
    await expect.poll(() => host.locator('body').getAttribute('data-ready')).toBe('room');
    const link = await host.locator('#invite-link').inputValue();
    expect(new URL(link).searchParams.get('game')).toBe('starbuckaroos');
    expect(host.url()).toBe(link);
    await expect.poll(() => logLength(host)).toBe(0);

    // Another tab of the same browser is another player: each tab holds its own seat.
    const guest = await host.context().newPage();
    await guest.setViewportSize({ width: 360, height: 740 });
    await guest.goto(link);
    await expect.poll(() => logLength(guest)).toBe(0);
    const presence = host.locator(`${TAG} orrery-online orrery-presence li[data-state="here"]`);
    await expect.poll(() => presence.count()).toBe(2);

    // Whoever is to move plays a move from their own page; the other page sees it.
    const pages = [host, guest];
    const toMove = await host.evaluate(
      (tag) =>
        (
          document.querySelector(tag)!.shadowRoot!.querySelector('orrery-online') as unknown as {
            match: { toMove: number };
          }
        ).match.toMove,
      TAG,
    );
    const seatOf = (p: Page) =>
      p.evaluate(
        (tag) =>
          (
            document.querySelector(tag)!.shadowRoot!.querySelector('orrery-online') as unknown as {
              match: { seat: number };
            }
          ).match.seat,
        TAG,
      );
    const mover = (await seatOf(host)) === toMove ? host : guest;
    await mover.locator(`${TAG} orrery-online orrery-move-controls button`).first().click();
    for (const p of pages) await expect.poll(() => logLength(p)).toBeGreaterThan(0);
    await host.screenshot({ path: path.join(screenshotDir, 'online-lobby-room.png') });
    await guest.screenshot({ path: path.join(screenshotDir, 'online-lobby-guest-phone.png') });
    expect(errors).toEqual([]);
  }, 120_000);

  it('says in words when the server cannot be reached or the link is wrong', async () => {
    const page = await newPage();
    await page.goto(`${site.url}online.html?server=http://127.0.0.1:9`);
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/could not be reached/);
    await page.goto(`${site.url}online.html?game=starbuckaroos&room=short`);
    await expect.poll(() => page.locator('#message').textContent()).toMatch(/not a room id/);
  });
});
