// The rules editor page in Chromium, with the language server in its Web Worker: a mistake typed
// into a seed file is marked with its message and range, and the mark goes when it is fixed;
// completion after `move ` offers the file's names with their kinds; hovering a zone shows its
// declaration; Format lays a badly laid-out file out as `orrery fmt` does; a reload keeps the
// text. Only the editor is built (no game bundles), so the suite stays short.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '@orrery/rules-lang';
import { formatRules } from '@orrery/rules-lang/editor';
import { collectErrors, launch } from '../../../packages/web/test/browser';
import { CHROMIUM_HINT, findChromium } from '../../../packages/web/test/chromium';
import { buildEditor } from '../scripts/build-editor';
import { serveStatic } from '../scripts/serve.mjs';
import { clickAfter, editedText, loadFile, nameOn, rulesText, screenshotDir } from './editor-page';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[editor] ${CHROMIUM_HINT}\n`);

describe.skipIf(chromiumPath === undefined)('the rules editor in Chromium', () => {
  let dist: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Awaited<ReturnType<typeof launch>>;

  beforeAll(async () => {
    dist = await buildEditor({
      outdir: mkdtempSync(path.join(os.tmpdir(), 'orrery-editor-')),
    });
    server = await serveStatic(dist, { PORT: '0' });
    browser = await launch(chromiumPath as string);
    mkdirSync(screenshotDir, { recursive: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.server.close(resolve));
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  async function open(width = 1280, height = 800): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}editor.html`);
    await expect.poll(() => page.locator('body').getAttribute('data-ready')).toBe('true');
    return { page, errors };
  }

  it('marks a mistake typed into a seed file with its message and range, and unmarks it when fixed', async () => {
    const { page, errors } = await open();
    await loadFile(page, 'rules/mars-venus.rules');
    await clickAfter(page, 'won tricks to taken', 'taken');
    await page.keyboard.type('s');
    // The editor says what `orrery check` says of the same text: code, place and message.
    const seed = rulesText('rules/mars-venus.rules');
    const typo = seed.replace('won tricks to taken', 'won tricks to takens');
    const [d] = check(typo, 'rules/mars-venus.rules').diagnostics;
    expect(d!.code).toBe('unknown-zone');
    const mark = page.locator('.cm-lintRange-error');
    await expect.poll(() => mark.count()).toBe(1);
    expect(await mark.textContent()).toBe(typo.slice(d!.range.start.offset, d!.range.end.offset));
    expect(await page.locator('#status').textContent()).toBe('1 error');
    const problem = page.locator('#problems li');
    await expect.poll(() => problem.count()).toBe(1);
    expect(await problem.textContent()).toBe(
      `${d!.range.start.line}:${d!.range.start.column} ${d!.code}: ${d!.message} — ${d!.suggestion}`,
    );
    // The mark's own tooltip says the same.
    await mark.hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await expect.poll(() => tooltip.count()).toBe(1);
    expect(await tooltip.textContent()).toContain(d!.message);
    await page.screenshot({ path: path.join(screenshotDir, 'editor-desktop.png') });

    await clickAfter(page, 'won tricks to takens', 'takens');
    await page.keyboard.press('Backspace');
    await expect.poll(() => mark.count()).toBe(0);
    await expect.poll(() => page.locator('#status').textContent()).toBe('No errors');
    expect(await problem.count()).toBe(0);
    expect(await editedText(page)).toBe(seed);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('completes after `move ` with the names of the file, with their kinds; hover shows a zone', async () => {
    const { page, errors } = await open();
    await loadFile(page, 'rules/examples/crazy-eights.rules');
    await clickAfter(page, 'move card to discard', 'discard');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('move ');
    const options = page.locator('.cm-tooltip-autocomplete li');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const offered = await options.evaluateAll((lis) =>
      lis.map((li) => ({
        label: li.querySelector('.cm-completionLabel')?.textContent,
        detail: li.querySelector('.cm-completionDetail')?.textContent,
        icon: li.querySelector('.cm-completionIcon')?.className,
      })),
    );
    expect(offered.map((o) => o.label)).toEqual(
      expect.arrayContaining(['card', 'hand', 'stock', 'discard']),
    );
    const stock = offered.find((o) => o.label === 'stock')!;
    expect(stock.detail).toBe('zone · shared, hidden from everyone');
    expect(stock.icon).toContain('cm-completionIcon-property');
    await page.keyboard.press('Escape');
    await expect.poll(() => options.count()).toBe(0);
    await page.keyboard.press('Control+z');
    await expect.poll(() => editedText(page)).toBe(rulesText('rules/examples/crazy-eights.rules'));

    await nameOn(page, 'deal 7 each, rest to stock', 'stock').hover();
    const hover = page.locator('.cm-tooltip-hover');
    await expect.poll(() => hover.count()).toBe(1);
    const said = await hover.textContent();
    expect(said).toContain('stock · zone · shared, hidden from everyone');
    expect(said).toContain('zone stock "Stock": shared, hidden');
    // The same words for the keyboard and touch screens, below the editor, for the cursor's name.
    await clickAfter(page, 'deal 7 each, rest to stock', 'stock');
    await expect.poll(() => page.locator('#info').textContent()).toContain('zone stock "Stock"');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps showing why a file that does not parse is broken, across a reload, and does not format it', async () => {
    const { page, errors } = await open();
    const file = 'rules/starbuckaroos.rules';
    await loadFile(page, file);
    await page.locator('.cm-content').focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('phase {\n');
    const broken = `${rulesText(file)}phase {\n`;
    await expect.poll(() => editedText(page)).toBe(broken);
    const wanted = check(broken, file).diagnostics;
    expect(wanted.length).toBeGreaterThan(0);
    const shown = () => page.locator('#problems li').allTextContents();
    const lines = wanted.map(
      (d) =>
        `${d.range.start.line}:${d.range.start.column} ${d.code}: ${d.message}${d.suggestion === undefined ? '' : ` — ${d.suggestion}`}`,
    );
    await expect.poll(shown).toEqual(lines);
    expect(await page.locator('#status').textContent()).toMatch(/^\d+ errors?/);
    await page.getByRole('button', { name: 'Format' }).click();
    await expect
      .poll(() => page.locator('#message').textContent())
      .toBe(
        'Nothing formatted: the text is in the orrery fmt layout already, or does not parse (see Problems).',
      );
    expect(await editedText(page)).toBe(broken);
    await page.reload();
    await expect.poll(() => page.locator('body').getAttribute('data-ready')).toBe('true');
    await expect.poll(shown).toEqual(lines);
    // A file that does not parse is still highlighted.
    await expect.poll(() => page.locator('.cm-sem-keyword').count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(screenshotDir, 'editor-broken.png') });
    // A problem of the list takes the cursor to its mark, far down the file.
    await page.locator('#problems button').first().click();
    const mark = page.locator('.cm-lintRange-error, .cm-lintPoint-error');
    await expect.poll(() => mark.count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.cm-activeLine').textContent()).toBe('phase {');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('formats a badly laid-out file in the orrery fmt layout, and a reload keeps the text', async () => {
    const { page, errors } = await open(360, 740);
    const file = 'rules/examples/crazy-eights.rules';
    const laidOut = rulesText(file);
    const bad = laidOut
      .split('\n')
      .map((l) => l.trimStart().replace(/ = /g, '   =   '))
      .join('\n');
    const wanted = formatRules(bad, file);
    expect(wanted.ok && wanted.text).toBe(laidOut);
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(bad);
    await expect.poll(() => editedText(page)).toBe(bad);
    await expect.poll(() => page.locator('#status').textContent()).toBe('No errors');
    await page.getByRole('button', { name: 'Format' }).click();
    await expect.poll(() => editedText(page)).toBe(laidOut);
    expect(await page.locator('#message').textContent()).toBe(
      'Formatted in the orrery fmt layout.',
    );
    // Highlighting comes back once the formatted text is checked.
    await page.locator('.cm-content').focus();
    await page.keyboard.press('Control+Home');
    await expect.poll(() => page.locator('.cm-sem-keyword').count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(screenshotDir, 'editor-phone.png'), fullPage: true });

    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n// kept');
    await page.reload();
    await expect.poll(() => page.locator('body').getAttribute('data-ready')).toBe('true');
    expect(await editedText(page)).toBe(`${laidOut}\n// kept`);
    expect(await page.locator('#saved').textContent()).toBe('Restored from this browser');
    await expect.poll(() => page.locator('#status').textContent()).toBe('No errors');
    // Keyboard only: the controls in order, then the text itself.
    await page.getByLabel('Start from').focus();
    const focused = () =>
      page.evaluate(() => document.activeElement?.id || document.activeElement?.className);
    const order: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    expect(order).toEqual(['load', 'format', 'play', 'simulate', 'cm-content']);
    expect(await page.getByRole('textbox', { name: 'Rules file text' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
