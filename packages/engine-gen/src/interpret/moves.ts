// The moves of an interpreted engine (moves.ts and move-table.ts of the generator): the move
// table, each move's listing (nested loops over its parameters' domains, filtered by `where`
// and `require`), why one may not be played (the same clauses, in the same order, with the
// same codes and messages), and playing one.

import {
  LIMITS,
  type Expression,
  type Param,
  type RequireStmt,
  type ResolvedMove,
} from '@orrery/rules-lang';
import {
  listCardSets,
  moveError,
  NUMBER_OFFSET,
  owedTeam,
  type MoveError,
  type SumBound,
} from '@orrery/runtime';
import { sumBound } from '../ir/listing';
import { staticValues } from '../ir/passes';
import { allMoves, paramKind, type ParamKind } from '../ir/moves';
import { cardTestOf, itemsOfDomain, membershipOf } from './collections';
import { evaluate, evaluator, irOf, number } from './expressions';
import { runBlock } from './statements';
import {
  ACTING,
  slotOf,
  type Eval,
  type Interp,
  type Place,
  type Sink,
  type State,
} from './values';

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

/** A choice's `team` where the phase names its chooser: the team owed it (see emit/moves.ts). */
const OWED: Place = { seat: (s) => s.seat, team: (s) => owedTeam(s) };

