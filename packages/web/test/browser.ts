import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder test/repo-bundles.ts bundled the repo's games into. */
    bundleDir: string;
  }
}

/**
 * The game bundles as a browser gets them, `{ 'mars-venus-game.js': text }`: every rules file of
 * the repo, bundled once for the whole test run (test/repo-bundles.ts).
 */
export async function gameBundles(): Promise<Record<string, string>> {
  const dir = inject('bundleDir');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.js') || f.endsWith('.json'))
      .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]),
  );
}

/** A tiny static server for the bundles and test pages, so module workers get a real URL. */
export async function serve(
  files: Record<string, string>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0]!.replace(/^\//, '');
    const body = files[name];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    const type = name.endsWith('.js')
      ? 'text/javascript'
      : name.endsWith('.json')
        ? 'application/json'
        : 'text/html';
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Serves a folder as it is on disk (a site made by `orrery bundle`), `/` being its index.html. */
export async function serveFolder(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.html': 'text/html',
  };
  const server: Server = createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const file = path.join(root, path.normalize(name.endsWith('/') ? `${name}index.html` : name));
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Debian's Chromium, headless: one browser per test file, with a default context for its pages. */
export async function launch(executablePath: string): Promise<{
  browser: Browser;
  context: BrowserContext;
  close(): Promise<void>;
}> {
  const browser = await chromium.launch({
    executablePath,
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
  const context = await browser.newContext();
  return { browser, context, close: () => browser.close() };
}

/** Console errors and uncaught exceptions of a page, collected as they happen. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The whole DOM as text, every shadow root included: markup, attributes and text. */
export function deepHtml(page: Page): Promise<string> {
  return page.evaluate(domText);
}

/** In the page: the whole DOM as text (see deepHtml). */
export function domText(): string {
  {
    const parts = [document.documentElement.outerHTML];
    const visit = (node: ParentNode) => {
      for (const el of node.querySelectorAll('*')) {
        if (el.shadowRoot) {
          parts.push(el.shadowRoot.innerHTML);
          visit(el.shadowRoot);
        }
      }
    };
    visit(document);
    return parts.join('\n');
  }
}

export const screenshotDir = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../test-output',
);

/**
 * Where to click or tap a card of the hand: its index corner, which overlapping cards leave in
 * view (a person taps the strip they see, not the middle a neighbour covers).
 */
export const CORNER = { position: { x: 10, y: 16 } } as const;
