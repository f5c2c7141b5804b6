// The game element playing online, in Chromium, against the real game server (in this process,
// on 127.0.0.1): two browsers (separate storage, as two friends) join one room from the same
// page, see each other connected, play, see only their own cards, see "waiting for" when the
// other leaves, and a reload resumes the seat.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRoom, type SocketFactory } from '@orrery/server/client';
import { testServer, type TestServer } from '../../server/test/helpers/server';
import { collectErrors, deepHtml, gameBundles, launch, screenshotDir, serve } from './browser';
import { CHROMIUM_HINT, findChromium } from './chromium';
import { bare } from './game-pages';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

const TAG = 'starbuckaroos-game';
const socket: SocketFactory = (url) => new WebSocket(url) as never;

interface Seen {
  seat: number | null;
  toMove: number | null;
  log: number;
  hand: string[];
  waiting: string | null;
}

/** What the page's online match holds: its seat, the turn, the log length and its own hand. */
function seen(page: Page): Promise<Seen> {
  return page.evaluate((tag) => {
    const game = document.querySelector(tag)!;
    const online = game.shadowRoot!.querySelector('orrery-online') as unknown as {
      match: {
        seat: number | null;
        toMove: number | null;
        log: unknown[];
        view: { zones: Record<string, { cards?: string[] }[]> } | null;
      } | null;
      shadowRoot: ShadowRoot;
    };
    const m = online.match!;
    const hand = m.seat === null ? [] : (m.view?.zones['hand']?.[m.seat]?.cards ?? []);
    const waiting =
      online.shadowRoot.querySelector('orrery-presence')?.shadowRoot?.querySelector('.waiting')
        ?.textContent ?? null;
    return { seat: m.seat, toMove: m.toMove, log: m.log.length, hand, waiting };
  }, TAG);
}

