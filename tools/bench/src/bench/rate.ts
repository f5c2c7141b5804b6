import type { Runner } from './runners';

/** Hands per second of one runner over about `millis` of wall time, in growing batches. */
export function rate(run: Runner, millis: number): number {
  let hands = 0;
  let batch = 1;
  const start = performance.now();
  for (;;) {
    const t0 = performance.now();
    run(batch);
    hands += batch;
    const now = performance.now();
    if (now - start >= millis) return (hands * 1000) / (now - start);
    // Look at the clock about every 10 ms, whatever the engine's speed.
    if (now - t0 < 10) batch *= 2;
  }
}
