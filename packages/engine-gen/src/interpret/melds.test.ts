// `melds(C)` through both engines: a move that lays down any three or more cards of the hand
// that can be laid out as melds (sets of one rank, runs of one suit, three cards or more each);
// and `deadwood(C: V)`, moves offered only with the least face total a hand leaves out of melds.
// What is expected is found here by another search (every way of splitting the cards into
// groups, each group checked), not by the runtime's.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from '../generate';
import { interpret } from './index';

const scratch = path.resolve(__dirname, '../../tmp/interpret-melds');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const GAME = `game meld-down "Meld Down"
seats 2
teams solo
deck {
  ranks 6..1
  suits red, blue, gold
}
zone hand "Hand": per seat, visible to owner
zone pile "Pile": per seat, visible to all
first dealer: seat 0
deal 8 each
phase play {
  turns: clockwise from the dealer's left
  move lay(cards in 3..8 of hand[seat] where melds(cards)) {
    move cards to pile[seat]
  }
  move pass {
  }
  move count-out(n in 0..60 where n = deadwood(c in hand[seat]: c.face)) {
  }
  move count-red(n in 0..60 where n = deadwood(c in hand[seat] where c.suit = red: c.face)) {
  }
  end when count(pile of all seats) > 0
}
scoring {
  for s in all seats {
    score team of s count(pile[s])
  }
}
match {
  at most 1 hands
}
`;

async function engines(): Promise<AnyEngine[]> {
  const file = 'meld-down.rules';
  const checked = check(GAME, file);
  expect(checked.diagnostics.map(formatDiagnostic)).toEqual([]);
  mkdirSync(scratch, { recursive: true });
  for (const f of generateEngine(checked.game!, file))
    writeFileSync(path.join(scratch, f.name), f.text);
  const compiled = ((await import(path.join(scratch, 'index.ts'))) as { engine: AnyEngine }).engine;
  const interpreted = interpret(checked.game!, file);
  expect(interpreted.diagnostics.map(formatDiagnostic)).toEqual([]);
  return [compiled, interpreted.engine!];
}

const RANKS = ['1', '2', '3', '4', '5', '6'];
const suitOf = (c: string) => c.split('-')[0]!;
const rankOf = (c: string) => RANKS.indexOf(c.split('-')[1]!);

/** One group: three or more of one rank, or three or more of one suit with ranks in a row. */
function meld(group: readonly string[]): boolean {
  if (group.length < 3) return false;
  if (group.every((c) => rankOf(c) === rankOf(group[0]!))) return true;
  if (!group.every((c) => suitOf(c) === suitOf(group[0]!))) return false;
  const ranks = group.map(rankOf).sort((a, b) => a - b);
  return ranks.every((r, k) => k === 0 || r === ranks[k - 1]! + 1);
}

/** Whether the cards split into groups that are each a meld: every grouping of the first card. */
function splits(cards: readonly string[]): boolean {
  if (cards.length === 0) return true;
  const [head, ...tail] = cards;
  for (let mask = 0; mask < 1 << tail.length; mask++) {
    const group = [head!, ...tail.filter((_, k) => (mask & (1 << k)) !== 0)];
    if (meld(group) && splits(tail.filter((_, k) => (mask & (1 << k)) === 0))) return true;
  }
  return false;
}

const key = (cards: readonly string[]) => [...cards].sort().join(' ');

describe('melds(C)', () => {
  it('offers exactly the sets of the hand that split into melds', async () => {
    let offered = 0;
    let large = 0;
    for (const engine of await engines()) {
      for (let seed = 1; seed <= 40; seed++) {
        const set = engine.setup({ seed, options: {} });
        if (!set.ok) throw new Error('setup failed');
        const state = set.value;
        const seat = engine.toMove(state)!;
        const view = engine.view(state, seat) as {
          zones: { hand: { cards?: string[] }[] };
        };
        const hand = view.zones.hand[seat]!.cards!;
        const want = new Set<string>();
        for (let mask = 0; mask < 1 << hand.length; mask++) {
          const cards = hand.filter((_, k) => (mask & (1 << k)) !== 0);
          if (cards.length >= 3 && splits(cards)) want.add(key(cards));
        }
        const legal = engine.legalMoves(state) as unknown as { type: string; cards?: string[] }[];
        const got = new Set(legal.filter((m) => m.type === 'lay').map((m) => key(m.cards!)));
        expect(got, `seed ${seed}`).toEqual(want);
        offered += got.size;
        for (const k of got) if (k.split(' ').length >= 6) large++;
      }
    }
    // Many sets were offered, some of them two melds or more at once.
    expect(offered).toBeGreaterThan(100);
    expect(large).toBeGreaterThan(0);
  });

  it('offers the least deadwood of the hand, and of its cards that pass a where', async () => {
    const faceOf = (c: string) => rankOf(c) + 1;
    /** The least face total left out: every subset that splits into melds, the rest summed. */
    const least = (cards: readonly string[]) => {
      let best = Infinity;
      for (let mask = 0; mask < 1 << cards.length; mask++) {
        const laid = cards.filter((_, k) => (mask & (1 << k)) !== 0);
        if (!splits(laid)) continue;
        const left = cards.filter((_, k) => (mask & (1 << k)) === 0);
        best = Math.min(
          best,
          left.reduce((t, c) => t + faceOf(c), 0),
        );
      }
      return best;
    };
    const seen = new Set<number>();
    for (const engine of await engines()) {
      for (let seed = 1; seed <= 40; seed++) {
        const set = engine.setup({ seed, options: {} });
        if (!set.ok) throw new Error('setup failed');
        const state = set.value;
        const seat = engine.toMove(state)!;
        const view = engine.view(state, seat) as {
          zones: { hand: { cards?: string[] }[] };
        };
        const hand = view.zones.hand[seat]!.cards!;
        const legal = engine.legalMoves(state) as unknown as { type: string; n?: number }[];
        const of = (type: string) => legal.filter((m) => m.type === type).map((m) => m.n);
        expect(of('count-out'), `seed ${seed}`).toEqual([least(hand)]);
        expect(of('count-red'), `seed ${seed}`).toEqual([
          least(hand.filter((c) => suitOf(c) === 'red')),
        ]);
        seen.add(least(hand));
      }
    }
    // Hands of many different deadwood, some less than the whole hand's face total.
    expect(seen.size).toBeGreaterThan(8);
  });
});
