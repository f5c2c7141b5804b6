// How fast the generator and its engines are, in figures: cold regeneration of every rules file
// (`orrery generate --all` in a new process, target 1.5 s), one file in a warm process (target
// 150 ms), and random hands per second down the fast path and the pure API. Not a test: nothing
// here fails a build. Times are CPU time (user + system) of the process that does the work, so a
// busy machine slows the figures less than wall-clock time would; wall time is shown too.
//
//   npm run bench:engines [-- --runs 5 --hands 20000]

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { engine as annexation } from '@orrery/engine-annexation';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { randomBelow, seedRandom, type AnyEngine } from '@orrery/runtime';
import { buildEngine } from '../src/index';
import { forgetNamesRead } from '../src/module-names';
import { distinctGames, generatedLines, sharedDefinitions } from '../test/distinct-definitions';
import { argInt, fastHands, median } from './measure';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const RUNS = argInt('runs', 5);
const FAST_HANDS = argInt('hands', 20_000);
const PURE_HANDS = Math.max(1, Math.round(FAST_HANDS / 8));

/** CPU and wall milliseconds of `run`. */
function measure(run: () => void): { cpu: number; wall: number } {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  run();
  const used = process.cpuUsage(cpu0);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - wall0 };
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.availableParallelism()} cores (nproc), ${cpu}, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}

function rulesFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.rules'))
    .map((name) => path.join(dir, name))
    .sort();
}

/**
 * `orrery generate --all` in a new Node process; CPU time as the process itself reports it (not
 * esbuild's, when the run builds the CLI's bundle: esbuild is a process of its own). `cache` is
 * the CLI's bundle cache (ORRERY_CLI_CACHE).
 */
function coldGenerate(cache: string): { cpu: number; wall: number } {
  const report =
    'data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("CPU_US "+(u.user+u.system)+"\\n")})';
  const started = performance.now();
  const child = spawnSync(
    process.execPath,
    ['--import', report, 'packages/cli/bin/orrery.js', 'generate', '--all'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, ORRERY_CLI_CACHE: cache } },
  );
  const wall = performance.now() - started;
  if (child.status !== 0) throw new Error(`orrery generate failed:\n${child.stderr}`);
  const cpu = Number(/CPU_US (\d+)/.exec(child.stderr)?.[1] ?? NaN) / 1000;
  return { cpu, wall };
}

/** Median milliseconds to check and generate each rules file, in this (warm) process. */
function warmGenerate(): { file: string; cpu: number }[] {
  return rulesFiles(path.join(root, 'rules')).map((file) => {
    const name = path.relative(root, file);
    const text = readFileSync(file, 'utf8');
    for (let i = 0; i < 5; i++) buildEngine(text, name);
    const times: number[] = [];
    // Each run reads its declarations' names afresh: after an edit most of a file's texts are
    // new, so a run that found every text read before would time less than a designer waits.
    for (let i = 0; i < RUNS * 2; i++) {
      forgetNamesRead();
      times.push(measure(() => buildEngine(text, name)).cpu);
    }
    return { file: name, cpu: median(times) };
  });
}

/** The same through the pure API: `legalMoves` and `apply`, a new state every move. */
function pureHands(engine: AnyEngine, hands: number, seed: number): void {
  const picks = [...seedRandom(seed)];
  let played = 0;
  for (let match = seed; played < hands; match++) {
    const setup = engine.setup({ seed: match });
    if (!setup.ok) throw new Error(setup.error.message);
    let s = setup.value;
    let hand = engine.fast.handNumber(s);
    while (engine.toMove(s) !== null && played < hands) {
      const legal = engine.legalMoves(s);
      const next = engine.apply(s, legal[randomBelow(picks, legal.length)]);
      if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
      s = next.state;
      if (engine.fast.handNumber(s) !== hand || engine.toMove(s) === null) {
        played++;
        hand = engine.fast.handNumber(s);
      }
    }
  }
}

