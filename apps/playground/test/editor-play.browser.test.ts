// Play and Simulate on the rules editor page, in Chromium: a mistake typed into a seed file is
// marked with its message and Play says why it can't play; fixed, Play puts the edited text on
// the page against bots (their worker interprets the same text) and a person plays a trick; a
// new mistake keeps that game on the stage, still playable, with the reason above it; Simulate
// plays matches in a worker with a progress bar and shows the figures `simulate` makes of the
// same text here in Node, and a long run can be cancelled. Screenshots at 1280x800 and 360x740.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, parse } from '@orrery/rules-lang';
import { collectErrors, launch } from '../../../packages/web/test/browser';
import { CHROMIUM_HINT, findChromium } from '../../../packages/web/test/chromium';
import { buildEditor } from '../scripts/build-editor';
import { serveStatic } from '../scripts/serve.mjs';
import { buildGame } from '../src/editor/edited-game';
import { wordsOf } from '../src/editor/sim-parts';
import { SIM_SEED, simulate } from '../src/editor/simulation';
import { clickAfter, loadFile, rulesText, screenshotDir } from './editor-page';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[editor-play] ${CHROMIUM_HINT}\n`);

const FILE = 'rules/mars-venus.rules';
/** Matches a test run simulates (`?matches=`): the button still says, and by default plays, 1,000. */
const MATCHES = 20;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** What finishes a move whose card was picked, or a move that is a button (a bid, a pass). */
const CONTROLS =
  'orrery-table button[data-target], orrery-table .choice orrery-move-controls button, orrery-move-controls button';

async function tricksWon(page: Page): Promise<number> {
  const log = await page.locator('#stage orrery-move-log li').allTextContents();
  return log.filter((line) => line.includes('wins the trick')).length;
}

async function ownMoves(page: Page): Promise<number> {
  return page.evaluate(() => {
    const game = document.querySelector('#stage > *') as unknown as
      { moves: { seat: number }[] } | undefined;
    return game?.moves.filter((m) => m.seat === 0).length ?? 0;
  });
}

/** The person's next move: a legal card of the hand, else the move controls' first button. */
async function playOneMove(page: Page): Promise<void> {
  const legal = page.locator('#stage orrery-hand button[data-legal]');
  const controls = page.locator(`#stage ${CONTROLS.split(', ').join(', #stage ')}`);
  await expect
    .poll(async () => (await legal.count()) + (await controls.count()))
    .toBeGreaterThan(0);
  const before = await ownMoves(page);
  if ((await legal.count()) > 0) await legal.first().click();
  else await controls.first().click();
  await expect.poll(() => ownMoves(page)).toBeGreaterThan(before);
}

/** Waits for the cards in flight to land, so a screenshot shows the table as it is. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
}

/** Types one letter after `taken` of `won tricks to taken`: a zone the file does not declare. */
async function breakTheFile(page: Page): Promise<string> {
  await clickAfter(page, 'won tricks to taken', 'taken');
  await page.keyboard.type('s');
  const typo = rulesText(FILE).replace('won tricks to taken', 'won tricks to takens');
  const d = check(typo, FILE).diagnostics[0]!;
  await expect.poll(() => page.locator('.cm-lintRange-error').count()).toBe(1);
  return `line ${d.range.start.line}: ${d.message}${d.suggestion ? ` — ${d.suggestion}` : ''} (${d.code})`;
}

async function fixTheFile(page: Page): Promise<void> {
  await clickAfter(page, 'won tricks to takens', 'takens');
  await page.keyboard.press('Backspace');
  await expect.poll(() => page.locator('#status').textContent()).toBe('No errors');
}

