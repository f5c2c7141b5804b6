// Holds a golden playthrough (packages/harness/golden/<game>.replay.json) to a model of the
// rules: every recorded move must be made by the seat the model says is to move and be one it
// allows, and every hand's scores must be the model's. Each hand's deal is read from the
// engine's saved state as the hand begins (the seeded deal is the replay's input); everything
// after it is the model's. Each game's `<game>-golden.ts` says how its model is dealt.

import { readFileSync } from 'node:fs';
import type { AnyEngine } from '@orrery/runtime';

/** A model of one hand, as the game's oracle keeps it. */
export interface HandModel<M> {
  readonly seat: number;
  readonly over: boolean;
  legal(): M[];
  apply(move: M): unknown;
  scores(): number[];
}

/** What a saved game says of the hand being dealt: its dealer and its zones' cards, as `Z`. */
export interface Dealt<Z> {
  readonly dealer: number;
  readonly zones: Z;
}

interface Replay<M> {
  seed: number;
  options?: Record<string, string | number>;
  moves: (M & { seat: number })[];
}

/** Checks `game`'s golden replay against the model `deal` makes of each hand; sets the exit code. */
export function checkGolden<M extends object, Z>(
  engine: AnyEngine,
  game: string,
  deal: (dealt: Dealt<Z>) => HandModel<M>,
): void {
  const replay = JSON.parse(
    readFileSync(`packages/harness/golden/${game}.replay.json`, 'utf8'),
  ) as Replay<M>;
  const setup = engine.setup({ seed: replay.seed, options: replay.options ?? {} });
  if (!setup.ok) throw new Error(setup.error.message);
  const dealt = (state: unknown) =>
    deal((JSON.parse(engine.serialize(state)) as { state: Dealt<Z> }).state);

  const problems: string[] = [];
  const scores: number[][] = [];
  let state = setup.value;
  let h = dealt(state);
  replay.moves.forEach(({ seat, ...rest }, i) => {
    if (problems.length > 0) return;
    // A move after a hand the model saw end is the next hand's: deal it from the engine.
    if (h.over) h = dealt(state);
    const move = rest as unknown as M;
    if (seat !== h.seat)
      problems.push(`move ${i}: seat ${seat} moved, the rules say seat ${h.seat}`);
    else if (!h.legal().some((m) => JSON.stringify(m) === JSON.stringify(move)))
      problems.push(`move ${i}: ${JSON.stringify(move)} is not allowed by the rules`);
    else h.apply(move);
    const r = engine.apply(state, { seat, ...rest });
    if (!r.ok) problems.push(`the engine refuses ${JSON.stringify(move)}: ${r.error.code}`);
    else state = r.state;
    if (h.over) scores.push(h.scores());
  });
  if (problems.length === 0 && !h.over) problems.push('the rules say the hand is not over');
  const want = JSON.stringify(scores);
  const got = JSON.stringify(engine.outcome(state).hands.map((x) => x.scores));
  if (want !== got) problems.push(`scores: the rules give ${want}, the engine ${got}`);
  console.log(
    problems.length === 0
      ? `${replay.moves.length} moves agree with the rules; scores ${want}`
      : problems.join('\n'),
  );
  if (problems.length > 0) process.exitCode = 1;
}
