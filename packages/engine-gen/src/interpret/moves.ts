// The moves of an interpreted engine (moves.ts and move-table.ts of the generator): the move
// table, each move's listing (nested loops over its parameters' domains, filtered by `where`
// and `require`), why one may not be played (the same clauses, in the same order, with the
// same codes and messages), and playing one.

import { LIMITS, type Expression, type RequireStmt, type ResolvedMove } from '@orrery/rules-lang';
import { moveError, NUMBER_OFFSET, type MoveError } from '@orrery/runtime';
import { allMoves, paramKind, type ParamKind } from '../ir/moves';
import { cardTestOf, itemsOfDomain, membershipOf } from './collections';
import { evaluator, number } from './expressions';
import { runBlock } from './statements';
import { ACTING, slotOf, type Eval, type Interp, type Sink, type State } from './values';

/** A move of the table (../ir/moves.ts) with how each parameter appears in its JSON. */
export interface MoveEntry {
  readonly index: number;
  readonly name: string;
  readonly phaseIndex: number;
  readonly kinds: readonly ParamKind[];
  /** Undefined for a trick phase's play. */
  readonly move: ResolvedMove | undefined;
}

/** The game's moves in table order: the one table the generator writes its move codes by. */
export function moveTable(interp: Pick<Interp, 'ctx'>): MoveEntry[] {
  return allMoves(interp.ctx).map((m) => ({
    index: m.index,
    name: m.name,
    phaseIndex: m.phaseIndex,
    kinds: m.params.map((p) => paramKind(p.type)),
    move: m.move,
  }));
}

/** A declared move, ready to list, explain and play. */
export interface MoveKernel {
  /** Writes its legal codes from `out[n]`; returns the new n. `owed`: a phase of choices. */
  list(s: State, out: number[], n: number): number;
  why(s: State, p: readonly number[]): MoveError | null;
  /** Plays it with parameters `p`; true when the seat acts again. */
  play(s: State, p: readonly number[], ev: Sink): boolean;
}

function requires(move: ResolvedMove): RequireStmt[] {
  return move.body.statements.filter((st): st is RequireStmt => st.kind === 'RequireStmt');
}

