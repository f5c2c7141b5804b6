import { check, type LinkedGame } from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { conditionKey, negates, positive } from './conditions';
import type { Ir, Local } from './expr';
import { lowerExpr } from './lower-expr';
import { optimise } from './passes';
import { walkedZone } from './passes/shared-walks';

// Decisions the listing makes about the rules file's own trees, not about code it has written:
// which `when`s are one condition, which is another's negation, which zone a walk can share.

const text = `game tiny "Tiny"
seats 2
deck {
  ranks 3..1
  suits red "Red", blue "Blue"
}
zone hand "Hand": per seat, visible to owner
zone pile "Pile": per seat, visible to all
zone stock "Stock": shared, hidden
var passes: number
deal 2 each, rest to stock
phase play "Play" {
  turns: clockwise from the dealer's left
  move draw when count(stock) > 0 {
    move top of stock to hand[seat]
  }
  move wait when not (count(stock)   >   0) {
    set passes = passes + 1
  }
  move skip when count(stock) > 1 {
    set passes = passes + 1
  }
  move lay(card in hand[seat]) {
    move card to pile[seat]
  }
  move steal(card in pile[seat] where card.rank = 3) {
    move card to hand[seat]
  }
  move take(card in stock) {
    move card to hand[seat]
  }
  move peek(card in pile[dealer]) {
    move card to hand[seat]
  }
  move other(card in hand of all seats) {
    move card to pile[seat]
  }
  move deck-card(card in hand[seat] where card.rank = 1) {
    move card to pile[seat]
  }
  end when count(stock) = 0
}
scoring {
  for s in all seats {
    score team of s count(pile[s]) + (top of pile[s]).face "{s} piles"
  }
}
`;

function tiny(): LinkedGame {
  const checked = check(text, 'rules/tiny.rules');
  expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return checked.game!;
}

const moves = (game: LinkedGame) => new Map(game.phases[0]!.moves.map((m) => [m.name, m]));
const when = (game: LinkedGame, name: string): Ir => {
  const ctx = createContext(game, 'rules/tiny.rules');
  return optimise(ctx, lowerExpr(ctx, moves(game).get(name)!.when!));
};

describe('conditions as IR', () => {
  it('the same condition written twice, spaced differently, has one key; another has its own', () => {
    const game = tiny();
    const drawn = when(game, 'draw');
    const waited = positive(when(game, 'wait'));
    expect(waited.negated).toBe(true);
    expect(conditionKey(waited.condition)).toBe(conditionKey(drawn));
    expect(conditionKey(when(game, 'skip'))).not.toBe(conditionKey(drawn));
    expect(positive(drawn)).toEqual({ condition: drawn, negated: false });
  });

  it('`not x` negates x, and nothing else', () => {
    const game = tiny();
    expect(negates(when(game, 'wait'), when(game, 'draw'))).toBe(true);
    expect(negates(when(game, 'draw'), when(game, 'wait'))).toBe(false);
    expect(negates(when(game, 'wait'), when(game, 'skip'))).toBe(false);
    expect(negates(when(game, 'skip'), when(game, 'draw'))).toBe(false);
  });

  it('tells locals apart by which one they are, not by their name', () => {
    const a: Local = { text: 'c' };
    const b: Local = { text: 'c' };
    const local = (l: Local): Ir => ({ kind: 'local', local: l });
    expect(conditionKey(local(a))).toBe(conditionKey(local(a)));
    expect(conditionKey(local(a))).not.toBe(conditionKey(local(b)));
  });
});

describe('the zone a listing may walk once for several moves', () => {
  it("is a shared list or the seat to act's own list; never a bag, another seat's zone or a union", () => {
    const game = tiny();
    const ctx = createContext(game, 'rules/tiny.rules');
    expect(ctx.bags.has('hand')).toBe(true); // read only by owner: a bag
    expect(ctx.bags.has('pile')).toBe(false); // `top of` reads its order: a list
    const owners = new Map(game.zones.map((z) => [z.name, z.owner] as const));
    const facts = { ownerOf: (zone: string) => owners.get(zone) ?? 'shared' };
    const walked = (c: typeof ctx, name: string) =>
      walkedZone(optimise(c, lowerExpr(c, moves(game).get(name)!.params[0]!.param!.domain)), facts);
    const zone = (name: string) => walked(ctx, name);
    expect(zone('take')).toBe('stock');
    expect(zone('steal')).toBe('pile[seat]');
    expect(zone('lay')).toBeUndefined(); // a bag is walked by its words
    expect(zone('peek')).toBeUndefined();
    expect(zone('other')).toBeUndefined();
    const lists = createContext(game, 'rules/tiny.rules', { bags: false });
    expect(walked(lists, 'lay')).toBe('hand[seat]');
  });
});
