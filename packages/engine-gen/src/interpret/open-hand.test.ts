// `reveal` and `played by` through both engines, on test/open-hand.rules: the dealer's partner
// lays its hand face up once the first card is down, and the dealer chooses that hand's cards on
// its turns. Views are read by content (which card ids each seat is shown), the seat to choose
// and the seat whose turn it is are worked out here from the dealer, and a bot at the chooser
// plays the open hand's cards.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { botEngineOf, createBot } from '@orrery/bots';
import { conformance } from '@orrery/harness';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine, GameEvent, Move } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { generateEngine } from '../generate';
import { interpret } from './index';

const file = path.resolve(__dirname, '../../test/open-hand.rules');
const scratch = path.resolve(__dirname, '../../tmp/interpret-open-hand');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SOUTH = 0;
const WEST = 1;
const NORTH = 2;

async function engines(): Promise<[string, AnyEngine][]> {
  const checked = check(readFileSync(file, 'utf8'), 'open-hand.rules');
  expect(checked.diagnostics.map(formatDiagnostic)).toEqual([]);
  mkdirSync(scratch, { recursive: true });
  for (const f of generateEngine(checked.game!, 'open-hand.rules'))
    writeFileSync(path.join(scratch, f.name), f.text);
  const compiled = ((await import(path.join(scratch, 'index.ts'))) as { engine: AnyEngine }).engine;
  const interpreted = interpret(checked.game!, 'open-hand.rules');
  expect(interpreted.diagnostics.map(formatDiagnostic)).toEqual([]);
  return [
    ['generated', compiled],
    ['interpreted', interpreted.engine!],
  ];
}

interface SeenView {
  toMove: number | null;
  turn?: number | null;
  zones: { hand: { count: number; cards?: string[]; revealed?: true }[] };
  legal: Move[];
}

const viewOf = (engine: AnyEngine, state: unknown, seat: number) =>
  engine.view(state, seat) as SeenView;

/** The cards of seat `seat`'s hand, from its own view. */
const handOf = (engine: AnyEngine, state: unknown, seat: number) =>
  viewOf(engine, state, seat).zones.hand[seat]!.cards!;

/** Whether `view` names any of `cards` anywhere (a field, a legal move, a record). */
const names = (view: unknown, cards: readonly string[]) => {
  const text = JSON.stringify(view);
  return cards.filter((c) => text.includes(JSON.stringify(c)));
};

function setup(engine: AnyEngine, seed = 5) {
  const set = engine.setup({ seed, options: { 'max-hands': 1 } });
  if (!set.ok) throw new Error(set.error.message);
  return set.value;
}

function apply(engine: AnyEngine, state: unknown, move: Move & { seat?: number }) {
  const r = engine.apply(state, move);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}

const made = engines();

