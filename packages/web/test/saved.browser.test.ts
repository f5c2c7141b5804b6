// Saved matches in Chromium: every save that does not load (not JSON, a state corrupt as in
// issue 25's defect 7, 150,000 moves and log lines, a text near the storage's limit) is set
// aside whole under its own key, with a console warning that says why, and a fresh match is
// playable; and a save that does load, though it holds the whole state, lets no card the person
// may not see into an event or a URL.

import { engine as marsVenus } from '@orrery/engine-mars-venus';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchController } from '../src/match/controller';
import { saveMatch } from '../src/match/saved-match';
import type { AnyEngine } from '../src/match/table-view';
import { collectErrors, gameBundles, launch, serve } from './browser';
import { CHROMIUM_HINT, findChromium } from './chromium';
import {
  CORNER,
  bare,
  containsId,
  expectNoHiddenCards,
  hiddenCards,
  movesOf,
  replay,
  type Played,
} from './game-pages';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

const TAG = 'mars-venus-game';
const SEATS = 'human random random random';
const SEED = 4;
const KEY = 'saved-test';
const engine = marsVenus as AnyEngine;

/** A save the page would write: `moves` random-first moves into the match of SEATS and SEED. */
function goodSave(moves: number): string {
  const seats = SEATS.split(' ').map((s) =>
    s === 'human' ? { kind: 'human' as const } : { kind: 'bot' as const, spec: s },
  );
  const made = MatchController.create(engine, { seats, seed: SEED, options: {} });
  if (!made.ok) throw new Error(made.error.message);
  const match = made.value;
  for (let k = 0; k < moves; k++) {
    const seat = match.toMove!;
    const result = match.play(seat, match.view(seat).legal[0]!);
    if (!result.ok) throw new Error(result.error.message);
  }
  return saveMatch(match);
}

/** The save with its engine state edited by `edit` (the state as the engine's JSON). */
function withState(save: string, edit: (state: Record<string, unknown>) => void): string {
  const outer = JSON.parse(save) as { state: string };
  const inner = JSON.parse(outer.state) as { state: Record<string, unknown> };
  edit(inner.state);
  return JSON.stringify({ ...outer, state: JSON.stringify(inner) });
}

/** Defect 7's corruptions of a saved state, as the issue found them accepted. */
function defect7(save: string): [string, string][] {
  const hands = (s: Record<string, unknown>) => (s['zones'] as { hand: string[][] }).hand;
  return [
    ['seat -1', withState(save, (s) => void (s['seat'] = -1))],
    ['a card taken out of a hand', withState(save, (s) => void hands(s)[1]!.pop())],
    [
      'a card moved between hands',
      withState(save, (s) => void hands(s)[2]!.push(hands(s)[1]!.pop()!)),
    ],
    ['over with no winner', withState(save, (s) => void (s['over'] = true))],
  ];
}

