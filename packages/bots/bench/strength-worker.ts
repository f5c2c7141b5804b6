// A strength worker: plays the duplicate deals it is sent and posts A's margins back.
import { parentPort } from 'node:worker_threads';
import { duplicateDeal, spec } from './duplicate';

export interface Job {
  readonly game: string;
  readonly a: string;
  readonly b: string;
  readonly seeds: readonly number[];
}

parentPort?.on('message', (job: Job | null) => {
  if (job === null) {
    parentPort?.close();
    return;
  }
  const a = spec(job.a);
  const b = spec(job.b);
  const margins = job.seeds.map((seed) => duplicateDeal(job.game, a, b, seed));
  parentPort?.postMessage(margins);
});
