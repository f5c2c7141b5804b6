import { chooseBotMove, type BotRequest } from './bot-move';
import type { AnyEngine } from './table-view';

/** True when this module runs inside a Web Worker rather than a page. */
export function inWorker(): boolean {
  return (
    typeof document === 'undefined' &&
    typeof (globalThis as { postMessage?: unknown }).postMessage === 'function'
  );
}

export interface BotReply {
  readonly id: number;
  readonly move: ReturnType<typeof chooseBotMove>;
}

/** Answers bot requests posted by the page: `{ id, request }` in, `{ id, move }` out. */
export function serveBots(engine: AnyEngine): void {
  const scope = globalThis as unknown as {
    onmessage: ((e: MessageEvent<{ id: number; request: BotRequest }>) => void) | null;
    postMessage(reply: BotReply): void;
  };
  scope.onmessage = (e) => {
    const { id, request } = e.data;
    scope.postMessage({ id, move: chooseBotMove(engine, request) });
  };
}
