import { IN_WORKER } from '../in-worker';
import { chooseBotMove, type BotRequest } from './bot-move';
import type { AnyEngine } from './table-view';

/** True when this module runs inside a Web Worker rather than a page (in-worker.ts). */
export function inWorker(): boolean {
  return IN_WORKER;
}

export interface BotReply {
  readonly id: number;
  readonly move: ReturnType<typeof chooseBotMove>;
}

interface WorkerScope {
  onmessage: ((e: MessageEvent) => void) | null;
  postMessage(reply: BotReply): void;
}

/** Answers bot requests posted by the page: `{ id, request }` in, `{ id, move }` out. */
export function serveBots(engine: AnyEngine): void {
  const scope = globalThis as unknown as WorkerScope;
  scope.onmessage = (e: MessageEvent<{ id: number; request: BotRequest }>) => {
    const { id, request } = e.data;
    scope.postMessage({ id, move: chooseBotMove(engine, request) });
  };
}

/**
 * For a worker that is told its game rather than carrying it: the page's first message is the
 * game's data (for an interpreted game, its rules text), `build` makes the engine from it, and
 * every later message is a bot request, as in `serveBots`. A game that can't be built throws:
 * the page sees the worker fail and its bots think on the main thread instead.
 */
export function serveBotsOnceGiven<T>(build: (data: T) => AnyEngine): void {
  const scope = globalThis as unknown as WorkerScope;
  scope.onmessage = (e: MessageEvent<T>) => serveBots(build(e.data));
}
