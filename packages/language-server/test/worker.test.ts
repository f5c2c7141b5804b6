// The same service in a Web Worker: the worker entry bundles for the browser with no Node
// module in it, and, where Debian's Chromium is installed, runs in a real worker of a page and
// answers an LSP client speaking to it by postMessage.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker, type WorkerBundle } from '../scripts/worker-bundle';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);

/** What the test uses of a browser Worker. */
interface Port {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: { message: string }) => void) | null;
}

let bundle: WorkerBundle;
beforeAll(async () => {
  bundle = await bundleWorker();
}, 60_000);

describe('the Web Worker entry', () => {
  it('bundles for the browser from the platform-neutral server only', () => {
    expect(bundle.inputs.some((f) => f.includes('vscode-languageserver/lib/browser/'))).toBe(true);
    expect(bundle.inputs.filter((f) => /\/lib\/node\/|node:/.test(f))).toEqual([]);
    expect(bundle.inputs.some((f) => f.endsWith('src/server.ts'))).toBe(true);
  });
});

describe.skipIf(!haveChromium)('the language server in a Chromium Web Worker', () => {
  let server: Server;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const js = req.url === '/worker.js';
      res.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html' });
      res.end(js ? bundle.code : '<!doctype html><title>worker</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('publishes the diagnostics of a file opened in it', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const text =
      "game g\nseats 2\ndeck {\n  ranks 2..1\n  suits red\n}\ndeal 1 each\nphase p {\n  turns: clockwise from the dealer's left\n  move m(card in hand[seat]) { }\n}\n";
    const codes = await page.evaluate(
      (source) =>
        new Promise<string[]>((resolve, reject) => {
          // The page's own Worker: this function runs in Chromium, not in Node.
          const worker = new (
            globalThis as unknown as { Worker: new (url: string) => Port }
          ).Worker('/worker.js');
          worker.onerror = (e) => reject(new Error(e.message));
          const send = (m: object) => worker.postMessage({ jsonrpc: '2.0', ...m });
          worker.onmessage = (e) => {
            const m = e.data as {
              id?: number;
              method?: string;
              params?: { diagnostics: { code: string }[] };
            };
            if (m.id === 1) {
              send({ method: 'initialized', params: {} });
              send({
                method: 'textDocument/didOpen',
                params: {
                  textDocument: {
                    uri: 'inmemory://g.rules',
                    languageId: 'orrery-rules',
                    version: 1,
                    text: source,
                  },
                },
              });
            }
            if (m.method === 'textDocument/publishDiagnostics')
              resolve(m.params!.diagnostics.map((d) => d.code));
          };
          send({
            id: 1,
            method: 'initialize',
            params: { processId: null, rootUri: null, capabilities: {} },
          });
        }),
      text,
    );
    expect(codes).toEqual(['unknown-name']);
    await page.close();
  }, 60_000);
});
