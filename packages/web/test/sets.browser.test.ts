import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, deepHtml, launch, screenshotDir, serveFolder } from './browser';
import { CHROMIUM_HINT, findChromium } from './chromium';
import { CORNER, bare, containsId } from './game-pages';
import { SET_SWAP } from './set-games';
import { settled } from './table-checks';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const orrery = path.join(repo, 'packages/cli/bin/orrery.js');
const { tag } = SET_SWAP;
/** A deal whose South hand holds two cards adding up to a third (checked by each test). */
const SEED = 3;

function bundle(cwd: string): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [orrery, 'bundle', `${SET_SWAP.id}.rules`, '--out', 'site'],
      {
        cwd,
      },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ code, err }));
  });
}

interface Played {
  seat: number;
  move: Record<string, unknown>;
}

/** South's moves so far, as the element tells a page. */
function southMoves(page: Page): Promise<Played[]> {
  return page
    .evaluate((t) => (document.querySelector(t) as unknown as { moves: Played[] }).moves, tag)
    .then((moves) => moves.filter((m) => m.seat === 0));
}

/** Card ids in order, under `root`. */
function cardsIn(root: Locator): Promise<string[]> {
  return root
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

/** The deck's names ("2 of Red") by id, from the element's metadata: a card's face leads it. */
async function faces(page: Page): Promise<Map<string, number>> {
  const deck = await page.evaluate(
    (t) =>
      (
        customElements.get(t) as unknown as {
          meta: { deck(o: object): { id: string; name: string }[] };
        }
      ).meta.deck({}),
    tag,
  );
  return new Map(deck.map((c) => [c.id, parseInt(c.name, 10)]));
}

/** Two cards of the hand to give and a third they add up to, kept to capture them back. */
function planOf(hand: readonly string[], face: ReadonlyMap<string, number>) {
  for (const keep of hand)
    for (const a of hand)
      for (const b of hand)
        if (a < b && keep !== a && keep !== b && face.get(a)! + face.get(b)! === face.get(keep))
          return { give: [a, b], keep };
  return null;
}

/** The table cards some set of them adds up to `target` with (the cards a capture may take). */
function takeable(table: readonly string[], face: ReadonlyMap<string, number>, target: number) {
  const out = new Set<string>();
  for (let mask = 1; mask < 1 << table.length; mask++) {
    const set = table.filter((_, i) => mask & (1 << i));
    if (set.reduce((s, c) => s + face.get(c)!, 0) === target) set.forEach((c) => out.add(c));
  }
  return [...out].sort();
}

/** The focused element through shadow roots: its card, confirm and pick marks, its text. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const card =
      active?.getAttribute('data-card') ??
      active?.querySelector('[data-card]')?.getAttribute('data-card');
    return {
      card: card ?? null,
      confirm: active?.getAttribute('data-confirm') ?? null,
      pick: active?.hasAttribute('data-pick') ?? false,
      hand: active?.closest('.rows') != null,
    };
  });
}

describe.skipIf(chromiumPath === undefined)(
  'moves that take a set of cards, chosen by picking the cards (a rules file bundled by orrery bundle)',
  () => {
    let dir: string;
    let server: Awaited<ReturnType<typeof serveFolder>>;
    let browser: Awaited<ReturnType<typeof launch>>;

    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-sets-'));
      writeFileSync(path.join(dir, `${SET_SWAP.id}.rules`), SET_SWAP.rules);
      const built = await bundle(dir);
      expect(built).toEqual({ code: 0, err: '' });
      writeFileSync(
        path.join(dir, 'site', 'bare.html'),
        bare(tag, `seats="human random" seed="${SEED}" bot-delay="0" pause="0" save-key=""`),
      );
      server = await serveFolder(path.join(dir, 'site'));
      browser = await launch(chromiumPath as string);
      mkdirSync(screenshotDir, { recursive: true });
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    /** The page at the first move, with what the test needs to play it. */
    async function open(page: Page) {
      const errors = collectErrors(page);
      await page.goto(`${server.url}bare.html`);
      const el = page.locator(tag);
      const hand = el.locator('orrery-hand[data-zone="hand"]');
      await expect.poll(() => hand.locator('button[data-legal]').count()).toBe(6);
      const face = await faces(page);
      const mine = await cardsIn(hand);
      const plan = planOf(mine, face);
      expect(plan, `seed ${SEED} deals South two cards adding up to a third`).not.toBeNull();
      const confirm = (type: string) => el.locator(`orrery-table button[data-confirm="${type}"]`);
      const panel = el.locator('orrery-table .choice');
      const table = el.locator('orrery-table [data-zone="table"]');
      return { errors, el, hand, face, mine, plan: plan!, confirm, panel, table };
    }

    /** How many cards the table holds, as its zone says. */
    const tableCount = (table: Locator) =>
      table.getAttribute('aria-label').then((l) => Number(/(\d+) cards?$/.exec(l ?? '')?.[1]));

    /** After South gave: the cards went from the hand to the table, with North's two. */
    async function expectGiven(page: Page, ctx: Awaited<ReturnType<typeof open>>) {
      const { hand, table, plan } = ctx;
      await expect.poll(() => tableCount(table), { timeout: 15_000 }).toBe(4);
      const gave = (await southMoves(page)).at(-1)!.move;
      expect(gave['type']).toBe('give');
      expect([...(gave['cards'] as string[])].sort()).toEqual([...plan.give].sort());
      const left = await cardsIn(hand);
      expect(left).toHaveLength(4);
      for (const c of plan.give) expect(left).not.toContain(c);
    }

    /** After South captured: the kept card and the two it took left the hand and the table. */
    async function expectCaptured(page: Page, ctx: Awaited<ReturnType<typeof open>>) {
      const { hand, table, plan } = ctx;
      await expect.poll(async () => (await southMoves(page)).length, { timeout: 15_000 }).toBe(2);
      const took = (await southMoves(page)).at(-1)!.move;
      expect(took['type']).toBe('capture');
      expect(took['card']).toBe(plan.keep);
      expect([...(took['taken'] as string[])].sort()).toEqual([...plan.give].sort());
      expect(await cardsIn(hand)).not.toContain(plan.keep);
      // South's pile, face up in front of South, holds all three.
      const pile = await cardsIn(page.locator(tag).locator('orrery-table [data-place="pile:0"]'));
      expect([...pile].sort()).toEqual([plan.keep, ...plan.give].sort());
      void table;
    }

    it('by mouse: two cards given by picking them and confirming, then two table cards captured', async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const ctx = await open(page);
      const { el, hand, mine, plan, confirm, panel, face } = ctx;
      const card = (id: string) => hand.locator(`button[data-card="${id}"]`);
      // Nothing picked: the set asks for its size, its confirm disabled; no button per set.
      await expect.poll(() => panel.textContent()).toContain('Choose 2 cards to give');
      expect(await confirm('give').isDisabled()).toBe(true);
      expect(await el.locator('orrery-move-controls button').count()).toBe(0);
      // Only South's own cards are in the page: North's are never sent to it.
      const html = await deepHtml(page);
      expect([...face.keys()].filter((id) => !mine.includes(id) && containsId(html, id))).toEqual(
        [],
      );

      await card(plan.give[0]!).click(CORNER);
      expect(await card(plan.give[0]!).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => panel.textContent()).toContain('Choose 1 more card to give');
      expect(await confirm('give').isDisabled()).toBe(true);
      await settled(page);
      await page.screenshot({ path: path.join(screenshotDir, 'sets-give-one-1280x800.png') });
      // A third card is one too many: no legal move has them, and the confirm stays off.
      const third = mine.find((c) => !plan.give.includes(c))!;
      await card(plan.give[1]!).click(CORNER);
      await card(third).click(CORNER);
      await expect.poll(() => panel.textContent()).toContain('No legal give has these cards');
      expect(await confirm('give').isDisabled()).toBe(true);
      expect(await hand.locator('button[aria-pressed="true"]').count()).toBe(3);
      await card(third).click(CORNER);
      await expect.poll(() => confirm('give').isDisabled()).toBe(false);
      expect((await confirm('give').textContent())?.trim()).toBe('Give 2 cards');
      await settled(page);
      await page.screenshot({ path: path.join(screenshotDir, 'sets-give-1280x800.png') });
      await confirm('give').click();
      await expectGiven(page, ctx);
      // The rules spread the table: all four cards show face up before anything is picked.
      expect(await cardsIn(ctx.table)).toHaveLength(4);

      // The capture: the hand card first, then the table cards that add up to it.
      await expect.poll(() => card(plan.keep).getAttribute('data-legal')).toBe('');
      await card(plan.keep).click(CORNER);
      const picks = el.locator('orrery-table button[data-pick]');
      await expect.poll(() => picks.count()).toBeGreaterThan(0);
      // The table spreads its cards to be picked: South's two among them.
      const onTable = await cardsIn(ctx.table);
      expect(onTable).toHaveLength(4);
      for (const c of plan.give) expect(onTable).toContain(c);
      // Only table cards some capture by this card takes can be picked.
      const pickable = await picks.evaluateAll((bs) =>
        bs.map((b) => b.querySelector('[data-card]')?.getAttribute('data-card') ?? '').sort(),
      );
      expect(pickable).toEqual(takeable(onTable, face, face.get(plan.keep)!));
      expect(await confirm('capture').isDisabled()).toBe(true);
      const pick = (id: string) =>
        el.locator(`orrery-table button[data-pick]:has([data-card="${id}"])`);
      await pick(plan.give[0]!).click();
      expect(await pick(plan.give[0]!).getAttribute('aria-pressed')).toBe('true');
      await pick(plan.give[1]!).click();
      await expect.poll(() => confirm('capture').isDisabled()).toBe(false);
      expect((await confirm('capture').textContent())?.trim()).toBe('Capture 2 cards');
      await settled(page);
      await page.screenshot({ path: path.join(screenshotDir, 'sets-capture-1280x800.png') });
      await confirm('capture').click();
      await expectCaptured(page, ctx);
      expect(ctx.errors).toEqual([]);
      await page.close();
    }, 90_000);

    it('by keyboard alone: arrows and Space pick the cards, Tab reaches the confirm, Enter makes the move', async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const ctx = await open(page);
      const { plan, confirm } = ctx;
      for (let tabs = 0; tabs < 10 && !(await focused(page)).hand; tabs++)
        await page.keyboard.press('Tab');
      expect((await focused(page)).hand).toBe(true);
      /** Arrows to a card of the hand, then Space. */
      const toggle = async (id: string) => {
        for (let i = 0; i < 12 && (await focused(page)).card !== id; i++)
          await page.keyboard.press('ArrowRight');
        expect((await focused(page)).card).toBe(id);
        await page.keyboard.press('Space');
      };
      await toggle(plan.give[0]!);
      await toggle(plan.give[1]!);
      await expect.poll(() => confirm('give').isDisabled()).toBe(false);
      // Escape puts every picked card back; picking them again and Tab reaches the confirm.
      await page.keyboard.press('Escape');
      await expect.poll(() => confirm('give').isDisabled()).toBe(true);
      await toggle(plan.give[0]!);
      await toggle(plan.give[1]!);
      await expect.poll(() => confirm('give').isDisabled()).toBe(false);
      await page.keyboard.press('Tab');
      expect((await focused(page)).confirm).toBe('give');
      await page.keyboard.press('Enter');
      await expectGiven(page, ctx);

      // The capture: Enter on the hand card puts focus on the table's cards to pick.
      await expect.poll(async () => (await focused(page)).hand).toBe(true);
      for (let i = 0; i < 12 && (await focused(page)).card !== plan.keep; i++)
        await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).pick).toBe(true);
      for (const id of plan.give) {
        for (let i = 0; i < 8 && (await focused(page)).card !== id; i++)
          await page.keyboard.press('Tab');
        expect((await focused(page)).card).toBe(id);
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => confirm('capture').isDisabled()).toBe(false);
      // The confirm comes before the table in the tab order (below the hand): back to it.
      for (let i = 0; i < 12 && (await focused(page)).confirm !== 'capture'; i++)
        await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).confirm).toBe('capture');
      await page.keyboard.press('Enter');
      await expectCaptured(page, ctx);
      expect(ctx.errors).toEqual([]);
      await page.close();
    }, 90_000);

    it('on a 360 px phone by touch: the cards tapped, nothing wider than the screen', async () => {
      const page = await browser.browser.newPage({
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
      });
      const ctx = await open(page);
      const { el, hand, plan, confirm } = ctx;
      for (const id of plan.give) await hand.locator(`button[data-card="${id}"]`).tap(CORNER);
      await expect.poll(() => confirm('give').isDisabled()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await confirm('give').scrollIntoViewIfNeeded();
      await settled(page);
      await page.screenshot({ path: path.join(screenshotDir, 'sets-give-360x740.png') });
      await confirm('give').tap();
      await expectGiven(page, ctx);
      await hand.locator(`button[data-card="${plan.keep}"]`).tap(CORNER);
      for (const id of plan.give)
        await el.locator(`orrery-table button[data-pick]:has([data-card="${id}"])`).tap();
      await expect.poll(() => confirm('capture').isDisabled()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await settled(page);
      await page.screenshot({
        path: path.join(screenshotDir, 'sets-capture-360x740.png'),
        fullPage: true,
      });
      await confirm('capture').tap();
      await expectCaptured(page, ctx);
      expect(ctx.errors).toEqual([]);
      await page.close();
    }, 90_000);
  },
);
