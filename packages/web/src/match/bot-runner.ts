import type { Move } from '@orrery/runtime';
import { chooseBotMove, type BotRequest } from './bot-move';
import type { BotReply } from './bot-worker';
import type { AnyEngine } from './table-view';

/**
 * Runs bots off the page's main thread: the game's own bundle is loaded again as a module Web
 * Worker (the bundle serves bot requests when it finds itself in a worker), so the embed stays
 * one file. Where a worker can't start (an inline script, a cross-origin bundle, no Worker), bots
 * think on the main thread after yielding to the page.
 */
export class BotRunner {
  #worker: Worker | null = null;
  #pending = new Map<number, { request: BotRequest; resolve: (m: Move | null) => void }>();
  #nextId = 1;

  constructor(
    private readonly engine: AnyEngine,
    moduleUrl: string | null,
  ) {
    if (moduleUrl === null || typeof Worker === 'undefined' || !/^https?:|^file:/.test(moduleUrl))
      return;
    try {
      this.#worker = new Worker(moduleUrl, { type: 'module', name: 'orrery-bots' });
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
