/**
 * `npm run bench:spread -- [--game G] [--isolates K] [--rounds N] [--millis N]`: how much one run
 * of `npm run bench` can say. The table measures each engine in one worker thread (one V8
 * isolate), and an isolate's speed depends on where it landed: on a shared machine one CPU can
 * run the same code a third slower than the other, and the thread stays where it started. Here
 * K isolates each of the generated fast path and the hand-written engine are warmed up and
 * measured in alternated rounds (wall time, one at a time, as the table does); the report gives
 * each isolate's median, the ratio of the typical isolates, and the range one pair of isolates
 * could read. To compare like with like, pin the run: `taskset -c 1 npm run bench`.
 */

import { Isolate } from '../bench/measure';
import type { GameId } from '../bench/runners';
import { spreadOf, type IsolateRates } from './spread';

// boardgame.io is not played here, but the runners module imports it.
process.env['NODE_ENV'] = 'production';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i < 0 ? fallback : Number(process.argv[i + 1]);
  if (!(Number.isInteger(value) && value >= 1)) {
    console.error(
      `bench:spread: --${name} needs a whole number from 1, got '${process.argv[i + 1]}'`,
    );
    process.exit(2);
  }
  return value;
}

const gameAt = process.argv.indexOf('--game');
const game = (gameAt < 0 ? 'starbuckaroos' : process.argv[gameAt + 1]) as GameId;
if (game !== 'starbuckaroos' && game !== 'mars-venus') {
  console.error(`bench:spread: no game '${String(game)}' (mars-venus or starbuckaroos)`);
  process.exit(2);
}
const count = option('isolates', 4);
const rounds = option('rounds', 5);
const millis = option('millis', 400);
const engines = ['generated-fast', 'handwritten'] as const;

const isolates = Array.from({ length: count }, () =>
  engines.map((engine) => ({
    engine,
    isolate: new Isolate({ game, engine, seed: 7 }),
    rates: [] as number[],
  })),
).flat();
try {
  for (const x of isolates) await x.isolate.measure(1500);
  for (let r = 0; r < rounds; r++) {
    for (const x of r % 2 === 0 ? isolates : [...isolates].reverse()) {
      x.rates.push(await x.isolate.measure(millis));
    }
  }
} finally {
  await Promise.all(isolates.map((x) => x.isolate.close()));
}

const spread = spreadOf(isolates as readonly IsolateRates[], engines[0], engines[1]);
const n = (x: number) => Math.round(x).toLocaleString('en');
console.log(`${game}: hands per second, each isolate's median of ${rounds} rounds`);
for (const engine of engines) {
  console.log(`  ${engine.padEnd(15)} ${spread.medians[engine]!.map(n).join('  ')}`);
}
console.log(
  `typical isolates: ${n(spread.typical[engines[0]]!)} / ${n(spread.typical[engines[1]]!)} = ${spread.ratio.toFixed(3)}x;` +
    ` one isolate of each could read ${spread.pairs.min.toFixed(2)}x to ${spread.pairs.max.toFixed(2)}x`,
);
