import { describe, expect, it } from 'vitest';
import { playAlike } from './agree';
import type { EngineName, GameId } from './contestants';

/**
 * The three engines of each game must be engines of the same game: the same random games,
 * move by move, with the same legal moves, trick winners, hand scores and match results.
 * Counts are parameters so a longer run is one environment variable away:
 * BENCH_AGREEMENT_GAMES (default 10,000 one-hand games, generated against hand-written) and
 * BENCH_AGREEMENT_BGIO_GAMES (default 200 one-hand games and 10 whole matches through all
 * three: boardgame.io's reducer is about a thousand times slower).
 */
const GAMES = Number(process.env['BENCH_AGREEMENT_GAMES'] ?? 10_000);
const BGIO_GAMES = Number(process.env['BENCH_AGREEMENT_BGIO_GAMES'] ?? 200);
const MATCHES = Math.max(1, Math.round(BGIO_GAMES / 20));
const TIMEOUT = 300_000;

function playMany(game: GameId, engines: readonly EngineName[], count: number, maxHands: number) {
  let moves = 0;
  for (let seed = 1; seed <= count; seed++) {
    const result = playAlike(game, seed, engines, maxHands > 0 ? { 'max-hands': maxHands } : {});
    if (typeof result !== 'number') return result;
    moves += result;
  }
  return moves;
}

describe.each(['mars-venus', 'starbuckaroos'] as const)('%s', (game) => {
  it(
    `plays ${GAMES} one-hand games alike, generated and hand-written`,
    { timeout: TIMEOUT },
    () => {
      const moves = playMany(game, ['generated', 'handwritten'], GAMES, 1);
      expect(moves, JSON.stringify(moves)).toBeTypeOf('number'); // else: the first difference
      expect(moves).toBeGreaterThan(GAMES * 10);
    },
  );

  it(`plays ${BGIO_GAMES} one-hand games alike in all three engines`, { timeout: TIMEOUT }, () => {
    const moves = playMany(game, ['generated', 'handwritten', 'boardgameio'], BGIO_GAMES, 1);
    expect(moves, JSON.stringify(moves)).toBeTypeOf('number');
  });

  it(`plays ${MATCHES} whole matches alike in all three engines`, { timeout: TIMEOUT }, () => {
    const moves = playMany(game, ['generated', 'handwritten', 'boardgameio'], MATCHES, 0);
    expect(moves, JSON.stringify(moves)).toBeTypeOf('number');
  });
});
