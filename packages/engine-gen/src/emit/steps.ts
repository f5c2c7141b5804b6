// How a generated engine's play of a move ends: passing the turn on itself where the phase makes
// that the common case, with the game's own constants in, and otherwise saying what is left for
// the shell's flow (runtime shell/step.ts). Its move kernel is a step (`GameKernels.step`):
// - in a trick phase whose turns start with nothing to do, a card to a trick not yet full passes
//   the turn to the next seat, and a full trick is the flow's (STEP_TRICK);
// - in a phase played clockwise with a next turn of its own (phases.ts `next`), that turn, or
//   the end of the phase;
// - anywhere else, the flow's own after-move (STEP_AFTER, or STEP_AGAIN for `again`).
// These lines end the engine's own move functions (moves.ts `playMove`, one for each shape
// where the options allow a few; tricks.ts `playTrickCard`), so the step is one call at every
// move into code V8 sees for that game, and that shape, alone. The interpreter writes no step, so the differential tests check this against the flow.

import type { ResolvedPhase } from '@orrery/rules-lang';
import type { GenContext } from '../context';
import { movesCards } from '../ir/tables';
import { resets } from './definitions';
import { zoneRef } from '../compile-expr';
import type { TrickIr } from '../ir/tricks';

/** What is left for the flow where the phase has no case of its own. */
export function stepLeft(again: boolean): string {
  return again ? 'again ? STEP_AGAIN : STEP_AFTER' : 'STEP_AFTER';
}

/**
 * The end of playing a card to a trick of phase `i`: the lines passing the turn on, ending in a
 * return, where its turns start with nothing to do; else none (the flow does it all). A full
 * trick is taken here too (by the runtime's `takeTrick`) where nothing else happens then: no
 * `at trick end`, no `each trick` variable, no `end when`; otherwise the flow takes it.
 */
export function trickStep(
  ctx: GenContext,
  phase: ResolvedPhase,
  i: number,
  t: TrickIr,
): string[] | undefined {
  // No `each turn` variable, no `at turn start`, no seat sitting out, and only the deal and the
  // tricks move cards, so every seat still holds one to play (the flow's guard asks no more).
  const quiet =
    resets(ctx, 'turn') === undefined &&
    phase.hooks.turnStart === undefined &&
    t.sitOut === undefined &&
    !movesCards(ctx.game);
  if (!quiet) return undefined;
  const seats = seatCount(ctx);
  const trick = zoneRef(t.to);
  const passed = [
    `if (${trick}.length < ${seats}) {`,
    `  s.seat = (s.seat + 1) % ${seats};`,
    '  return STEP_DONE;',
    '}',
  ];
  const plain =
    phase.hooks.trickEnd === undefined &&
    resets(ctx, 'trick') === undefined &&
    phase.endWhen.length === 0;
  if (!plain) return [...passed, 'return STEP_TRICK;'];
  // Where the won trick goes: the winner's or its team's part of a bag, or a list.
  const won = zoneRef(t.won);
  const owner = t.wonOwner === 'seat' ? 'winner' : 'teamOf(s, winner)';
  const into = t.wonBag
    ? `${won}, ${t.wonOwner === 'shared' ? '0' : `${owner} * ${ctx.bagWords}`}`
    : `${t.wonOwner === 'shared' ? won : `${won}[${owner}]!`}, 0`;
  return [
    ...passed,
    '// The trick is full: its winner takes it and leads the next, until the hands are played out.',
    `const winner = (s.leader + trickWinner${i}(s)) % ${seats};`,
    `takeTrick(s, DECK, ${trick}, winner, ${into}, ev);`,
    `if (noCards(${zoneRef(t.from)})) return STEP_FINISHED;`,
    's.seat = winner;',
    'return STEP_DONE;',
  ];
}

/**
 * The end of a move of a phase played clockwise with a next turn of its own (`next`, the
 * shape's, phases.ts): the seat acting again, the next turn, or the end of the phase. `again` is
 * whether some move of the game goes again; `always`, whether the seat to act always has a move.
 */
export function turnStep(next: string, always: boolean, again: boolean): string[] {
  return [
    // Where every seat always has a move, the seat going again needs no check.
    ...(again ? [`if (again) return ${always ? 'STEP_DONE' : 'STEP_AGAIN'};`] : []),
    `if (!${next}(s, ev)) return STEP_FINISHED;`,
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
