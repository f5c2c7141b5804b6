import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check } from '@orrery/rules-lang';
import { randomBelow, seedRandom, type AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { bagZones } from './bags';
import { generateEngine } from './generate';

// Zones kept as bitsets must not change a game. Each rules file is generated twice, with bags and
// with every zone a list, and both engines play the same random matches: at every move the legal
// moves, every seat's view and the fast path's legal set must be the same, and so must the
// states a bot deals from a view. The fast path's listing order is checked too: moves in the
// order the rules declare them, each move's cards in hand order from a list (with shared walks,
// see shared-walks.ts) and in deck order from a bag.

const root = path.resolve(__dirname, '../../..');
const scratch = path.resolve(__dirname, '../tmp/bag-engines');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function engines(file: string): Promise<{ bags: AnyEngine; lists: AnyEngine }> {
  const checked = check(readFileSync(path.join(root, file), 'utf8'), file);
  const game = checked.game!;
  expect(bagZones(game, game.deck.cards.length).size).toBeGreaterThan(0);
  const load = async (kind: 'bags' | 'lists') => {
    const dir = path.join(scratch, game.id, kind);
    mkdirSync(dir, { recursive: true });
    for (const f of generateEngine(game, file, { bags: kind === 'bags' })) {
      writeFileSync(path.join(dir, f.name), f.text);
    }
    const mod = (await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine };
    return mod.engine;
  };
  return { bags: await load('bags'), lists: await load('lists') };
}

type Options = Record<string, string | number>;

function setup(engine: AnyEngine, seed: number, options: Options): unknown {
  const r = engine.setup({ seed, options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The fast path's legal move codes, sorted: a bag lists in deck order, a list in hand order. */
function fastLegal(engine: AnyEngine, state: unknown): number[] {
  const out: number[] = [];
  const n = engine.fast.legal(state, out);
  return out.slice(0, n).sort((a, b) => a - b);
}

const cases: [string, Options][] = [
  ['rules/mars-venus.rules', { 'max-hands': 3 }],
  ['rules/annexation.rules', { 'max-hands': 3 }],
  ['rules/examples/spades.rules', { 'max-hands': 3 }],
  ['rules/examples/crazy-eights.rules', { players: 3, 'max-hands': 3 }],
  ['rules/starbuckaroos.rules', { 'max-hands': 3 }],
  // Two decks: 64 cards, both words of an owner in use.
  ['rules/starbuckaroos.rules', { players: 4, 'max-hands': 2 }],
  [
    'rules/starbuckaroos.rules',
    { players: 4, 'team-deck': 'single', draw: 'optional', 'max-hands': 2 },
  ],
];

describe.each(cases)('bags in %s %j', (file, options) => {
  it('play the same random matches as lists, view for view', async () => {
    const { bags, lists } = await engines(file);
    const seats = bags.meta.seatCount(options);
    let moves = 0;
    for (let seed = 1; seed <= 12; seed++) {
      let a = setup(bags, seed, options);
      let b = setup(lists, seed, options);
      const pick = [...seedRandom(seed)];
      while (bags.toMove(a) !== null) {
        const legal = bags.legalMoves(a);
        expect(legal).toEqual(lists.legalMoves(b));
        expect(fastLegal(bags, a)).toEqual(fastLegal(lists, b));
        for (let seat = 0; seat < seats; seat++) {
          expect(bags.view(a, seat)).toEqual(lists.view(b, seat));
        }
        if (moves % 97 === 0) {
          // A bot's deal from a view: the same cards to the same places.
          const seat = bags.toMove(a)!;
          const dealtA = bags.determinize(bags.view(a, seat), [...seedRandom(moves)]);
          const dealtB = lists.determinize(lists.view(b, seat), [...seedRandom(moves)]);
          for (let s = 0; s < seats; s++) {
            expect(bags.view(dealtA, s)).toEqual(lists.view(dealtB, s));
          }
          // And a saved game reads back as it was.
          const again = bags.deserialize(bags.serialize(a));
          expect(again.ok && bags.view(again.value, seat)).toEqual(bags.view(a, seat));
        }
        const move = legal[randomBelow(pick, legal.length)]!;
        const ra = bags.apply(a, move);
        const rb = lists.apply(b, move);
        expect(ra.ok && rb.ok && ra.events).toEqual(rb.ok && rb.events);
        if (!ra.ok || !rb.ok) break;
        a = ra.state;
        b = rb.state;
        moves++;
      }
      expect(lists.toMove(b)).toBeNull();
      expect(bags.outcome(a)).toEqual(lists.outcome(b));
    }
    expect(moves).toBeGreaterThan(500);
  });

  it('lists moves in declared order, cards in hand order from lists and deck order from bags', async () => {
    const { bags, lists } = await engines(file);
    expect(checkOrder(lists, options, (s, card) => handOf(s).indexOf(card))).toBeGreaterThan(1000);
    expect(checkOrder(bags, options, (_s, card) => card)).toBeGreaterThan(1000);
  });
});

interface Zoned {
  readonly seat: number;
  readonly z: { readonly hand: readonly (readonly number[])[] };
}

/** The hand of the seat to act in an engine whose zones are lists. */
const handOf = (s: unknown) => (s as Zoned).z.hand[(s as Zoned).seat]!;

/**
 * Plays random games and checks every fast-path listing: move kinds never go backwards, and
 * within a kind the first card's place (`placeOf`; -1 for a card from elsewhere) never goes
 * backwards either.
 */
function checkOrder(
  engine: AnyEngine,
  options: Options,
  placeOf: (s: unknown, card: number) => number,
): number {
  const fast = engine.fast;
  const rng = [...seedRandom(5)];
  const codes: number[] = [];
  let checked = 0;
  for (let seed = 1; seed <= 20; seed++) {
    const s = setup(engine, seed, options);
    for (let move = 0; move < 400 && fast.toMove(s) >= 0; move++) {
      const n = fast.legal(s, codes);
      let kind = -1;
      let place = -1;
      for (let i = 0; i < n; i++) {
        const code = codes[i]!;
        const at = placeOf(s, (code >> 6) & 4095);
        if ((code & 63) !== kind) {
          expect(code & 63).toBeGreaterThan(kind);
          kind = code & 63;
          place = -1;
        }
        if (at >= 0) {
          expect(at).toBeGreaterThanOrEqual(place);
          place = at;
        }
        checked++;
      }
      fast.play(s, codes[randomBelow(rng, n)]!);
    }
  }
  return checked;
}
