/**
 * Strength by duplicate play: each deal is played twice, bot A on one team and then the other,
 * one hand each, so the luck of the cards cancels. For every game and pairing it prints A's share
 * of the hands that were not tied with a 95% Wilson interval, the same per duplicate pair, and
 * A's mean margin per hand with a 95% interval, against the target.
 *
 * Usage: npm run strength -w @orrery/bots -- [--hands 2000] [--games starbuckaroos:2,starbuckaroos:4]
 *   [--pairings ismcts:1000/random@0.8,ismcts:1000/greedy@0.6,ismcts:4000/ismcts:500@0.55]
 *   [--workers 2] [--seed 1] [--save results.json]
 *        npm run strength -w @orrery/bots -- --pool first.json,second.json
 * A pairing is `A/B` with an optional target share after an '@' (`ismcts:1000/greedy@0.6`).
 * `--save` writes every deal's seed and margins (results.ts); `--pool` plays nothing and reports
 * the saved runs of each game and pairing as one sample, refusing a seed dealt twice.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { argInt, argText, machine } from './args';
import { spec } from './duplicate';
import { reportLines } from './report';
import {
  poolRuns,
  readResults,
  RESULTS_FORMAT,
  ResultsError,
  type DealResult,
  type PairingRun,
} from './results';
import type { Job } from './strength-worker';

/** A path given on the command line, from where `npm run` was typed (not the package folder). */
const fromCaller = (file: string): string => path.resolve(process.env['INIT_CWD'] ?? '.', file);

const poolFiles = argText('pool', '');
if (poolFiles !== '') {
  try {
    const runs = poolFiles.split(',').flatMap((file) => {
      const saved = readResults(readFileSync(fromCaller(file), 'utf8'), file);
      return saved.runs.map((run) => ({ run, source: file }));
    });
    for (const run of poolRuns(runs)) console.log(reportLines(run));
    process.exit(0);
  } catch (e) {
    if (!(e instanceof ResultsError) && !(e instanceof Error && 'code' in e)) throw e;
    console.error(e.message);
    process.exit(2);
  }
}

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
const saveArg = argText('save', '');
const saveTo = saveArg === '' ? '' : fromCaller(saveArg);
const CHUNK = 2;

console.log(
  `machine: ${machine()}; ${workers} workers; ${deals} duplicate deals (${deals * 2} hands) per pairing`,
);

// Workers load TypeScript through tsx's loader, registered before the worker module is imported.
const WORKER = new URL('./strength-worker.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER)}); });`;
const pool = Array.from({ length: workers }, () => new Worker(BOOT, { eval: true }));

/** Plays every deal of one game and pairing across the pool, printing progress. */
async function run(game: string, a: string, b: string): Promise<DealResult[]> {
  const queue: number[][] = [];
  for (let k = 0; k < deals; k += CHUNK) {
    queue.push(Array.from({ length: Math.min(CHUNK, deals - k) }, (_, i) => firstSeed + k + i));
  }
  const results: DealResult[] = [];
  const started = Date.now();
  let lastReport = started;
  await Promise.all(
    pool.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          let seeds: number[] | undefined;
          const next = () => {
            seeds = queue.shift();
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
            margins.forEach(([first, second], i) => results.push([seeds![i]!, first, second]));
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

const done: PairingRun[] = [];
try {
  for (const game of games) {
    for (const { a, b, target } of pairings) {
      const started = Date.now();
      const played = (await run(game, a, b)).sort((x, y) => x[0] - y[0]);
      const result = { game, a, b, ...(target === undefined ? {} : { target }), deals: played };
      done.push(result);
      console.log(reportLines(result));
      console.log(`${''.padEnd(16)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      // Written after every pairing, so an interrupted run keeps what it finished.
      if (saveTo !== '') {
        const file = { format: RESULTS_FORMAT, machine: machine(), runs: done };
        writeFileSync(saveTo, JSON.stringify(file) + '\n');
      }
    }
  }
} finally {
  for (const worker of pool) worker.postMessage(null);
}
