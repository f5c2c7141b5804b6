// Every listed move applies, purely; naming the seat that makes it (as replays do) changes nothing.

import type { ApplyResult, Move } from '@orrery/runtime';
import type { AnyEngine } from './engine-under-test';
import { guard, problem, show, type Problem } from './problem';
import { changedSince, snapshotOf, type Snapshot } from './snapshot';

export function checkListedMovesApply<S>(
  engine: AnyEngine<S>,
  state: S,
  legal: readonly Move[],
  given?: Snapshot,
  /** Also play a listed move naming its seat, as replays do (it costs two more saves). */
  claimSeat = true,
): { problems: Problem[]; results: (ApplyResult<S> | null)[]; changed: boolean } {
  const problems: Problem[] = [];
  const bad = (message: string) => problems.push(problem('listed-moves-apply', message));
  const snap = given ?? snapshotOf(engine, state);
  const results = legal.map((move) => {
    const result = guard('listed-moves-apply', `apply(${show(move)})`, () =>
      engine.apply(state, move),
    );
    if (!result.ok) {
      problems.push(result.problem);
      return null;
    }
    if (!result.value.ok) bad(`listed move ${show(move)} was refused: ${show(result.value.error)}`);
    return result.value;
  });
  const changed = changedSince(engine, state, snap) !== null;
  if (changed) {
    // Find the culprit one move at a time, on fresh copies of the untouched input; it goes
    // first, as the refusals after it are likely its echo.
    const culprits: Problem[] = [];
    for (const move of legal) {
      const fresh = engine.deserialize(snap.text);
      if (!fresh.ok) break;
      const before = snapshotOf(engine, fresh.value);
      engine.apply(fresh.value, move);
      const change = changedSince(engine, fresh.value, before);
      if (change !== null) {
        culprits.push(
          problem('listed-moves-apply', `apply(${show(move)}) changed its input: ${change}`),
        );
      }
    }
    if (culprits.length === 0) {
      culprits.push(
        problem('listed-moves-apply', 'applying the listed moves changed the input state'),
      );
    }
    problems.unshift(...culprits);
  }
  const seat = engine.toMove(state);
  const first = legal[0];
  const plain = results[0];
  if (claimSeat && first !== undefined && seat !== null && plain?.ok === true) {
    const named = engine.apply(state, { ...first, seat });
    if (!named.ok)
      bad(`${show({ ...first, seat })} with the right seat was refused: ${show(named.error)}`);
    else if (engine.serialize(named.state) !== engine.serialize(plain.state)) {
      bad(`${show({ ...first, seat })} gave another state than ${show(first)}`);
    }
  }
  return { problems, results, changed };
}
