// `orrery play` as a designer runs it: the real program on a rules file in a temp folder outside
// the repo, its page in Chromium. A save reloads the page with the same seed and seats and shows
// the change; a broken save shows the diagnostics over the last game, which still plays; a fix
// removes them; SIGTERM stops the server and removes the bundler's folder.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_CACHE } from '@orrery/web/bundler';
import { CHROMIUM_HINT, findChromium } from '../../../web/test/chromium';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[cli] ${CHROMIUM_HINT}\n`);

const orrery = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/orrery.js');
const TAG = 'little-tricks-game';
/** Screenshots of the page and its overlay, for a person to look at (not committed). */
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-output');

const RULES = `// Two players, three suits, six tricks.
game little-tricks "Little Tricks"

option target "Points to win": 1..100 = 10

seats 2
teams solo

deck {
  ranks 6..1
  suits sun "Sun", moon "Moon", comet "Comet"
  names "{rank} of {suit}"
}

zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone taken "Tricks won": per team, visible to all

first dealer: seat 0
deal 6 each

phase play "Play" {
  play tricks from hand to trick, won tricks to taken
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
}

scoring {
  for t in teams {
    score t tricks(t) "{t} took {points} tricks"
  }
}

match {
  target target
}
`;

/** The real program, and what it has printed so far. */
interface Running {
  readonly child: ChildProcessWithoutNullStreams;
  out: string;
  err: string;
  readonly exited: Promise<number | null>;
}

function play(cwd: string, file: string): Running {
  const child = spawn(process.execPath, [orrery, 'play', file], { cwd });
  const running: Running = {
    child,
    out: '',
    err: '',
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout.on('data', (d: Buffer) => (running.out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (running.err += d.toString()));
  return running;
}

/** The URL it printed; waits for it (outside a test: beforeAll, so no expect.poll). */
async function urlOf(running: Running): Promise<string> {
  const printed = / at (http:\/\/127\.0\.0\.1:\d+\/)/;
  const deadline = Date.now() + 45_000;
  while (!printed.test(running.out)) {
    if (Date.now() > deadline || running.child.exitCode !== null)
      throw new Error(`orrery play printed no URL:\n${running.out}${running.err}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return printed.exec(running.out)![1]!;
}

/** The build the page shows, once its element has rendered. */
const shownBuild = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset['build'] ?? '');

const element = (page: Page) =>
  page.evaluate((tag) => {
    const el = document.querySelector(tag) as
      (HTMLElement & { matchSeed: number | null; moves: unknown[] }) | null;
    const meta = (
      customElements.get(tag) as unknown as {
        meta?: { title: string; options: { name: string; default: unknown }[] };
      }
    )?.meta;
    return el === null
      ? null
      : {
          seed: el.matchSeed,
          seats: el.getAttribute('seats'),
          moves: el.moves.length,
          title: el.shadowRoot?.querySelector('h2')?.textContent ?? '',
          target: meta?.options.find((o) => o.name === 'target')?.default,
        };
  }, TAG);

