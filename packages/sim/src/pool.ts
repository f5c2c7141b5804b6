// Shares a run's matches among worker threads in small numbered chunks. Match i is always
// played from the same seeds, so the tallies add up to the same figures for any worker count.

import { Worker } from 'node:worker_threads';
import { emptyTally, mergeTally, type Tally } from './tally';
import type { FromWorker, ToWorker, WorkerSetup } from './worker';

export interface PoolRun {
  readonly bundle: string;
  readonly setup: Omit<WorkerSetup, 'stop'>;
  readonly games: number;
  readonly workers: number;
  /** Called as matches finish, with how many are done so far. */
  readonly onProgress?: (done: number) => void;
}

export interface PoolHandle {
  /** Resolves with every finished chunk's tally; `interrupted` when `stop` came first. */
  readonly done: Promise<{ readonly tally: Tally; readonly interrupted: boolean }>;
  /**
   * Stops handing out matches; each worker finishes the match it is playing and sends what it
   * has. A second call ends the workers at once, dropping what they have not sent.
   */
  stop(): void;
}

/** Small enough chunks to keep every core busy to the end, large enough to cost few messages. */
export function chunkSize(games: number, workers: number): number {
  return Math.max(1, Math.min(250, Math.ceil(games / (workers * 40))));
}

export function runPool(run: PoolRun): PoolHandle {
  const teams = Math.max(...run.setup.teamOfSeat) + 1;
  const total = emptyTally(run.setup.seats, teams);
  const size = chunkSize(run.games, run.workers);
  const workers: Worker[] = [];
  const stopFlag = new SharedArrayBuffer(4);
  const setup: WorkerSetup = { ...run.setup, stop: stopFlag };
  let next = 0;
  let done = 0;
  let stopped = false;
  let settled = false;
  let resolve!: (value: { tally: Tally; interrupted: boolean }) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<{ tally: Tally; interrupted: boolean }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  let busy = 0;

  const finish = (error?: Error) => {
    if (settled) return;
    settled = true;
    for (const w of workers) void w.terminate();
    if (error !== undefined) reject(error);
    else resolve({ tally: total, interrupted: stopped && total.games < run.games });
  };

  const feed = (worker: Worker, told: { games: number }) => {
    if (stopped || next >= run.games) {
      if (busy === 0) finish();
      return;
    }
    const from = next;
    const to = Math.min(run.games, from + size);
    next = to;
    busy++;
    told.games = 0;
    worker.postMessage({ kind: 'play', from, to } satisfies ToWorker);
  };

  const count = Math.max(1, Math.min(run.workers, Math.ceil(run.games / size)));
  for (let k = 0; k < count; k++) {
    const worker = new Worker(run.bundle, { workerData: setup });
    workers.push(worker);
    const told = { games: 0 };
    worker.on('message', (message: FromWorker) => {
      if (settled) return;
      if (message.kind === 'error') {
        finish(new Error(message.message));
        return;
      }
      if (message.kind === 'progress') {
        told.games += message.games;
        done += message.games;
      } else {
        busy--;
        done += message.to - message.from - told.games;
        mergeTally(total, message.tally);
      }
      run.onProgress?.(done);
      if (message.kind === 'done') feed(worker, told);
    });
    worker.on('error', (error) => finish(error));
    feed(worker, told);
  }

  return {
    done: promise,
    stop() {
      if (stopped) {
        finish();
        return;
      }
      stopped = true;
      Atomics.store(new Int32Array(stopFlag), 0, 1);
      if (busy === 0) finish();
    },
  };
}
