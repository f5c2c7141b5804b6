// What the rules editor's browser tests share: the page's text as it keeps it, loading one of
// the repo's files from the picker, and finding a name on a line of the editor.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { STORAGE_KEY } from '../src/editor/storage';

export const screenshotDir = fileURLToPath(new URL('../test-output', import.meta.url));
const repo = fileURLToPath(new URL('../../..', import.meta.url));
export const rulesText = (file: string) => readFileSync(path.join(repo, file), 'utf8');

/** The editor's whole text, as the page keeps it in localStorage on every change. */
export async function editedText(page: Page): Promise<string | undefined> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  return raw === null ? undefined : (JSON.parse(raw) as { text: string }).text;
}

/** Loads one of the repo's rules files from the picker, and waits for its check. */
export async function loadFile(page: Page, rulesPath: string): Promise<void> {
  await page.getByLabel('Start from').selectOption(rulesPath);
  await page.getByRole('button', { name: 'Load file' }).click();
  await expect.poll(() => editedText(page)).toBe(rulesText(rulesPath));
  await expect.poll(() => page.locator('#status').textContent()).toBe('No errors');
}

/** The name `name` as highlighted on the line that contains `line` (its semantic token). */
export function nameOn(page: Page, line: string, name: string): Locator {
  return page
    .locator('.cm-line', { hasText: line })
    .first()
    .locator('span', { hasText: new RegExp(`^${name}$`) })
    .first();
}

/** Puts the cursor right after `name` on the line containing `line`. */
export async function clickAfter(page: Page, line: string, name: string): Promise<void> {
  const span = nameOn(page, line, name);
  await expect.poll(() => span.count()).toBe(1);
  const box = (await span.boundingBox())!;
  await span.click({ position: { x: box.width - 1, y: box.height / 2 } });
}