describe("'reveal' and 'played by'", async () => {
  const both = await made;

  it.each(both)(
    '%s: hides the open hand until the first card is down, then shows it to all',
    (_, engine) => {
      let state = setup(engine);
      // South deals: West leads, North's hand opens after it, and South plays it.
      expect(engine.toMove(state)).toBe(WEST);
      const north = handOf(engine, state, NORTH);
      expect(north).toHaveLength(13);
      for (const seat of [SOUTH, WEST, 3, -1]) {
        expect(names(engine.view(state, seat), north), `seat ${seat} before`).toEqual([]);
      }
      const lead = engine.legalMoves(state)[0]!;
      state = apply(engine, state, { ...lead, seat: WEST }).state;
      for (const seat of [SOUTH, WEST, NORTH, 3, -1]) {
        const hand = viewOf(engine, state, seat).zones.hand[NORTH]!;
        expect(hand, `seat ${seat} after`).toEqual({ count: 13, cards: north, revealed: true });
      }
      // The others stay hidden: South sees its own hand and North's, never West's or East's.
      const seen = viewOf(engine, state, SOUTH).zones.hand;
      expect(seen.map((h) => h.cards !== undefined)).toEqual([true, false, true, false]);
      expect(seen.map((h) => h.revealed === true)).toEqual([false, false, true, false]);
    },
  );

  it.each(both)(
    "%s: asks the dealer to choose on the open hand's turns, and only then",
    (_, engine) => {
      let state = setup(engine);
      const north = handOf(engine, state, NORTH);
      state = apply(engine, state, engine.legalMoves(state)[0]!).state;
      expect(engine.toMove(state)).toBe(SOUTH);
      expect(engine.fast.toMove(state)).toBe(SOUTH);
      const chooser = viewOf(engine, state, SOUTH);
      expect([chooser.toMove, chooser.turn]).toEqual([SOUTH, NORTH]);
      expect(chooser.legal.length).toBeGreaterThan(0);
      for (const m of chooser.legal) expect(north).toContain(m['card']);
      // The open hand's own seat sees its cards but has nothing to choose.
      expect(viewOf(engine, state, NORTH).legal).toEqual([]);
      const move = chooser.legal[0]!;
      expect(engine.describeMove(state, move)).toMatch(/^South plays the .+ for North$/);
      // From the open hand's seat, or from no one's, the move is refused with a code.
      const wrong = engine.apply(state, { ...move, seat: NORTH });
      expect(wrong.ok ? null : wrong.error).toEqual({
        code: 'not-your-turn',
        message: "It is North's turn, and South plays it",
      });
      const played = apply(engine, state, { ...move, seat: SOUTH });
      expect(
        played.events.filter((e: GameEvent) => e.type === 'move' || e.type === 'play'),
      ).toEqual([
        { type: 'move', seat: SOUTH, move, turn: NORTH },
        { type: 'play', seat: NORTH, card: move['card'] },
      ]);
      // East's turn is East's own; South's own turn is South's.
      state = played.state;
      expect([engine.toMove(state), viewOf(engine, state, 3).turn]).toEqual([3, 3]);
      const east = engine.legalMoves(state)[0]!;
      expect(engine.describeMove(state, east)).toMatch(/^East plays the [^]+[a-z]$/);
      expect(engine.describeMove(state, east)).not.toContain(' for ');
      state = apply(engine, state, east).state;
      expect([engine.toMove(state), viewOf(engine, state, SOUTH).turn]).toEqual([SOUTH, SOUTH]);
    },
  );

  it.each(both)(
    '%s: plays whole matches where every move comes from the seat to choose',
    (_, engine) => {
      for (let seed = 1; seed <= 6; seed++) {
        const set = engine.setup({ seed, options: { 'max-hands': 2 } });
        if (!set.ok) throw new Error(set.error.message);
        let state = set.value;
        const moves: (Move & { seat: number })[] = [];
        let forOpen = 0;
        while (engine.toMove(state) !== null) {
          const seat = engine.toMove(state)!;
          const view = viewOf(engine, state, seat);
          // The seat to choose is the dealer on the open hand's turns, else the seat itself.
          const dealer = (engine.view(state, seat) as { dealer: number }).dealer;
          const expected = view.turn === (dealer + 2) % 4 ? dealer : view.turn;
          expect(seat, `seed ${seed}, move ${moves.length}`).toBe(expected);
          if (seat !== view.turn) forOpen++;
          const move = { ...view.legal[(seed + moves.length) % view.legal.length]!, seat };
          state = apply(engine, state, move).state;
          moves.push(move);
          // A saved game keeps which hand lies open, and reads back to the same game.
          const text = engine.serialize(state);
          const read = engine.deserialize(text);
          if (!read.ok) throw new Error(`${read.error.path}: ${read.error.message}`);
          expect(engine.serialize(read.value)).toBe(text);
          state = read.value;
        }
        // Each of the open hand's 13 cards is chosen by the dealer, in both hands.
        expect(forOpen).toBe(26);
        // The same seed and moves give the same match.
        const replay = engine.setup({ seed, options: { 'max-hands': 2 } });
        if (!replay.ok) throw new Error(replay.error.message);
        let again = replay.value;
        for (const m of moves) again = apply(engine, again, m).state;
        expect(engine.serialize(again)).toBe(engine.serialize(state));
      }
    },
  );

  it.each(both)('%s: saves the open hand, and refuses a save that opens another', (_, engine) => {
    let state = setup(engine);
    state = apply(engine, state, engine.legalMoves(state)[0]!).state;
    const saved = JSON.parse(engine.serialize(state)) as { state: Record<string, unknown> };
    expect(saved.state['revealed']).toEqual({ hand: [NORTH] });
    const fault = (revealed: unknown) => {
      const r = engine.deserialize(
        JSON.stringify({ ...saved, state: { ...saved.state, revealed } }),
      );
      return r.ok ? null : r.error.path;
    };
    expect(fault({ hand: [NORTH] })).toBeNull();
    expect(fault({ hand: [0, NORTH] })).toBeNull();
    expect(fault({ trick: [0] })).toBe('state.revealed.trick');
    expect(fault({ taken: [1] })).toBe('state.revealed.taken');
    expect(fault({ hand: [4] })).toBe('state.revealed.hand[0]');
    expect(fault({ hand: [NORTH, NORTH] })).toBe('state.revealed.hand[1]');
    expect(fault({ hand: [] })).toBe('state.revealed.hand');
    expect(fault([NORTH])).toBe('state.revealed');
    // Without the field (an older save, or before the first card) nothing lies open.
    const before = JSON.parse(engine.serialize(setup(engine))) as { state: object };
    expect(before.state).not.toHaveProperty('revealed');
    const { revealed: _gone, ...closed } = saved.state;
    const read = engine.deserialize(JSON.stringify({ ...saved, state: closed }));
    expect(read.ok && viewOf(engine, read.value, SOUTH).zones.hand[NORTH]).toEqual({ count: 13 });
  });

  it.each(both)(
    '%s: deals a bot the open hand where it lies, and closes it at the next deal',
    (_, engine) => {
      let state = setup(engine);
      state = apply(engine, state, engine.legalMoves(state)[0]!).state;
      const north = handOf(engine, state, NORTH);
      const dealt = engine.determinize(engine.view(state, 3), [1, 2, 3, 4]);
      const view = viewOf(engine, dealt, 3);
      expect(view.zones.hand[NORTH]).toEqual({ count: 13, cards: north, revealed: true });
      expect([view.toMove, view.turn]).toEqual([SOUTH, NORTH]);
      // Played to the end of the hand, the next deal lies closed again.
      const two = engine.setup({ seed: 5, options: { 'max-hands': 2 } });
      if (!two.ok) throw new Error(two.error.message);
      state = two.value;
      const hand = () => (engine.view(state, 0) as { handNumber: number }).handNumber;
      while (hand() === 1) state = apply(engine, state, engine.legalMoves(state)[0]!).state;
      for (const seat of [0, 1, 2, 3]) {
        expect(viewOf(engine, state, seat).zones.hand.filter((h) => h.revealed === true)).toEqual(
          [],
        );
      }
      // The finished hand's record keeps what lay open as it ended.
      const saved = JSON.parse(engine.serialize(state)) as { state: { history: object[] } };
      expect(saved.state.history[0]).toHaveProperty('revealed', { hand: [NORTH] });
    },
  );

  it.each(both)("%s: lets an ISMCTS bot at the chooser play the open hand's cards", (_, engine) => {
    let state = setup(engine, 9);
    const bot = createBot({ kind: 'ismcts', iterations: 60 }, 4);
    const handle = botEngineOf(engine);
    let chosen = 0;
    while (engine.toMove(state) !== null && chosen < 4) {
      const seat = engine.toMove(state)!;
      const view = viewOf(engine, state, seat);
      const move = bot.decide({ engine: handle, view, legal: view.legal, seat });
      if (view.turn !== seat) {
        expect(seat).toBe(SOUTH);
        expect(handOf(engine, state, NORTH)).toContain(move['card']);
        chosen++;
      }
      state = apply(engine, state, { ...move, seat }).state;
    }
    expect(chosen).toBe(4);
  });
});

describe('the conformance battery', async () => {
  // Views keep every hand but the open one hidden, by content; saves, refusals and the fast path.
  const [[, compiled]] = (await made) as [[string, AnyEngine]];
  conformance(compiled, { agreementGames: 100 });
});
