// What the checker carries while it walks a file: the tables, the resolution maps it fills, and
// the context of the expression at hand (who is acting, which phase, which locals).

import type { Expression, Name, Node, Range, Reference } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import type { ResolvedDefine, ResolvedPhase, Symbol } from '../model/model';
import type { Type } from '../model/types';
import { Scope } from '../references/scopes';
import type { Tables } from '../references/tables';

export interface Ctx {
  readonly scope: Scope;
  readonly phase: ResolvedPhase | undefined;
  /** A seat is acting: `seat`, `opponents`, `partners` mean something. */
  readonly seat: boolean;
  /** `team` means something: the acting seat's team, or each team in a match clause. */
  readonly team: boolean;
  /** In the designer's words, for `no-seat-here`: "in scoring". */
  readonly place: string;
  /** Inside `scoring`: aggregates are checked for zones nothing fills. */
  readonly scoring: boolean;
  /** Inside a trick phase's `at trick end`: `winner` is the seat that took the trick. */
  readonly winner: boolean;
}

export class CheckState {
  readonly symbols = new Map<Node, Symbol>();
  readonly types = new Map<Expression, Type>();
  readonly defineTypes = new Map<ResolvedDefine, Type | 'checking'>();
  readonly owed = new Set<string>();

  constructor(
    readonly tables: Tables,
    readonly sink: DiagnosticSink,
    readonly text: string,
  ) {}

  bind(node: Reference | Name, symbol: Symbol): void {
    this.symbols.set(node, symbol);
  }

  /** The source text of a node, for suggestions such as `write pile[team of s]`. */
  source(range: Range): string {
    return this.text.slice(range.start.offset, range.end.offset);
  }

  ctx(place: string, extra: Partial<Ctx> = {}): Ctx {
    return {
      scope: new Scope(),
      phase: undefined,
      seat: false,
      team: false,
      place,
      scoring: false,
      winner: false,
      ...extra,
    };
  }
}

export function withScope(ctx: Ctx): Ctx {
  return { ...ctx, scope: ctx.scope.child() };
}
