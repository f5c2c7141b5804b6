import type { Runner } from '../bench/runners';

/** This process's CPU time (user + system, every thread), in milliseconds. */
export function cpuMillis(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Hands per CPU second of one runner over about `millis` of this process's CPU time, in growing
 * batches (as `rate`, by the CPU clock: time the machine gave other work is not counted).
 */
export function cpuRate(run: Runner, millis: number, clock: () => number = cpuMillis): number {
  let hands = 0;
  let batch = 1;
  const start = clock();
  for (;;) {
    const t0 = clock();
    run(batch);
    hands += batch;
    const now = clock();
    if (now - start >= millis) return (hands * 1000) / (now - start);
    if (now - t0 < 10) batch *= 2;
  }
}
