// The worker side of a run: plays the matches it is sent and answers with their tally.

import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { playGame, type PlaySettings } from './play';
import type { AnyEngine } from './players';
import { addGame, emptyTally, type Tally } from './tally';

/** What the main thread gives each worker when it starts. */
export interface WorkerSetup {
  readonly orrerySim: true;
  readonly settings: PlaySettings;
  readonly seats: number;
  readonly teamOfSeat: readonly number[];
  /** One Int32 that the main thread sets to 1 to stop every worker after its current match. */
  readonly stop: SharedArrayBuffer;
}

export type ToWorker = { readonly kind: 'play'; readonly from: number; readonly to: number };

export type FromWorker =
  | { readonly kind: 'progress'; readonly games: number }
  | { readonly kind: 'done'; readonly from: number; readonly to: number; readonly tally: Tally }
  | { readonly kind: 'error'; readonly message: string };

/** Serves `play` requests when this module runs in a worker started by the pool; else nothing. */
export function serveMatches(engine: AnyEngine): void {
  const setup = workerData as WorkerSetup | undefined;
  if (isMainThread || parentPort === null || setup?.orrerySim !== true) return;
  const port = parentPort;
  const teamCount = Math.max(...setup.teamOfSeat) + 1;
  const teamOf = (seat: number) => setup.teamOfSeat[seat] ?? 0;
  const stop = new Int32Array(setup.stop);
  port.on('message', (message: ToWorker) => {
    const tally = emptyTally(setup.seats, teamCount);
    let told = Date.now();
    let untold = 0;
    let index = message.from;
    try {
      // A stop (Ctrl-C) ends the chunk early; the matches finished so far are still sent.
      for (; index < message.to && Atomics.load(stop, 0) === 0; index++) {
        addGame(tally, playGame(engine, setup.settings, index), teamOf);
        untold++;
        if (Date.now() - told > 250) {
          port.postMessage({ kind: 'progress', games: untold } satisfies FromWorker);
          told = Date.now();
          untold = 0;
        }
      }
      port.postMessage({
        kind: 'done',
        from: message.from,
        to: message.to,
        tally,
      } satisfies FromWorker);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      port.postMessage({ kind: 'error', message: text } satisfies FromWorker);
    }
  });
}
