// `suit of c: ...` and `sit out when ...` in a trick phase, through both engines: a jack that
// joins the trump suit of its colour must be followed as a trump and never as its own suit, and
// a seat sitting the tricks out plays no card, keeps its hand and is passed over in turn and
// in the lead. The expectations come from the rules below, worked out here card by card, not
// from either engine. The differential test plays Euchre's own file through both as well.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine, GameEvent } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from '../generate';
import { interpret } from './index';

const scratch = path.resolve(__dirname, '../../tmp/interpret-trick-suits');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const game = (sitOut: string) => `game bowers "Bowers"
seats 4
teams 2 alternating
deck {
  ranks ace > king > jack > 9
  suits spades "Spades", clubs "Clubs", hearts "Hearts", diamonds "Diamonds"
  group black "Black": spades > clubs
  group red "Red": hearts > diamonds
}
zone hand "Hand": per seat, visible to owner
zone trick "Trick": shared, visible to all
zone taken "Taken": per team, visible to all
var trump: suit
first dealer: seat 0
deal 4 each
phase play {
  play tricks from hand to trick, won tricks to taken
  sit out when ${sitOut}
  suit of c: if c.rank = jack and c.group = trump.group then trump else c.suit
  follow: suit, else any
  winner: highest c by c.rank where c.suit = led.suit
  at start {
    set trump = if hand-number = 1 then hearts else spades
  }
}
scoring {
  for t in teams { score t tricks(t) }
}
match {
  at most 3 hands
}
`;

const SAME_COLOUR: Record<string, string> = {
  spades: 'clubs',
  clubs: 'spades',
  hearts: 'diamonds',
  diamonds: 'hearts',
};

/** The suit a card counts as, worked out from its id as the rules above say. */
function playSuit(card: string, trump: string): string {
  const [suit, rank] = card.split('-') as [string, string];
  return rank === 'jack' && (suit === trump || SAME_COLOUR[suit] === trump) ? trump : suit;
}

async function engines(sitOut: string): Promise<AnyEngine[]> {
  const file = 'bowers.rules';
  const checked = check(game(sitOut), file);
  expect(checked.diagnostics.map(formatDiagnostic)).toEqual([]);
  const dir = path.join(scratch, sitOut.replace(/[^a-z0-9]+/g, '-'));
  mkdirSync(dir, { recursive: true });
  for (const f of generateEngine(checked.game!, file))
    writeFileSync(path.join(dir, f.name), f.text);
  const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
  const interpreted = interpret(checked.game!, file);
  expect(interpreted.diagnostics.map(formatDiagnostic)).toEqual([]);
  return [compiled, interpreted.engine!];
}

interface Seen {
  readonly handNumber: number;
  readonly dealer: number;
  readonly zones: {
    readonly hand: readonly { readonly count: number; readonly cards?: readonly string[] }[];
    readonly trick: { readonly cards?: readonly string[] };
  };
}

describe("a trick phase's 'suit of' and 'sit out when'", () => {
  it('follows by the suit a card counts as, and passes over the seat sitting out', async () => {
    for (const engine of await engines('seat = left of left of dealer')) {
      let bowersSeen = 0;
      for (let seed = 1; seed <= 30; seed++) {
        const set = engine.setup({ seed, options: {} });
        if (!set.ok) throw new Error('setup failed');
        let state = set.value;
        for (let k = 0; engine.toMove(state) !== null && k < 200; k++) {
          const seat = engine.toMove(state)!;
          const table = engine.view(state, seat) as Seen;
          const dealer = table.dealer;
          const trump = table.handNumber === 1 ? 'hearts' : 'spades';
          const out = (dealer + 2) % 4;
          expect(seat, `seed ${seed}: the seat sitting out never plays`).not.toBe(out);
          // The partner sitting out keeps all four cards for the whole hand.
          expect(table.zones.hand[out]!.count).toBe(4);
          const held = table.zones.hand[seat]!.cards!;
          const trick = table.zones.trick.cards ?? [];
          if (trick.length === 0) {
            // The dealer's left leads the first trick, or the next seat when it sits out.
            const first =
              held.length === 4 ? (out === (dealer + 1) % 4 ? dealer + 2 : dealer + 1) : -1;
            if (first >= 0) expect(seat).toBe(first % 4);
          }
          const led = trick[0] === undefined ? undefined : playSuit(trick[0], trump);
          const following = led === undefined ? [] : held.filter((c) => playSuit(c, trump) === led);
          const legal = (engine.legalMoves(state) as unknown as { card: string }[]).map(
            (m) => m.card,
          );
          expect(new Set(legal), `seed ${seed}, move ${k}`).toEqual(
            new Set(following.length > 0 ? following : held),
          );
          if (
            led !== undefined &&
            held.some((c) => c.endsWith('-jack') && playSuit(c, trump) !== c.split('-')[0])
          )
            bowersSeen++;
          // A card that does not follow is refused with the code, while the seat can follow.
          const refused = held.find((c) => !legal.includes(c));
          if (refused !== undefined) {
            const r = engine.apply(state, { type: 'play', card: refused });
            expect(r.ok ? '' : r.error.code).toBe('must-follow-suit');
          }
          const move = legal[(seed * 7 + k) % legal.length]!;
          const result = engine.apply(state, { type: 'play', card: move });
          if (!result.ok) throw new Error(`seed ${seed}: ${move} refused`);
          for (const e of result.events as GameEvent[]) {
            if (e.type === 'trick') {
              // Three cards a trick: the seat sitting out plays none.
              expect((e as unknown as { cards: string[] }).cards).toHaveLength(3);
            }
          }
          state = result.state;
        }
        expect(engine.toMove(state), `seed ${seed}: the match ends`).toBeNull();
      }
      // The jacks of the trump colour were held, and followed as trumps, many times over.
      expect(bowersSeen).toBeGreaterThan(20);
    }
  });

  it('leaves every seat playing when the rule would leave nobody to play', async () => {
    for (const engine of await engines('true')) {
      const set = engine.setup({ seed: 4, options: {} });
      if (!set.ok) throw new Error('setup failed');
      let state = set.value;
      const seats: number[] = [];
      for (let k = 0; k < 16; k++) {
        seats.push(engine.toMove(state)!);
        const result = engine.apply(state, engine.legalMoves(state)[0]);
        if (!result.ok) throw new Error(`card ${k} refused`);
        state = result.state;
      }
      expect(new Set(seats)).toEqual(new Set([0, 1, 2, 3]));
    }
  });
});
