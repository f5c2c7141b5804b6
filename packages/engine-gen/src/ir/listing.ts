// A move as its listing reads it: its parameters (each a local, how it appears in a move, its
// domain and its `where`) and its requirements, lowered to the IR and through the passes for
// the context it is listed in (a shape, for a listing written per shape). The listing passes
// (`passes/where-tables.ts`, `pair-masks.ts`, `empty-guard.ts`, `shared-walks.ts`) decide on
// this; the printer (`../emit/moves.ts`) writes what they decide.

import type { GenContext } from '../context';
import type { Ir, Local } from './expr';
import { lowerExpr } from './lower-expr';
import { paramKind, type MoveEntry, type ParamKind } from './moves';
import { optimise, staticValues } from './passes';
import { cardOnly, type StaticValue } from './card-only';
import { everyIr } from './walk';

export type ListedDomain =
  | { readonly kind: 'range'; readonly from: Ir; readonly to: Ir; readonly step: Ir | undefined }
  | { readonly kind: 'collection'; readonly collection: Ir }
  /**
   * A set of cards: the subsets of `collection`'s cards of `least` to `most` cards (`most`
   * undefined: as many as it holds), their `where` pruned by `sum` where it can be.
   */
  | {
      readonly kind: 'subsets';
      readonly collection: Ir;
      readonly least: Ir;
      readonly most: Ir | undefined;
      readonly sum: SumBound | undefined;
    };

/**
 * A set's `where` that asks for a sum of a card-only value over the set to be at most (`strict`:
 * below) `bound`, which does not read the set: where every card's value is 0 or more, no set
 * whose part is over can be under, so the listing does not extend it (runtime card-sets.ts).
 * `=` bounds the sum as `<=` does; the whole `where` is still tested on each set.
 */
export interface SumBound {
  /** The value summed, of the card `local` stands for. */
  readonly local: Local;
  readonly body: Ir;
  readonly bound: Ir;
  readonly strict: boolean;
}

export interface ListedParam {
  readonly local: Local;
  readonly kind: ParamKind;
  readonly domain: ListedDomain;
  readonly where: Ir | undefined;
}

export interface ListedRequire {
  readonly code: string;
  readonly condition: Ir;
}

export interface ListedMove {
  readonly index: number;
  /** The move's `when`, if it has one. */
  readonly when: Ir | undefined;
  readonly params: readonly ListedParam[];
  readonly requires: readonly ListedRequire[];
}

/** A move of the rules file (not a trick phase's play) as its listing reads it. */
export function listedMove(ctx: GenContext, m: MoveEntry): ListedMove {
  const ir = (e: Parameters<typeof lowerExpr>[1]) => optimise(ctx, lowerExpr(ctx, e));
  const params = m.params.map((p): ListedParam => {
    const param = p.param!;
    const d = param.domain;
    const size = param.size;
    if (size !== undefined) {
      const where = param.where === undefined ? undefined : ir(param.where);
      const least: Ir = size.any ? { kind: 'number', value: 1 } : ir(size.least!);
      return {
        local: param.name,
        kind: 'cards',
        domain: {
          kind: 'subsets',
          collection: ir(d),
          least,
          most: size.any ? undefined : size.most === undefined ? least : ir(size.most),
          sum: where === undefined ? undefined : sumBound(where, param.name, staticValues(ctx)),
        },
        where,
      };
    }
    const domain: ListedDomain =
      d.kind === 'RangeExpr'
        ? {
            kind: 'range',
            from: ir(d.from),
            to: ir(d.to),
            step: param.step === undefined ? undefined : ir(param.step),
          }
        : { kind: 'collection', collection: ir(d) };
    return {
      local: param.name,
      kind: paramKind(p.type),
      domain,
      where: param.where === undefined ? undefined : ir(param.where),
    };
  });
  const requires = m
    .move!.body.statements.filter((st) => st.kind === 'RequireStmt')
    .map((r) => ({ code: r.code.text, condition: ir(r.condition) }));
  const when = m.move!.when === undefined ? undefined : ir(m.move!.when);
  return { index: m.index, when, params, requires };
}

/** Whether `e` reads the local `local` anywhere inside. */
export function readsLocal(e: Ir, local: Local): boolean {
  return !everyIr(e, (x) => (x.kind === 'local' && x.local === local ? 'fail' : 'look-inside'));
}

/** The sum bound of a set's `where` (see SumBound), looking through `and`. */
export function sumBound(where: Ir, set: Local, staticValue: StaticValue): SumBound | undefined {
  if (where.kind === 'logic' && where.op === 'and') {
    return sumBound(where.left, set, staticValue) ?? sumBound(where.right, set, staticValue);
  }
  const summed = (e: Ir): { local: Local; body: Ir } | undefined =>
    e.kind === 'aggregate' &&
    e.op === 'sum' &&
    e.collection.kind === 'local' &&
    e.collection.local === set &&
    e.where === undefined &&
    e.local !== undefined &&
    e.body !== undefined &&
    cardOnly(e.body, e.local, staticValue)
      ? { local: e.local, body: e.body }
      : undefined;
  const of = (sum: Ir, bound: Ir, strict: boolean): SumBound | undefined => {
    const s = summed(sum);
    if (s === undefined || readsLocal(bound, set)) return undefined;
    return { ...s, bound, strict };
  };
  if (where.kind === 'equal' && !where.negated && where.by === 'value') {
    return of(where.left, where.right, false) ?? of(where.right, where.left, false);
  }
  if (where.kind !== 'compare') return undefined;
  switch (where.op) {
    case '<=':
      return of(where.left, where.right, false);
    case '<':
      return of(where.left, where.right, true);
    case '>=':
      return of(where.right, where.left, false);
    case '>':
      return of(where.right, where.left, true);
  }
}
