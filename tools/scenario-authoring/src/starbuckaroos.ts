// Writes scenarios/starbuckaroos/*.json. Run: npx tsx tools/scenario-authoring/src/starbuckaroos.ts (from
// the repository root). Expectations are worked out from the rulings in the comments.

import type { DealSpec } from '@orrery/runtime';
import { engine as sb } from '@orrery/engine-starbuckaroos';
import { deal, failures, save, type AnyEngine, type Options, type Step } from './author';

const engine: AnyEngine = sb;
type M = Record<string, string | number>;
const mv = (seat: number, type: string, extra: M = {}): M => ({ seat, type, ...extra });
const lay = (seat: number, card: string) => mv(seat, 'lay', { card });
const pass = (seat: number) => mv(seat, 'pass');
const capture = (seat: number, card: string, target: string) =>
  mv(seat, 'capture', { card, target });
const nova = (seat: number, card: string) => mv(seat, 'nova', { card });
const bid = (seat: number, points: number) => mv(seat, 'bid', { points });
const moves = (...list: M[]): Step => ({ moves: list });
const play = (m: M): Step => ({ play: m });
const illegal = (m: M, code: string): Step => ({ illegal: m, code });
const expect = (e: Record<string, unknown>, note?: string): Step => ({
  expect: e,
  ...(note ? { note } : {}),
});

/** A deal under these options: the given cards, then filler; `stock` is the top of the stock. */
function sdeal(
  options: Options,
  hands: string[][],
  stock: string[] = [],
  dealer?: number,
): DealSpec {
  const size = 5;
  const seats = options['players'] === 4 ? 4 : 2;
  const all = Array.from({ length: seats }, (_, i) => hands[i] ?? []);
  return deal(
    engine,
    options,
    { ...(dealer === undefined ? {} : { dealer }), hands: all, stock },
    size,
  );
}

const two: Options = {};
// Seat 0 deals (S3), seat 1 acts first (C2) and draws the top card at once (S4).
const base = sdeal(
  two,
  [
    ['planet-1', 'moon-1', 'comet-1', 'comet-2', 'nova-1'],
    ['planet-5', 'moon-6', 'comet-5', 'comet-6', 'nova-2'],
  ],
  ['planet-9', 'moon-4', 'planet-3', 'comet-10'],
);

save(engine, {
  name: 'first-turn-lay-or-pass',
  description:
    'Seat 1 acts first after drawing the top card; with nothing on the table it may only lay or pass',
  rulings: ['S5', 'S3', 'S4', 'C2', 'C4', 'S1'],
  deals: [base],
  steps: [
    expect({
      toMove: 1,
      dealer: 0,
      zones: { 'hand.1': ['planet-5', 'moon-6', 'comet-5', 'comet-6', 'nova-2', 'planet-9'] },
      zoneSizes: { 'hand.0': 5, stock: 21 },
      legal: [
        { type: 'lay', card: 'planet-5' },
        { type: 'lay', card: 'moon-6' },
        { type: 'lay', card: 'planet-9' },
        { type: 'pass' },
      ],
    }),
    illegal(nova(1, 'nova-2'), 'nothing-to-sweep'),
    illegal(capture(1, 'comet-5', 'planet-1'), 'not-available'),
    illegal(lay(1, 'comet-5'), 'not-allowed'),
    illegal(lay(0, 'planet-1'), 'not-your-turn'),
  ],
});
save(engine, {
  name: 'lay-and-capture',
  description:
    'A laid Planet lies face up; a Comet of equal value captures it, both cards going to the capturer',
  rulings: ['S5', 'S4', 'C1'],
  deals: [
    sdeal(
      two,
      [
        ['comet-5', 'planet-1', 'moon-1', 'moon-2', 'moon-3'],
        ['planet-5', 'moon-6', 'comet-4', 'comet-6', 'nova-2'],
      ],
      ['planet-9', 'moon-4'],
    ),
  ],
  steps: [
    play(lay(1, 'planet-5')),
    expect(
      {
        toMove: 0,
        zones: {
          'area.1': ['planet-5'],
          'hand.0': ['comet-5', 'planet-1', 'moon-1', 'moon-2', 'moon-3', 'moon-4'],
        },
      },
      'seat 0 drew Moon 4',
    ),
    play(capture(0, 'comet-5', 'planet-5')),
    expect({ toMove: 1, zones: { 'area.1': [], 'pile.0': ['comet-5', 'planet-5'], 'pile.1': [] } }),
  ],
});
save(engine, {
  name: 'capture-lower-not-higher',
  description:
    'A Comet captures a card of lower value, never of higher value (comet-too-low), nor its own',
  rulings: ['S5'],
  deals: [
    sdeal(
      two,
      [
        ['comet-5', 'planet-1', 'moon-1', 'moon-2', 'moon-3'],
        ['planet-6', 'moon-4', 'comet-4', 'comet-6', 'nova-2'],
      ],
      ['moon-10', 'planet-2', 'comet-9'],
    ),
  ],
  steps: [
    play(lay(1, 'planet-6')),
    play(lay(0, 'planet-1')),
    play(lay(1, 'moon-4')),
    expect({
      toMove: 0,
      legalIncludes: [{ type: 'capture', card: 'comet-5', target: 'moon-4' }],
      legalExcludes: [
        { type: 'capture', card: 'comet-5', target: 'planet-6' },
        { type: 'capture', card: 'comet-5', target: 'planet-1' },
      ],
    }),
    illegal(capture(0, 'comet-5', 'planet-6'), 'comet-too-low'),
    illegal(capture(0, 'comet-5', 'planet-1'), 'not-available'),
    play(capture(0, 'comet-5', 'moon-4')),
    expect({
      zones: { 'area.1': ['planet-6'], 'area.0': ['planet-1'], 'pile.0': ['comet-5', 'moon-4'] },
    }),
  ],
});
save(engine, {
  name: 'nova-sweeps-every-area',
  description:
    "A Nova takes every Planet and Moon on the table, the player's own too, into its pile with the Nova",
  rulings: ['S5'],
  deals: [
    sdeal(
      two,
      [
        ['planet-1', 'moon-1', 'comet-1', 'comet-2', 'nova-1'],
        ['planet-5', 'moon-6', 'comet-5', 'comet-6', 'nova-2'],
      ],
      ['planet-9', 'moon-4', 'moon-7'],
    ),
  ],
  steps: [
    play(lay(1, 'planet-5')),
    play(lay(0, 'planet-1')),
    play(lay(1, 'moon-6')),
    play(nova(0, 'nova-1')),
    expect({
      rules: ['nova-sweep'],
      zones: { 'area.0': [], 'area.1': [], 'pile.0': ['planet-1', 'planet-5', 'moon-6', 'nova-1'] },
      toMove: 1,
    }),
    play(pass(1)),
    illegal(nova(0, 'comet-1'), 'not-allowed'),
  ],
});
save(engine, {
  name: 'pass-always-allowed',
  description: 'Passing is always allowed, whatever the seat holds',
  rulings: ['S5'],
  deals: [base],
  steps: [
    play(pass(1)),
    expect({ toMove: 0, legalIncludes: [{ type: 'pass' }] }),
    play(pass(0)),
    expect({ toMove: 1, zoneSizes: { 'hand.1': 7, 'hand.0': 6, stock: 19 } }),
  ],
});

