// The phases of a generated engine as kernels of the shell's flow (runtime shell/flow.ts, which
// deals, plays phases in order, turns, tricks and owed choices, and ends the hand): whether a
// phase is played under the options, its hooks, when it ends and who acts first. In a phase
// played in turns, `end when` and `at turn start` are written once per shape the options allow
// when they are few (see shapes.ts); the shell picks by the state's seat count and deck size.

import type { ResolvedPhase } from '@orrery/rules-lang';
import { forShape, type GenContext } from '../context';
import { shapesWritten } from '../shapes';
import { expr, type Place } from '../compile-expr';
import { block, indent, type StmtPlace } from '../compile-stmt';
import { fn, type Declaration } from '../module';
import { allMoves } from '../ir/moves';
import { amountData } from './amount';
import { emitChooser } from './choosers';
import { emitPlayedBy } from './played-by';
import { alwaysSomeMove } from './moves';
import { resets } from './definitions';
import { everyNode } from '../every-node';
import { turnKind } from '../ir/tables';

/** Each phase's kernels as entries, and what the engine's step (steps.ts) reads of them. */
export interface PhaseKernelsText {
  readonly declarations: Declaration[];
  /** Per phase, its entries of the shell's phase kernels. */
  readonly phases: readonly string[][];
  /** Per phase played clockwise with a next turn of its own, that function by shape. */
  readonly next: readonly (readonly string[] | undefined)[];
  /** Per phase, whether the seat to act always has a legal move. */
  readonly always: readonly boolean[];
}

const S: [string, string] = ['s', 'State'];
const EV: [string, string] = ['ev', 'Events<GameEvent>'];

