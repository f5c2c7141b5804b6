/**
 * What a loaded saved game must do: pass the battery's checks of one state (cards conserved, a
 * well-formed turn and outcome, views that keep secrets, a round trip), then play on with random
 * listed moves to the end of the match. A state where the match is not over and no move is
 * listed is a soft lock; a throw, a refused listed move or no end within the limit are failures.
 */

import { randomBelow, type Move } from '@orrery/runtime';
import {
  checkCardsConserved,
  checkOutcome,
  checkRoundTrip,
  checkTurn,
  checkViewsKeepSecrets,
  problem,
  show,
  type AnyEngine,
  type Options,
  type Problem,
} from '@orrery/harness';

export interface PlayOnReport {
  readonly problems: Problem[];
  readonly moves: number;
  readonly over: boolean;
}

/** The battery's checks of one state, each problem kept. */
export function checkState<S>(engine: AnyEngine<S>, options: Options, state: S): Problem[] {
  const out: Problem[] = [];
  const run = (body: () => readonly Problem[]) => {
    try {
      out.push(...body());
    } catch (e) {
      out.push(
        problem('match-ends', `a check threw: ${e instanceof Error ? e.message : String(e)}`),
      );
    }
  };
  run(() => checkCardsConserved(engine, options, state));
  run(() => checkTurn(engine, options, state).problems);
  run(() =>
    checkOutcome(engine.outcome(state), engine.meta.teamCount(options), engine.outcome(state).over),
  );
  run(() => checkViewsKeepSecrets(engine, options, state, undefined, false));
  run(() => checkRoundTrip(engine, state));
  return out;
}

/**
 * Checks `state`, then plays random listed moves (drawn from `rng`, advanced in place) until the
 * match is over, checking the turn after every move and the whole state every `deepEvery` moves.
 */
export function playOn<S>(
  engine: AnyEngine<S>,
  options: Options,
  start: S,
  rng: number[],
  limit = 20_000,
  deepEvery = 100,
): PlayOnReport {
  const problems = checkState(engine, options, start);
  let state = start;
  let moves = 0;
  const teams = engine.meta.teamCount(options);
  try {
    for (;;) {
      const turn = checkTurn(engine, options, state);
      const over = engine.outcome(state).over;
      problems.push(...turn.problems, ...checkOutcome(engine.outcome(state), teams, over));
      if (over) break;
      if (turn.legal.length === 0) {
        problems.push(
          problem('turn-well-formed', `soft lock after ${moves} moves: no move listed`),
        );
        break;
      }
      if (moves >= limit) {
        problems.push(problem('match-ends', `the match did not end within ${limit} moves`));
        break;
      }
      const move: Move = turn.legal[randomBelow(rng, turn.legal.length)]!;
      const result = engine.apply(state, move);
      if (!result.ok) {
        problems.push(
          problem('listed-moves-apply', `listed ${show(move)} refused: ${show(result.error)}`),
        );
        break;
      }
      state = result.state;
      moves++;
      if (moves % deepEvery === 0) problems.push(...checkState(engine, options, state));
      if (problems.length > 0) break;
    }
  } catch (e) {
    problems.push(
      problem(
        'match-ends',
        `threw after ${moves} moves: ${e instanceof Error ? e.message : String(e)}`,
      ),
    );
  }
  if (problems.length === 0) problems.push(...checkState(engine, options, state));
  return { problems, moves, over: engine.outcome(state).over };
}
