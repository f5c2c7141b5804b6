// `next dealer: SEAT` through both engines: the seat that took the most tricks deals the next
// hand, and a seat that is none leaves C2's left of the dealer. The expected dealers are worked
// out here from each hand's scores, not from either engine; a saved game whose dealers do not
// pass clockwise is read back, as the rule allows.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from '../generate';
import { interpret } from './index';

const scratch = path.resolve(__dirname, '../../tmp/interpret-next-dealer');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const game = (next: string) => `game keeper "Keeper"
seats 3
teams solo
deck {
  ranks 6..1
  suits red, blue
}
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone taken "Taken": per team, visible to all
record keeper: seat
record nobody: seat   // never set: none
first dealer: seat 0
next dealer: ${next}
deal 4 each
phase play {
  play tricks from hand to trick, won tricks to taken
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
}
scoring {
  set keeper = left of dealer
  for t in teams {
    score t tricks(t)
  }
  for s in all seats where tricks(team of s) >= 2 {
    set keeper = s
  }
}
match {
  at most 6 hands
}
`;

async function engines(next: string): Promise<AnyEngine[]> {
  const file = 'keeper.rules';
  const checked = check(game(next), file);
  expect(checked.diagnostics.map(formatDiagnostic)).toEqual([]);
  const dir = path.join(scratch, next.replace(/[^a-z]+/g, '-'));
  mkdirSync(dir, { recursive: true });
  for (const f of generateEngine(checked.game!, file))
    writeFileSync(path.join(dir, f.name), f.text);
  const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
  const interpreted = interpret(checked.game!, file);
  expect(interpreted.diagnostics.map(formatDiagnostic)).toEqual([]);
  return [compiled, interpreted.engine!];
}

/** Plays a match out with the first legal move; a save and a load after each move. */
function playOut(engine: AnyEngine, seed: number) {
  const set = engine.setup({ seed, options: {} });
  if (!set.ok) throw new Error('setup failed');
  let state = set.value;
  while (engine.toMove(state) !== null) {
    const r = engine.apply(state, engine.legalMoves(state)[0]);
    if (!r.ok) throw new Error(r.error.code);
    const read = engine.deserialize(engine.serialize(r.state));
    if (!read.ok) throw new Error(`${read.error.message}`);
    state = read.value;
  }
  return engine.outcome(state).hands;
}

describe("'next dealer'", () => {
  it('hands the deal to the seat the rule names, after each hand is scored', async () => {
    let away = 0;
    for (const engine of await engines('keeper')) {
      for (let seed = 1; seed <= 12; seed++) {
        const hands = playOut(engine, seed);
        expect(hands).toHaveLength(6);
        expect(hands[0]!.dealer).toBe(0);
        for (let k = 1; k < hands.length; k++) {
          const before = hands[k - 1]!;
          // Two or more of the four tricks make a seat the keeper (the last in seat order, as the
          // loop sets it last); else the dealer's left.
          const keeper = before.scores.findLastIndex((n) => n >= 2);
          const expected = keeper >= 0 ? keeper : (before.dealer + 1) % 3;
          expect(hands[k]!.dealer, `seed ${seed}, hand ${k + 1}`).toBe(expected);
          if (expected !== (before.dealer + 1) % 3) away++;
        }
      }
    }
    // The rule took the deal somewhere C2 would not have, many times.
    expect(away).toBeGreaterThan(20);
  });

  it('keeps to C2 where the seat named is none', async () => {
    for (const engine of await engines('nobody')) {
      expect(playOut(engine, 3).map((h) => h.dealer)).toEqual([0, 1, 2, 0, 1, 2]);
    }
    for (const engine of await engines('dealer')) {
      // The same dealer every hand: the rule names the seat that dealt.
      expect(playOut(engine, 5).map((h) => h.dealer)).toEqual([0, 0, 0, 0, 0, 0]);
    }
  });

  it('refuses a deal after the first that names its dealer, the rules choosing it', async () => {
    const hands = [
      ['red-6', 'red-5', 'red-4', 'red-3'],
      ['red-2', 'red-1', 'blue-6', 'blue-5'],
      ['blue-4', 'blue-3', 'blue-2', 'blue-1'],
    ];
    for (const engine of await engines('keeper')) {
      const named = engine.setup({
        deals: [
          { dealer: 0, hands },
          { dealer: 1, hands },
        ],
      });
      expect(named.ok ? '' : named.error.path).toBe('deals[1].dealer');
      expect(engine.setup({ deals: [{ dealer: 0, hands }, { hands }] }).ok).toBe(true);
    }
  });
});
