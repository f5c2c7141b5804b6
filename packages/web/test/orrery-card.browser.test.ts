import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_HINT, findChromium } from './chromium';

const chromiumPath = findChromium();
if (chromiumPath === undefined) process.stderr.write(`[web] ${CHROMIUM_HINT}\n`);

const here = path.dirname(fileURLToPath(import.meta.url));

describe.skipIf(chromiumPath === undefined)('<orrery-card> in Chromium', () => {
  let profile: string;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The element as the browser would get it: bundled with lit, no dev server needed.
    const bundle = await build({
      entryPoints: [path.join(here, '../src/index.ts')],
      bundle: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    profile = mkdtempSync(path.join(os.tmpdir(), 'orrery-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath as string,
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    page = context.pages()[0] ?? (await context.newPage());
    await page.setContent('<orrery-card label="Face-down card in the stock"></orrery-card>');
    await page.addScriptTag({ type: 'module', content: bundle.outputFiles[0]?.text ?? '' });
    await page.waitForFunction(() => customElements.get('orrery-card') !== undefined);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  it('renders an SVG card back named by its label', async () => {
    const svg = page.locator('orrery-card').locator('svg[part="card"]');
    await expect.poll(() => svg.getAttribute('role')).toBe('img');
    expect(await svg.getAttribute('aria-label')).toBe('Face-down card in the stock');
    const box = await svg.boundingBox();
    expect(box?.width).toBeGreaterThan(10);
    expect(box && Math.round((box.height / box.width) * 5)).toBe(7);
  });

  it('updates its accessible name when the label changes', async () => {
    await page.evaluate(() => {
      document.querySelector('orrery-card')!.label = 'Top of the discard pile';
    });
    await expect
      .poll(() => page.getByRole('img', { name: 'Top of the discard pile' }).count())
      .toBe(1);
  });
});
