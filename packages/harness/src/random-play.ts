// Random play through the pure API: the simplest proof that an engine plays whole matches.

import { randomBelow, seedRandom, type Engine, type Move } from '@orrery/runtime';

export interface RandomMatch<S> {
  readonly state: S;
  readonly moves: number;
}

/** Plays uniformly random legal moves from `setup({ seed })` until the match ends or `limit`. */
export function playRandomMatch<S>(
  engine: Engine<S, Move, unknown>,
  seed: number,
  options: Readonly<Record<string, string | number>> = {},
  limit = 100_000,
  /** The runtime's hand limit (`SetupArgs.handLimit`): none when undefined. */
  handLimit?: number,
): RandomMatch<S> {
  const setup = engine.setup({ seed, options, handLimit });
  if (!setup.ok) throw new Error(`setup failed: ${setup.error.message} at ${setup.error.path}`);
  let state = setup.value;
  const rng = [...seedRandom(seed ^ 0x5bd1e995)];
  let moves = 0;
  while (engine.toMove(state) !== null && moves < limit) {
    const legal = engine.legalMoves(state);
    if (legal.length === 0)
      throw new Error(`no legal move for seat ${engine.toMove(state)} after ${moves} moves`);
    const move = legal[randomBelow(rng, legal.length)]!;
    const result = engine.apply(state, move);
    if (!result.ok)
      throw new Error(`listed move ${JSON.stringify(move)} was refused: ${result.error.code}`);
    state = result.state;
    moves++;
  }
  return { state, moves };
}