describe.skipIf(chromiumPath === undefined)('a game element playing online', () => {
  let server: TestServer;
  let site: Awaited<ReturnType<typeof serve>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  let room: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await testServer();
    room = (
      await createRoom(
        server.url,
        { game: 'starbuckaroos', seats: [{ kind: 'human' }, { kind: 'human' }], seed: 21 },
        { socket },
      )
    ).room;
    const bundles = await gameBundles();
    site = await serve({
      [`${TAG}.js`]: bundles[`${TAG}.js`]!,
      // Online play is its own module beside the game's, loaded only by a page given a room.
      'orrery-online.js': bundles['orrery-online.js']!,
      'room.html': bare(TAG, `server="${server.url}" room="${room}"`),
      'local.html': bare(TAG, 'seats="human random" seed="3" bot-delay="0" save-key=""'),
    });
    browser = await launch(chromiumPath as string);
    mkdirSync(screenshotDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await site?.close();
    await server?.close();
  });

  async function friend(viewport = { width: 1280, height: 800 }): Promise<Page> {
    const context = await browser.browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.url}room.html`);
    await expect
      .poll(async () => (await seen(page).catch(() => null))?.seat ?? null)
      .not.toBeNull();
    return page;
  }

  it('two friends join, play, and each sees only their own cards; leaving and coming back', async () => {
    const first = await friend();
    const errors = collectErrors(first);
    const second = await friend({ width: 360, height: 740 });
    const pages = [first, second];
    const seats = await Promise.all(pages.map(async (p) => (await seen(p)).seat));
    expect(seats.sort()).toEqual([0, 1]);
    const bySeat = (s: number) => pages[seats.indexOf(s)]!;
    // Each page lists both players as connected, itself marked.
    for (const p of pages) {
      const presence = p.locator(`${TAG} orrery-online orrery-presence li`);
      await expect.poll(() => presence.count()).toBe(2);
      await expect
        .poll(() => presence.evaluateAll((li) => li.map((l) => l.getAttribute('data-state'))))
        .toEqual(['here', 'here']);
      expect(await presence.filter({ hasText: '(you)' }).count()).toBe(1);
    }
    // Four moves, each made by clicking on the page whose turn it is.
    for (let k = 0; k < 4; k++) {
      const { toMove, log } = await seen(first);
      const page = bySeat(toMove!);
      const legal = page.locator(`${TAG} orrery-online orrery-hand button[data-legal]`);
      const controls = page.locator(`${TAG} orrery-online orrery-move-controls button`);
      await expect
        .poll(async () => (await legal.count()) + (await controls.count()))
        .toBeGreaterThan(0);
      if ((await controls.count()) > 0) await controls.first().click();
      else await legal.first().click();
      const pending = page.locator(`${TAG} orrery-online orrery-move-controls[skip] button`);
      await expect
        .poll(async () => (await seen(first)).log > log || (await pending.count()) > 0)
        .toBe(true);
      if ((await seen(first)).log === log) await pending.first().click();
      for (const p of pages)
        await expect.poll(async () => (await seen(p)).log).toBeGreaterThan(log);
    }
    // Neither page's DOM holds a card of the other's hand.
    for (const p of pages) {
      const me = await seen(p);
      const other = await seen(pages[1 - pages.indexOf(p)]!);
      const dom = await deepHtml(p);
      expect(me.hand.length).toBeGreaterThan(0);
      for (const card of other.hand) expect(dom).not.toContain(`"${card}"`);
    }
    await first.screenshot({ path: path.join(screenshotDir, 'online-desktop.png') });
    await second.screenshot({ path: path.join(screenshotDir, 'online-phone.png') });

    // The player not to move leaves: once it is their turn, the other page says it waits.
    const mover = await seen(first);
    const leaver = bySeat(1 - mover.toMove!);
    const stayer = bySeat(mover.toMove!);
    const leaverSeat = (await seen(leaver)).seat;
    const leaverContext = leaver.context();
    await leaver.close();
    for (let k = 0; k < 6 && (await seen(stayer)).toMove === mover.toMove; k++) {
      const before = (await seen(stayer)).log;
      const controls = stayer.locator(`${TAG} orrery-online orrery-move-controls button`);
      const legal = stayer.locator(`${TAG} orrery-online orrery-hand button[data-legal]`);
      if ((await controls.count()) > 0) await controls.first().click();
      else await legal.first().click();
      const pending = stayer.locator(`${TAG} orrery-online orrery-move-controls[skip] button`);
      await expect
        .poll(async () => (await seen(stayer)).log > before || (await pending.count()) > 0)
        .toBe(true);
      if ((await seen(stayer)).log === before) await pending.first().click();
      await expect.poll(async () => (await seen(stayer)).log).toBeGreaterThan(before);
    }
    await expect
      .poll(async () => (await seen(stayer)).waiting)
      .toMatch(/^Waiting for .* who is away$/);

    // Coming back in the same browser (its storage keeps the seat's token) resumes that seat.
    const back = await leaverContext.newPage();
    await back.goto(`${site.url}room.html`);
    await expect
      .poll(async () => (await seen(back).catch(() => null))?.seat ?? null)
      .toBe(leaverSeat);
    await expect.poll(async () => (await seen(stayer)).waiting).toBeNull();
    expect(errors).toEqual([]);
  }, 120_000);

  it('a page that plays on the device never loads online play', async () => {
    const context = await browser.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(`${site.url}local.html`);
    await expect.poll(() => page.locator(`${TAG} orrery-hand`).count()).toBeGreaterThan(0);
    expect(fetched).toContain(`/${TAG}.js`);
    expect(fetched).not.toContain('/orrery-online.js');
  });

  it('says in words why a room cannot be played', async () => {
    const context = await browser.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const missing = 'B'.repeat(22);
    await page.setContent('<!doctype html><title>x</title>');
    await page.goto(`${site.url}room.html`);
    await page.evaluate(([tag, id]) => document.querySelector(tag)!.setAttribute('room', id), [
      TAG,
      missing,
    ] as const);
    const problem = page.locator(`${TAG} orrery-online .problem`);
    await expect.poll(() => problem.textContent()).toMatch(/room/i);
  });
});
