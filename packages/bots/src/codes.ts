import { randomWord } from '@orrery/runtime';
import type { BotEngine } from './bot';
import type { Move } from '@orrery/runtime';

/**
 * The fast path's code for each legal move, read on a determinized state (the bot's own hand is
 * the same in every deal, so the codes are too); -1 where the engine cannot encode one.
 */
export function legalCodes<V, S>(
  engine: BotEngine<V, S>,
  state: S,
  legal: readonly Move[],
): number[] {
  return legal.map((move) => engine.fast.encode(state, move));
}

/** A second generator drawn from `rng`, for dice that must repeat (the same playout per move). */
export function splitDice(rng: number[]): number[] {
  return [randomWord(rng), randomWord(rng), randomWord(rng), randomWord(rng) | 1];
}
