// The shape of a turn and of the outcome: who is to move, what they may do, how the match stands.

import type { Move, Outcome } from '@orrery/runtime';
import type { AnyEngine } from './engine-under-test';
import type { Options } from './layout';
import { moveKey } from './moves';
import { guard, problem, show, type Problem } from './problem';

/** `legalMoves` has no duplicates and only declared moves, is empty exactly when over; `toMove` is a seat. */
export function checkTurn<S>(
  engine: AnyEngine<S>,
  options: Options,
  state: S,
): { problems: Problem[]; legal: Move[] } {
  const problems: Problem[] = [];
  const call = guard('turn-well-formed', 'legalMoves/toMove/outcome', () => ({
    legal: engine.legalMoves(state),
    toMove: engine.toMove(state),
    over: engine.outcome(state).over,
  }));
  if (!call.ok) return { problems: [call.problem], legal: [] };
  const { legal, toMove, over } = call.value;
  const bad = (message: string) => problems.push(problem('turn-well-formed', message));
  const seats = engine.meta.seatCount(options);
  if (over) {
    if (toMove !== null) bad(`the match is over but toMove is ${show(toMove)}`);
    if (legal.length > 0) bad(`the match is over but ${legal.length} moves are listed`);
  } else {
    if (legal.length === 0) bad(`seat ${show(toMove)} is to move but no move is listed`);
    if (typeof toMove !== 'number' || !Number.isInteger(toMove) || toMove < 0 || toMove >= seats) {
      bad(`toMove is ${show(toMove)}, not a seat of 0..${seats - 1}`);
    }
  }
  const seen = new Set<string>();
  for (const move of legal) {
    const key = moveKey(move);
    if (seen.has(key)) bad(`${show(move)} is listed twice`);
    seen.add(key);
    const shape = engine.meta.moves.find((m) => m.type === move.type);
    const names = ['type', ...(shape?.params.map((p) => p.name) ?? [])].sort();
    if (shape === undefined || moveKey(names) !== moveKey(Object.keys(move).sort())) {
      bad(`listed move ${show(move)} does not have a shape declared in meta.moves`);
    }
  }
  return { problems, legal };
}

/** While playing: no winner yet; once over: a winner; always totals and hand scores per team. */
export function checkOutcome(outcome: Outcome, teams: number, over: boolean): Problem[] {
  const problems: Problem[] = [];
  const bad = (message: string) => problems.push(problem('match-ends', message));
  if (outcome.over !== over) bad(`outcome.over is ${outcome.over}, expected ${over}`);
  if (outcome.totals.length !== teams) {
    bad(`outcome.totals has ${outcome.totals.length} entries for ${teams} teams`);
  }
  outcome.hands.forEach((hand, k) => {
    if (hand.scores.length !== teams) {
      bad(`outcome.hands[${k}].scores has ${hand.scores.length} entries for ${teams} teams`);
    }
  });
  const { winner } = outcome;
  if (!over && winner !== null) bad(`the match is not over but the winner is ${show(winner)}`);
  if (over) {
    const team = typeof winner === 'number' && Number.isInteger(winner);
    if (!(winner === 'draw' || (team && winner >= 0 && winner < teams))) {
      bad(`the match is over but the winner is ${show(winner)}, not a team or 'draw'`);
    }
  }
  return problems;
}
