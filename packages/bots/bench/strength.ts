/**
 * Strength by duplicate play: each deal is played twice, bot A on one team and then the other,
 * one hand each, so the luck of the cards cancels. For every game and pairing it prints A's share
 * of the hands that were not tied with a 95% Wilson interval, the same per duplicate pair, and
 * A's mean margin per hand with a 95% interval, against the target.
 *
 * Usage: npm run strength -w @orrery/bots -- [--hands 2000] [--games starbuckaroos:2,starbuckaroos:4]
 *   [--pairings ismcts:1000/random@0.8,ismcts:1000/greedy@0.6,ismcts:4000/ismcts:500@0.55]
 *   [--workers 2] [--seed 1]
 * A pairing is `A/B` with an optional target share after an '@' (`ismcts:1000/greedy@0.6`).
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { argInt, argText, machine } from './args';
import { spec } from './duplicate';
import { meanInterval, pct, wilson } from './stats';
import type { Job } from './strength-worker';

const hands = argInt('hands', 2000);
const deals = Math.ceil(hands / 2);
const games = argText('games', 'starbuckaroos:2,starbuckaroos:4').split(',');
const pairings = argText(
  'pairings',
  'ismcts:1000/random@0.8,ismcts:1000/greedy@0.6,ismcts:4000/ismcts:500@0.55',
)
  .split(',')
  .map((text) => {
    const [pair = '', target] = text.split('@');
    const [a = '', b = ''] = pair.split('/');
    spec(a); // fail early on a bad spec
    spec(b);
    return { a, b, target: target === undefined ? undefined : Number(target) };
  });
const workers = argInt('workers', os.cpus().length);
const firstSeed = argInt('seed', 1);
const CHUNK = 2;

console.log(
  `machine: ${machine()}; ${workers} workers; ${deals} duplicate deals (${deals * 2} hands) per pairing`,
);

// Workers load TypeScript through tsx's loader, registered before the worker module is imported.
const WORKER = new URL('./strength-worker.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER)}); });`;
const pool = Array.from({ length: workers }, () => new Worker(BOOT, { eval: true }));

/** Plays every deal of one game and pairing across the pool, printing progress. */
async function run(game: string, a: string, b: string): Promise<[number, number][]> {
  const queue: number[][] = [];
  for (let k = 0; k < deals; k += CHUNK) {
    queue.push(Array.from({ length: Math.min(CHUNK, deals - k) }, (_, i) => firstSeed + k + i));
  }
  const results: [number, number][] = [];
  const started = Date.now();
  let lastReport = started;
  await Promise.all(
    pool.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          const next = () => {
            const seeds = queue.shift();
            if (seeds === undefined) {
              worker.off('message', onMessage);
              worker.off('error', reject);
              resolve();
              return;
            }
            const job: Job = { game, a, b, seeds };
            worker.postMessage(job);
          };
          const onMessage = (margins: [number, number][]) => {
            results.push(...margins);
            if (Date.now() - lastReport > 10_000) {
              lastReport = Date.now();
              const rate = results.length / ((lastReport - started) / 1000);
              console.log(
                `  ${game} ${a} vs ${b}: ${results.length}/${deals} deals, ` +
                  `~${Math.round((deals - results.length) / rate)} s left`,
              );
            }
            next();
          };
          worker.on('message', onMessage);
          worker.on('error', reject);
          next();
        }),
    ),
  );
  return results;
}

function report(
  game: string,
  a: string,
  b: string,
  target: number | undefined,
  results: [number, number][],
): void {
  const margins = results.flat();
  const won = margins.filter((m) => m > 0).length;
  const lost = margins.filter((m) => m < 0).length;
  const [low, high] = wilson(won, won + lost);
  const pairs = results.map(([x, y]) => x + y);
  const pairsWon = pairs.filter((m) => m > 0).length;
  const pairsLost = pairs.filter((m) => m < 0).length;
  const [pairLow, pairHigh] = wilson(pairsWon, pairsWon + pairsLost);
  const [mean, meanLow, meanHigh] = meanInterval(margins);
  const share = won / Math.max(1, won + lost);
  const verdict =
    target === undefined
      ? ''
      : low >= target
        ? ` target ${pct(target)}: MET`
        : high < target
          ? ` target ${pct(target)}: NOT MET`
          : ` target ${pct(target)}: not settled at this sample size`;
  console.log(
    `${game.padEnd(16)} ${a} vs ${b}: ${margins.length} hands, A ahead in ${won}, behind in ${lost}, ` +
      `level ${margins.length - won - lost}; A's share of non-tied hands ${pct(share)} ` +
      `[${pct(low)}, ${pct(high)}];${verdict}\n` +
      `${''.padEnd(16)} duplicate pairs: A ahead in ${pct(pairsWon / Math.max(1, pairsWon + pairsLost))} ` +
      `[${pct(pairLow)}, ${pct(pairHigh)}] of ${pairsWon + pairsLost} non-tied pairs; ` +
      `mean margin per hand ${mean.toFixed(2)} [${meanLow.toFixed(2)}, ${meanHigh.toFixed(2)}]`,
  );
}

try {
  for (const game of games) {
    for (const { a, b, target } of pairings) {
      const started = Date.now();
      const results = await run(game, a, b);
      report(game, a, b, target, results);
      console.log(`${''.padEnd(16)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
} finally {
  for (const worker of pool) worker.postMessage(null);
}
