import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from './generate';
import { interpret } from './interpret/index';

// Counted repetition, `repeat N { }` and `for i in A..B { }`, in the compiled and the interpreted
// engine: what each loop did is read back from the variables after one move, worked out by hand
// from the rules below (not from an engine).

const RULES = `game counted "Counted"
option times "Times": 0..5 = 3
seats 2
teams solo
deck {
  ranks 6..1
  suits a "A", b "B"
}
zone hand "Hand": per seat, visible to owner
zone stock "Stock": shared, hidden
var sum "Sum": number
var steps "Steps": number
var capped "Capped": number
var backwards "Backwards": number
first dealer: seat 0
deal 1 each, rest to stock
phase p "P" {
  turns: once around from the dealer's left
  move go {
    repeat times { move top of stock to hand[seat] }
    for i in 1..4 where i != 2 { set sum = sum + i }
    for i in 3..1 { set backwards = backwards + 1 }
    repeat 0 - 2 { set steps = steps + 100 }
    repeat 2 {
      for j in hand-number..hand-number + 1 { set steps = steps + j }
    }
    repeat total[team] + 1000000000 { set capped = capped + 1 }
  }
}
scoring {
  for t in teams { score t sum }
}
match { target 100 }
`;

const scratch = path.resolve(__dirname, '../tmp/counted-loops');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function engines(): Promise<[string, AnyEngine][]> {
  const { game, diagnostics } = check(RULES, 'counted.rules');
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  mkdirSync(scratch, { recursive: true });
  for (const f of generateEngine(game!, 'counted.rules'))
    writeFileSync(path.join(scratch, f.name), f.text);
  const compiled = ((await import(path.join(scratch, 'index.ts'))) as { engine: AnyEngine }).engine;
  const interpreted = interpret(game!, 'counted.rules');
  expect(interpreted.diagnostics.map(formatDiagnostic)).toEqual([]);
  return [
    ['compiled', compiled],
    ['interpreted', interpreted.engine!],
  ];
}

/** The variables and the acting seat's hand size after the first seat's `go`. */
function afterGo(engine: AnyEngine, times: number) {
  const set = engine.setup({ seed: 7, options: { times } });
  if (!set.ok) throw new Error(set.error.message);
  const seat = engine.toMove(set.value) as number;
  const played = engine.apply(set.value, { type: 'go' });
  if (!played.ok) throw new Error(played.error.message);
  const saved = JSON.parse(engine.serialize(played.state)) as {
    state: { variables: Record<string, number>; zones: Record<string, unknown> };
  };
  const hands = saved.state.zones['hand'] as string[][];
  return { ...saved.state.variables, hand: hands[seat]!.length };
}

describe('counted loops', () => {
  it('repeat N runs N times; a range counts from its start to its end; both stop at the limit', async () => {
    for (const [name, engine] of await engines()) {
      const after = afterGo(engine, 3);
      expect({ name, ...after }).toEqual({
        name,
        // one card dealt, three drawn
        hand: 4,
        // 1 + 3 + 4: the `where` leaves 2 out
        sum: 8,
        // 3..1 holds no number
        backwards: 0,
        // repeat -2 runs none; twice over hand 1..2 adds 3 each time
        steps: 6,
        // a count of a billion stops at the runtime's limit of 10,000
        capped: 10_000,
      });
      // `repeat times` with the option at 0 draws nothing.
      expect(afterGo(engine, 0).hand).toBe(1);
    }
  });
});