/** Where the moves of phase `phase` are read: the seat to act, and `team` as emit/moves.ts has it. */
export function actingIn(interp: Interp, phase: number): Place {
  return interp.ctx.game.phases[phase]?.chooser === undefined ? ACTING : OWED;
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
  const acting = actingIn(interp, entry.phaseIndex);
  const limit = LIMITS.moveNumber;
  const slots = move.params.map((p) => slotOf(interp, p.param.name));
  const when = move.when === undefined ? undefined : evaluator(interp, acting, move.when);
  const reqs = requires(move).map((r) => ({
    test: evaluator(interp, acting, r.condition),
    code: r.code.text,
    message: r.message === undefined ? `Not allowed (${r.code.text})` : r.message,
  }));
  const params = move.params.map((p, k) => {
    const { domain, step, where } = p.param;
    return {
      name: p.name,
      kind: entry.kinds[k]!,
      set: p.param.size === undefined ? undefined : setOf(interp, acting, p.param),
      range: domain.kind === 'RangeExpr' ? rangeOf(interp, acting, domain, step) : undefined,
      domain: domain.kind === 'RangeExpr' ? undefined : itemsOfDomain(interp, acting, domain),
      member: domain.kind === 'RangeExpr' ? undefined : membershipOf(interp, acting, domain),
      where: where === undefined ? undefined : evaluator(interp, acting, where),
      // Listing reads a card-only `where` from a table, as the generated listing does.
      listed:
        where === undefined
          ? undefined
          : p.type.kind === 'card'
            ? cardTestOf(interp, acting, p.param.name, where)
            : evaluator(interp, acting, where),
    };
  });
  const code = (): number => {
    let packed = 0;
    for (let k = params.length - 1; k >= 0; k--) {
      if (params[k]!.set !== undefined) continue;
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
    const set = p.set;
    if (set !== undefined) {
      // A set of cards, the last parameter: the runtime's walk of its pool's subsets, each
      // tested with its `where` and the move's requirements, as the generated listing does.
      const domain = p.domain!;
      const where = p.where;
      const scale = 64 * 4096 ** k;
      const test = (cards: readonly number[]): boolean => {
        locals[slot] = cards as number[];
        if (where !== undefined && !where(stateNow!)) return false;
        for (let r = 0; r < reqs.length; r++) if (!reqs[r]!.test(stateNow!)) return false;
        return true;
      };
      let stateNow: State | undefined;
      return (s, out, n) => {
        const { items, n: count } = domain(s);
        stateNow = s;
        const base = code();
        return listCardSets(
          interp.cardSets,
          items.slice(0, count),
          set.least(s),
          set.most(s),
          set.sum(s),
          test,
          out,
          n,
          base,
          scale,
        );
      };
    }
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
      locals[slot] =
        params[k]!.set === undefined ? p[k]! : (interp.cardSets.cards(p[k]!) as number[]);
    });
    for (let k = 0; k < params.length; k++) {
      const q = params[k]!;
      const v = p[k]!;
      const shown = display(interp, q.kind, v);
      if (q.set !== undefined) {
        const wrong = setWhy(interp, s, entry.name, q.name, q.set, q.member!, v);
        if (wrong !== null) return wrong;
      } else if (q.range !== undefined) {
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
  const body = runBlock(interp, acting, move.body);
  const play = (s: State, p: readonly number[], ev: Sink): boolean => {
    for (let k = 0; k < slots.length; k++) {
      locals[slots[k]!] =
        params[k]!.set === undefined ? p[k]! : (interp.cardSets.cards(p[k]!) as number[]);
    }
    return body(s, ev);
  };
  return { list, why, play };
}

function rangeOf(
  interp: Interp,
  acting: Place,
  domain: Extract<Expression, { kind: 'RangeExpr' }>,
  step: Expression | undefined,
): { from: Eval<number>; to: Eval<number>; step: Eval<number>; plain: boolean } {
  return {
    from: number(interp, acting, domain.from),
    to: number(interp, acting, domain.to),
    step: step === undefined ? () => 1 : number(interp, acting, step),
    // The generator leaves "in steps of" out of its message when the step is written `1`.
    plain: step === undefined || (step.kind === 'NumberLiteral' && step.value === 1),
  };
}

/** How many cards a set parameter holds, and the sum that prunes its listing (ir/listing.ts). */
interface SetOf {
  readonly least: Eval<number>;
  /** Infinity for `any of`. */
  readonly most: Eval<number>;
  readonly sum: (s: State) => SumBound | undefined;
}

function setOf(interp: Interp, acting: Place, param: Param): SetOf {
  const size = param.size!;
  const least = size.any ? () => 1 : number(interp, acting, size.least!);
  const most = size.any
    ? () => Infinity
    : size.most === undefined
      ? least
      : number(interp, acting, size.most);
  const where = param.where === undefined ? undefined : irOf(interp, param.where);
  const bound =
    where === undefined ? undefined : sumBound(where, param.name, staticValues(interp.ctx));
  if (bound === undefined || param.where === undefined) {
    return { least, most, sum: () => undefined };
  }
  // Each card's value, worked out once: the body reads the card alone.
  const body = evaluate(interp, acting, bound.body, param.where) as Eval<number>;
  const slot = slotOf(interp, bound.local);
  const weight = new Float64Array(interp.deck.ids.length);
  const none = {} as State;
  for (let c = 0; c < weight.length; c++) {
    interp.locals[slot] = c;
    weight[c] = body(none);
  }
  const limit = evaluate(interp, acting, bound.bound, param.where) as Eval<number>;
  const strict = bound.strict;
  return {
    least,
    most,
    sum: (s) => ({ weight, bound: limit(s), strict }),
  };
}

/** Why the cards `p` (a set's id) may not be that set parameter: the generator's checks. */
function setWhy(
  interp: Interp,
  s: State,
  move: string,
  name: string,
  set: SetOf,
  member: (s: State, card: number) => boolean,
  id: number,
): MoveError | null {
  const cards = interp.cardSets.cards(id);
  const what = `${name} of ${move}`;
  const least = set.least(s);
  const most = set.most(s);
  if (most === Infinity) {
    if (cards.length < 1) return moveError('out-of-range', `The ${what} holds a card at least`);
  } else if (cards.length < least || cards.length > most) {
    const count = least === most ? `${least}` : `${least} to ${most}`;
    return moveError('out-of-range', `The ${what} holds ${count} cards, not ${cards.length}`);
  }
  for (const c of cards) {
    if (!member(s, c)) {
      return moveError(
        'not-available',
        `The ${interp.deck.names[c]} can't be among the ${what} now`,
      );
    }
  }
  return null;
}

/** A parameter's value for people. */
function display(interp: Interp, kind: ParamKind, v: number): string {
  const { deck } = interp;
  switch (kind) {
    case 'cards':
      return interp.cardSets
        .cards(v)
        .map((c) => 'the ' + deck.names[c])
        .join(', ')
        .replace(/^t/, 'T');
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
