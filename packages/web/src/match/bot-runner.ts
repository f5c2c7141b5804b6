import type { Move } from '@orrery/runtime';
import { chooseBotMove, type BotRequest } from './bot-move';
import type { BotReply } from './bot-worker';
import type { AnyEngine } from './table-view';

/**
 * Starts the Web Worker the bots think in: one that answers `{ id, request }` with
 * `{ id, move }` (`serveBots`). A game's bundle reloads itself (`bundleWorker`); a game built
 * in the page from data (a rules file's text, interpreted) starts a worker that is sent that
 * data and builds the same game itself (`serveBotsOnceGiven`).
 */
export type BotWorkerFactory = () => Worker;

/**
 * The bundle at `moduleUrl` loaded again as a module worker (the bundle serves bot requests
 * when it finds itself in a worker), so the embed stays one file. Null where that can't work:
 * no URL (an inline script), or one a worker can't load (a data: or blob: URL).
 */
export function bundleWorker(moduleUrl: string | null): BotWorkerFactory | null {
  if (moduleUrl === null || !/^https?:|^file:/.test(moduleUrl)) return null;
  return () => new Worker(moduleUrl, { type: 'module', name: 'orrery-bots' });
}

/**
 * Runs bots off the page's main thread, in the worker `startWorker` makes. Where a worker can't
 * start or fails (no factory, no Worker, a cross-origin script, a worker that throws), bots think
 * on the main thread after yielding to the page.
 */
export class BotRunner {
  #worker: Worker | null = null;
  #pending = new Map<number, { request: BotRequest; resolve: (m: Move | null) => void }>();
  #nextId = 1;

  constructor(
    private readonly engine: AnyEngine,
    startWorker: BotWorkerFactory | null,
  ) {
    if (startWorker === null || typeof Worker === 'undefined') return;
    try {
      this.#worker = startWorker();
      this.#worker.onmessage = (e: MessageEvent<BotReply>) => {
        const pending = this.#pending.get(e.data.id);
        this.#pending.delete(e.data.id);
        pending?.resolve(e.data.move);
      };
      this.#worker.onerror = (e) => {
        e.preventDefault();
        this.#fallBack();
      };
    } catch {
      this.#worker = null;
    }
  }

  /** Whether the bots think in a worker (false: on the main thread). */
  get inWorker(): boolean {
    return this.#worker !== null;
  }

  /** The bot's move for this request; null when the seat has no legal move. */
  decide(request: BotRequest): Promise<Move | null> {
    return new Promise((resolve) => {
      if (this.#worker === null) {
        this.#onMainThread(request, resolve);
        return;
      }
      const id = this.#nextId++;
      this.#pending.set(id, { request, resolve });
      this.#worker.postMessage({ id, request });
    });
  }

  dispose(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#pending.clear();
  }

  #fallBack(): void {
    this.#worker?.terminate();
    this.#worker = null;
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of pending) this.#onMainThread(p.request, p.resolve);
  }

  #onMainThread(request: BotRequest, resolve: (m: Move | null) => void): void {
    setTimeout(() => resolve(chooseBotMove(this.engine, request)), 0);
  }
}
