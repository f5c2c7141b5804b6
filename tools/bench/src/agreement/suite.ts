import { expect, it } from 'vitest';
import { playAlike } from './agree';
import type { EngineName, GameId } from './contestants';

/**
 * The three engines of a game must be engines of the same game: the same random games, move by
 * move, with the same legal moves, trick winners, hand scores and match results.
 * BENCH_AGREEMENT_GAMES sets the number of one-hand games (default 10,000, every one through all
 * three engines); a tenth as many whole matches (at most 10 by default) are played as well.
 * Each game's file runs on its own, so the two games' suites share the cores.
 */
const GAMES = Number(process.env['BENCH_AGREEMENT_GAMES'] ?? 10_000);
if (!Number.isInteger(GAMES) || GAMES < 1) {
  const text = process.env['BENCH_AGREEMENT_GAMES'];
  throw new Error(`BENCH_AGREEMENT_GAMES='${text}': a whole number of games above 0 is meant`);
}
const MATCHES = Math.min(10, Math.max(1, Math.round(GAMES / 1000)));
/** Games per test: boardgame.io plays a few dozen hands a second, so a test is a slice. */
const SLICE = 500;
/** A slice takes about 10 s on a busy 2-core machine: room for a much slower one. */
const TIMEOUT = 120_000;
const ALL: readonly EngineName[] = ['generated', 'handwritten', 'boardgameio'];

function playMany(game: GameId, first: number, last: number, maxHands: number) {
  let moves = 0;
  for (let seed = first; seed <= last; seed++) {
    const result = playAlike(game, seed, ALL, maxHands > 0 ? { 'max-hands': maxHands } : {});
    if (typeof result !== 'number') return result;
    moves += result;
  }
  return moves;
}

export function agreementSuite(game: GameId): void {
  const slices: [number, number][] = [];
  for (let first = 1; first <= GAMES; first += SLICE) {
    slices.push([first, Math.min(GAMES, first + SLICE - 1)]);
  }
  it.each(slices)(
    'plays one-hand games %i-%i alike in all three engines',
    { timeout: TIMEOUT },
    (first, last) => {
      const moves = playMany(game, first, last, 1);
      expect(moves, JSON.stringify(moves)).toBeTypeOf('number'); // else: the first difference
      expect(moves).toBeGreaterThan((last - first + 1) * 10);
    },
  );

  it(`plays ${MATCHES} whole matches alike in all three engines`, { timeout: TIMEOUT }, () => {
    const moves = playMany(game, 1, MATCHES, 0);
    expect(moves, JSON.stringify(moves)).toBeTypeOf('number');
  });
}
