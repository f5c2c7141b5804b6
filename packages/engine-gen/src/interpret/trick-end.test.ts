// A trick phase's `at trick end` through both engines: after each trick is taken, with `winner`
// the seat that took it, before the phase's `each trick` variables start again. What the
// variables should hold is worked out here from the engines' trick events, not from either
// engine's variables. And a saved game written while the shell kept the last trick's team
// itself (`lastTrickTeam`) still loads.

import { rmSync } from 'node:fs';
import path from 'node:path';
import type { AnyEngine, GameEvent } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { bothEngines } from '../../test/both-engines';

const scratch = path.resolve(__dirname, '../../tmp/interpret-trick-end');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const GAME = `game keepers "Keepers"
seats 4
teams 2 alternating
deck {
  ranks 6..1
  suits red "Red", blue "Blue"
}
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone won "Won": per team, visible to all
var last-taker: team
var taken-by: per seat, number
var cards-seen: number
var in-trick: number, each trick
first dealer: seat 0
deal 3 each
phase play {
  play tricks from hand to trick, won tricks to won
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
  at turn start { set in-trick = in-trick + 1 }
  at trick end {
    set last-taker = team of winner
    set taken-by[winner] = taken-by[winner] + 1
    set cards-seen = cards-seen + in-trick
  }
}
scoring {
  for t in teams { score t tricks(t) }
}
match {
  ties broken by last-taker = team
  at most 3 hands
}
`;

interface Seen {
  readonly variables: { lastTaker: number; takenBy: number[]; cardsSeen: number };
}

describe("a trick phase's 'at trick end'", () => {
  it('keeps what the rules file asks of each trick, as the trick events say', async () => {
    let tricks = 0;
    for (const engine of await bothEngines(GAME, scratch, 'keepers')) {
      for (let seed = 1; seed <= 10; seed++) {
        const set = engine.setup({ seed, options: {} });
        if (!set.ok) throw new Error('setup failed');
        let state = set.value;
        let want = { lastTaker: -1, takenBy: [0, 0, 0, 0], cardsSeen: 0 };
        while (engine.toMove(state) !== null) {
          const r = engine.apply(state, engine.legalMoves(state)[0]);
          if (!r.ok) throw new Error(r.error.code);
          state = r.state;
          for (const e of r.events as readonly GameEvent[]) {
            if (e.type === 'deal') want = { lastTaker: -1, takenBy: [0, 0, 0, 0], cardsSeen: 0 };
            if (e.type !== 'trick') continue;
            tricks++;
            want.lastTaker = e.winner % 2;
            want.takenBy[e.winner]!++;
            // Every card of the trick was counted before its `each trick` count started again.
            want.cardsSeen += e.cards.length;
          }
          if (engine.toMove(state) === null) break;
          const seen = engine.view(state, -1) as unknown as Seen;
          expect(seen.variables, `seed ${seed}`).toMatchObject(want);
        }
      }
    }
    expect(tricks).toBeGreaterThan(100);
  });

  it("reads a save written with the shell's 'lastTrickTeam', and refuses one out of range", async () => {
    for (const engine of await bothEngines(GAME, scratch, 'saves')) {
      const state = playTricks(engine, 2);
      const saved = JSON.parse(engine.serialize(state)) as { state: Record<string, unknown> };
      expect(saved.state).not.toHaveProperty('lastTrickTeam');
      const old = JSON.stringify({ ...saved, state: { ...saved.state, lastTrickTeam: 1 } });
      const read = engine.deserialize(old);
      expect(read.ok).toBe(true);
      if (read.ok) expect(engine.serialize(read.value)).toBe(engine.serialize(state));
      const wrong = JSON.stringify({ ...saved, state: { ...saved.state, lastTrickTeam: 5 } });
      const refused = engine.deserialize(wrong);
      expect(refused.ok ? undefined : refused.error.path).toBe('state.lastTrickTeam');
    }
  });
});

/** The state after `n` tricks of the first hand, each card the first legal one. */
function playTricks(engine: AnyEngine, n: number): unknown {
  const set = engine.setup({ seed: 7, options: {} });
  if (!set.ok) throw new Error('setup failed');
  let state = set.value;
  for (let k = 0; k < 4 * n; k++) {
    const r = engine.apply(state, engine.legalMoves(state)[0]);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  return state;
}
