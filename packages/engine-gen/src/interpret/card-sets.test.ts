// Moves that take a set of cards, through the generated engine and the interpreter: the two
// test games of ../../test/set-games.ts played at random through both (every listing, state,
// event, view and refusal compared), and each engine's listing, notation, refusals, description,
// view and saved game checked by content.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic, optionCombinations, type LinkedGame } from '@orrery/rules-lang';
import type { AnyEngine, Move } from '@orrery/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASS_THREE, SUM_CAPTURE } from '../../test/set-games';
import { generateEngine } from '../generate';
import { interpret } from './index';
import { playSampled } from './play-both';

const scratch = path.resolve(__dirname, '../../tmp/interpret-card-sets');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const GAMES: Readonly<Record<string, string>> = {
  'pass-three': PASS_THREE,
  'sum-capture': SUM_CAPTURE,
};

const linked = new Map<string, LinkedGame>();
const compiled = new Map<string, AnyEngine>();

beforeAll(async () => {
  for (const [name, text] of Object.entries(GAMES)) {
    const file = `${name}.rules`;
    const { game, diagnostics } = check(text, file);
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    linked.set(name, game!);
    const dir = path.join(scratch, name);
    mkdirSync(dir, { recursive: true });
    for (const f of generateEngine(game!, file)) writeFileSync(path.join(dir, f.name), f.text);
    const engine = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
    compiled.set(name, engine);
  }
});

/** Both engines of a game: the generated one, then the interpreted one. */
function both(name: string): [string, AnyEngine][] {
  const interpreted = interpret(linked.get(name)!, `${name}.rules`);
  expect(interpreted.diagnostics.map(formatDiagnostic)).toEqual([]);
  return [
    ['compiled', compiled.get(name)!],
    ['interpreted', interpreted.engine!],
  ];
}

function started(engine: AnyEngine, seed: number, options: Record<string, number> = {}): unknown {
  const set = engine.setup({ seed, options });
  if (!set.ok) throw new Error(set.error.message);
  return set.value;
}

describe.each(Object.keys(GAMES))('%s', (name) => {
  it('plays random games alike through the compiled and the interpreted engine', () => {
    const interpreted = interpret(linked.get(name)!, `${name}.rules`);
    expect(interpreted.diagnostics.map(formatDiagnostic)).toEqual([]);
    const combos = optionCombinations(linked.get(name)!);
    const differs = playSampled(compiled.get(name)!, interpreted.engine!, name, combos, 6, 300);
    expect(differs).toBeUndefined();
  });
});

