import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from './generate';
import { interpret } from './interpret/index';

// Turn order that changes, `reverse`, `skip`, `next turn to` (and `again`), with `left of`, in
// the compiled and the interpreted engine. The seats to act are worked out by hand from the
// rules and the deal below, not read from an engine.

const RULES = `game turn-order "Turn Order"
seats 4
teams solo
deck {
  ranks 5..1
  suits a "A", b "B", c "C", d "D"
}
zone hand "Hand": per seat, visible to owner
zone pile "Pile": shared, visible to all
first dealer: seat 0
deal 5 each
phase play "Play" {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) {
    move card to pile
    if card.face = 1 {
      reverse
    } else if card.face = 2 {
      skip
    } else if card.face = 3 {
      next turn to left of seat
    } else if card.face = 4 {
      again
    }
  }
  move pass {
    event passed
  }
  end when any(s in all seats where count(hand[s]) = 0)
}
scoring {
  for s in all seats { score team of s count(hand[s]) }
}
match { target 30 }
`;

const DEAL = {
  dealer: 0,
  hands: [
    ['a-5', 'b-5', 'c-5', 'd-5', 'c-4'],
    ['a-2', 'a-3', 'b-3', 'c-3', 'd-3'],
    ['b-2', 'd-1', 'd-2', 'b-1', 'c-1'],
    ['a-1', 'c-2', 'a-4', 'b-4', 'd-4'],
  ],
};

/** Each move, and the seat that must act after it. */
const SCRIPT: [move: Record<string, string>, next: number][] = [
  // Seat 1 acts first (the dealer's left). A 2 skips seat 2.
  [{ type: 'lay', card: 'a-2' }, 3],
  // A 1 reverses: turns now pass to the right, 3 to 2.
  [{ type: 'lay', card: 'a-1' }, 2],
  [{ type: 'pass' }, 1],
  // A 3 gives the next turn to the seat on the left (2), against the direction of play.
  [{ type: 'lay', card: 'a-3' }, 2],
  // A 2 to the right skips seat 1.
  [{ type: 'lay', card: 'b-2' }, 0],
  [{ type: 'pass' }, 3],
  // A 4: the same seat again.
  [{ type: 'lay', card: 'a-4' }, 3],
  [{ type: 'pass' }, 2],
];

const scratch = path.resolve(__dirname, '../tmp/turn-order');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function engines(rules = RULES, name = 'as-written'): Promise<[string, AnyEngine][]> {
  const { game, diagnostics } = check(rules, 'turn-order.rules');
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  // A folder for each text: a module is imported once per path.
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const f of generateEngine(game!, 'turn-order.rules'))
    writeFileSync(path.join(dir, f.name), f.text);
  const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
  const interpreted = interpret(game!, 'turn-order.rules');
  expect(interpreted.diagnostics.map(formatDiagnostic)).toEqual([]);
  return [
    ['compiled', compiled],
    ['interpreted', interpreted.engine!],
  ];
}

function play(engine: AnyEngine, state: unknown, move: Record<string, string>): unknown {
  const played = engine.apply(state, move);
  if (!played.ok) throw new Error(`${JSON.stringify(move)}: ${played.error.message}`);
  return played.state;
}

describe('turn order that changes', () => {
  it("a phase may start from another seat than the dealer's left", async () => {
    const rules = RULES.replace(
      "turns: clockwise from the dealer's left",
      'turns: clockwise from right of dealer',
    );
    for (const [name, engine] of await engines(rules, 'from-the-right')) {
      const set = engine.setup({ seed: 1, deals: [DEAL] });
      if (!set.ok) throw new Error(set.error.message);
      // Seat 0 deals; the seat on its right is 3, and turns then pass to the left, to 0.
      expect({ name, first: engine.toMove(set.value) }).toEqual({ name, first: 3 });
      const played = engine.apply(set.value, { type: 'pass' });
      if (!played.ok) throw new Error(played.error.message);
      expect({ name, next: engine.toMove(played.state) }).toEqual({ name, next: 0 });
    }
  });

  it('reverse, skip, next turn to and again pass the turn as the rules say', async () => {
    for (const [name, engine] of await engines()) {
      const set = engine.setup({ seed: 1, deals: [DEAL] });
      if (!set.ok) throw new Error(set.error.message);
      let s = set.value;
      expect(engine.toMove(s)).toBe(1);
      const seen: number[] = [];
      for (const [move] of SCRIPT) {
        s = play(engine, s, move);
        seen.push(engine.toMove(s) as number);
      }
      expect({ name, seen }).toEqual({ name, seen: SCRIPT.map(([, next]) => next) });
    }
  });

  it('a saved game keeps the direction; a new hand starts to the left again', async () => {
    for (const [name, engine] of await engines()) {
      const set = engine.setup({ seed: 1, deals: [DEAL] });
      if (!set.ok) throw new Error(set.error.message);
      // After the reverse, turns pass to the right.
      let s = play(engine, play(engine, set.value, SCRIPT[0]![0]), SCRIPT[1]![0]);
      const saved = JSON.parse(engine.serialize(s)) as { state: Record<string, unknown> };
      expect({ name, direction: saved.state['direction'] }).toEqual({ name, direction: -1 });
      const back = engine.deserialize(engine.serialize(s));
      if (!back.ok) throw new Error(back.error.message);
      expect(engine.toMove(play(engine, back.value, { type: 'pass' }))).toBe(1);
      // A save that says the turn goes neither way is refused where it says so.
      const bad = engine.deserialize(
        JSON.stringify({ ...saved, state: { ...saved.state, direction: 0 } }),
      );
      expect(bad.ok ? undefined : bad.error.message).toMatch(/state\.direction/);
      // Seat 3 plays again on each 4, then lays its last card, a 2, while turns pass to the
      // right: the hand ends (a hand is empty) with a skip owed, and the next starts afresh.
      while (engine.toMove(s) !== 3) s = play(engine, s, { type: 'pass' });
      for (const card of ['b-4', 'd-4', 'a-4']) s = play(engine, s, { type: 'lay', card });
      expect(engine.toMove(s)).toBe(3);
      s = play(engine, s, { type: 'lay', card: 'c-2' });
      expect(engine.outcome(s).hands.length).toBe(1);
      // The dealer passes to seat 1; seat 2 acts first, and turns pass to the left.
      expect(engine.toMove(s)).toBe(2);
      expect(engine.toMove(play(engine, s, { type: 'pass' }))).toBe(3);
      const next = JSON.parse(engine.serialize(s)) as { state: Record<string, unknown> };
      expect({ name, direction: next.state['direction'], turnTo: next.state['turnTo'] }).toEqual({
        name,
        direction: undefined,
        turnTo: undefined,
      });
    }
  });
});
