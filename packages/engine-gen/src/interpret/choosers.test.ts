// A `choices` phase's `by SEAT` through both engines: the seat it names makes each owed choice,
// of the team owed it or another, `team` in the choice's move being the team owed; a seat that
// is none leaves the default; and the default written out with `first` over `all seats from`
// plays exactly as the phrase that spells it. Who should choose, and for whom, is worked out
// here from the dealer and the trick events, not from either engine.

import { rmSync } from 'node:fs';
import path from 'node:path';
import type { AnyEngine, GameEvent } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { bothEngines } from '../../test/both-engines';

const scratch = path.resolve(__dirname, '../../tmp/interpret-choosers');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Four seats in two teams; each team that takes a trick is owed a pick, scoring it one. */
const game = (by: string) => `game pickers "Pickers"
seats 4
teams 2 alternating
deck {
  ranks 4..1
  suits red "Red", blue "Blue"
}
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone won "Won": per team, visible to all
var last-winner: seat
var nobody: seat
first dealer: seat 0
deal 2 each
phase play {
  play tricks from hand to trick, won tricks to won
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
  at trick end { set last-winner = winner }
}
phase pick {
  choices: by ${by}
  at start {
    for t in teams where tricks(t) > 0 { owe t pick }
  }
  move pick(s in suits) { score team 10 }
}
scoring {
  for t in teams { score t tricks(t) }
}
match {
  at most 4 hands
}
`;

/** Each choice made: the seat that made it, the team it scored for, the hand's dealer. */
interface Choice {
  readonly seat: number;
  readonly team: number;
  readonly dealer: number;
  readonly lastWinner: number;
}

function choicesOf(engine: AnyEngine, seed: number): Choice[] {
  const set = engine.setup({ seed, options: {} });
  if (!set.ok) throw new Error('setup failed');
  let state = set.value;
  let dealer = 0;
  let lastWinner = -1;
  const out: Choice[] = [];
  while (engine.toMove(state) !== null) {
    const seat = engine.toMove(state)!;
    const move = engine.legalMoves(state)[0] as { type: string };
    const r = engine.apply(state, move);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
    // A saved game is checked for the seat to choose: the rules' chooser, not C2's.
    const read = engine.deserialize(engine.serialize(state));
    if (!read.ok) throw new Error(`${read.error.path}: ${read.error.message}`);
    for (const e of r.events as readonly GameEvent[]) {
      if (e.type === 'trick') lastWinner = e.winner;
      // The pick's own score (the hand's scoring may follow it in the same move's events).
      if (e.type === 'score' && move.type === 'pick' && e.points === 10)
        out.push({ seat, team: e.team, dealer, lastWinner });
      if (e.type === 'deal') dealer = e.dealer;
    }
  }
  return out;
}

/** C2's chooser: the team's first seat clockwise from the dealer's left. */
const firstOfTeam = (dealer: number, team: number) =>
  [1, 2, 3, 4].map((k) => (dealer + k) % 4).find((s) => s % 2 === team)!;

describe("a choices phase's 'by SEAT'", () => {
  it('gives each choice to the seat named, scoring for the team owed it', async () => {
    let across = 0;
    for (const engine of await bothEngines(game('last-winner'), scratch, 'winner')) {
      for (let seed = 1; seed <= 8; seed++) {
        const choices = choicesOf(engine, seed);
        expect(choices.length).toBeGreaterThan(0);
        for (const c of choices) {
          expect(c.seat, `seed ${seed}`).toBe(c.lastWinner);
          if (c.seat % 2 !== c.team) across++;
        }
      }
    }
    // The seat that took the last trick chose for the other team too, and scored for it.
    expect(across).toBeGreaterThan(5);
  });

  it('leaves the default where the seat named is none', async () => {
    for (const engine of await bothEngines(game('nobody'), scratch, 'nobody')) {
      for (const c of choicesOf(engine, 3)) expect(c.seat).toBe(firstOfTeam(c.dealer, c.team));
    }
  });

  it('plays the default written out exactly as the phrase that spells it', async () => {
    const phrase = await bothEngines(
      game("each team's first seat from the dealer's left"),
      scratch,
      'phrase',
    );
    const written = await bothEngines(
      game('first(s in all seats from left of dealer where team of s = team)'),
      scratch,
      'written',
    );
    for (let seed = 1; seed <= 8; seed++) {
      const want = choicesOf(phrase[0], seed);
      for (const c of want) expect(c.seat).toBe(firstOfTeam(c.dealer, c.team));
      for (const engine of [phrase[1], ...written]) expect(choicesOf(engine, seed)).toEqual(want);
    }
  });
});
