// The `{name}` placeholders of `score` and `event` reasons. Each is a bare name read where the
// statement stands, and a generated engine shows it to people by its type, so only the types
// it can show are allowed here.

import type { MoveDecl, Template } from '../ast/ast';
import { typeName, type Type } from '../model/types';
import { POINTS_PLACEHOLDER } from '../parser/build-template';
import { candidates, visibleNames } from '../references/scopes';
import { didYouMean } from '../references/suggest';
import { checkExpr } from './check-expressions';
import type { CheckState, Ctx } from './state';

/** Types a reason can show: a team or seat by name, a suit, card or rank by name, a number. */
const SHOWN: ReadonlySet<Type['kind']> = new Set([
  'team',
  'seat',
  'suit',
  'card',
  'rank',
  'number',
]);

export function checkReason(
  st: CheckState,
  reason: Template | undefined,
  ctx: Ctx,
  scored: boolean,
): void {
  for (const part of reason?.parts ?? []) {
    if (typeof part === 'string' || part.kind === 'ScoredPoints') continue;
    const name = part.name.text;
    if (candidates(name, ctx.scope, ctx.phase, st.tables).length === 0) {
      const pool = [...visibleNames(ctx.scope, ctx.phase, st.tables)];
      if (scored) pool.push(POINTS_PLACEHOLDER);
      st.sink.error(
        'unknown-placeholder',
        part.range,
        `'{${name}}' names nothing here: a placeholder is a name in scope where the statement is`,
        !scored && name === POINTS_PLACEHOLDER
          ? "'{points}' is the points scored only in a 'score' reason"
          : didYouMean(name, pool),
      );
      continue;
    }
    const t = checkExpr(st, part, ctx, undefined, true); // a bare per-team name is unshowable, not misowned
    if (t.kind !== 'unknown' && !SHOWN.has(t.kind)) {
      st.sink.error(
        'unshowable-placeholder',
        part.range,
        `'{${name}}' is of type '${typeName(t)}', which a reason cannot show: it shows a team, seat, suit, card, rank or number`,
      );
    }
  }
}

/**
 * The placeholders of a move's wording (`move bid "Bid {level} {suit}" (...)`): each names one
 * of the move's own parameters, the only values a move's words may show (every parameter kind
 * has words). Nothing else is in scope: the words are written before the move is played, from
 * its public notation alone. `ctx` is the move's, its parameters bound.
 */
export function checkMoveWording(st: CheckState, move: MoveDecl, ctx: Ctx): void {
  const params = move.params.map((p) => p.name.text);
  for (const part of move.wording?.parts ?? []) {
    if (typeof part === 'string' || part.kind === 'ScoredPoints') continue;
    if (params.includes(part.name.text)) {
      // Resolved like any reference (to the parameter bound in `ctx`), so every name of the
      // tree has its symbol, and the editor finds and renames it with the parameter.
      checkExpr(st, part, ctx, undefined, true);
      continue;
    }
    st.sink.error(
      'unknown-placeholder',
      part.range,
      `'{${part.name.text}}' is not a parameter of move '${move.name.text}': a move's wording shows its own parameters only`,
      params.length === 0
        ? 'this move has no parameters to show'
        : (didYouMean(part.name.text, params) ?? `its parameters: ${params.join(', ')}`),
    );
  }
}
