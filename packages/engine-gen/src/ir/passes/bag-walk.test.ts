import { describe, expect, it } from 'vitest';
import { builtin, instance, isSuit, local, variable } from '../build';
import type { Ir } from '../expr';
import type { CardMove, Stmt } from '../stmt';
import { bagWalk } from './bag-walk';

// IR in, IR out: cards filtered from a bag into another zone's bag are walked bit by bit.

const range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } };
const c = { text: 'c' };
const bag = (zone: string): Ir => ({
  kind: 'bag',
  zone,
  owner: builtin('seat'),
  slot: 0,
  stays: true,
});
const red = isSuit(local(c), 0, 'red');
const filter = (collection: Ir, where: Ir = red): Ir => ({
  kind: 'filter',
  local: c,
  collection,
  where,
});
const move = (cards: Ir, to: Ir): Stmt => ({
  kind: 'move',
  range,
  moves: [{ kind: 'cards', cards }],
  to,
});
const walkOf = (st: Stmt | undefined) =>
  st?.kind === 'move' ? (st.moves[0] as Extract<CardMove, { kind: 'cards' }>).walk : undefined;
const never = () => false;

describe('bag walk', () => {
  it("walks a bag's bits into another zone's bag, masked when the test reads the card alone", () => {
    const [st] = bagWalk([move(filter(bag('hand')), bag('pile'))], never);
    expect(walkOf(st)).toEqual({
      local: c,
      source: bag('hand'),
      where: red,
      mask: { local: c, tests: [red], when: 'all' },
    });
  });

  it('tests each card where the test reads the state', () => {
    const where: Ir = {
      kind: 'equal',
      negated: false,
      by: 'value',
      left: local(c),
      right: variable('x'),
    };
    const [st] = bagWalk([move(filter(bag('hand'), where), bag('pile'))], never);
    expect(walkOf(st)).toMatchObject({ mask: undefined, where });
  });

  it('leaves alone a walk of the bag being filled, one from a list, and one onto a list', () => {
    const untouched = [
      move(filter(bag('pile')), bag('pile')),
      move(filter(instance('trick', builtin('seat'))), bag('pile')),
      move(filter(bag('hand')), instance('trick', builtin('seat'))),
    ];
    for (const st of untouched) expect(walkOf(bagWalk([st], never)[0])).toBeUndefined();
  });

  it('reaches into nested blocks', () => {
    const nested: Stmt = {
      kind: 'repeat',
      range,
      count: { kind: 'number', value: 2 },
      body: [move(filter(bag('hand')), bag('pile'))],
    };
    const [out] = bagWalk([nested], never);
    expect(out?.kind === 'repeat' ? walkOf(out.body[0]) : undefined).toBeDefined();
  });
});
