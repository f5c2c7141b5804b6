/**
 * Moves that are not listed must be refused with a kebab-case code and a message, and the input
 * state must come through untouched: well-formed but unlisted moves, unknown cards, malformed
 * input of every kind, a listed move claimed by another seat, and anything once the match is over.
 */

import { randomBelow, type Move } from '@orrery/runtime';
import type { AnyEngine } from './engine-under-test';
import type { Options } from './layout';
import { malformedMoves, moveKey, randomMove } from './moves';
import { isKebabCase, problem, show, type Problem } from './problem';
import { changedSince, snapshotOf, type Snapshot } from './snapshot';

/** What a refusal must look like; `code` when the refusal has to say exactly why. */
function refusalProblem<S>(
  engine: AnyEngine<S>,
  state: S,
  input: unknown,
  code?: string,
): string | null {
  let result;
  try {
    result = engine.apply(state, input);
  } catch (e) {
    return `apply(${show(input)}) threw: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (result.ok) return `unlisted ${show(input)} was accepted`;
  const { error } = result;
  if (!isKebabCase(error.code)) return `${show(input)} was refused with code ${show(error.code)}`;
  if (typeof error.message !== 'string' || error.message === '') {
    return `${show(input)} was refused with no message`;
  }
  if (code !== undefined && error.code !== code) {
    return `${show(input)} was refused with '${error.code}', expected '${code}'`;
  }
  return null;
}

export interface RefusalPlan {
  /** Random well-formed moves to try per state; those that happen to be listed are skipped. */
  readonly randomMoves: number;
  /** Whether to try the whole malformed list (it is long; the driver samples states for it). */
  readonly malformed: boolean;
}

export function checkUnlistedMovesRefused<S>(
  engine: AnyEngine<S>,
  options: Options,
  state: S,
  legal: readonly Move[],
  rng: number[],
  plan: RefusalPlan,
  given?: Snapshot,
): Problem[] {
  const problems: Problem[] = [];
  const listed = new Set(legal.map(moveKey));
  const snap = given ?? snapshotOf(engine, state);
  const refuse = (input: unknown, code?: string) => {
    const why = refusalProblem(engine, state, input, code);
    if (why !== null) problems.push(problem('unlisted-moves-refused', why));
  };
  for (let i = 0; i < plan.randomMoves; i++) {
    const move = randomMove(engine.meta, options, rng);
    if (move !== null && !listed.has(moveKey(move))) refuse(move);
  }
  const sample = legal.length === 0 ? undefined : legal[randomBelow(rng, legal.length)];
  if (plan.malformed) {
    for (const input of malformedMoves(engine.meta, sample)) {
      if (!listed.has(moveKey(input))) refuse(input);
    }
  }
  const seat = engine.toMove(state);
  if (sample !== undefined && seat !== null) {
    const seats = engine.meta.seatCount(options);
    for (let other = 0; other < seats; other++) {
      if (other !== seat) refuse({ ...sample, seat: other }, 'not-your-turn');
    }
  }
  const change = changedSince(engine, state, snap);
  if (change !== null) {
    problems.push(problem('unlisted-moves-refused', `a refused move changed the state: ${change}`));
  }
  return problems;
}

/** Once the match is over every move is refused with `game-over`, malformed ones with some code. */
export function checkRefusedWhenOver<S>(
  engine: AnyEngine<S>,
  options: Options,
  state: S,
  played: readonly Move[],
  rng: number[],
): Problem[] {
  const problems: Problem[] = [];
  const snap = snapshotOf(engine, state);
  const refuse = (input: unknown, code?: string) => {
    const why = refusalProblem(engine, state, input, code);
    if (why !== null) problems.push(problem('unlisted-moves-refused', `after the match: ${why}`));
  };
  const last = played[played.length - 1];
  if (last !== undefined) refuse(last, 'game-over');
  for (let i = 0; i < 8; i++) {
    const move = randomMove(engine.meta, options, rng);
    if (move !== null) refuse(move, 'game-over');
  }
  for (const input of malformedMoves(engine.meta, last)) refuse(input);
  const change = changedSince(engine, state, snap);
  if (change !== null) {
    problems.push(
      problem('unlisted-moves-refused', `a move after the match changed it: ${change}`),
    );
  }
  return problems;
}
