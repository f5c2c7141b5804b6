import { describe, expect, it } from 'vitest';
import { builtin, instance, local } from '../build';
import type { Ir } from '../expr';
import type { CardMove, Stmt } from '../stmt';
import { cameFrom } from './came-from';

// IR in, IR out: a move's card parameter is known to be where it was drawn from until something
// may have moved it.

const range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } };
const card = { text: 'card' };
const target = { text: 'target' };
const hand: Ir = { kind: 'bag', zone: 'hand', owner: builtin('seat'), slot: 0, stays: true };
const pile: Ir = { kind: 'bag', zone: 'pile', owner: builtin('team'), slot: 64, stays: false };
const list: Ir = instance('trick', builtin('seat'));
const move = (moves: CardMove[], to: Ir = pile): Stmt => ({ kind: 'move', range, moves, to });
const one = (l: { text: string }): CardMove => ({ kind: 'card', card: local(l) });
const facts = { ownerOf: (zone: string) => (zone === 'area' ? 'seat' : 'team') as 'seat' | 'team' };
const params = [{ local: card, domain: hand }];
const fromOf = (st: Stmt | undefined, k = 0) =>
  st?.kind === 'move' && st.moves[k]?.kind === 'card' ? st.moves[k].from : undefined;

describe('came from', () => {
  it("takes a card parameter out of its bag's instance the first time it moves into a bag", () => {
    const out = cameFrom([move([one(card)]), move([one(card)])], params, facts);
    expect(fromOf(out[0])).toEqual({ zone: 'hand', owner: builtin('seat') });
    expect(fromOf(out[1])).toBeUndefined();
  });

  it("knows a card from a union of a bag's instances is in one of them", () => {
    const union: Ir = {
      kind: 'union',
      zone: 'area',
      seats: builtin('opponents'),
      bag: true,
      known: false,
    };
    const out = cameFrom([move([one(target)])], [{ local: target, domain: union }], facts);
    expect(fromOf(out[0])).toEqual({ zone: 'area', owners: 'seat' });
  });

  it('forgets it once the card may have moved: onto a list, with cards walked from its zone, in a nested block', () => {
    const ontoList = cameFrom([move([one(card)], list), move([one(card)])], params, facts);
    expect(fromOf(ontoList[1])).toBeUndefined();
    const walked = cameFrom(
      [move([{ kind: 'cards', cards: hand }]), move([one(card)])],
      params,
      facts,
    );
    expect(fromOf(walked[1])).toBeUndefined();
    const otherZone = cameFrom(
      [move([{ kind: 'cards', cards: list }]), move([one(card)])],
      params,
      facts,
    );
    expect(fromOf(otherZone[1])).toEqual({ zone: 'hand', owner: builtin('seat') });
    const nested: Stmt = {
      kind: 'repeat',
      range,
      count: { kind: 'number', value: 1 },
      body: [move([one(card)], list)],
    };
    expect(fromOf(cameFrom([nested, move([one(card)])], params, facts)[1])).toBeUndefined();
  });

  it('says nothing of a card drawn from a list or a shared zone', () => {
    const out = cameFrom([move([one(card)])], [{ local: card, domain: list }], facts);
    expect(fromOf(out[0])).toBeUndefined();
  });
});