export function moveKernel(
  interp: Interp,
  entry: MoveEntry,
  owed: boolean,
  /** The move's `when` as the listing reads it: worked out once a listing (kernels.ts). */
  listedWhen: ((s: State) => boolean) | undefined,
): MoveKernel {
  const move = entry.move!;
  const { locals } = interp;
  const limit = LIMITS.moveNumber;
  const slots = move.params.map((p) => slotOf(interp, p.param.name));
  const when = move.when === undefined ? undefined : evaluator(interp, ACTING, move.when);
  const reqs = requires(move).map((r) => ({
    test: evaluator(interp, ACTING, r.condition),
    code: r.code.text,
    message: r.message === undefined ? `Not allowed (${r.code.text})` : r.message,
  }));
  const params = move.params.map((p, k) => {
    const { domain, step, where } = p.param;
    return {
      name: p.name,
      kind: entry.kinds[k]!,
      range: domain.kind === 'RangeExpr' ? rangeOf(interp, domain, step) : undefined,
      domain: domain.kind === 'RangeExpr' ? undefined : itemsOfDomain(interp, ACTING, domain),
      member: domain.kind === 'RangeExpr' ? undefined : membershipOf(interp, ACTING, domain),
      where: where === undefined ? undefined : evaluator(interp, ACTING, where),
      // Listing reads a card-only `where` from a table, as the generated listing does.
      listed:
        where === undefined
          ? undefined
          : p.type.kind === 'card'
            ? cardTestOf(interp, ACTING, p.param.name, where)
            : evaluator(interp, ACTING, where),
    };
  });
  const code = (): number => {
    let packed = 0;
    for (let k = params.length - 1; k >= 0; k--) {
      const v = locals[slots[k]!] as number;
      packed = packed * 4096 + (params[k]!.kind === 'number' ? v + NUMBER_OFFSET : v);
    }
    return entry.index + 64 * packed;
  };
  type Level = (s: State, out: number[], n: number) => number;
  // The innermost level: the move's requirements, then its code.
  const last: Level = (s, out, n) => {
    for (let r = 0; r < reqs.length; r++) if (!reqs[r]!.test(s)) return n;
    out[n++] = code();
    return n;
  };
  // One loop a parameter, outermost first, each a closure of its own built from the inside out.
  const level = params.reduceRight((next: Level, p, k): Level => {
    const slot = slots[k]!;
    const listed = p.listed;
    const range = p.range;
    if (range !== undefined) {
      return (s, out, n) => {
        const from = range.from(s);
        const step = range.step(s);
        const to = Math.min(range.to(s), limit);
        const first = from < -limit ? from + Math.ceil((-limit - from) / step) * step : from;
        for (let x = first; x <= to; x += step) {
          locals[slot] = x;
          if (listed !== undefined && !listed(s)) continue;
          n = next(s, out, n);
        }
        return n;
      };
    }
    const domain = p.domain!;
    const numbers = p.kind === 'number';
    return (s, out, n) => {
      const { items, n: count } = domain(s);
      for (let j = 0; j < count; j++) {
        const x = items[j]!;
        if (numbers && (x < -limit || x > limit)) continue;
        locals[slot] = x;
        if (listed !== undefined && !listed(s)) continue;
        n = next(s, out, n);
      }
      return n;
    };
  }, last);
  const list = (s: State, out: number[], n: number): number => {
    if (owed && s.owed[0]?.move !== entry.index) return n;
    if (listedWhen !== undefined && !listedWhen(s)) return n;
    return level(s, out, n);
  };
  const why = (s: State, p: readonly number[]): MoveError | null => {
    if (when !== undefined && !when(s)) return moveError('not-now', `You can't ${entry.name} now`);
    slots.forEach((slot, k) => {
      locals[slot] = p[k]!;
    });
    for (let k = 0; k < params.length; k++) {
      const q = params[k]!;
      const v = p[k]!;
      const shown = display(interp, q.kind, v);
      if (q.range !== undefined) {
        const from = q.range.from(s);
        const to = q.range.to(s);
        const step = q.range.step(s);
        if (v < from || v > to || (v - from) % step !== 0) {
          const steps = q.range.plain ? '' : ` in steps of ${step}`;
          return moveError(
            'out-of-range',
            `${q.name} must be from ${from} to ${to}${steps}, not ${v}`,
          );
        }
      } else if (!q.member!(s, v)) {
        return moveError('not-available', `${shown} can't be the ${q.name} of ${entry.name} now`);
      }
      if (q.where !== undefined && !q.where(s)) {
        return moveError('not-allowed', `${shown} can't be the ${q.name} of ${entry.name}`);
      }
    }
    for (const r of reqs) {
      if (!r.test(s)) return moveError(r.code, message(interp, r.message, params, p));
    }
    return null;
  };
  const body = runBlock(interp, ACTING, move.body);
  const play = (s: State, p: readonly number[], ev: Sink): boolean => {
    for (let k = 0; k < slots.length; k++) locals[slots[k]!] = p[k]!;
    return body(s, ev);
  };
  return { list, why, play };
}

function rangeOf(
  interp: Interp,
  domain: Extract<Expression, { kind: 'RangeExpr' }>,
  step: Expression | undefined,
): { from: Eval<number>; to: Eval<number>; step: Eval<number>; plain: boolean } {
  return {
    from: number(interp, ACTING, domain.from),
    to: number(interp, ACTING, domain.to),
    step: step === undefined ? () => 1 : number(interp, ACTING, step),
    // The generator leaves "in steps of" out of its message when the step is written `1`.
    plain: step === undefined || (step.kind === 'NumberLiteral' && step.value === 1),
  };
}

/** A parameter's value for people. */
function display(interp: Interp, kind: ParamKind, v: number): string {
  const { deck } = interp;
  switch (kind) {
    case 'card':
      return 'The ' + deck.names[v];
    case 'suit':
      return String(deck.suits.names[v]);
    case 'rank':
      return String(deck.ranks.names[v - 1]);
    default:
      return String(v);
  }
}

/** A `require` message with `{param}` replaced by the parameter's value for people. */
function message(
  interp: Interp,
  text: string,
  params: readonly { readonly name: string; readonly kind: ParamKind }[],
  p: readonly number[],
): string {
  const parts = text.split(/\{([a-z][a-z0-9-]*)\}/);
  if (parts.length === 1) return text;
  return parts
    .map((part, k) => {
      if (k % 2 === 0) return part;
      const at = params.findIndex((q) => q.name === part);
      return at < 0 ? `{${part}}` : display(interp, params[at]!.kind, p[at]!);
    })
    .join('');
}
