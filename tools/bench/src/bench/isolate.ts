/**
 * One engine of one game in a worker thread of its own, measured when the main thread asks.
 *
 * Each worker is a V8 isolate with its own JIT state, so what one engine teaches the compiler
 * cannot slow another: boardgame.io hands the runtime's shared random functions an immer draft,
 * and in one isolate that made every generated engine that ran after it about a third slower.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { rate } from './rate';
import { runner, type EngineName, type GameId } from './runners';

export interface IsolateSetup {
  readonly game: GameId;
  readonly engine: EngineName;
  readonly seed: number;
}

/** A request: play for `millis` and answer with hands per second. */
export interface MeasureRequest {
  readonly millis: number;
}

const port = parentPort;
if (port === null) throw new Error('isolate.ts runs as a worker thread');
const { game, engine, seed } = workerData as IsolateSetup;
// boardgame.io checks every state for serialisability unless it runs in production mode.
process.env['NODE_ENV'] = 'production';
const run = runner(game, engine, seed);
port.on('message', (request: MeasureRequest) => port.postMessage(rate(run, request.millis)));
