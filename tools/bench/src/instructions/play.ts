/**
 * What `bench:instructions` runs under Valgrind, bundled: `node play.mjs GAME ENGINE HANDS` plays
 * that many whole hands of random moves with the benchmark's own runner (runners.ts), the same
 * code `npm run bench` times.
 */

import { ENGINES, GAMES, runner, type EngineName, type GameId } from '../bench/runners';

// boardgame.io is not played here, but the runners module imports it.
process.env['NODE_ENV'] = 'production';

const [game, engine, hands] = process.argv.slice(2);
if (!GAMES.includes(game as GameId) || !ENGINES.includes(engine as EngineName)) {
  console.error(`play: GAME ENGINE HANDS, not '${process.argv.slice(2).join(' ')}'`);
  process.exit(2);
}
runner(game as GameId, engine as EngineName, 7)(Number(hands));