describe.skipIf(chromiumPath === undefined)('saved matches in Chromium', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  let context: BrowserContext;

  beforeAll(async () => {
    const files = await gameBundles();
    files['saved.html'] = bare(
      TAG,
      `seats="${SEATS}" seed="${SEED}" bot-delay="0" pause="0" save-key="${KEY}"`,
    );
    files['blank.html'] = '<!doctype html><link rel="icon" href="data:,"><title>blank</title>';
    server = await serve(files);
    browser = await launch(chromiumPath as string);
    context = browser.context;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The page loaded over `text` saved under KEY, with its warnings and errors collected. */
  async function loadOver(
    text: string,
  ): Promise<{ page: Page; warnings: string[]; errors: string[] }> {
    const page = await context.newPage();
    const errors = collectErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    // The save is planted from an empty page of the same origin, so no element is running
    // (and no bot is saving its moves) while it is written.
    await page.goto(`${server.url}blank.html`);
    await page.evaluate(() => localStorage.clear());
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, text]);
    await page.goto(`${server.url}saved.html`);
    return { page, warnings, errors };
  }

  /** A fresh match the person can play: a full hand, a legal card, only bots' moves so far. */
  async function expectFreshAndPlayable(page: Page): Promise<void> {
    const el = page.locator(TAG);
    await expect.poll(() => el.locator('orrery-hand button').count()).toBe(14);
    await expect
      .poll(() => el.locator('orrery-hand button[data-legal]').count())
      .toBeGreaterThan(0);
    expect((await movesOf(page, TAG)).every((m) => m.seat !== 0)).toBe(true);
    const before = (await movesOf(page, TAG)).length;
    await el.locator('orrery-hand button[data-legal]').first().click(CORNER);
    await expect.poll(async () => (await movesOf(page, TAG)).length).toBeGreaterThan(before);
  }

  const good = goodSave(9);
  const cases: [string, string, RegExp][] = [
    ['text that is not JSON', '{"format":"orrery-web-match",', /not JSON/],
    ...defect7(good).map(([what, text]): [string, string, RegExp] => [
      `a state with ${what}`,
      text,
      /state: .*\(state\./,
    ]),
    [
      '150,000 moves after its own',
      (() => {
        // Short entries, so the save fits in localStorage (5 million characters in Chromium).
        const json = JSON.parse(good) as { moves: Played[] };
        const junk = Array.from({ length: 150_000 }, () => ({ seat: 0, move: { type: 'x' } }));
        return JSON.stringify({ ...json, moves: [...json.moves, ...junk] });
      })(),
      /move 10 of 150009 does not replay/,
    ],
  ];

  for (const [what, text, why] of cases) {
    it(`sets aside ${what}, warns why, and starts a playable match`, async () => {
      const { page, warnings, errors } = await loadOver(text);
      await expectFreshAndPlayable(page);
      const aside = await page.evaluate((key) => localStorage.getItem(`${key}:set-aside`), KEY);
      expect(aside === text, 'the bad save is kept whole under <key>:set-aside').toBe(true);
      expect(warnings.join('\n')).toMatch(new RegExp(`set aside as '${KEY}:set-aside' \\(.*`));
      expect(warnings.join('\n')).toMatch(why);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }

  it('resumes a save with 150,000 log lines: the log is rebuilt from the moves', async () => {
    const json = JSON.parse(good) as { moves: Played[]; log: unknown[] };
    const log = Array.from({ length: 150_000 }, () => ({ hand: 1, text: 'x' }));
    const { page, warnings, errors } = await loadOver(JSON.stringify({ ...json, log }));
    const el = page.locator(TAG);
    await expect
      .poll(() => el.locator('orrery-hand button[data-legal]').count())
      .toBeGreaterThan(0);
    expect((await movesOf(page, TAG)).slice(0, json.moves.length)).toEqual(json.moves);
    const lines = await el.locator('orrery-move-log li').allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line !== 'x')).toBe(true);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('sets aside a text near the storage limit whole, moving it rather than copying', async () => {
    // About 3 million characters: two copies of it do not fit in Chromium's localStorage.
    const huge = `"${'x'.repeat(3_000_000)}`;
    const { page, warnings, errors } = await loadOver(huge);
    const copy = await page.evaluate(
      ([key, value]) => {
        try {
          localStorage.setItem(`${key}:copy`, value!);
          localStorage.removeItem(`${key}:copy`);
          return 'fits twice';
        } catch {
          return 'does not fit twice';
        }
      },
      [KEY, huge],
    );
    expect(copy).toBe('does not fit twice');
    await expectFreshAndPlayable(page);
    const aside = await page.evaluate((key) => localStorage.getItem(`${key}:set-aside`), KEY);
    expect(aside === huge).toBe(true);
    expect(warnings.join('\n')).toMatch(/set aside .*not JSON/);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('keeps every card the person may not see out of events and URLs, though the save holds them', async () => {
    const save = goodSave(9);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const urls: string[] = [];
    page.on('request', (r) => urls.push(`${r.url()} ${r.postData() ?? ''}`));
    page.on('framenavigated', (f) => urls.push(f.url()));
    // Every event any script dispatches, with its own fields and detail, as a page could read them.
    await page.addInitScript(() => {
      const heard: { type: string; text: string }[] = [];
      const outside: string[] = [];
      Object.assign(window, { heard, outside });
      const dispatch = EventTarget.prototype.dispatchEvent;
      EventTarget.prototype.dispatchEvent = function (event: Event) {
        const own = Object.fromEntries(
          Object.keys(event).map((k) => [k, (event as unknown as Record<string, unknown>)[k]]),
        );
        let text: string;
        try {
          text = JSON.stringify({ own, detail: (event as CustomEvent).detail ?? null });
        } catch {
          text = String(Object.values(own));
        }
        heard.push({ type: event.type, text });
        return dispatch.call(this, event);
      };
      for (const type of ['orrery-card-chosen', 'orrery-move-chosen'])
        document.addEventListener(type, () => outside.push(type));
      const push = history.pushState.bind(history);
      history.pushState = (data, unused, url) => {
        (window as unknown as { heard: { type: string; text: string }[] }).heard.push({
          type: 'pushState',
          text: String(url),
        });
        push(data, unused, url);
      };
    });
    await page.goto(`${server.url}blank.html`);
    await page.evaluate(() => localStorage.clear());
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [KEY, save]);
    await page.goto(`${server.url}saved.html`);
    const el = page.locator(TAG);
    const saved = (JSON.parse(save) as { moves: Played[] }).moves;
    await expect.poll(async () => (await movesOf(page, TAG)).slice(0, saved.length)).toEqual(saved);
    for (let k = 0; k < 3; k++) {
      const legal = el.locator('orrery-hand button[data-legal]');
      await expect.poll(() => legal.count()).toBeGreaterThan(0);
      const before = (await movesOf(page, TAG)).length;
      await legal.first().click(CORNER);
      await expect.poll(async () => (await movesOf(page, TAG)).length).toBeGreaterThan(before);
    }
    await expect
      .poll(() => el.locator('orrery-hand button[data-legal]').count())
      .toBeGreaterThan(0);
    const moves = await movesOf(page, TAG);
    const state = replay(engine, SEED, moves);
    // Cards still in other seats' hands now were there since the deal, unseen all along.
    const hidden = hiddenCards(engine, state, 0);
    expect(hidden.length).toBeGreaterThan(0);
    const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
    expect(
      hidden.every((id) => containsId(stored ?? '', id)),
      'the save holds the whole state',
    ).toBe(true);
    const { heard, outside } = await page.evaluate(() => {
      const w = window as unknown as { heard: { type: string; text: string }[]; outside: string[] };
      return { heard: w.heard, outside: w.outside };
    });
    expect(heard.some((e) => e.type === 'orrery-move')).toBe(true);
    const leaks = heard.flatMap((e) =>
      hidden.filter((id) => containsId(e.text, id)).map((id) => `${e.type}: ${id}`),
    );
    expect(leaks).toEqual([]);
    expect(outside, 'a person choosing a card is not heard outside the element').toEqual([]);
    urls.push(page.url());
    expect(urls.flatMap((u) => hidden.filter((id) => containsId(u, id)))).toEqual([]);
    await expectNoHiddenCards(page, { tag: TAG, engine, seats: SEATS, seed: SEED });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
