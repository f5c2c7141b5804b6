import { rmSync } from 'node:fs';
import path from 'node:path';
import { check } from '@orrery/rules-lang';
import { randomBelow, seedRandom, type AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { bothEngines } from '../test/both-engines';
import { generateEngine } from './generate';

// An engine's step (emit/steps.ts): its move kernel passes the turn on itself where its phase
// has the case, and takes a full trick where nothing else happens then. The interpreter leaves
// all of it to the shell's flow, so each game here is played by both engines, move by move,
// and their saved states and events must agree; the text says which case each file has.

const scratch = path.resolve(__dirname, '../tmp/steps');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A small trick game: `won` says where won tricks go, `extra` adds lines to the phase. */
function tricks(id: string, won: string, extra = ''): string {
  return `game ${id} "Steps"
seats 3
teams solo
deck {
  ranks 6..1
  suits a "A", b "B", c "C"
}
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
${won}
first dealer: seat 0
deal 6 each
phase play "Play" {
  play tricks from hand to trick, won tricks to taken
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
${extra}}
scoring {
  for s in all seats { score team of s count(taken[s]) }
}
match { at most 3 hands }
`;
}

const TURNS = `game clockwise-steps "Steps"
seats 3
teams solo
deck {
  ranks 5..1
  suits a "A", b "B"
}
zone hand "Hand": per seat, visible to owner
zone pile "Pile": shared, visible to all
first dealer: seat 0
deal 3 each
phase play "Play" {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) {
    move card to pile
    if card.face = 5 { again }
  }
  move pass { event passed }
  end when count(pile) >= 6
}
scoring {
  for s in all seats { score team of s count(hand[s]) }
}
match { at most 3 hands }
`;

/** Two shapes, by the option: each writes its own move function, with its seat count in. */
const SHAPED = `game shaped-steps "Steps"
option players "Players": 2 | 3 = 2
seats players
teams solo
deck {
  ranks 5..1
  suits a "A", b "B", c "C"
}
zone hand "Hand": per seat, visible to owner
zone area "Area": per seat, visible to all
zone pile "Pile": per seat, visible to all
first dealer: seat 0
deal 4 each
phase play "Play" {
  turns: clockwise from the dealer's left
  var quiet: number
  move lay(card in hand[seat]) { move card to area[seat] set quiet = 0 }
  move take(card in hand[seat], target in area of opponents where target.face <= card.face) {
    move card, target to pile[seat]
    set quiet = 0
  }
  move pass { set quiet = quiet + 1 }
  end when quiet >= seat-count or all(s in all seats: count(hand[s]) = 0)
}
scoring {
  for s in all seats { score team of s count(pile[s]) }
}
match { at most 3 hands }
`;

const GAMES = {
  // Nothing happens as a trick ends: the engine takes it, into a bag by seat.
  plain: tricks('plain-steps', 'zone taken "Taken": per seat, visible to all'),
  // `at trick end` runs: the engine passes the turn on, the flow takes the trick.
  hooked: tricks(
    'hooked-steps',
    'zone taken "Taken": per seat, visible to all\nvar last: seat',
    '  at trick end { set last = winner }\n',
  ),
  // A clockwise phase with `end when` and `again`: the engine's next turn.
  turns: TURNS,
};

function engineText(text: string, id: string): string {
  const file = `${id}.rules`;
  const checked = check(text, file);
  return generateEngine(checked.game!, file).find((f) => f.name === 'engine.ts')!.text;
}

/** Plays random moves through both engines' fast paths; their saves and events must agree. */
function agree(
  compiled: AnyEngine,
  interpreted: AnyEngine,
  seed: number,
  options: Record<string, number> = {},
): number {
  const setup = (e: AnyEngine) => {
    const r = e.setup({ seed, options });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const a = setup(compiled);
  const b = setup(interpreted);
  const rng = [...seedRandom(seed)];
  const codes: number[] = [];
  let moves = 0;
  while (compiled.fast.toMove(a) >= 0 && moves < 2000) {
    const n = compiled.fast.legal(a, codes);
    expect(interpreted.fast.legal(b, [])).toBe(n);
    const code = codes[randomBelow(rng, n)]!;
    const ea: unknown[] = [];
    const eb: unknown[] = [];
    compiled.fast.play(a, code, ea as never);
    interpreted.fast.play(b, code, eb as never);
    expect(ea).toEqual(eb);
    expect(compiled.serialize(a)).toBe(interpreted.serialize(b));
    moves++;
  }
  expect(interpreted.fast.toMove(b)).toBe(-1);
  return moves;
}

describe("an engine's step", () => {
  it('takes a full trick itself where nothing else happens then', async () => {
    const text = engineText(GAMES.plain, 'plain-steps');
    expect(text).toMatch(
      /takeTrick\(s, DECK, s\.z\.trick, winner, s\.z\.taken, winner \* 1, ev\);/,
    );
    expect(text).toMatch(/step: playTrickCard0/);
    const [compiled, interpreted] = await bothEngines(GAMES.plain, scratch, 'plain');
    for (let seed = 1; seed <= 5; seed++)
      expect(agree(compiled, interpreted, seed)).toBeGreaterThan(0);
  });

  it("leaves a full trick to the flow where the phase's `at trick end` runs", async () => {
    const text = engineText(GAMES.hooked, 'hooked-steps');
    expect(text).not.toMatch(/takeTrick\(/);
    expect(text).toMatch(/return STEP_TRICK;/);
    const [compiled, interpreted] = await bothEngines(GAMES.hooked, scratch, 'hooked');
    for (let seed = 1; seed <= 5; seed++)
      expect(agree(compiled, interpreted, seed)).toBeGreaterThan(0);
  });

  it('plays the next turn of a clockwise phase, and the seat again after `again`', async () => {
    const text = engineText(GAMES.turns, 'clockwise-steps');
    // Every seat always has a move (pass): the seat going again acts at once.
    expect(text).toMatch(/if \(again\) return STEP_DONE;/);
    expect(text).toMatch(/if \(!next0\(s, ev\)\) return STEP_FINISHED;/);
    expect(text).toMatch(/step: playMove/);
    const [compiled, interpreted] = await bothEngines(GAMES.turns, scratch, 'turns');
    for (let seed = 1; seed <= 5; seed++)
      expect(agree(compiled, interpreted, seed)).toBeGreaterThan(0);
  });

  it('is written once for each shape the options allow, with its seat count and next turn', async () => {
    const text = engineText(SHAPED, 'shaped-steps');
    expect(text).toMatch(/step: \[playMove_0, playMove_1\]/);
    // Each passes the turn on by its own shape's next turn, with no test of the shape.
    const second = text.slice(text.indexOf('function playMove_1'));
    expect(second).toMatch(/if \(!next0_1\(s, ev\)\) return STEP_FINISHED;/);
    expect(second.slice(0, second.indexOf('\n}\n'))).not.toMatch(/s\.shape|next0_0/);
    // The target leaves whichever opponent's area held it: a statement for each of the shape's
    // 3 seats, and no loop.
    const body = second.slice(0, second.indexOf('\n}\n'));
    for (const seat of [0, 1, 2])
      expect(body).toMatch(new RegExp(`s\\.z\\.area\\[\\(${seat}\\) \\* 1\\]! &= `));
    expect(body).not.toMatch(/for \(let o_/);
    const [compiled, interpreted] = await bothEngines(SHAPED, scratch, 'shaped');
    for (const players of [2, 3])
      for (let seed = 1; seed <= 4; seed++)
        expect(agree(compiled, interpreted, seed, { players })).toBeGreaterThan(0);
  });
});
