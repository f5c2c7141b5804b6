// How fast the interpreter plays, next to the engine the generator compiled from the same rules
// file: random hands per CPU second down the fast path (a bot's playouts), and ISMCTS
// iterations per CPU second on the first decision of a hand. Figures only: nothing here fails
// a build. CPU time is this process's (user + system), so a busy shared machine slows it less.
//
//   npm run bench:interpret -w @orrery/engine-gen [-- --runs 5 --hands 5000 --iterations 3000]

import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { botEngineOf, createBot } from '@orrery/bots';
import { engine as annexation } from '@orrery/engine-annexation';
import { engine as crazyEights } from '@orrery/engine-crazy-eights';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as spades } from '@orrery/engine-spades';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { check } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { interpret } from '../src/interpret/index';
import { argInt, fastHands, median } from './measure';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const RUNS = argInt('runs', 5);
const HANDS = argInt('hands', 5_000);
const ITERATIONS = argInt('iterations', 3_000);

/** The rules files measured, each distinct game under its default options, and their engines. */
const COMPILED = new Map<string, AnyEngine>([
  ['rules/mars-venus.rules', marsVenus],
  ['rules/examples/spades.rules', spades],
  ['rules/examples/crazy-eights.rules', crazyEights],
  ['rules/starbuckaroos.rules', starbuckaroos],
  ['rules/annexation.rules', annexation],
]);
const FILES = [...COMPILED.keys()];

function cpuMillis(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** Median hands per CPU second over RUNS runs, after a warm-up. */
function handsPerSecond(engine: AnyEngine): number {
  fastHands(engine, Math.max(1, Math.round(HANDS / 4)), 999);
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = cpuMillis();
    fastHands(engine, HANDS, run + 1);
    rates.push((HANDS * 1000) / (cpuMillis() - t0));
  }
  return median(rates);
}

/** Median ISMCTS iterations per CPU second on the first decision of a hand, each run a deal. */
function iterationsPerSecond(engine: AnyEngine): number {
  const handle = botEngineOf(engine);
  const turn = (seed: number) => {
    const setup = engine.setup({ seed });
    if (!setup.ok) throw new Error(setup.error.message);
    const seat = engine.toMove(setup.value) ?? 0;
    return {
      engine: handle,
      view: engine.view(setup.value, seat),
      legal: engine.legalMoves(setup.value),
      seat,
    };
  };
  createBot({ kind: 'ismcts', iterations: Math.round(ITERATIONS / 4) }, 1).decide(turn(1));
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = turn(2 + run);
    const t0 = cpuMillis();
    createBot({ kind: 'ismcts', iterations: ITERATIONS }, 2 + run).decide(t);
    rates.push((ITERATIONS * 1000) / (cpuMillis() - t0));
  }
  return median(rates);
}

const round = (n: number) => Math.round(n).toLocaleString('en-US');

console.log(
  `machine: ${os.availableParallelism()} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`runs: ${RUNS} (medians), ${HANDS} hands a run, ISMCTS at ${ITERATIONS} iterations`);
console.log('');
console.log(
  `${'rules file'.padEnd(36)} ${'hands/s compiled'.padStart(17)} ${'interpreted'.padStart(12)} ${'ratio'.padStart(6)}` +
    ` ${'ISMCTS it/s compiled'.padStart(21)} ${'interpreted'.padStart(12)} ${'ratio'.padStart(6)}`,
);
for (const file of FILES) {
  const compiled = COMPILED.get(file);
  if (compiled === undefined) throw new Error(`no compiled engine for ${file}`);
  const { game } = check(readFileSync(path.join(root, file), 'utf8'), file);
  if (game === undefined) throw new Error(`${file} does not check`);
  const result = interpret(game, file);
  if (result.engine === undefined) throw new Error(`${file} is not interpreted`);
  const interpreted = result.engine;
  const [hc, hi] = [handsPerSecond(compiled), handsPerSecond(interpreted)];
  const [ic, ii] = [iterationsPerSecond(compiled), iterationsPerSecond(interpreted)];
  console.log(
    `${file.padEnd(36)} ${round(hc).padStart(17)} ${round(hi).padStart(12)} ${(hi / hc).toFixed(2).padStart(6)}` +
      ` ${round(ic).padStart(21)} ${round(ii).padStart(12)} ${(ii / ic).toFixed(2).padStart(6)}`,
  );
}
console.log('');
console.log(
  'usefulness: a designer bot at ismcts:300 answers in 300 / (interpreted ISMCTS it/s) seconds',
);
