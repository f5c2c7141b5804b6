import { describe, expect, it } from 'vitest';
import { lowerExpr } from './lower-expr';
import { expressionOf, loweringOf, smallGame } from './test-game';

// The linked model lowered to the IR: names resolved, operators said in the engine's terms.

const game = smallGame();
const lower = (text: string) => lowerExpr(loweringOf(game), expressionOf(game, text));

describe('lowering expressions', () => {
  it("resolves a zone's instance, a suit test, a definition and an option", () => {
    expect(lower('hand[seat]')).toEqual({
      kind: 'instance',
      zone: 'hand',
      owner: { kind: 'builtin', name: 'seat' },
    });
    expect(lower('c is red')).toMatchObject({
      kind: 'is',
      test: { of: 'suit', index: 0, name: 'red' },
    });
    expect(lower('reds')).toMatchObject({ kind: 'define', define: { name: 'reds' } });
    expect(lower('bonus + seat-count')).toEqual({
      kind: 'arithmetic',
      op: '+',
      left: { kind: 'option', name: 'bonus' },
      right: { kind: 'builtin', name: 'seat-count' },
    });
  });

  it('compares cards of a deck with copies by their base card, and sets by their members', () => {
    expect(lower('card = top of pile')).toMatchObject({ kind: 'equal', by: 'base-card' });
    expect(lower('{card} = {card}')).toMatchObject({ kind: 'equal', by: 'members' });
    expect(lower('count(hand[s]) = 0')).toMatchObject({ kind: 'equal', by: 'value' });
  });

  it("binds an aggregate's card to its declaring name, the same local wherever it is read", () => {
    const e = lower('count(c in hand[seat] where c is red)');
    if (e.kind !== 'aggregate' || e.where?.kind !== 'is') throw new Error(e.kind);
    expect(e.op).toBe('count');
    expect(e.where.subject).toEqual({ kind: 'local', local: e.local });
  });
});