describe.skipIf(chromiumPath === undefined)('orrery play on a rules file outside the repo', () => {
  let dir: string;
  let file: string;
  let server: Running;
  let broken: Running;
  let browser: Browser;
  let page: Page;
  let url: string;
  const errors: string[] = [];
  const warnings: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-play-'));
    file = path.join(dir, 'little.rules');
    writeFileSync(file, RULES);
    writeFileSync(path.join(dir, 'broken.rules'), RULES.replace('deal 6 each', 'deal 6 eech'));
    server = play(dir, 'little.rules');
    broken = play(dir, 'broken.rules');
    browser = await chromium.launch({
      executablePath: chromiumPath!,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('console', (m) => (m.type() === 'error' ? errors : warnings).push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    url = await urlOf(server);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    for (const running of [server, broken])
      if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('prints the URL and the time of the build', async () => {
    await expect
      .poll(() => server.out, { timeout: 30_000 })
      .toMatch(/^built in \d+ ms: little-tricks-game\.js$/m);
    expect(server.err).toBe('');
  });

  it('serves the game, which plays; the page puts its seed in its URL', async () => {
    await page.goto(`${url}?seats=human%20random&bot-delay=0`);
    await expect.poll(() => shownBuild(page)).not.toBe('');
    const seed = Number(new URL(page.url()).searchParams.get('seed'));
    expect(Number.isInteger(seed)).toBe(true);
    expect(await element(page)).toMatchObject({
      seed,
      seats: 'human random',
      title: 'Little Tricks',
      target: 10,
    });
    await playACard(page);
    expect(errors).toEqual([]);
  });

  it('an edit reloads the page with the same seed and seats, and shows it', async () => {
    await yourTurn(page);
    const before = await element(page);
    const build = await shownBuild(page);
    writeFileSync(file, RULES.replace('"Little Tricks"', '"Little Tricks, renamed"'));
    await reloaded(page, build);
    // A title changes nothing already played: the element's save resumes the match.
    expect(await element(page)).toEqual({ ...before, title: 'Little Tricks, renamed' });
    expect(warnings).toEqual([]);
    expect(server.out).toMatch(/^rebuilt in \d+ ms: little-tricks-game\.js$/m);
    expect(errors).toEqual([]);
  });

  it('a save by rename that changes a default and the deal reloads; the refused save is set aside, same seed and seats', async () => {
    const before = await element(page);
    const build = await shownBuild(page);
    const temp = path.join(dir, '.little.rules.swp');
    writeFileSync(temp, RULES.replace('deal 6 each', 'deal 5 each').replace('= 10', '= 20'));
    renameSync(temp, file);
    await reloaded(page, build);
    expect(await element(page)).toMatchObject({
      seed: before!.seed,
      seats: 'human random',
      title: 'Little Tricks',
      target: 20,
    });
    const hand = page.locator(`${TAG} orrery-hand orrery-card`);
    await expect.poll(() => hand.count()).toBeGreaterThanOrEqual(4);
    expect(await hand.count()).toBeLessThanOrEqual(5);
    expect(
      await page.evaluate(() => localStorage.getItem(`orrery-play:little-tricks-game:set-aside`)),
    ).not.toBeNull();
    expect(warnings.join('\n')).toMatch(/set aside/);
    await playACard(page);
  });

  it('a broken save shows its diagnostics over the last game, which still plays; Escape dismisses', async () => {
    const build = await shownBuild(page);
    const bad = RULES.replace('deal 6 each', 'deal 6 <img src=x onerror=alert(1)>');
    const line = bad.split('\n').findIndex((l) => l.startsWith('deal')) + 1;
    writeFileSync(file, bad);
    const overlay = page.locator('#problems');
    await expect.poll(() => overlay.isVisible()).toBe(true);
    const text = (await overlay.textContent()) ?? '';
    expect(text).toMatch(new RegExp(`little\\.rules:${line}:\\d+`));
    expect(text).toContain("unknown name 'img'");
    // The line is shown as text: the markup in it made no element.
    expect(text).toContain('deal 6 <img src=x onerror=alert(1)>');
    expect(await overlay.locator('img').count()).toBe(0);
    expect(await shownBuild(page)).toBe(build);
    expect(await page.locator(TAG).count()).toBe(1);
    expect(server.err).toMatch(
      new RegExp(`^little\\.rules:${line}:\\d+: error unknown-name: `, 'm'),
    );
    await page.screenshot({ path: path.join(shots, 'play-overlay-1280x800.png') });

    // Readable on a phone: nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    // Measured once the game has laid itself out again for the new width (its table sizes
    // itself to its container after a resize, a frame or more later).
    const widths = () =>
      overlay.evaluate((o) => ({
        panel: o.scrollWidth - o.clientWidth,
        page: document.documentElement.scrollWidth,
      }));
    await expect.poll(async () => (await widths()).page).toBeLessThanOrEqual(360);
    expect((await widths()).panel).toBe(0);
    await page.screenshot({ path: path.join(shots, 'play-overlay-360x740.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.keyboard.press('Escape');
    expect(await overlay.isVisible()).toBe(false);
    const show = page.locator('#show-problems');
    expect(await show.evaluate((b) => b === document.activeElement)).toBe(true);
    await playACard(page);
    await show.press('Enter');
    expect(await overlay.isVisible()).toBe(true);
    await page.locator('#dismiss').click();
    expect(await overlay.isVisible()).toBe(false);
  });

  it('a fix removes the diagnostics and reloads', async () => {
    const build = await shownBuild(page);
    writeFileSync(file, RULES);
    await reloaded(page, build);
    expect(await page.locator('#problems').isVisible()).toBe(false);
    expect(await page.locator('#show-problems').isVisible()).toBe(false);
    await page.screenshot({ path: path.join(shots, 'play-1280x800.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('a file broken from the start shows its diagnostics and no game', async () => {
    const other = await browser.newPage();
    await other.goto(await urlOf(broken));
    const overlay = other.locator('#problems');
    await expect.poll(() => overlay.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await overlay.textContent()).toMatch(/broken\.rules:\d+:\d+.*expected 'each'/s);
    expect(await overlay.textContent()).toContain('No game has built');
    expect(await other.locator(TAG).count()).toBe(0);
    await other.close();
  });

  it('stops on SIGTERM and removes its bundler folder', async () => {
    const owned = () =>
      readdirSync(BUNDLE_CACHE)
        .filter((f) => f.startsWith('entries-'))
        .filter((f) => {
          const owner = path.join(BUNDLE_CACHE, f, 'owner.pid');
          return existsSync(owner) && readFileSync(owner, 'utf8') === String(server.child.pid);
        });
    expect(owned()).toHaveLength(1);
    server.child.kill('SIGTERM');
    broken.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(await broken.exited).toBe(0);
    expect(server.out).toMatch(/stopped \(SIGTERM\)/);
    expect(owned()).toEqual([]);
  });
});

/** Waits for the page to show a build other than `build`, its element rendered. */
async function reloaded(page: Page, build: string): Promise<void> {
  await expect
    .poll(async () => {
      const shown = await shownBuild(page);
      return shown !== '' && shown !== build;
    })
    .toBe(true);
}

/** Waits until seat 0 is to play, so no bot is about to move. */
async function yourTurn(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator(`${TAG} orrery-hand button[data-legal]`).count())
    .toBeGreaterThan(0);
}

/** Clicks a legal card of seat 0 and waits for the move to be made. */
async function playACard(page: Page): Promise<void> {
  const legal = page.locator(`${TAG} orrery-hand button[data-legal]`);
  await expect.poll(() => legal.count()).toBeGreaterThan(0);
  const moves = (await element(page))!.moves;
  await legal.first().click();
  await expect.poll(async () => (await element(page))!.moves).toBeGreaterThan(moves);
}
