// A match's own `end when` and `ties draw` through both engines (C5 as a default a rules file
// may change): a one-trick hand scores 1 to whoever takes it, and the match ends once two hands
// are played, the totals deciding. What each match should come to is worked out here from its
// hands' scores, not from either engine: the top total wins (the lowest with `lowest total
// wins`); a level top plays another hand, or with `ties draw` is a draw.

import { rmSync } from 'node:fs';
import path from 'node:path';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { bothEngines } from '../../test/both-engines';

const scratch = path.resolve(__dirname, '../../tmp/interpret-match-end');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const game = (match: string) => `game level "Level"
seats 2
teams solo
deck {
  ranks 2..1
  suits red "Red", blue "Blue"
}
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone won "Won": per seat, visible to all
first dealer: seat 0
deal 1 each
phase play {
  play tricks from hand to trick, won tricks to won
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
}
scoring {
  for t in teams { score t tricks(t) }
}
match {
${match}
  at most 9 hands
}
`;

/** Plays a match out with the first legal move. */
function playOut(engine: AnyEngine, seed: number) {
  const set = engine.setup({ seed, options: {} });
  if (!set.ok) throw new Error('setup failed');
  let state = set.value;
  while (engine.toMove(state) !== null) {
    const r = engine.apply(state, engine.legalMoves(state)[0]);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  return engine.outcome(state);
}

/** How the match should end, from its hands' scores: after which hand, and who wins. */
function expected(
  hands: readonly (readonly number[])[],
  rules: { readonly draw: boolean; readonly lowest: boolean },
): { hands: number; winner: number | 'draw' } {
  const totals = [0, 0];
  for (let h = 1; h <= hands.length; h++) {
    hands[h - 1]!.forEach((points, t) => (totals[t]! += points));
    const top = rules.lowest ? Math.min(...totals) : Math.max(...totals);
    const leaders = [0, 1].filter((t) => totals[t] === top);
    // `end when hand-number >= 2`; `at most 9 hands` draws a level top.
    if (h >= 2 && leaders.length === 1) return { hands: h, winner: leaders[0]! };
    if ((h >= 2 && rules.draw) || h >= 9) return { hands: h, winner: 'draw' };
  }
  return { hands: hands.length, winner: 'draw' };
}

describe("a match's 'end when'", () => {
  it.each([
    ['plays another hand on a level top (C5)', '  end when hand-number >= 2', false, false],
    ["draws a level top with 'ties draw'", '  end when hand-number >= 2\n  ties draw', true, false],
    [
      "gives the lowest total the match with 'lowest total wins'",
      '  end when hand-number >= 2\n  lowest total wins',
      false,
      true,
    ],
  ])('%s', async (_, match, draw, lowest) => {
    const seen = { level: 0, decided: 0 };
    for (const engine of await bothEngines(game(match), scratch, `${draw}-${lowest}`)) {
      for (let seed = 1; seed <= 30; seed++) {
        const outcome = playOut(engine, seed);
        const scores = outcome.hands.map((h) => h.scores);
        const want = expected(scores, { draw, lowest });
        expect(
          { hands: outcome.hands.length, winner: outcome.winner },
          `seed ${seed}: ${JSON.stringify(scores)}`,
        ).toEqual(want);
        // Level after two hands: the rule under test decided what came next.
        if (scores[0]![0] !== scores[1]![0]) seen.level++;
        else seen.decided++;
      }
    }
    // Both ways out of the second hand came up, many times.
    expect(seen.level).toBeGreaterThan(10);
    expect(seen.decided).toBeGreaterThan(10);
  });

  it('ends on a condition that no total reaches, with a target beside it', async () => {
    const match = '  target 100\n  end when hand-number >= 2\n  ties draw';
    for (const engine of await bothEngines(game(match), scratch, 'target')) {
      const outcome = playOut(engine, 4);
      expect(outcome.hands).toHaveLength(2);
      expect(outcome.totals[0]! + outcome.totals[1]!).toBe(2);
    }
  });
});
