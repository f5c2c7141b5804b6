// A move as its listing reads it: its parameters (each a local, how it appears in a move, its
// domain and its `where`) and its requirements, lowered to the IR and through the passes for
// the context it is listed in (a shape, for a listing written per shape). The listing passes
// (`passes/where-tables.ts`, `pair-masks.ts`, `empty-guard.ts`, `shared-walks.ts`) decide on
// this; the printer (`../emit/moves.ts`) writes what they decide.

import type { GenContext } from '../context';
import type { Ir, Local } from './expr';
import { lowerExpr } from './lower-expr';
import { paramKind, type MoveEntry, type ParamKind } from './moves';
import { optimise } from './passes';
import { everyIr } from './walk';

export type ListedDomain =
  | { readonly kind: 'range'; readonly from: Ir; readonly to: Ir; readonly step: Ir | undefined }
  | { readonly kind: 'collection'; readonly collection: Ir };

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
