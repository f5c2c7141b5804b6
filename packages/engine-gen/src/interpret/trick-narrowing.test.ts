// `first lead: SEAT` and `must play c where ..., if able` in a trick phase, through both
// engines: the holder of one card leads the first trick and must lead that card, and the first
// trick takes no point card from a seat that has another card it may play. The expectations
// come from the rules below, worked out here from each seat's hand, not from either engine.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine, GameEvent } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from '../generate';
import { interpret } from './index';

const scratch = path.resolve(__dirname, '../../tmp/interpret-trick-narrowing');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const GAME = `game low-opening "Low Opening"
seats 4
teams solo
deck {
  ranks ace > king > queen > 3 > 2
  suits spades "Spades", clubs "Clubs", hearts "Hearts", diamonds "Diamonds"
}
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone taken "Taken": per team, visible to all
var opener: seat
first dealer: seat 0
deal 5 each
phase play {
  play tricks from hand to trick, won tricks to taken
  first lead: opener
  follow: suit, else any
  must play c where c is clubs-2, if able, else two-leads "The 2 of Clubs leads the first trick"
  must play c where not (sum(t in teams: tricks(t)) = 0 and (c is hearts or c is spades-queen)), if able
  winner: highest c by c.rank where c.suit = led.suit
  at start {
    for s in all seats where clubs-2 in hand[s] {
      set opener = s
    }
  }
}
scoring {
  for t in teams { score t count(c in taken[t] where c is hearts) }
}
match {
  at most 3 hands
}
`;

async function engines(): Promise<AnyEngine[]> {
  const file = 'low-opening.rules';
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

interface Seen {
  readonly zones: {
    readonly hand: readonly { readonly count: number; readonly cards?: readonly string[] }[];
    readonly trick: { readonly cards?: readonly string[] };
  };
}

const suitOf = (card: string) => card.split('-')[0]!;
const points = (card: string) => suitOf(card) === 'hearts' || card === 'spades-queen';

describe("a trick phase's 'first lead' and 'must play'", () => {
  it('leads the first trick from the named seat and narrows the cards as written', async () => {
    for (const engine of await engines()) {
      const counts = { opened: 0, heldBack: 0 };
      for (let seed = 1; seed <= 40; seed++) {
        const set = engine.setup({ seed, options: {} });
        if (!set.ok) throw new Error('setup failed');
        let state = set.value;
        let firstTrick = true;
        for (let k = 0; engine.toMove(state) !== null && k < 200; k++) {
          const seat = engine.toMove(state)!;
          const table = engine.view(state, seat) as Seen;
          const held = table.zones.hand[seat]!.cards!;
          const trick = table.zones.trick.cards ?? [];
          const everyHandFull = table.zones.hand.every((h) => h.count === 5);
          if (everyHandFull) {
            // The hand's first card: its leader holds the 2 of Clubs, and must lead it.
            firstTrick = true;
            expect(held, `seed ${seed}`).toContain('clubs-2');
            counts.opened++;
          }
          let allowed: readonly string[];
          if (trick.length === 0) allowed = held;
          else {
            const following = held.filter((c) => suitOf(c) === suitOf(trick[0]!));
            allowed = following.length > 0 ? following : held;
          }
          if (allowed.includes('clubs-2')) allowed = ['clubs-2'];
          if (firstTrick && allowed.some((c) => !points(c))) {
            if (allowed.some(points)) counts.heldBack++;
            allowed = allowed.filter((c) => !points(c));
          }
          const legal = (engine.legalMoves(state) as unknown as { card: string }[]).map(
            (m) => m.card,
          );
          expect(new Set(legal), `seed ${seed}, move ${k}`).toEqual(new Set(allowed));
          // Each card taken away is refused with its clause's code; the state is untouched.
          for (const refused of held.filter((c) => !legal.includes(c))) {
            const r = engine.apply(state, { type: 'play', card: refused });
            const code = r.ok ? 'accepted' : r.error.code;
            const expected =
              trick.length > 0 &&
              suitOf(refused) !== suitOf(trick[0]!) &&
              !allowed.every((c) => suitOf(c) !== suitOf(trick[0]!))
                ? 'must-follow-suit'
                : held.includes('clubs-2')
                  ? 'two-leads'
                  : 'must-play';
            expect(code, `seed ${seed}: ${refused}`).toBe(expected);
            if (expected === 'two-leads' && !r.ok)
              expect(r.error.message).toBe('The 2 of Clubs leads the first trick');
          }
          const move = legal[(seed * 5 + k) % legal.length]!;
          const result = engine.apply(state, { type: 'play', card: move });
          if (!result.ok) throw new Error(`seed ${seed}: ${move} refused`);
          if ((result.events as GameEvent[]).some((e) => e.type === 'trick')) firstTrick = false;
          state = result.state;
        }
        expect(engine.toMove(state), `seed ${seed}: the match ends`).toBeNull();
      }
      // Every hand opened as written, and point cards were held back many times. A seat left
      // only point cards plays one (keepPlaysIfAny's own test): too rare to meet here.
      expect(counts.opened).toBe(120);
      expect(counts.heldBack).toBeGreaterThan(20);
    }
  });
});
