/**
 * A game's bundle runs in a page, and again in the bots' Web Worker, which loads the same file
 * (match/bot-runner.ts). The bundle imports its element, Lit and all, like any other module, so
 * the worker evaluates that code as the file loads, though it never runs it. Importing the
 * element lazily instead, as the bundle once did, made esbuild wrap every module of the file in
 * a lazy initialiser: about 1.6 KB gzip of each game's 50 KB budget.
 *
 * A worker has no DOM, and a few page names are read as that code loads: Lit's classes extend
 * `HTMLElement`, lit-html makes a tree walker of `document`, and the elements register with
 * `customElements`. In a worker they get inert stand-ins, never called for anything else. The
 * generated entry of a game's bundle imports this module first, so it runs before any other.
 */

import { IN_WORKER } from './in-worker';

if (IN_WORKER) {
  const scope = globalThis as Record<string, unknown>;
  scope['HTMLElement'] ??= class {};
  scope['customElements'] ??= { define: () => undefined, get: () => undefined };
  scope['document'] ??= { createTreeWalker: () => ({}) };
}