describe('passing three cards', () => {
  it('lists every three of the thirteen cards, once each, in a stable order', () => {
    for (const [, engine] of both('pass-three')) {
      const state = started(engine, 5);
      const moves = engine.legalMoves(state) as { type: string; cards: string[] }[];
      expect(moves).toHaveLength(286);
      const keys = moves.map((m) => [...m.cards].sort().join(' '));
      expect(new Set(keys).size).toBe(286);
      const view = engine.view(state, engine.toMove(state)!) as {
        zones: { hand: { cards?: string[] }[] };
      };
      const hand = new Set(view.zones.hand[engine.toMove(state)!]!.cards);
      for (const m of moves) for (const c of m.cards) expect(hand.has(c)).toBe(true);
      // The same again, and the same from a new engine's listing order.
      expect(engine.legalMoves(state)).toEqual(moves);
    }
  });

  it('reads a set in any order, refuses a bad one with a code, and describes it', () => {
    for (const [label, engine] of both('pass-three')) {
      const state = started(engine, 5);
      const seat = engine.toMove(state)!;
      const first = engine.legalMoves(state)[0] as { type: string; cards: string[] };
      const reversed = { type: 'pass', cards: [...first.cards].reverse() };
      const played = engine.apply(state, reversed);
      expect(played.ok, label).toBe(true);
      const again = engine.apply(state, first);
      expect(again.ok && played.ok && engine.serialize(again.state)).toBe(
        played.ok && engine.serialize(played.state),
      );
      const code = (move: unknown) => {
        const r = engine.apply(state, move);
        return r.ok ? 'ok' : r.error.code;
      };
      const [a, b, c] = first.cards as [string, string, string];
      expect(code({ type: 'pass', cards: [a, a, b] })).toBe('malformed-move');
      expect(code({ type: 'pass', cards: [a, b] })).toBe('malformed-move');
      expect(code({ type: 'pass', cards: a })).toBe('malformed-move');
      expect(code({ type: 'pass', cards: [a, b, 7] })).toBe('malformed-move');
      expect(code({ type: 'pass', cards: [a, b, 'no-such-card'] })).toBe('unknown-card');
      // A card of another seat's hand.
      const other = engine.view(state, (seat + 1) % 4) as {
        zones: { hand: { cards?: string[] }[] };
      };
      const theirs = other.zones.hand[(seat + 1) % 4]!.cards![0]!;
      expect(code({ type: 'pass', cards: [a, b, theirs] })).toBe('not-available');
      const said = engine.describeMove(state, first);
      expect(said).toMatch(/^\w+ passes the .+, the .+ and the .+$/);
      for (const id of [a, b, c]) {
        const card = engine.meta.deck({}).find((d) => d.id === id)!;
        expect(said).toContain(`the ${card.name}`);
      }
    }
  });

  it('moves the three cards to the left, hidden from the other seats until the passing ends', () => {
    for (const [, engine] of both('pass-three')) {
      let state = started(engine, 9);
      const passer = engine.toMove(state)!;
      const move = engine.legalMoves(state)[3] as Move & { cards: string[] };
      const r = engine.apply(state, move);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      const left = (passer + 1) % 4;
      for (let viewer = 0; viewer < 4; viewer++) {
        const text = JSON.stringify(engine.view(state, viewer));
        for (const id of move.cards) {
          if (viewer !== passer) expect(text.includes(`"${id}"`), `seat ${viewer}`).toBe(false);
        }
      }
      // The rest pass; then each hand holds 13 again, the passer's three cards on its left.
      for (let k = 0; k < 3; k++) {
        const next = engine.apply(state, engine.legalMoves(state)[0]);
        if (!next.ok) throw new Error(next.error.message);
        state = next.state;
      }
      const view = engine.view(state, left) as { zones: { hand: { cards?: string[] }[] } };
      const hand = view.zones.hand[left]!.cards!;
      expect(hand).toHaveLength(13);
      for (const id of move.cards) expect(hand).toContain(id);
      // Saved and read back, the game goes on the same.
      const back = engine.deserialize(engine.serialize(state));
      expect(back.ok && engine.legalMoves(back.value)).toEqual(engine.legalMoves(state));
    }
  });
});

describe('capturing by sum', () => {
  it('lists exactly the table sets whose faces add up to the card, three at most', () => {
    for (const [, engine] of both('sum-capture')) {
      for (let seed = 1; seed <= 12; seed++) {
        const state = started(engine, seed, { 'table-cards': 8 });
        const seat = engine.toMove(state)!;
        const view = engine.view(state, seat) as {
          zones: { hand: { cards?: string[] }[]; table: { cards: string[] } };
        };
        const face = (id: string) => Number(engine.meta.deck({}).find((d) => d.id === id)!.rank);
        const hand = view.zones.hand[seat]!.cards!;
        const table = view.zones.table.cards;
        const want: string[] = [];
        for (const card of hand) {
          for (let mask = 1; mask < 1 << table.length; mask++) {
            const taken = table.filter((_, j) => (mask >> j) & 1);
            if (taken.length > 3) continue;
            if (taken.reduce((a, c) => a + face(c), 0) !== face(card)) continue;
            want.push(`${card}:${[...taken].sort().join(' ')}`);
          }
        }
        const got = (engine.legalMoves(state) as { type: string; card: string; taken: string[] }[])
          .filter((m) => m.type === 'capture')
          .map((m) => `${m.card}:${[...m.taken].sort().join(' ')}`);
        expect(got.sort()).toEqual(want.sort());
      }
    }
  });

  it('says why a capture is refused, with its codes', () => {
    for (const [, engine] of both('sum-capture')) {
      for (let seed = 1; seed <= 30; seed++) {
        const state = started(engine, seed, { 'table-cards': 8 });
        const seat = engine.toMove(state)!;
        const view = engine.view(state, seat) as {
          zones: { hand: { cards?: string[] }[]; table: { cards: string[] } };
        };
        const card = view.zones.hand[seat]!.cards![0]!;
        const table = view.zones.table.cards;
        const r = engine.apply(state, { type: 'capture', card, taken: table.slice(0, 4) });
        // Four cards: either their faces do not add up, or there are too many of them.
        expect(r.ok).toBe(false);
        if (!r.ok) expect(['not-allowed', 'few']).toContain(r.error.code);
        const none = engine.apply(state, { type: 'capture', card, taken: [] });
        expect(!none.ok && none.error.code).toBe('malformed-move');
      }
    }
  });
});
