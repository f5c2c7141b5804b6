// The game's moves in one table: index, phase, parameters. A move code packs the index and the
// parameter values into one number: index + 64 * (p1 + 4096 * (p2 + 4096 * p3)).

import type { Param, ResolvedMove, ResolvedPhase, Type } from '@orrery/rules-lang';
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

export const NUMBER_OFFSET = 2048;

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

/** How a parameter appears in a move's JSON. */
export function paramKind(t: Type): 'card' | 'suit' | 'rank' | 'seat' | 'team' | 'number' {
  switch (t.kind) {
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

/** TypeScript packing parameter values (already numbers) with a move index into a code. */
export function encodeExpr(entry: MoveEntry, values: readonly string[]): string {
  let packed = '';
  for (let i = values.length - 1; i >= 0; i--) {
    const kind = paramKind(entry.params[i]!.type);
    const v = kind === 'number' ? `(${values[i]} + ${NUMBER_OFFSET})` : values[i]!;
    packed = packed === '' ? v : `${v} + 4096 * (${packed})`;
  }
  return packed === '' ? String(entry.index) : `${entry.index} + 64 * (${packed})`;
}

/** TypeScript for each parameter value of a move code held in `code`: the inverse of encodeExpr. */
export function decodeExprs(entry: MoveEntry, code: string): string[] {
  // Codes of up to two parameters stay below 2^30, so shifts are exact; three need division.
  const small = entry.params.length <= 2;
  return entry.params.map((p, k) => {
    const raw = small
      ? `((${code} >> ${6 + 12 * k}) & 4095)`
      : `(Math.floor(${code} / ${64 * 4096 ** k}) % 4096)`;
    return paramKind(p.type) === 'number' ? `(${raw} - ${NUMBER_OFFSET})` : raw;
  });
}
