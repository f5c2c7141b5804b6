/**
 * Speed of ISMCTS on one core, on the first decision of a Mars & Venus hand (the widest one:
 * fourteen cards in hand, nothing seen yet):
 * - iterations per second at a fixed iteration count (`--iterations`, default 20000);
 * - the median and spread of decision times at 1,000 iterations over `--decisions` first
 *   decisions (default 101), each from a different deal.
 * Usage: npm run speed -w @orrery/bots -- [--iterations N] [--decisions N]
 */
import { engine } from '@orrery/engine-mars-venus';
import { botEngineOf, createBot } from '../src/index';
import { argInt, machine } from './args';

const iterations = argInt('iterations', 20_000);
const decisions = argInt('decisions', 101);
const handle = botEngineOf(engine);

function firstTurn(seed: number) {
  const setup = engine.setup({ seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const state = setup.value;
  const seat = engine.toMove(state) ?? 0;
  return { engine: handle, view: engine.view(state, seat), legal: engine.legalMoves(state), seat };
}

console.log(`machine: ${machine()}`);
// Warm the JIT up before timing anything.
createBot({ kind: 'ismcts', iterations: 2000 }, 1).decide(firstTurn(1));

/** CPU milliseconds of this process (user + system): a busy shared machine slows it less. */
function cpuMillis(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

// Iterations per second: the median of five runs, each on its own deal, in CPU time.
const rates: number[] = [];
let wall = 0;
for (let run = 0; run < 5; run++) {
  const turn = firstTurn(2 + run);
  const cpu0 = cpuMillis();
  const wall0 = performance.now();
  createBot({ kind: 'ismcts', iterations }, 2 + run).decide(turn);
  wall += performance.now() - wall0;
  rates.push((iterations * 1000) / (cpuMillis() - cpu0));
}
const rate = median(rates);
console.log(
  `ISMCTS, first decision of a Mars & Venus hand: ${Math.round(rate)} iterations/s of CPU time ` +
    `(median of 5 runs of ${iterations}, ${Math.round(Math.min(...rates))}-${Math.round(Math.max(...rates))}; ` +
    `${Math.round((5 * iterations * 1000) / wall)}/s by the wall clock; target 50000)`,
);

const times: number[] = [];
for (let k = 0; k < decisions; k++) {
  const turn = firstTurn(100 + k);
  const t0 = cpuMillis();
  createBot({ kind: 'ismcts', iterations: 1000 }, k).decide(turn);
  times.push(cpuMillis() - t0);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(
  `decision at 1,000 iterations over ${decisions} deals, CPU time: median ${at(0.5).toFixed(1)} ms, ` +
    `10% ${at(0.1).toFixed(1)} ms, 90% ${at(0.9).toFixed(1)} ms (target: median <= 50 ms)`,
);
