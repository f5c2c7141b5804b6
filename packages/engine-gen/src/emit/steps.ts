// How a generated engine's play of a move ends: passing the turn on itself where the phase makes
// that the common case, with the game's own constants in, and otherwise saying what is left for
// the shell's flow (runtime shell/step.ts). Its move kernel is a step (`GameKernels.step`):
// - in a trick phase whose turns start with nothing to do, a card to a trick not yet full passes
//   the turn to the next seat, and a full trick is the flow's (STEP_TRICK);
// - in a phase played clockwise with a next turn of its own (phases.ts `next`), that turn, or
//   the end of the phase;
// - anywhere else, the flow's own after-move (STEP_AFTER, or STEP_AGAIN for `again`).
// These lines end the engine's own move functions (moves.ts `playMove`, tricks.ts
// `playTrickCard`), so the step is one call at every move into code V8 sees for that game
// alone. The interpreter writes no step, so the differential tests check this against the flow.

import type { ResolvedPhase } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { movesCards } from '../ir/tables';
import { shapesWritten } from '../shapes';
import { resets } from './definitions';

/** What is left for the flow where the phase has no case of its own. */
export function stepLeft(again: boolean): string {
  return again ? 'again ? STEP_AGAIN : STEP_AFTER' : 'STEP_AFTER';
}

/**
 * The end of playing a card to a trick of phase `phase`: the lines passing the turn on, ending
 * in a return, where its turns start with nothing to do; else none (the flow does it all).
 * `trick` is the trick zone as code.
 */
export function trickStep(
  ctx: GenContext,
  phase: ResolvedPhase,
  trick: string,
  sitsOut: boolean,
): string[] | undefined {
  // No `each turn` variable, no `at turn start`, no seat sitting out, and only the deal and the
  // tricks move cards, so every seat still holds one to play (the flow's guard asks no more).
  const quiet =
    resets(ctx, 'turn') === undefined &&
    phase.hooks.turnStart === undefined &&
    !sitsOut &&
    !movesCards(ctx.game);
  if (!quiet) return undefined;
  const seats = seatCount(ctx);
  return [
    `if (${trick}.length < ${seats}) {`,
    `  s.seat = (s.seat + 1) % ${seats};`,
    '  return STEP_DONE;',
    '}',
    'return STEP_TRICK;',
  ];
}

/**
 * The end of a move of phase `phase`, played clockwise with a next turn of its own (`next`, by
 * shape): the seat acting again, the next turn, or the end of the phase. `again` is whether
 * some move of the game goes again; `always`, whether the seat to act always has a move.
 */
export function turnStep(
  ctx: GenContext,
  next: readonly string[],
  always: boolean,
  again: boolean,
): string[] {
  const shapes = shapesWritten(ctx);
  const turn = (f: string) => `if (!${f}(s, ev)) return STEP_FINISHED;`;
  const turns =
    next.length === 1 || shapes.length === 1
      ? [turn(next[0]!)]
      : ['switch (s.shape) {', ...next.map((f, k) => `  case ${k}: ${turn(f)} break;`), '}'];
  return [
    // Where every seat always has a move, the seat going again needs no check.
    ...(again ? [`if (again) return ${always ? 'STEP_DONE' : 'STEP_AGAIN'};`] : []),
    ...turns,
    // The seat whose turn begins sits it out where it has no legal move: the flow checks.
    ...(always ? ['s.idle = 0;', 'return STEP_DONE;'] : ['return STEP_TURN;']),
  ];
}

/**
 * The end of a move function of several phases: each phase's own lines (`steps`, by phase
 * index; none where the flow does it all), by a switch on the phase being played.
 */
export function phaseSteps(
  ctx: GenContext,
  steps: readonly (readonly string[] | undefined)[],
  again: boolean,
): string[] {
  const cases = steps.flatMap((lines, i) =>
    lines === undefined
      ? []
      : [`  case ${i}: { // ${ctx.game.phases[i]!.name}`, ...lines.map((l) => `    ${l}`), '  }'],
  );
  const left = `return ${stepLeft(again)};`;
  return cases.length === 0 ? [left] : ['switch (s.phase) {', ...cases, '}', left];
}

/** The seat count as code: a number where the options allow one, else the state's. */
function seatCount(ctx: GenContext): string {
  const counts = new Set(ctx.shapes.map((x) => x.seats));
  return counts.size === 1 ? String([...counts][0]) : 's.seats';
}
