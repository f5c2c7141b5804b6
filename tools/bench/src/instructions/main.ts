/**
 * `npm run bench:instructions -- [--game G] [--hands N]`: the generated fast path and the
 * hand-written engine of a game, measured by the instructions a hand takes rather than by time.
 *
 * On a shared machine one run of `npm run bench` can move a ratio by a fifth, and even
 * `bench:compare` by a few percent, so a change of 2% cannot be seen by timing. Valgrind's
 * cachegrind counts the instructions a program runs, and with V8 made predictable
 * (`--predictable`: it compiles on the main thread, and no heuristic reads the clock, so garbage
 * is collected at the same points) the count is the same in every run, whatever else the machine
 * runs (`--single-threaded` alone moved by up to 2% under load). Each engine plays
 * N/3 and N whole hands (the benchmark's own runners, bundled with esbuild) and the difference is
 * divided by the difference in hands, which leaves out starting Node and compiling.
 *
 * Instructions are not time: a cache miss or a mispredicted branch costs more than one. For
 * two-player Starbuckaroos the count reads 0.80x where pinned timing reads 0.72-0.80x; for Mars &
 * Venus the count reads 0.94x where pinned timing reads 0.87-0.99x. So it is the measure for one
 * engine before and after a change (run it in each checkout: a change of 1% shows), not the
 * table's figure. Needs Valgrind (Debian: `apt-get install valgrind`); about a minute a game.
 *
 * `--ismcts` counts the bots' search instead: the instructions an ISMCTS iteration takes on the
 * first decision of a Mars & Venus hand (`npm run bench`'s ISMCTS figure), from decisions of
 * 5,000 and 15,000 iterations.
 */

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { GAMES, type EngineName, type GameId } from '../bench/runners';
import { option } from '../args';
import { compare, instructionsOf, perUnit, type Counted } from './count';

function usage(message: string): never {
  console.error(`bench:instructions: ${message}`);
  console.error(
    'usage: npm run bench:instructions -- [--game mars-venus|starbuckaroos] [--hands N] | --ismcts',
  );
  process.exit(2);
}

const game = option('game');
if (game !== undefined && !GAMES.includes(game as GameId)) usage(`no game '${game}'`);
/**
 * Fewer hands and the difference between the two runs is mostly V8 compiling the engines, not
 * playing them: 3,000 hands read two-player Starbuckaroos at 0.30x where 60,000 read 0.76x.
 */
const MIN_HANDS = 30_000;
const hands = Number(option('hands') ?? 60_000);
if (!(Number.isInteger(hands) && hands >= MIN_HANDS)) {
  usage(`--hands is a whole number from ${MIN_HANDS.toLocaleString('en-US')}`);
}
if (spawnSync('valgrind', ['--version']).error !== undefined) {
  usage('needs Valgrind on the PATH (Debian: apt-get install valgrind)');
}

const ismcts = process.argv.includes('--ismcts');
if (ismcts && (game !== undefined || option('hands') !== undefined)) {
  usage('--ismcts counts the search alone: no --game or --hands with it');
}

const dir = mkdtempSync(path.join(tmpdir(), 'orrery-instructions-'));
await build({
  entryPoints: ['play.ts', 'search.ts'].map((f) => path.join(import.meta.dirname, f)),
  bundle: true,
  platform: 'node',
  format: 'esm',
  outdir: dir,
  outExtension: { '.js': '.mjs' },
  logLevel: 'error',
});

/** One run of `units` units of work under cachegrind (`script`'s arguments): its instructions. */
function counted(script: string, args: readonly string[], units: number): Promise<Counted> {
  const tool = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null'];
  const node = [process.execPath, '--predictable', path.join(dir, script), ...args];
  return new Promise((resolve, reject) => {
    const child = spawn('valgrind', [...tool, ...node], { stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const instructions = instructionsOf(output);
      if (code !== 0 || instructions === undefined) {
        reject(
          new Error(`${args.join(' ')} under valgrind exited ${code}:\n${output.slice(-2000)}`),
        );
      } else resolve({ units, instructions });
    });
  });
}

/** Instructions a hand of one engine: a short run and a long one, on the two cores at once. */
async function handCost(g: GameId, engine: EngineName): Promise<number> {
  const run = (n: number) => counted('play.mjs', [g, engine, String(n)], n);
  const [short, long] = await Promise.all([run(Math.round(hands / 3)), run(hands)]);
  return perUnit(short, long);
}

/** Instructions an ISMCTS iteration: a decision of 5,000 iterations and one of 15,000. */
async function iterationCost(): Promise<number> {
  const run = (n: number) => counted('search.mjs', [String(n)], n);
  const [short, long] = await Promise.all([run(5_000), run(15_000)]);
  return perUnit(short, long);
}

const n = (x: number) => Math.round(x).toLocaleString('en-US');
try {
  if (ismcts) {
    console.error('ISMCTS: counting (about a minute)...');
    const cost = await iterationCost();
    console.log(
      `ISMCTS, first decision of a Mars & Venus hand: ${n(cost)} instructions an iteration ` +
        '(cachegrind, 15,000 iterations less 5,000)',
    );
  } else await countHands();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

async function countHands(): Promise<void> {
  console.log(`Instructions a whole hand (cachegrind, ${n(hands)} hands less ${n(hands / 3)})`);
  for (const g of game === undefined ? GAMES : [game as GameId]) {
    console.error(`${g}: counting (the two engines, about a minute)...`);
    // Each run is single-threaded, and its count does not depend on time or on what runs beside.
    const generated = await handCost(g, 'generated-fast');
    const handwritten = await handCost(g, 'handwritten');
    const c = compare(generated, handwritten);
    console.log(
      `  ${g.padEnd(14)} generated ${n(c.generated).padStart(8)}   hand-written ` +
        `${n(c.handwritten).padStart(8)}   hand-written / generated ${c.ratio.toFixed(3)}x`,
    );
  }
}
