// The worker side of the server's bots: this module is bundled with an engine (see bot-pool.ts)
// and answers decision requests, so a search of thousands of playouts never holds up the event
// loop that serves the rooms.

import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { botEngineOf, createBot, parseBotSpec } from '@orrery/bots';
import type { Engine, Move } from '@orrery/runtime';

/** What the pool gives each of its workers. */
export interface BotWorkerSetup {
  readonly orreryServerBots: true;
}

export interface BotRequest {
  readonly id: number;
  readonly spec: string;
  readonly seed: number;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly Move[];
}

export type BotAnswer =
  | { readonly id: number; readonly ok: true; readonly index: number }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** Chooses among `legal` for `request`; the answer is an index, so nothing but a listed move comes back. */
export function decideIndex(engine: Engine<unknown, Move, unknown>, request: BotRequest): number {
  const parsed = parseBotSpec(request.spec);
  if (!parsed.ok) throw new Error(parsed.message);
  const bot = createBot(parsed.spec, request.seed);
  const move = bot.decide({
    engine: botEngineOf(engine),
    view: request.view,
    legal: request.legal,
    seat: request.seat,
  });
  const index = request.legal.indexOf(move);
  if (index < 0) throw new Error(`the bot chose a move it was not offered`);
  return index;
}

/** Serves requests when this module runs in a worker started by the bot pool; else nothing. */
export function serveBots(engine: Engine<unknown, Move, unknown>): void {
  const setup = workerData as BotWorkerSetup | undefined;
  if (isMainThread || parentPort === null || setup?.orreryServerBots !== true) return;
  const port = parentPort;
  port.on('message', (request: BotRequest) => {
    let answer: BotAnswer;
    try {
      answer = { id: request.id, ok: true, index: decideIndex(engine, request) };
    } catch (error) {
      answer = {
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      };
    }
    port.postMessage(answer);
  });
}
