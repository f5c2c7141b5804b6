import { readFileSync } from 'node:fs';
import path from 'node:path';
import { check } from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { lowerExpr } from './lower-expr';
import { lowerTricks } from './tricks';

// A trick phase's clauses lowered once, for the printer and the interpreter alike.

const root = path.resolve(__dirname, '../../../..');
function tricksOf(file: string) {
  const game = check(readFileSync(path.join(root, file), 'utf8'), file).game!;
  const ctx = createContext(game, file);
  const phase = game.phases.find((p) => p.tricks !== undefined)!;
  return { game, t: lowerTricks({ game, bags: ctx.bags, expr: (e) => lowerExpr(ctx, e) }, phase) };
}

describe('trick rules as IR', () => {
  it("says Spades' lead restriction as a mask of the suits, and its winner's tiers as IR", () => {
    const { game, t } = tricksOf('rules/examples/spades.rules');
    const spades = game.deck.suits.findIndex((s) => s.name === 'spades');
    expect(t.lead).toMatchObject({ suits: ['spades'], mask: 1 << spades, unlessOnly: true });
    expect(t.follow.steps).toEqual(['suit', 'any']);
    expect(t.winner).toHaveLength(2);
    expect(t.winner[0]).toMatchObject({
      kind: 'highest',
      keys: [{ kind: 'card-attribute', attribute: 'rank' }],
      where: { kind: 'is', test: { of: 'suit', index: spades } },
    });
    expect(t.allSuits).toBe((1 << game.deck.suits.length) - 1);
  });

  it("reads Whist's trump from its variable and leaves its leads free", () => {
    const { t } = tricksOf('rules/examples/whist.rules');
    expect(t.lead).toBeUndefined();
    expect(t.winner[0]).toMatchObject({
      where: { kind: 'equal', right: { kind: 'variable' } },
    });
    expect(t.wonOwner).toBe('team');
  });
});
