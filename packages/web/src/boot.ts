import { serveBots, inWorker } from './match/bot-worker';
import type { AnyEngine } from './match/table-view';

/**
 * The start of every game bundle. In a page it loads the element (Lit and all) and defines its
 * tag; loaded again as the bots' Web Worker it only answers bot requests, so the element code,
 * which needs a DOM, never runs there.
 */
export function boot(engine: AnyEngine, defineElement: () => Promise<unknown>): void {
  if (inWorker()) serveBots(engine);
  else void defineElement();
}
