import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine, SetupArgs } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from './generate';
import { interpret } from './interpret/index';

// `lowest total wins` (C5 as a default a rules file changes): the lowest total wins once a total
// reaches the target, at the end of `at most N hands`, and at a tool's hand limit. Each seat
// scores the faces it holds; the winners below are worked out by hand from the deals.

const rules = (match: string) => `game low "Low"
seats 2
teams solo
deck {
  ranks 4..1
  suits a "A", b "B"
}
zone hand "Hand": per seat, visible to owner
zone stock "Stock": shared, hidden
first dealer: seat 0
deal 2 each, rest to stock
phase p "P" {
  turns: once around from the dealer's left
  move pass { event passed }
}
scoring {
  for s in all seats { score team of s sum(c in hand[s]: c.face) }
}
match {
${match}
}
`;

// Hand 1: seat 0 holds 8, seat 1 holds 2. Hand 2: seat 0 holds 2 (10 in all), seat 1 holds 4 (6).
const DEALS = [
  {
    dealer: 0,
    hands: [
      ['a-4', 'b-4'],
      ['a-1', 'b-1'],
    ],
    stock: ['a-3', 'b-3', 'a-2', 'b-2'],
  },
  {
    dealer: 1,
    hands: [
      ['a-1', 'b-1'],
      ['a-2', 'b-2'],
    ],
    stock: ['a-4', 'b-4', 'a-3', 'b-3'],
  },
];

const scratch = path.resolve(__dirname, '../tmp/lowest-wins');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function engines(text: string, name: string): Promise<AnyEngine[]> {
  const { game, diagnostics } = check(text, `${name}.rules`);
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const f of generateEngine(game!, `${name}.rules`))
    writeFileSync(path.join(dir, f.name), f.text);
  const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
  const interpreted = interpret(game!, `${name}.rules`);
  expect(interpreted.diagnostics.map(formatDiagnostic)).toEqual([]);
  return [compiled, interpreted.engine!];
}

/** Both seats pass until the match ends; its winner and the hands played. */
function playOut(engine: AnyEngine, args: SetupArgs) {
  const set = engine.setup(args);
  if (!set.ok) throw new Error(set.error.message);
  let s = set.value;
  for (let k = 0; k < 20 && !engine.outcome(s).over; k++) {
    const played = engine.apply(s, { type: 'pass' });
    if (!played.ok) throw new Error(played.error.message);
    s = played.state;
  }
  const end = engine.outcome(s);
  return { winner: end.winner, hands: end.hands.length, totals: end.totals };
}

describe('lowest total wins', () => {
  it('the lowest total wins once a total reaches the target', async () => {
    for (const engine of await engines(rules('  target 10\n  lowest total wins'), 'low')) {
      expect(playOut(engine, { deals: DEALS })).toEqual({ winner: 1, hands: 2, totals: [10, 6] });
      // A tool's hand limit: after hand 1, the lower total (seat 1's 2) wins.
      expect(playOut(engine, { deals: DEALS, handLimit: 1 })).toEqual({
        winner: 1,
        hands: 1,
        totals: [8, 2],
      });
    }
    // Without it, C5 as written: the highest.
    for (const engine of await engines(rules('  target 10'), 'high')) {
      expect(playOut(engine, { deals: DEALS })).toEqual({ winner: 0, hands: 2, totals: [10, 6] });
    }
  });

  it('at the end of a match of N hands, the lowest wins; a level lowest is a draw', async () => {
    for (const engine of await engines(rules('  at most 1 hands\n  lowest total wins'), 'one')) {
      expect(playOut(engine, { deals: DEALS })).toEqual({ winner: 1, hands: 1, totals: [8, 2] });
      const level = [
        {
          dealer: 0,
          hands: [
            ['a-4', 'b-1'],
            ['b-4', 'a-1'],
          ],
          stock: ['a-3', 'b-3', 'a-2', 'b-2'],
        },
      ];
      expect(playOut(engine, { deals: level }).winner).toBe('draw');
    }
  });
});
