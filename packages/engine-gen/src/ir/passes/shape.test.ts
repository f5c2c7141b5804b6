import { describe, expect, it } from 'vitest';
import type { Shape } from '../../shapes';
import { builtin, option, union } from '../build';
import type { Ir } from '../expr';
import { lowerExpr } from '../lower-expr';
import { expressionOf, loweringOf, smallGame } from '../test-game';
import { forShape } from './shape';

// IR in, IR out: what a shape fixes becomes a constant.

const game = smallGame();
const shape: Shape = {
  seats: 4,
  deckSize: 16,
  words: 1,
  index: 0,
  fixed: new Map([['players', 4]]),
};
const facts = {
  shape,
  game,
  lower: (e: Parameters<typeof lowerExpr>[1]) => lowerExpr(loweringOf(game), e),
};

describe('for a shape', () => {
  it('writes an option the shape fixes as its value, and the seat count as a number', () => {
    expect(forShape(option('players'), facts)).toEqual({ kind: 'fixed', of: 'option', value: 4 });
    expect(forShape(option('bonus'), facts)).toEqual(option('bonus'));
    expect(forShape(builtin('seat-count'), facts)).toEqual({
      kind: 'fixed',
      of: 'seat-count',
      value: 4,
    });
    expect(
      forShape({ kind: 'seat-beside', side: 'left', seat: builtin('dealer') }, facts),
    ).toMatchObject({ seats: 4 });
  });

  it('writes a small definition out, with what the shape fixes in it', () => {
    const define = lowerExpr(loweringOf(game), expressionOf(game, 'bonus-now'));
    expect(forShape(define, facts)).toEqual({
      kind: 'written-out',
      body: {
        kind: 'arithmetic',
        op: '+',
        left: option('bonus'),
        right: { kind: 'fixed', of: 'seat-count', value: 4 },
      },
    });
  });

  it('knows the owners of a union over a seat list, not over any other seats', () => {
    expect(forShape(union('hand', builtin('opponents')), facts)).toMatchObject({ known: true });
    const seats: Ir = { kind: 'set', elements: [{ kind: 'number', value: 1 }] };
    expect(forShape(union('hand', seats), facts)).toMatchObject({ known: false });
  });
});
