// How fast moves that take a set of cards are listed, compiled and interpreted: listings per CPU
// second of two positions of the generator's test games (../test/set-games.ts), "pass 3 of 13"
// (a hand's 286 sets of three) and "capture by sum" (each hand card against every set of eight
// table cards, pruned by the sum). Figures only: nothing here fails a build.
//
//   npm run bench:sets -w @orrery/engine-gen [-- --runs 5 --listings 20000]

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { check } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { generateEngine } from '../src/generate';
import { interpret } from '../src/interpret/index';
import { PASS_THREE, SUM_CAPTURE } from '../test/set-games';
import { argInt, median } from './measure';

const RUNS = argInt('runs', 5);
const LISTINGS = argInt('listings', 20_000);
const scratch = fileURLToPath(new URL('../tmp/set-bench/', import.meta.url));

function cpuMillis(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

async function engines(name: string, text: string): Promise<[AnyEngine, AnyEngine]> {
  const { game } = check(text, `${name}.rules`);
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const f of generateEngine(game!, `${name}.rules`))
    writeFileSync(path.join(dir, f.name), f.text);
  const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
  return [compiled, interpret(game!, `${name}.rules`).engine!];
}

/** A state of `engine` at `seed`, after `moves` of its first legal moves. */
function position(engine: AnyEngine, seed: number, options: Record<string, number>, moves = 0) {
  const set = engine.setup({ seed, options });
  if (!set.ok) throw new Error(set.error.message);
  let state = set.value;
  for (let k = 0; k < moves; k++) {
    const r = engine.apply(state, engine.legalMoves(state).at(-1));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

/** Median listings per CPU second of `state` through the fast path, and the moves listed. */
function listingsPerSecond(engine: AnyEngine, state: unknown): { rate: number; moves: number } {
  const codes: number[] = [];
  const s = engine.fast.clone(state);
  let moves = 0;
  for (let k = 0; k < LISTINGS / 4; k++) moves = engine.fast.legal(s, codes);
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = cpuMillis();
    for (let k = 0; k < LISTINGS; k++) engine.fast.legal(s, codes);
    rates.push((LISTINGS * 1000) / (cpuMillis() - t0));
  }
  return { rate: median(rates), moves };
}

const round = (n: number) => Math.round(n).toLocaleString('en-US');

console.log(
  `machine: ${os.availableParallelism()} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`runs: ${RUNS} (medians), ${LISTINGS} listings a run`);
const [passC, passI] = await engines('pass-three', PASS_THREE);
const [sumC, sumI] = await engines('sum-capture', SUM_CAPTURE);
const cases: [string, AnyEngine, AnyEngine, (e: AnyEngine) => unknown][] = [
  ['pass 3 of 13', passC, passI, (e) => position(e, 1, {})],
  [
    'capture by sum, 6 in hand, 8 on the table',
    sumC,
    sumI,
    (e) => position(e, 3, { 'table-cards': 8 }),
  ],
];
for (const [what, compiled, interpreted, at] of cases) {
  const c = listingsPerSecond(compiled, at(compiled));
  const i = listingsPerSecond(interpreted, at(interpreted));
  console.log(
    `${what}: ${c.moves} moves; compiled ${round(c.rate)} listings/s, interpreted ${round(i.rate)} listings/s (${(c.rate / i.rate).toFixed(2)}x)`,
  );
}
rmSync(scratch, { recursive: true, force: true });
