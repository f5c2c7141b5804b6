import { randomBelow, seedRandom, shuffleInPlace, type DealSpec, type Move } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { botEngineOf, createBot, type BotSpec } from './index';
import { tables, type AnyEngine } from './fixtures/engines';

/**
 * A bot's decisions do not change when cards it cannot see are swapped between other seats (or,
 * with two seats, between the opponent's hand and the stock): the two deals look the same from
 * its seat, so whatever it does must be the same too.
 */

const SPECS: readonly BotSpec[] = [
  { kind: 'random' },
  { kind: 'greedy', samples: 3 },
  { kind: 'ismcts', iterations: 25 },
];

/** Hand sizes of the first deal, read from a seeded setup's saved form. */
function handSizes(engine: AnyEngine, options: Record<string, string | number>): number[] {
  const setup = engine.setup({ seed: 1, options });
  if (!setup.ok) throw new Error(setup.error.message);
  const saved = JSON.parse(engine.serialize(setup.value)) as {
    state: { zones: { hand: string[][] } };
  };
  // The smallest hand: the first seat may already have drawn when setup hands over.
  const size = Math.min(...saved.state.zones.hand.map((h) => h.length));
  return saved.state.zones.hand.map(() => size);
}

/** Two deals that differ only in two hidden cards of two seats other than `viewer`. */
function twinDeals(
  engine: AnyEngine,
  options: Record<string, string | number>,
  seed: number,
  viewer: number,
): [DealSpec, DealSpec] {
  const sizes = handSizes(engine, options);
  const deck = engine.meta.deck(options).map((c) => c.id);
  shuffleInPlace(deck, [...seedRandom(seed)]);
  const hands: string[][] = [];
  let next = 0;
  for (const size of sizes) hands.push(deck.slice(next, (next += size)));
  const stock = deck.slice(next);
  const a: DealSpec = { dealer: 0, hands, stock };
  const others = sizes.map((_, s) => s).filter((s) => s !== viewer);
  const swapped = hands.map((h) => h.slice());
  const stockB = stock.slice();
  const [p, q] = others;
  if (q !== undefined) {
    for (let k = 0; k < 2; k++)
      [swapped[p!]![k], swapped[q]![k]] = [swapped[q]![k]!, swapped[p!]![k]!];
  } else {
    // The bottom of the stock: the top may be turned up at once.
    const last = stockB.length - 1;
    for (let k = 0; k < 2; k++) {
      [swapped[p!]![k], stockB[last - k]] = [stockB[last - k]!, swapped[p!]![k]!];
    }
  }
  return [a, { dealer: 0, hands: swapped, stock: stockB }];
}

const key = (m: Move) => JSON.stringify(m);

const CASES = tables().filter(
  ({ engine, options }) =>
    ['mars-venus', 'annexation', 'spades', 'starbuckaroos'].includes(engine.meta.id) ||
    (engine.meta.id === 'crazy-eights' && options['players'] !== 4),
);

describe('bots never peek', () => {
  for (const { engine, options } of CASES) {
    it(`${engine.meta.id} ${JSON.stringify(options)}: hidden swaps change no decision`, () => {
      const handle = botEngineOf(engine);
      let compared = 0;
      for (const seed of [1, 2]) {
        const viewer = 1; // left of dealer 0: the first to act
        const [dealA, dealB] = twinDeals(engine, options, seed, viewer);
        const setupA = engine.setup({ seed, options, deals: [dealA] });
        const setupB = engine.setup({ seed, options, deals: [dealB] });
        if (!setupA.ok) throw new Error(`deal refused: ${setupA.error.message}`);
        if (!setupB.ok) throw new Error(`twin deal refused: ${setupB.error.message}`);
        let a = setupA.value;
        let b = setupB.value;
        expect(engine.serialize(a)).not.toEqual(engine.serialize(b));
        const dice = [...seedRandom(seed)];
        const before = compared;
        for (let turn = 0; compared - before < 3 && engine.toMove(a) !== null; turn++) {
          const seat = engine.toMove(a)!;
          if (engine.toMove(b) !== seat) break;
          let move: Move;
          if (seat === viewer) {
            const viewA = engine.view(a, seat);
            if (key(viewA as Move) !== key(engine.view(b, seat) as Move)) break; // a swapped card came into sight
            const legal = engine.legalMoves(a);
            const chosen = SPECS.map((spec) => {
              const decide = (state: unknown) =>
                createBot(spec, seed * 7 + turn).decide({
                  engine: handle,
                  view: engine.view(state, seat),
                  legal: engine.legalMoves(state),
                  seat,
                });
              const inA = decide(a);
              expect(decide(b), `${spec.kind} at turn ${turn}`).toEqual(inA);
              expect(legal.map(key)).toContain(key(inA));
              return inA;
            });
            compared++;
            move = chosen[turn % chosen.length]!;
          } else {
            // Other seats play a move open to them in both deals, so the twins stay twins.
            const inB = new Set(engine.legalMoves(b).map(key));
            const shared = engine.legalMoves(a).filter((m) => inB.has(key(m)));
            if (shared.length === 0) break;
            move = shared[randomBelow(dice, shared.length)]!;
          }
          const nextA = engine.apply(a, move);
          const nextB = engine.apply(b, move);
          if (!nextA.ok || !nextB.ok) throw new Error(`move ${key(move)} refused`);
          a = nextA.state;
          b = nextB.state;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(3);
    }, 30_000);
  }
});
