// A deal size that reads the state (issue 26), through both engines: each hand deals what the
// variable says as the hand starts (the previous hand's scoring changed it), bounded by the deck
// as the shell's one rule says (`cardsEach`: ⌊deck / seats⌋ each at most). The expected sizes are
// worked out here from the variable each seat sees, not from either engine. Saved games keep the
// size dealt (`dealt`), are read back by it, refuse a size that the deck or the zones deny, and
// a save written before they kept it still loads.

import { rmSync } from 'node:fs';
import path from 'node:path';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { bothEngines } from '../../test/both-engines';

const scratch = path.resolve(__dirname, '../../tmp/interpret-deal-state');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// 18 cards for 3 seats: at most 6 each. The size grows by the dealer's tricks and one a hand.
const GAME = `game grower "Grower"
seats 3
teams solo
deck {
  ranks 6..1
  suits red, blue, green
}
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone taken "Taken": per team, visible to all
record size: number = 2
first dealer: seat 0
deal size each
phase play {
  play tricks from hand to trick, won tricks to taken
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
}
scoring {
  for t in teams {
    score t tricks(t)
  }
  set size = size + tricks(team of dealer) + 1
}
match {
  at most 6 hands
}
`;

function engines(): Promise<AnyEngine[]> {
  return bothEngines(GAME, scratch, 'grower');
}

interface Seen {
  handNumber: number;
  variables: { size: number };
  zones: { hand: { count: number }[] };
}

/** The size the deal of the hand being played asked for, and what the deck lets it give. */
function expectedSize(engine: AnyEngine, state: unknown): { asked: number; each: number } {
  const asked = (engine.view(state, -1) as Seen).variables.size;
  return { asked, each: Math.max(0, Math.min(asked, 6)) };
}

type Saved = { state: Record<string, unknown> };

/** The first state of every hand of a match played with the first legal move. */
function handStarts(engine: AnyEngine, seed: number): unknown[] {
  const set = engine.setup({ seed, options: {} });
  if (!set.ok) throw new Error('setup failed');
  let state = set.value;
  const starts = [state];
  while (engine.toMove(state) !== null) {
    const before = (engine.view(state, -1) as Seen).handNumber;
    const r = engine.apply(state, engine.legalMoves(state)[0]);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
    if (engine.toMove(state) !== null && (engine.view(state, -1) as Seen).handNumber !== before)
      starts.push(state);
  }
  return starts;
}

describe('a deal size that reads the state', () => {
  it('deals each hand what the variable says as it starts, bounded by the deck', async () => {
    let bounded = 0;
    for (const engine of await engines()) {
      for (let seed = 1; seed <= 6; seed++) {
        const starts = handStarts(engine, seed);
        expect(starts).toHaveLength(6);
        starts.forEach((state, k) => {
          const { asked, each } = expectedSize(engine, state);
          const counts = (engine.view(state, -1) as Seen).zones.hand.map((h) => h.count);
          expect(counts, `seed ${seed}, hand ${k + 1}`).toEqual([each, each, each]);
          const saved = JSON.parse(engine.serialize(state)) as Saved;
          expect(saved.state['dealt']).toBe(each);
          if (asked > each) bounded++;
        });
      }
    }
    // The size outgrew the deck in later hands: the bound was put to work.
    expect(bounded).toBeGreaterThan(6);
  });

  it('reads a saved game back by the size it keeps, and refuses one the deck or zones deny', async () => {
    for (const engine of await engines()) {
      // Hand 2, one card played: the size read at its deal is the variable as saved.
      const state = handStarts(engine, 4)[1]!;
      const after = engine.apply(state, engine.legalMoves(state)[0]);
      if (!after.ok) throw new Error('move refused');
      const text = engine.serialize(after.state);
      const read = engine.deserialize(text);
      expect(read.ok && engine.serialize(read.value)).toBe(text);
      const saved = JSON.parse(text) as Saved;
      const dealt = saved.state['dealt'] as number;
      const withDealt = (value: unknown) =>
        JSON.stringify({ ...saved, state: { ...saved.state, dealt: value } });
      const refused = (value: unknown) => {
        const r = engine.deserialize(withDealt(value));
        return r.ok ? null : r.error.path;
      };
      // More than the deck gives every seat, fewer than none, not a number.
      expect(refused(7)).toBe('state.dealt');
      expect(refused(-1)).toBe('state.dealt');
      expect(refused('3')).toBe('state.dealt');
      // In range but not what the hands hold: the zones say which seat is wrong.
      expect(refused(dealt - 1)).toMatch(/^state\.zones/);
    }
  });

  it('still loads a save written before saved games kept the size dealt', async () => {
    for (const engine of await engines()) {
      const state = handStarts(engine, 2)[2]!;
      const text = engine.serialize(state);
      const saved = JSON.parse(text) as Saved;
      const { dealt: _, ...older } = saved.state;
      // The size is worked out again from the state as read, as such saves always were.
      const read = engine.deserialize(JSON.stringify({ ...saved, state: older }));
      expect(read.ok && engine.serialize(read.value)).toBe(text);
    }
  });

  it("checks a replay's first deal by the size, and takes a later one at its own", async () => {
    const deck = ['red', 'blue', 'green'].flatMap((s) =>
      [6, 5, 4, 3, 2, 1].map((r) => `${s}-${r}`),
    );
    const deal = (each: number) => ({
      hands: [0, 1, 2].map((seat) => deck.slice(seat * each, seat * each + each)),
      stock: deck.slice(3 * each),
    });
    for (const engine of await engines()) {
      expect(engine.setup({ deals: [deal(2), deal(5)] }).ok).toBe(true);
      const wrong = engine.setup({ deals: [deal(3)] });
      expect(wrong.ok ? '' : wrong.error.path).toBe('deals[0].hands[0]');
      // Hand 2 at five each, but seat 1's first card put back on the stock.
      const [first, second, third] = deal(5).hands as [string[], string[], string[]];
      const uneven = {
        hands: [first, second.slice(1), third],
        stock: [...deal(5).stock, second[0]!],
      };
      const later = engine.setup({ deals: [deal(2), uneven] });
      expect(later.ok ? '' : later.error.path).toBe('deals[1].hands[1]');
    }
  });
});
