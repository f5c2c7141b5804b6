// `sum-groups(c in C where P: V to T)` through both engines: a capture that takes any table
// cards that split into groups each adding up to the card played (several groups at once, as
// a fishing game captures), and numbers offered only when a hand's cards, or its red cards,
// split into groups of that sum (a hand is kept as a bitset, the table as a list). What is
// expected is found here by another search (every way of grouping the cards, each group
// added up), not by the runtime's.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from '../generate';
import { interpret } from './index';

const scratch = path.resolve(__dirname, '../../tmp/interpret-sum-groups');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const GAME = `game group-capture "Group Capture"
seats 2
teams solo
deck {
  ranks 9..1
  suits red, blue, gold
}
zone hand "Hand": per seat, visible to owner
zone stock "Stock": shared, hidden
zone table "Table": shared, visible to all
zone pile "Pile": per seat, visible to all
first dealer: seat 0
deal 5 each, rest to stock
phase play {
  turns: clockwise from the dealer's left
  at start {
    repeat 9 { move top of stock to table }
    move top of table to table   // read with top of: the table is kept as a list
  }
  move capture(card in hand[seat], taken in any of table where sum-groups(c in taken: c.face to card.face)) {
    move card, taken to pile[seat]
  }
  move groups-of(n in 1..30 where sum-groups(c in hand[seat]: c.face to n)) {
  }
  move red-groups-of(n in 1..30 where sum-groups(c in hand[seat] where c.suit = red: c.face + 1 to n)) {
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
  const file = 'group-capture.rules';
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

const faceOf = (c: string) => Number(c.split('-')[1]);
const suitOf = (c: string) => c.split('-')[0]!;

/** Whether the values split into groups each adding up to `target`: every grouping of the first. */
function splits(values: readonly number[], target: number): boolean {
  if (values.length === 0) return true;
  const [head, ...tail] = values;
  for (let mask = 0; mask < 1 << tail.length; mask++) {
    const group = [head!, ...tail.filter((_, k) => (mask & (1 << k)) !== 0)];
    const total = group.reduce((t, v) => t + v, 0);
    if (
      total === target &&
      splits(
        tail.filter((_, k) => (mask & (1 << k)) === 0),
        target,
      )
    )
      return true;
  }
  return false;
}

const key = (cards: readonly string[]) => [...cards].sort().join(' ');

interface Seen {
  readonly state: unknown;
  readonly hand: string[];
  readonly table: string[];
  readonly legal: { type: string; card?: string; taken?: string[]; n?: number }[];
}

function look(engine: AnyEngine, seed: number): Seen {
  const set = engine.setup({ seed, options: {} });
  if (!set.ok) throw new Error('setup failed');
  const state = set.value;
  const seat = engine.toMove(state)!;
  const view = engine.view(state, seat) as {
    zones: { hand: { cards?: string[] }[]; table: { cards?: string[] } };
  };
  return {
    state,
    hand: view.zones.hand[seat]!.cards!,
    table: view.zones.table.cards!,
    legal: engine.legalMoves(state) as unknown as Seen['legal'],
  };
}

describe('sum-groups(c in C: V to T)', () => {
  it('offers exactly the table cards that split into groups of the card played', async () => {
    let offered = 0;
    let groups = 0;
    for (const engine of await engines()) {
      for (let seed = 1; seed <= 40; seed++) {
        const { hand, table, legal } = look(engine, seed);
        const want = new Set<string>();
        for (const card of hand) {
          for (let mask = 1; mask < 1 << table.length; mask++) {
            const taken = table.filter((_, k) => (mask & (1 << k)) !== 0);
            if (splits(taken.map(faceOf), faceOf(card))) want.add(`${card}: ${key(taken)}`);
          }
        }
        const got = new Set(
          legal.filter((m) => m.type === 'capture').map((m) => `${m.card}: ${key(m.taken!)}`),
        );
        expect(got, `seed ${seed}`).toEqual(want);
        offered += got.size;
        for (const m of legal) {
          if (m.type !== 'capture') continue;
          const total = m.taken!.reduce((t, c) => t + faceOf(c), 0);
          if (total >= 2 * faceOf(m.card!)) groups++;
        }
      }
    }
    // Many captures were offered, some of them two groups or more at once.
    expect(offered).toBeGreaterThan(100);
    expect(groups).toBeGreaterThan(20);
  });

  it('reads the sum outside its variable, over a hand and over the cards that pass a where', async () => {
    const seen = new Set<string>();
    for (const engine of await engines()) {
      for (let seed = 1; seed <= 40; seed++) {
        const { hand, legal } = look(engine, seed);
        const of = (type: string) => legal.filter((m) => m.type === type).map((m) => m.n);
        const sums = (values: number[]) =>
          Array.from({ length: 30 }, (_, k) => k + 1).filter((n) => splits(values, n));
        expect(of('groups-of'), `seed ${seed}`).toEqual(sums(hand.map(faceOf)));
        const red = hand.filter((c) => suitOf(c) === 'red').map((c) => faceOf(c) + 1);
        expect(of('red-groups-of'), `seed ${seed}`).toEqual(sums(red));
        seen.add(of('groups-of').join(','));
      }
    }
    // Hands that split in several ways, not only as one group of their whole sum.
    expect(seen.size).toBeGreaterThan(10);
  });
});