/** Each phase's kernels but its listing and tricks (moves.ts, tricks.ts), and their code. */
export function emitPhases(ctx: GenContext): PhaseKernelsText {
  const declarations: Declaration[] = [];
  const next: (readonly string[] | undefined)[] = [];
  const alwaysIn: boolean[] = [];
  const phases = ctx.game.phases.map((phase, i) => {
    const entries: string[] = [];
    const add = (name: string, d: Declaration) => {
      declarations.push(d);
      entries.push(`${name}: ${d.name}`);
    };
    const moveIndex = new Map(allMoves(ctx).map((m) => [m.name, m.index] as const));
    const none: StmtPlace = { ctx, seat: undefined, team: undefined, moveIndex };
    const acting: StmtPlace = { ctx, seat: 's.seat', team: 'teamOf(s, s.seat)', moveIndex };
    if (phase.when !== undefined) {
      add(
        'applies',
        fn(
          `applies${i}`,
          [S],
          'boolean',
          [`  return ${expr(none, phase.when)};`],
          `/** Whether phase ${i}, ${phase.name}, is played under the current options ${ctx.line(phase.when.range)} */`,
        ),
      );
    }
    if (phase.hooks.start !== undefined) {
      add(
        'start',
        fn(
          `start${i}`,
          [S, EV],
          'void',
          indent(block(acting, phase.hooks.start)),
          `/** As ${phase.name} begins ${ctx.line(phase.hooks.start.range)} */`,
        ),
      );
    }
    if (phase.hooks.end !== undefined) {
      add(
        'end',
        fn(
          `end${i}`,
          [S, EV],
          'void',
          indent(block(none, phase.hooks.end)),
          `/** As ${phase.name} ends ${ctx.line(phase.hooks.end.range)} */`,
        ),
      );
    }
    // Tricks and owed choices are not written per shape; turns are, when the shapes are few.
    const shapes = phase.kind === 'turns' ? shapesWritten(ctx) : [undefined];
    const perShape = shapes.length > 1;
    const sfx = (k: number) => (perShape ? `_${k}` : '');
    const doc = (k: number) =>
      perShape
        ? `/** At ${shapes[k]!.seats} seats and ${shapes[k]!.deckSize} cards. */`
        : undefined;
    const shaped = (
      name: string,
      make: (at: GenContext, k: number) => Declaration | undefined,
    ): string[] | undefined => {
      const made = shapes.map((shape, k) => make(forShape(ctx, shape), k));
      if (made.some((d) => d === undefined)) return undefined;
      declarations.push(...(made as Declaration[]));
      entries.push(
        perShape
          ? `${name}: [${made.map((d) => d!.name).join(', ')}]`
          : `${name}: ${made[0]!.name}`,
      );
      return made.map((d) => d!.name);
    };
    shaped('ended', (at, k) =>
      phase.endWhen.length === 0
        ? undefined
        : fn(
            `ended${i}${sfx(k)}`,
            [S],
            'boolean',
            [`  return ${endedText({ ...acting, ctx: at }, phase)};`],
            doc(k),
          ),
    );
    const hook = phase.hooks.turnStart;
    shaped('turnStart', (at, k) =>
      hook === undefined
        ? undefined
        : fn(
            `turnStart${i}${sfx(k)}`,
            [S, EV],
            'void',
            indent(block({ ...acting, ctx: at }, hook)),
            doc(k) ?? `/** Before each seat's turn ${ctx.line(hook.range)} */`,
          ),
    );
    // After a move of a clockwise phase, the next turn in one call of the game's own code:
    // its `end when`, the seat passing with the shape's seat count, the `each turn` resets and
    // `at turn start`. Written only where the phase has a rule of its own to run there.
    const resetTurn = resets(ctx, 'turn');
    if (
      phase.kind === 'turns' &&
      turnKind(phase) === 'clockwise' &&
      (phase.endWhen.length > 0 || hook !== undefined)
    ) {
      const reordered = changesTurnOrder(ctx);
      const ended = entries.some((e) => e.startsWith('ended:'));
      const started = entries.some((e) => e.startsWith('turnStart:'));
      next[i] = shaped('next', (at, k) => {
        const seats = shapes[k] === undefined ? 's.seats' : String(shapes[k]!.seats);
        const body = [
          ...(ended ? [`  if (${endedText({ ...acting, ctx: at }, phase)}) return false;`] : []),
          reordered ? '  passTurn(s);' : `  s.seat = (s.seat + 1) % ${seats};`,
          ...(resetTurn === undefined ? [] : [`  ${resetTurn}(s);`]),
          ...(started ? [`  turnStart${i}${sfx(k)}(s, ev);`] : []),
          '  return true;',
        ];
        return fn(
          `next${i}${sfx(k)}`,
          [S, EV],
          'boolean',
          body,
          `/** The next turn of ${phase.name}${perShape ? ` at ${shapes[k]!.seats} seats and ${shapes[k]!.deckSize} cards` : ''}, false once the phase is over */`,
        );
      });
    }
    // `turns: ... from SEAT`, or a trick phase's `first lead: SEAT`.
    const first = phase.kind === 'tricks' ? phase.tricks?.firstLead : undefined;
    const firstSeat = first?.seat ?? (phase.kind === 'turns' ? phase.first : undefined);
    const firstData = firstSeat === undefined ? undefined : amountData(ctx, firstSeat);
    if (firstData !== undefined) entries.push(`first: ${firstData}`);
    else if (firstSeat !== undefined) {
      add(
        'first',
        fn(
          `first${i}`,
          [S],
          'number',
          [`  return ${expr(acting, firstSeat)};`],
          `/** Who acts first in ${phase.name} ${ctx.line(first?.range ?? firstSeat.range)} */`,
        ),
      );
    }
    // `choices: by SEAT`; else the shell's C2 order from the dealer's left.
    if (phase.kind === 'choices' && phase.chooser !== undefined) {
      add('chooser', emitChooser(ctx, phase.chooser, i));
    }
    const playedBy = emitPlayedBy(ctx, phase, i);
    if (playedBy !== undefined) add('playedBy', playedBy);
    // Where some move is always legal (moves.ts), the seat to act never sits a turn out.
    const always =
      phase.kind !== 'choices' &&
      alwaysSomeMove(
        ctx,
        allMoves(ctx).filter((m) => m.phaseIndex === i),
      );
    alwaysIn[i] = always !== false;
    if (always !== false) {
      entries.push(
        `// Always a legal move (${always}): no seat sits a turn out.\nalwaysSomeMove: true`,
      );
    }
    return entries;
  });
  return { declarations, phases, next, always: alwaysIn };
}

/** Whether any rule of the file changes the order of turns (`skip`, `reverse`, `next turn`). */
function changesTurnOrder(ctx: GenContext): boolean {
  return !everyNode(ctx.game.file.declarations, (node) =>
    node.kind === 'SkipStmt' || node.kind === 'ReverseStmt' || node.kind === 'NextTurnStmt'
      ? 'fail'
      : 'look-inside',
  );
}

/** When a phase ends: its `end when` clauses, any of them. */
function endedText(place: Place, phase: ResolvedPhase): string {
  return phase.endWhen.map((e) => `(${expr(place, e)})`).join(' || ');
}
