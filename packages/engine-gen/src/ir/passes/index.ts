// The passes from IR to IR, in the order they run. Each is its own file, tested IR in, IR out:
// what the shape fixes, how zones are kept, emptiness of bags, walks of one suit, card masks,
// and aggregates over unions split by owner (after which the parts may take masks too); then,
// over statements, walks of a bag into another bag and where a move's cards still are.

import type { Expression, ResolvedValue } from '@orrery/rules-lang';
import type { GenContext } from '../../context';
import { isStatic, type StaticValue } from '../card-only';
import type { Ir, Local } from '../expr';
import type { Stmt } from '../stmt';
import { mapStmtExprs } from '../walk-stmt';
import { bagWalk } from './bag-walk';
import { cameFrom } from './came-from';
import { lowerExpr } from '../lower-expr';
import { cardMasks } from './card-masks';
import { emptyBags } from './empty-bags';
import { overOwners } from './over-owners';
import { forShape } from './shape';
import { storage } from './storage';
import { suitWalk } from './suit-walk';

export function optimise(ctx: GenContext, e: Ir): Ir {
  let x = e;
  if (ctx.shape !== undefined) {
    x = forShape(x, { shape: ctx.shape, game: ctx.game, lower: (y) => lowerExpr(ctx, y) });
  }
  x = storage(x, ctx);
  x = emptyBags(x, { shaped: ctx.shape !== undefined });
  x = suitWalk(x);
  const masks = { bags: ctx.bags.size > 0, staticValue: staticValues(ctx) };
  x = cardMasks(x, masks);
  x = overOwners(x);
  return cardMasks(x, masks);
}

const byGame = new WeakMap<GenContext['game'], StaticValue>();

/**
 * Whether a card value depends on the card alone, worked out once a value (and the answer kept
 * for the game): a value that uses another twice (`c.a + c.a`) would otherwise be walked 2^n
 * times n values deep.
 */
export function staticValues(ctx: GenContext): StaticValue {
  const cached = byGame.get(ctx.game);
  if (cached !== undefined) return cached;
  const byName = new Map(ctx.game.values.map((v) => [v.name, v] as const));
  const known = new Map<ResolvedValue, boolean>();
  const staticValue = (name: string): boolean => {
    const value = byName.get(name);
    if (value === undefined) return false;
    const seen = known.get(value);
    if (seen !== undefined) return seen;
    known.set(value, false); // a cycle, which the checker refuses
    const result = isStatic(lowerExpr(ctx, value.body), staticValue);
    known.set(value, result);
    return result;
  };
  byGame.set(ctx.game, staticValue);
  return staticValue;
}

/** A block's statements after the passes: every expression's, then the statement passes. */
export function optimiseBlock(
  ctx: GenContext,
  stmts: readonly Stmt[],
  params?: readonly { readonly local: Local; readonly domain: Expression }[],
): Stmt[] {
  let x = mapStmtExprs(stmts, (e) => optimise(ctx, e));
  x = bagWalk(x, staticValues(ctx));
  if (params === undefined) return x;
  const owners = new Map(ctx.game.zones.map((z) => [z.name, z.owner] as const));
  return cameFrom(
    x,
    params
      .filter((p) => p.domain.kind !== 'RangeExpr')
      .map((p) => ({ local: p.local, domain: optimise(ctx, lowerExpr(ctx, p.domain)) })),
    { ownerOf: (zone) => owners.get(zone) ?? 'shared' },
  );
}
