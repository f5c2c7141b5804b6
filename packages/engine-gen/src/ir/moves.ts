// The game's moves in one table, as data: index, phase, parameters. A move code packs the index
// and the parameter values into one number: index + 64 * (p1 + 4096 * (p2 + 4096 * p3)). The
// printer (emit/) and the interpreter (interpret/) both read moves by this table.

import {
  evaluateStatic,
  optionCombinations,
  optionsUsedBy,
  type Expression,
  type Param,
  type ResolvedMove,
  type ResolvedPhase,
  type Type,
} from '@orrery/rules-lang';
import type { GenContext } from '../context';

export interface MoveParam {
  readonly name: string;
  readonly type: Type;
  readonly param: Param | undefined;
}

export interface MoveEntry {
  readonly index: number;
  readonly name: string;
  readonly phase: ResolvedPhase;
  readonly phaseIndex: number;
  readonly params: readonly MoveParam[];
  /** Undefined for the play move of a trick phase. */
  readonly move: ResolvedMove | undefined;
}

const cache = new WeakMap<GenContext, MoveEntry[]>();

export function allMoves(ctx: GenContext): MoveEntry[] {
  const hit = cache.get(ctx);
  if (hit !== undefined) return hit;
  const out: MoveEntry[] = [];
  ctx.game.phases.forEach((phase, phaseIndex) => {
    if (phase.kind === 'tricks') {
      out.push({
        index: out.length,
        name: 'play',
        phase,
        phaseIndex,
        params: [{ name: 'card', type: { kind: 'card' }, param: undefined }],
        move: undefined,
      });
    }
    for (const move of phase.moves) {
      out.push({
        index: out.length,
        name: move.name,
        phase,
        phaseIndex,
        params: move.params.map((p) => ({ name: p.name, type: p.type, param: p.param })),
        move,
      });
    }
  });
  if (out.length > 64) throw new Error('a game may have at most 64 moves');
  cache.set(ctx, out);
  return out;
}

export type ParamKind = 'card' | 'suit' | 'rank' | 'seat' | 'team' | 'number' | 'cards';

/** How a parameter appears in a move's JSON: a set of cards (`cards`) as an array of ids. */
export function paramKind(t: Type): ParamKind {
  switch (t.kind) {
    case 'cards':
    case 'card':
    case 'suit':
    case 'rank':
    case 'seat':
    case 'team':
      return t.kind;
    default:
      return 'number';
  }
}

/**
 * The fewest and most cards a set parameter may hold under any of the options (the checker has
 * made each end a whole number of at least 1 that follows from them); `most` is undefined for
 * `any of`, which may take every card of its pool.
 */
export function setSizeBounds(
  ctx: GenContext,
  param: Param,
): { readonly least: number; readonly most: number | undefined } {
  const size = param.size!;
  if (size.any) return { least: 1, most: undefined };
  const values = (e: Expression): number[] =>
    optionCombinations(ctx.game, optionsUsedBy(ctx.game, [e])).map((combo) => {
      const v = evaluateStatic(ctx.game, e, combo);
      return typeof v === 'number' ? v : 1;
    });
  const least = values(size.least!);
  const most = values(size.most ?? size.least!);
  return { least: Math.min(...least), most: Math.max(...most) };
}
