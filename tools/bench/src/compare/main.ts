/**
 * `npm run bench:compare -- OTHER [--game G] [--rounds N] [--millis N]`: this checkout's fast
 * path against another checkout's (a branch's worktree), in one process, by CPU time.
 *
 * `npm run bench` measures each engine in a worker of its own by wall time, which is right for
 * the table of issue 9 but cannot tell two trees apart on a shared machine: another job's load
 * moves a round by a fifth. Here the two generated engines and the hand-written one play in
 * turn in one process, each for `millis` of this process's CPU time at a time, in an order that
 * reverses every round; the ratios are taken within a round, so drift falls on all alike. Each
 * tree's engines, runtime and runners are its own modules (imported from its path), so one
 * tree's code never runs the other's.
 */

import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from '../bench/measure';
import type { GameId, Runner, runner as runnerType } from '../bench/runners';
import { option } from '../args';
import { cpuRate } from './cpu-rate';

// boardgame.io is not played here, but the runners module imports it.
process.env['NODE_ENV'] = 'production';

function usage(message: string): never {
  console.error(`bench:compare: ${message}`);
  console.error(
    'usage: npm run bench:compare -- OTHER-CHECKOUT [--game mars-venus|starbuckaroos] [--rounds N] [--millis N]',
  );
  process.exit(2);
}

const other = process.argv[2];
if (other === undefined || other.startsWith('--')) usage('name the other checkout');
const games: GameId[] = ['mars-venus', 'starbuckaroos'];
const game = option('game');
if (game !== undefined && !games.includes(game as GameId)) usage(`no game '${game}'`);
const rounds = Number(option('rounds') ?? 6);
const millis = Number(option('millis') ?? 400);
if (!(rounds >= 1 && millis >= 10)) usage('--rounds is at least 1 and --millis at least 10');

const here = path.resolve(import.meta.dirname, '../../../..');
async function runnerOf(tree: string): Promise<typeof runnerType> {
  const file = path.join(path.resolve(tree), 'tools/bench/src/bench/runners.ts');
  if (!existsSync(file)) usage(`${tree} is not a checkout of this repository (no ${file})`);
  return ((await import(pathToFileURL(file).href)) as { runner: typeof runnerType }).runner;
}
const ours = await runnerOf(here);
const theirs = await runnerOf(other);

for (const g of game === undefined ? games : [game as GameId]) {
  const players: { label: string; run: Runner; rates: number[] }[] = [
    { label: 'this checkout', run: ours(g, 'generated-fast', 7), rates: [] },
    { label: path.resolve(other), run: theirs(g, 'generated-fast', 7), rates: [] },
    { label: 'hand-written', run: ours(g, 'handwritten', 7), rates: [] },
  ];
  // Warm every JIT up first, as `npm run bench` does.
  for (const p of players) cpuRate(p.run, 1500);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? players : players.slice().reverse();
    for (const p of order) p.rates.push(cpuRate(p.run, millis));
  }
  const hand = players[2]!.rates;
  console.log(
    `${g}: hands per CPU second, median of ${rounds} rounds; ratio to hand-written within rounds`,
  );
  for (const p of players) {
    const ratio = median(p.rates.map((r, i) => r / hand[i]!));
    console.log(
      `  ${p.label.padEnd(40)} ${Math.round(median(p.rates)).toLocaleString('en').padStart(9)}  ${ratio.toFixed(3)}x`,
    );
  }
  const mine = players[0]!.rates;
  const ratio = median(mine.map((r, i) => r / players[1]!.rates[i]!));
  console.log(`  this checkout / the other: ${ratio.toFixed(3)}x`);
}
