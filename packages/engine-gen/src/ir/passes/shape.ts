// Writing for one shape (a seat count and deck size, ../../shapes.ts): what the shape fixes is
// written as constants. An option with one value in all of the shape's combinations becomes
// that value, the seat count a number, a small definition its own body written out where it is
// used (so that what the shape fixes in it is worked out too), and a union over a seat list the
// shape knows seat by seat is marked so its owners are listed one by one.

import type { Expression, LinkedGame, Reference, ResolvedDefine } from '@orrery/rules-lang';
import { everyNode } from '../../every-node';
import type { Shape } from '../../shapes';
import type { Ir } from '../expr';
import { mapChildren } from '../walk';

export interface ShapeFacts {
  readonly shape: Shape;
  readonly game: LinkedGame;
  readonly lower: (e: Expression) => Ir;
}

/** The seat lists a shape knows seat by seat. */
export const SHAPE_SEAT_LISTS: readonly string[] = ['all-seats', 'opponents', 'partners'];

export function forShape(e: Ir, facts: ShapeFacts): Ir {
  const { shape } = facts;
  const rewrite = (x: Ir): Ir => {
    switch (x.kind) {
      case 'option': {
        const fixed = shape.fixed.get(x.name);
        return fixed === undefined ? x : { kind: 'fixed', of: 'option', value: fixed };
      }
      case 'builtin':
        return x.name === 'seat-count'
          ? { kind: 'fixed', of: 'seat-count', value: shape.seats }
          : x;
      case 'define':
        return writtenOutSize(facts.game, x.define) <= WRITTEN_OUT_LIMIT
          ? { kind: 'written-out', body: rewrite(facts.lower(x.define.body)) }
          : x;
      case 'seat-beside':
        return { ...x, seat: rewrite(x.seat), seats: shape.seats };
      case 'union': {
        const seats = rewrite(x.seats);
        const known = seats.kind === 'builtin' && SHAPE_SEAT_LISTS.includes(seats.name);
        return { ...x, seats, known };
      }
      default:
        return mapChildren(x, rewrite);
    }
  };
  return rewrite(e);
}

/** The largest definition written out where it is used, in nodes (the repo's reach 40). */
export const WRITTEN_OUT_LIMIT = 200;
const writtenOutSizes = new WeakMap<ResolvedDefine, number>();

/**
 * A definition's nodes with every definition it uses written out in it, counted only up to just
 * past WRITTEN_OUT_LIMIT, so measuring is as cheap as the limit however the definitions nest.
 */
export function writtenOutSize(game: LinkedGame, define: ResolvedDefine): number {
  const known = writtenOutSizes.get(define);
  if (known !== undefined) return known;
  writtenOutSizes.set(define, WRITTEN_OUT_LIMIT + 1); // a cycle, which the checker refuses
  let size = 0;
  everyNode(define.body, (node) => {
    size++;
    if (node.kind === 'Reference') {
      const used = game.trySymbolOf(node as Reference);
      if (used?.kind === 'define') size += writtenOutSize(game, used.define);
    }
    return size > WRITTEN_OUT_LIMIT ? 'fail' : 'look-inside';
  });
  const result = Math.min(size, WRITTEN_OUT_LIMIT + 1);
  writtenOutSizes.set(define, result);
  return result;
}