/** Median hands per CPU second over RUNS runs, after a warm-up run. */
function handsPerSecond(
  play: (engine: AnyEngine, hands: number, seed: number) => void,
  engine: AnyEngine,
  hands: number,
): number {
  play(engine, Math.max(1, Math.round(hands / 4)), 999);
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    rates.push(hands / (measure(() => play(engine, hands, run + 1)).cpu / 1000));
  }
  return median(rates);
}

const round = (n: number) => Math.round(n).toLocaleString('en-US');

console.log(`machine: ${machine()}`);
console.log(`runs: ${RUNS} (medians shown)`);
console.log('');

// A bundle cache of its own: the first run builds the CLI's bundle, as the first run after any
// edit to its sources does, and the second fills V8's code cache of ts-morph beside it (the
// first loaded ts-morph to build the bundle); the runs measured start from both, as every other
// run does.
const COLD_TARGET_MS = 1500;
const WARM_TARGET_MS = 150;
const cliCache = mkdtempSync(path.join(os.tmpdir(), 'orrery-bench-cli-'));
const building = coldGenerate(cliCache);
const caching = coldGenerate(cliCache);
const cold: { cpu: number; wall: number }[] = [];
for (let run = 0; run < RUNS; run++) cold.push(coldGenerate(cliCache));
rmSync(cliCache, { recursive: true, force: true });
const coldCpu = median(cold.map((c) => c.cpu));
console.log(
  `cold: orrery generate --all (${rulesFiles(path.join(root, 'rules')).length} files, a new node process each run): ` +
    `${round(coldCpu)} ms CPU, ${round(median(cold.map((c) => c.wall)))} ms wall ` +
    `(target ${round(COLD_TARGET_MS)} ms CPU: ${coldCpu <= COLD_TARGET_MS ? 'met' : 'MISSED'})`,
);
console.log(
  `  first run, building the CLI's bundle: ${round(building.cpu)} ms CPU without esbuild's, ` +
    `${round(building.wall)} ms wall; second, filling the code cache: ${round(caching.cpu)} ms CPU`,
);

const warm = warmGenerate();
const slowest = Math.max(...warm.map((w) => w.cpu));
console.log(
  `warm: check + generate one file in this process, median CPU ms of ${RUNS * 2} runs after 5 (target ${WARM_TARGET_MS}):`,
);
for (const { file, cpu } of warm) console.log(`  ${file.padEnd(52)} ${cpu.toFixed(1).padStart(7)}`);
console.log(
  `  ${'slowest'.padEnd(52)} ${slowest.toFixed(1).padStart(7)} (${slowest <= WARM_TARGET_MS ? 'met' : 'MISSED'})`,
);
console.log('');

const games: [string, AnyEngine][] = [
  ['Mars & Venus', marsVenus],
  ['Starbuckaroos', starbuckaroos],
  ['Annexation', annexation],
];
console.log(
  'random hands per CPU second, one core (targets for Mars & Venus: fast 150,000, pure 20,000):',
);
for (const [title, engine] of games) {
  const fastRate = handsPerSecond(fastHands, engine, FAST_HANDS);
  const pureRate = handsPerSecond(pureHands, engine, PURE_HANDS);
  console.log(
    `  ${title.padEnd(14)} fast ${round(fastRate).padStart(9)}   pure ${round(pureRate).padStart(8)}`,
  );
}

// Issue 27: what the generated engines of distinct games still write alike (none of it code:
// src/distinct-definitions.test.ts), and the size of the smallest seed game's engine.
const distinct = distinctGames();
const shared = sharedDefinitions(distinct);
const count = (kind: string) => shared.filter((d) => d.kind === kind).length;
console.log('');
console.log(
  `definitions standing in two or more of ${distinct.length} distinct games' engines: ` +
    `${count('code')} of code (target 0), ${count('type')} type declarations, ` +
    `${count('data')} data tables; Mars & Venus: ${generatedLines('mars-venus')} generated lines (target at most 900)`,
);
