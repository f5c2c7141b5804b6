// Same seed + same moves = same game (C3): replaying a recorded match gives the same states.

import type { ApplyResult, Move } from '@orrery/runtime';
import type { AnyEngine } from './engine-under-test';
import type { Options } from './layout';
import { problem, show, type Problem } from './problem';

/** Applying the same move to the same state twice gives the same state and the same events. */
export function checkApplyRepeatable<S>(
  engine: AnyEngine<S>,
  state: S,
  move: Move,
  first: ApplyResult<S>,
  firstText?: string,
): Problem[] {
  const second = engine.apply(state, move);
  const text = (r: ApplyResult<S>, saved?: string) =>
    r.ok ? `${saved ?? engine.serialize(r.state)} ${JSON.stringify(r.events)}` : show(r.error);
  if (text(first, firstText) === text(second)) return [];
  return [
    problem('same-seed-same-game', `applying ${show(move)} twice gave two different results`),
  ];
}

/**
 * Plays `moves` again from `setup({ seed, options })` and compares the saved game with the one
 * recorded after move k, for every k in `checkpoints` (0 is the state before any move).
 */
export function checkReplay<S>(
  engine: AnyEngine<S>,
  from: {
    readonly seed: number;
    readonly options: Options;
    readonly handLimit?: number | undefined;
  },
  moves: readonly Move[],
  checkpoints: ReadonlyMap<number, string>,
): Problem[] {
  const bad = (message: string) => [problem('same-seed-same-game', message)];
  const { seed } = from;
  const setup = engine.setup(from);
  if (!setup.ok)
    return bad(`setup refused the seed the match was played from: ${show(setup.error)}`);
  let state = setup.value;
  for (let k = 0; k <= moves.length; k++) {
    const recorded = checkpoints.get(k);
    if (recorded !== undefined && engine.serialize(state) !== recorded) {
      return bad(`replaying seed ${seed} gave another state after move ${k}`);
    }
    const move = moves[k];
    if (move === undefined) break;
    const result = engine.apply(state, move);
    if (!result.ok)
      return bad(`replaying move ${k} ${show(move)} was refused: ${show(result.error)}`);
    state = result.state;
  }
  return [];
}
