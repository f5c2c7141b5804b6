// Moves that take a set of cards in the generator: the engines of ../test/set-games.ts type-check
// with no unused names; a set's `where` gives the sum bound the listing prunes by exactly where
// it may (ir/listing.ts `sumBound`, IR in, bound out); a set move's code holds the set's number
// above the other parameters; and a listing stops at the documented limit.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic, LIMITS } from '@orrery/rules-lang';
import { MOST_SUBSETS_LOOKED_AT, type AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { PASS_THREE, SUM_CAPTURE } from '../test/set-games';
import { typeCheck } from '../test/typecheck';
import { generateEngine } from './generate';
import type { Ir, Local } from './ir/expr';
import { sumBound } from './ir/listing';
import { interpret } from './interpret';

const scratch = path.resolve(__dirname, '../tmp/card-sets');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function generated(text: string, name: string) {
  const { game, diagnostics } = check(text, `${name}.rules`);
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  return generateEngine(game!, `${name}.rules`);
}

describe('set move engines', () => {
  it('type-check', () => {
    expect(
      typeCheck({
        'pass-three': generated(PASS_THREE, 'pass-three'),
        'sum-capture': generated(SUM_CAPTURE, 'sum-capture'),
      }),
    ).toEqual([]);
  }, 120_000);

  it('write the set into the code above the card before it, and prune the capture by its sum', () => {
    const engine = generated(SUM_CAPTURE, 'sum-capture').find((f) => f.name === 'engine.ts')!.text;
    expect(engine).toContain('GAME.cardSets.cards(Math.floor(code / 262144))');
    expect(engine).toMatch(
      /listCardSets\(GAME\.cardSets, s\.z\.table, 1, Infinity, \{ weight: SET_WEIGHTS_0/,
    );
    // The lay's `where` bounds no sum: it is walked whole.
    expect(engine).toMatch(
      /listCardSets\(GAME\.cardSets, bagCards\(s\.z\.hand, s\.seat, 2\), 2, 3, undefined,/,
    );
  });
});

describe('the sum bound of a set', () => {
  const set: Local = { text: 'taken' };
  const c: Local = { text: 'c' };
  const card: Local = { text: 'card' };
  const face = (l: Local): Ir => ({
    kind: 'card-attribute',
    attribute: 'face',
    card: { kind: 'local', local: l },
  });
  const sumOf = (body: Ir, over: Local = set): Ir => ({
    kind: 'aggregate',
    op: 'sum',
    local: c,
    collection: { kind: 'local', local: over },
    where: undefined,
    body,
  });
  const eq = (left: Ir, right: Ir): Ir => ({
    kind: 'equal',
    negated: false,
    by: 'value',
    left,
    right,
  });
  const all = () => true;

  it('is the other side of an = , <= or < of a sum of a card-only value over the set', () => {
    expect(sumBound(eq(sumOf(face(c)), face(card)), set, all)).toEqual({
      local: c,
      body: face(c),
      bound: face(card),
      strict: false,
    });
    expect(sumBound(eq(face(card), sumOf(face(c))), set, all)?.bound).toEqual(face(card));
    const lt: Ir = {
      kind: 'compare',
      op: '<',
      left: sumOf(face(c)),
      right: { kind: 'number', value: 9 },
    };
    expect(sumBound(lt, set, all)?.strict).toBe(true);
    const ge: Ir = {
      kind: 'compare',
      op: '>=',
      left: { kind: 'number', value: 9 },
      right: sumOf(face(c)),
    };
    expect(sumBound(ge, set, all)?.strict).toBe(false);
    const both: Ir = {
      kind: 'logic',
      op: 'and',
      left: { kind: 'builtin', name: 'true' },
      right: lt,
    };
    expect(sumBound(both, set, all)?.strict).toBe(true);
  });

  it('is none where pruning could drop a set that holds', () => {
    // A sum at least some number grows as the set does: nothing to prune.
    const atLeast: Ir = {
      kind: 'compare',
      op: '>=',
      left: sumOf(face(c)),
      right: { kind: 'number', value: 9 },
    };
    expect(sumBound(atLeast, set, all)).toBeUndefined();
    // Not a sum over the set itself.
    expect(sumBound(eq(sumOf(face(c), card), face(card)), set, all)).toBeUndefined();
    // A value that reads the state, or a bound that reads the set.
    const stateful: Ir = { kind: 'variable', key: 'x' };
    expect(sumBound(eq(sumOf(stateful), face(card)), set, all)).toBeUndefined();
    expect(sumBound(eq(sumOf(face(c)), sumOf(face(c))), set, all)).toBeUndefined();
    // Either side of an `or` may hold alone.
    const either: Ir = {
      kind: 'logic',
      op: 'or',
      left: { kind: 'builtin', name: 'true' },
      right: eq(sumOf(face(c)), face(card)),
    };
    expect(sumBound(either, set, all)).toBeUndefined();
    const negated: Ir = {
      kind: 'equal',
      negated: true,
      by: 'value',
      left: sumOf(face(c)),
      right: face(card),
    };
    expect(sumBound(negated, set, all)).toBeUndefined();
  });
});

describe('the listing limit', () => {
  it('is the documented one, and a listing stops there in both engines', async () => {
    expect(MOST_SUBSETS_LOOKED_AT).toBe(LIMITS.subsetsListed);
    // Any of a 20-card hand: 2^20 - 1 sets, of which a listing offers the first 65,536.
    const text = `game many "Many"
seats 2
deck {
  ranks 10..1
  suits red, blue
}
zone hand: per seat, visible to owner
zone pile: per seat, visible to all
first dealer: seat 0
deal 10 each
phase play {
  turns: clockwise from the dealer's left
  move lay(cards in any of hand of all seats) { move cards to pile[seat] }
}
scoring { for s in all seats { score team of s count(pile[s]) } }
match { target 100 }
`;
    const { game } = check(text, 'many.rules');
    const dir = path.join(scratch, 'many');
    mkdirSync(dir, { recursive: true });
    for (const f of generateEngine(game!, 'many.rules'))
      writeFileSync(path.join(dir, f.name), f.text);
    const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
    for (const engine of [compiled, interpret(game!, 'many.rules').engine!]) {
      const set = engine.setup({ seed: 1, options: {} });
      if (!set.ok) throw new Error(set.error.message);
      const codes: number[] = [];
      expect(engine.fast.legal(set.value, codes)).toBe(LIMITS.subsetsListed);
      // Each set comes before those that extend it: all twenty cards are met early, the last
      // card alone last of all, past the limit, and so it is not legal.
      const ids = engine.meta.deck({}).map((c) => c.id);
      expect(engine.apply(set.value, { type: 'lay', cards: ids }).ok).toBe(true);
      expect(engine.apply(set.value, { type: 'lay', cards: ids.slice(-1) }).ok).toBe(false);
    }
  }, 60_000);
});