describe.skipIf(chromiumPath === undefined)('Play and Simulate in the rules editor', () => {
  let dist: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Awaited<ReturnType<typeof launch>>;

  beforeAll(async () => {
    dist = await buildEditor({ outdir: mkdtempSync(path.join(os.tmpdir(), 'orrery-editor-')) });
    server = await serveStatic(dist, { PORT: '0' });
    browser = await launch(chromiumPath as string);
    mkdirSync(screenshotDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.server.close(resolve));
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  async function open(
    width: number,
    height: number,
    query = '',
  ): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}editor.html${query}`);
    await expect.poll(() => page.locator('body').getAttribute('data-ready')).toBe('true');
    await loadFile(page, FILE);
    return { page, errors };
  }

  it('says why a broken file cannot play, plays the fixed one against bots, and keeps it when broken again', async () => {
    const { page, errors } = await open(1280, 800);
    const note = page.locator('#play-note');
    const why = await breakTheFile(page);
    await expect
      .poll(() => note.textContent())
      .toBe(`Nothing to play yet: the text can't play (${why}).`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    expect(await page.locator('#message').textContent()).toBe(`Not played: ${why}.`);
    expect(await page.locator('#stage > *').count()).toBe(0);

    await fixTheFile(page);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const game = page.locator('#stage > edited-game-1');
    await expect.poll(() => game.count()).toBe(1);
    expect(await note.textContent()).toMatch(/^Playing the text as it is now: you play \S+/);
    // The bots think in their own worker, which was sent the text and interprets it itself.
    await expect
      .poll(() => page.workers().some((w) => w.url().endsWith('/edited-bots.js')))
      .toBe(true);
    // A person plays until a trick is won (by anyone): the bots play theirs in between.
    for (let moves = 0; moves < 40 && (await tricksWon(page)) === 0; moves++) {
      await playOneMove(page);
      await expect
        .poll(async () => (await tricksWon(page)) > 0 || (await ownMoves(page)) > 0)
        .toBe(true);
    }
    await expect.poll(() => tricksWon(page)).toBeGreaterThan(0);
    // The bots answered from that worker: one that failed would have been ended (terminated)
    // and its requests answered on the main thread instead.
    expect(page.workers().some((w) => w.url().endsWith('/edited-bots.js'))).toBe(true);

    // Broken again: the game stays, playable, and the note says it is the last good version.
    const again = await breakTheFile(page);
    await expect
      .poll(() => note.textContent())
      .toBe(`The game below is the last good version. The edit can't play: ${again}.`);
    expect(await note.getAttribute('data-state')).toBe('broken');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    expect(await page.locator('#stage > *').evaluate((el) => el.localName)).toBe('edited-game-1');
    await playOneMove(page);
    await settled(page);
    await page.screenshot({ path: path.join(screenshotDir, 'editor-play-desktop.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('simulates matches of the edited text in a worker and shows the figures in its words', async () => {
    const { page, errors } = await open(1280, 800, `?matches=${MATCHES}`);
    const button = page.getByRole('button', { name: 'Simulate 1,000 matches' });
    await button.click();
    const tables = page.locator('#sim-figures table');
    await expect.poll(() => tables.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    // The same figures as the same run here in Node, from the same text.
    const text = rulesText(FILE);
    const built = buildGame(text, FILE);
    if (!built.ok) throw new Error(built.why);
    const f = simulate(built.engine, wordsOf(parse(text, FILE).file!), FILE, {
      matches: MATCHES,
      seed: SIM_SEED,
    });
    const shown = (await page.locator('#simulation').textContent()) ?? '';
    expect(shown).toContain(`${f.games} matches between random bots, seed ${SIM_SEED}`);
    for (const r of Object.values(f.winRate)) {
      expect(shown).toContain(`${pct(r.rate)} ${pct(r.ci95[0])} to ${pct(r.ci95[1])}`);
    }
    expect(await page.locator('#sim-figures caption').allTextContents()).toContain(
      "The rules file's events and scores, by its names and in its words",
    );
    expect(shown).toContain('Hands per match');
    await page.screenshot({ path: path.join(screenshotDir, 'editor-simulate-desktop.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('on a phone: plays and simulates; a run of 1,000 shows its progress and can be cancelled', async () => {
    const { page, errors } = await open(360, 740);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => page.locator('#stage > edited-game-1').count()).toBe(1);
    await playOneMove(page);
    await settled(page);
    await page.screenshot({ path: path.join(screenshotDir, 'editor-play-phone.png') });
    await page.getByRole('button', { name: 'Simulate 1,000 matches' }).click();
    const said = page.locator('#sim-said');
    await expect.poll(() => said.textContent()).toMatch(/^Played \d+ of 1000 matches…$/);
    expect(await page.locator('#sim-progress').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await said.textContent()).toMatch(/^Cancelled after \d+ matches/);
    expect(await page.locator('#sim-progress').isVisible()).toBe(false);
    await expect
      .poll(() => page.workers().some((w) => w.url().endsWith('/edited-sim.js')))
      .toBe(false);
    await page.goto(`${server.url}editor.html?matches=${MATCHES}`);
    await expect.poll(() => page.locator('body').getAttribute('data-ready')).toBe('true');
    await page.getByRole('button', { name: 'Simulate 1,000 matches' }).click();
    await expect
      .poll(() => page.locator('#sim-figures table').count(), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await page.locator('#simulation').scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(screenshotDir, 'editor-simulate-phone.png'),
      fullPage: true,
    });
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