// --- draws, hand limit, impasse (S4, S6, S7) ----------------------------------------------------
{
  // Everyone passes: each turn draws until the hand holds 10 (seat 1 after 5 turns, seat 0 after 5);
  // then a pass draws nothing, and two such passes in a row end the hand with 11 cards in the stock.
  const steps: Step[] = [
    play(lay(1, 'planet-5')),
    expect({ zones: { 'area.1': ['planet-5'] }, zoneSizes: { 'hand.1': 5 } }),
  ];
  const all: M[] = [];
  for (let turn = 0; turn < 5; turn++) all.push(pass(0), pass(1));
  steps.push(moves(...all));
  steps.push(
    expect(
      { toMove: 0, zoneSizes: { 'hand.0': 10, 'hand.1': 10, stock: 11 } },
      'both hands at the limit',
    ),
  );
  steps.push(play(pass(0)));
  steps.push(
    expect(
      { toMove: 1, zoneSizes: { 'hand.0': 10, 'hand.1': 10, stock: 11 }, hands: [] },
      'no draw at 10 cards',
    ),
  );
  steps.push(play(pass(1)));
  steps.push(
    expect(
      { hands: [{ dealer: 0, scores: [0, 10] }], totals: [0, 10], handNumber: 2, dealer: 1 },
      'impasse: Planet 5 on the table scores 10 for its owner',
    ),
  );
  const d2 = sdeal(two, [], [], 1);
  save(engine, {
    name: 'impasse-at-hand-limit',
    description:
      'With the automatic draw, hands stop growing at 10; two passes in a row without a draw end the hand, cards left in the stock',
    rulings: ['S7', 'S6', 'S4', 'S8', 'S11', 'C2'],
    deals: [base, d2],
    steps,
  });
  const nobody = { unclaimed: 'nobody' };
  save(engine, {
    name: 'unclaimed-nobody',
    description: 'With unclaimed nobody, a Planet left on the table at the end scores for no one',
    rulings: ['S8', 'S7'],
    options: nobody,
    deals: [base, d2],
    steps: [
      ...steps.slice(0, -1),
      expect({ hands: [{ dealer: 0, scores: [0, 0] }], totals: [0, 0] }),
    ],
  });
}
{
  const opt = { draw: 'optional' };
  save(engine, {
    name: 'draw-optional',
    description:
      'With draw optional a turn starts with draw or skip-draw; skipping twice and passing twice is an impasse',
    rulings: ['S4', 'S7'],
    options: opt,
    deals: [
      sdeal(
        opt,
        [
          ['planet-1', 'moon-1', 'comet-1', 'comet-2', 'nova-1'],
          ['planet-5', 'moon-6', 'comet-5', 'comet-6', 'nova-2'],
        ],
        ['planet-9', 'moon-4'],
      ),
    ],
    steps: [
      expect({
        toMove: 1,
        legal: [{ type: 'draw' }, { type: 'skip-draw' }],
        zoneSizes: { 'hand.1': 5, stock: 22 },
      }),
      illegal(lay(1, 'planet-5'), 'not-now'),
      play(mv(1, 'draw')),
      expect({
        toMove: 1,
        zones: { 'hand.1': ['planet-5', 'moon-6', 'comet-5', 'comet-6', 'nova-2', 'planet-9'] },
      }),
      illegal(mv(1, 'draw'), 'not-now'),
      play(lay(1, 'planet-9')),
      play(mv(0, 'skip-draw')),
      expect({
        toMove: 0,
        zoneSizes: { 'hand.0': 5, stock: 21 },
        legalIncludes: [{ type: 'pass' }],
        legalExcludes: [{ type: 'draw' }],
      }),
      moves(pass(0), mv(1, 'skip-draw'), pass(1)),
      expect(
        { hands: [{ dealer: 0, scores: [0, 18] }], handNumber: 2 },
        'two passes without a draw: impasse; Planet 9 counts 18',
      ),
    ],
  });
}
{
  // A tiny endgame: with four players and one deck (limit 5) nobody can draw at first. The seats
  // empty their hands; the stock is drawn; the hand ends when stock and hands are empty.
  const opt = { players: 4, 'team-deck': 'single' };
  const d = sdeal(opt, [
    ['moon-1', 'moon-2', 'moon-3', 'moon-4', 'moon-5'],
    ['comet-1', 'comet-2', 'comet-3', 'comet-4', 'comet-5'],
    ['moon-6', 'moon-7', 'moon-8', 'moon-9', 'moon-10'],
    ['planet-1', 'planet-2', 'planet-3', 'planet-4', 'planet-5'],
  ]);
  save(engine, {
    name: 'single-deck-limit-five',
    description:
      'Four players on one deck: hands hold at most 5, so nobody draws while holding 5; the stock has 12 cards',
    rulings: ['S6', 'S2', 'S9', 'S3', 'S4'],
    options: opt,
    deals: [d],
    steps: [
      expect({
        toMove: 1,
        phase: 'bidding',
        zoneSizes: { stock: 12, 'hand.0': 5, 'hand.1': 5, 'hand.2': 5, 'hand.3': 5 },
      }),
      moves(bid(1, 0), bid(2, 0), bid(3, 0), bid(0, 0)),
      expect(
        { toMove: 1, phase: 'play', zoneSizes: { stock: 12, 'hand.1': 5 } },
        'no draw at the limit of 5',
      ),
      play(pass(1)),
      play(lay(2, 'moon-6')),
      expect({ toMove: 3, zoneSizes: { 'hand.3': 5, stock: 12 } }),
    ],
  });
}
{
  // Only seat 2 lays a card. Four passes in a row without a draw end the hand (S7).
  const opt = { players: 4, 'team-deck': 'single' };
  const hands = [
    ['moon-1', 'planet-2', 'comet-1', 'comet-2', 'comet-3'],
    ['comet-4', 'comet-5', 'comet-6', 'comet-7', 'comet-8'],
    ['planet-8', 'comet-9', 'comet-10', 'nova-1', 'nova-2'],
    ['moon-9', 'moon-8', 'moon-7', 'planet-7', 'planet-6'],
  ];
  const d = sdeal(opt, hands, ['moon-10']);
  // Bids: team 0 = 0 + 5, team 1 = 0 + 0. Seat 2 lays Planet 8 and, down to 4 cards, draws the
  // Moon 10 on its next turn, so that pass does not count towards the impasse.
  save(engine, {
    name: 'team-over-bid-face-value',
    description:
      'Team 0 bid 5 and has Planet 8 (16 points) on the table: over the bid it scores face value, 8; team 1 took nothing: 100',
    rulings: ['S10', 'S8', 'S9', 'S7', 'C1'],
    options: opt,
    deals: [d],
    steps: [
      moves(bid(1, 0), bid(2, 5), bid(3, 0), bid(0, 0)),
      moves(pass(1), lay(2, 'planet-8'), pass(3), pass(0), pass(1)),
      expect(
        { toMove: 2, zoneSizes: { 'hand.2': 5, stock: 11 } },
        'seat 2 drew the Moon 10 back up to 5',
      ),
      moves(pass(2), pass(3), pass(0), pass(1), pass(2)),
      expect({ hands: [{ dealer: 0, scores: [8, 100] }], rules: ['nothing-taken'], handNumber: 2 }),
    ],
  });
}

if (failures.length > 0) console.log(`\n${failures.length} failing:\n${failures.join('\n')}`);
