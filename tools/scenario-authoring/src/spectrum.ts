// Writes the Spectrum scenarios (packages/harness/scenarios/spectrum/), citing the rules file's
// own tags, P1 to P11 of rules/examples/spectrum.rules. Every expectation (legal moves, who
// moves, the piles in order, draws, scores) comes from the model in spectrum-oracle.ts, written
// from those rules; the engine only runs the files (save() says whether it agrees). Run from the
// repository root:
//   npx tsx tools/scenario-authoring/src/spectrum.ts && npx prettier --write packages/harness/scenarios

import { engine } from '@orrery/engine-spectrum';
import type { DealSpec } from '@orrery/runtime';
import { failures, save, type Options, type Step } from './author';
import { colourOf, dealWith, Hand, isWild, symbolOf, type Move } from './spectrum-oracle';

const noColour = (colour: string) => (c: string) => !isWild(c) && colourOf(c) !== colour;
const numbersOnly = (c: string) => !isWild(c) && /-[0-9](-[12])?$/.test(c);

/** What the saved state must show of the hand now: its seat to move, piles, hands, colour. */
function now(h: Hand, extra: Record<string, unknown> = {}): Step {
  const hands = Object.fromEntries(h.hands.map((cards, s) => [`hand.${s}`, [...cards]]));
  return {
    expect: {
      toMove: h.seat,
      zonesInOrder: { discard: [...h.discard], stock: [...h.stock].reverse() }, // top card last
      zones: hands,
      variables: { colour: h.colour, clockwise: h.clockwise },
      ...extra,
    },
  };
}

/** Plays the moves on the model and returns them as one step of the scenario. */
function play(h: Hand, moves: readonly Move[], note?: string): Step {
  const seated = moves.map((m) => {
    const seat = h.seat;
    h.apply(m);
    return { seat, ...m };
  });
  return { moves: seated, ...(note === undefined ? {} : { note }) };
}

/** The model's listing for the seat to move, as an expectation. */
const legal = (h: Hand, note?: string): Step => ({
  expect: { legal: h.legal() },
  ...(note === undefined ? {} : { note }),
});

function write(
  name: string,
  description: string,
  rulings: string[],
  deals: DealSpec[],
  steps: Step[],
  options: Options = {},
): void {
  save(engine, { name, description, rulings, options, deals, steps });
}

/** Lets each seat choose from the model's listing until `stop` holds; returns the moves. */
function autoplay(h: Hand, choose: (h: Hand, legal: Move[]) => Move, stop: (h: Hand) => boolean) {
  const steps: Step[] = [];
  const moves: Move[] = [];
  let guard = 0;
  while (!h.over && !stop(h)) {
    if (++guard > 2000) throw new Error('autoplay runs on');
    moves.push(choose(h, h.legal()));
    steps.push(play(h, [moves.at(-1)!]));
  }
  const all = steps.flatMap((s) => s['moves'] as unknown[]);
  return all.length === 0 ? [] : [{ moves: all }];
}
/** P7: draw, then play the drawn card if it fits (a wild naming red), else pass. */
const drawThenPlay = (_h: Hand, moves: Move[]): Move =>
  moves.find((m) => m.type === 'draw') ??
  moves.find((m) => m.type === 'play') ??
  moves.find((m) => m.type === 'play-wild' && m.named === 'red') ??
  moves.find((m) => m.type === 'pass')!;
/** Always draws and never plays: the hands swallow the stock. */
const drawAndKeep = (_h: Hand, moves: Move[]): Move =>
  moves.find((m) => m.type === 'draw') ?? moves.find((m) => m.type === 'pass')!;

// --- P1, P2: the deal ---------------------------------------------------------------------

for (const players of [2, 3, 4]) {
  const deal = dealWith(
    0,
    Array.from({ length: players }, () => []),
    ['blue-4-1'],
    10 + players,
  );
  const h = new Hand(deal);
  const sizes = Object.fromEntries(deal.hands.map((_, s) => [`hand.${s}`, 7]));
  write(
    `deal-seven-each-${players}-players`,
    `${players} players: seven cards each, the starter turned up, the other ${108 - 7 * players - 1} of the 108 cards face down in the stock; the dealer's left plays first`,
    ['P1', 'P2', 'P4'],
    [deal],
    [{ expect: { ...now(h)['expect']!, zoneSizes: { ...sizes, stock: 108 - 7 * players - 1 } } }],
    { players },
  );
}

{
  const deal = dealWith(0, [[], [], [], []], ['green-2-2'], 21);
  write(
    'hands-hidden-piles-open',
    'Seat 2 sees its own seven cards and the starter; the other hands and the stock only as counts',
    ['P2', 'P3'],
    [deal],
    [
      {
        expect: {
          view: {
            seat: 2,
            zones: {
              'hand.0': { count: 7 },
              'hand.1': { count: 7 },
              'hand.3': { count: 7 },
              stock: { count: 108 - 4 * 7 - 1 }, // P1, P2: the starter is turned up
              discard: ['green-2-2'],
            },
          },
        },
      },
    ],
    { players: 4 },
  );
}

// --- P3: the starter ------------------------------------------------------------------------

{
  const deal = dealWith(1, [[], []], ['yellow-6-1'], 31);
  const h = new Hand(deal);
  write(
    'starter-number-sets-colour',
    'A number starter, the yellow 6, makes yellow the colour to follow; seat 0, left of dealer 1, plays first',
    ['P3', 'P4'],
    [deal],
    [now(h), legal(h)],
  );
}

{
  const top = ['red-skip-1', 'wild-four-1', 'red-draw-two-2', 'blue-7-1'];
  const deal = dealWith(0, [[], [], []], top, 32);
  const h = new Hand(deal);
  write(
    'starter-actions-covered',
    'A skip, a wild draw four and a draw two turned up first do nothing: each is covered until the blue 7 shows; nobody draws or is skipped',
    ['P3', 'P5', 'P6'],
    [deal],
    [now(h, { zoneSizes: { 'hand.0': 7, 'hand.1': 7, 'hand.2': 7 } })],
    { players: 3 },
  );
}

{
  const deal = dealWith(0, [[], [], []], ['wild-colour-2', 'green-reverse-1', 'green-0'], 33);
  const h = new Hand(deal);
  write(
    'starter-wild-covered',
    'A wild and a reverse turned up first are covered; the green 0 sets the colour and play still passes to the left',
    ['P3', 'P6'],
    [deal],
    [now(h), play(h, [{ type: 'draw' }, { type: 'pass' }]), now(h)],
    { players: 3 },
  );
}

// --- P4: matching colour, number or symbol ----------------------------------------------------

// Seat 1 leads against the red 5 holding a red card, a blue 5, a green 3, both wilds.
const MATCHING = dealWith(
  0,
  [[], ['red-8-1', 'blue-5-1', 'green-3-1', 'wild-colour-1', 'wild-four-1', 'blue-skip-1']],
  ['red-5-2'],
  41,
  noColour('red'),
);

{
  const h = new Hand(MATCHING);
  write(
    'legal-plays-match',
    'On the red 5, seat 1 may play its red card or the blue 5, the wild naming any colour, or draw; the wild draw four is barred while it holds red',
    ['P4', 'P5', 'P7'],
    [MATCHING],
    [legal(h)],
  );
}

write(
  'no-match-refused',
  'The green 3 neither is red nor shows a 5: refused',
  ['P4'],
  [MATCHING],
  [
    { illegal: { seat: 1, type: 'play', card: 'green-3-1' }, code: 'match' },
    { illegal: { seat: 1, type: 'play', card: 'blue-skip-1' }, code: 'match' },
  ],
);

{
  const h = new Hand(MATCHING);
  const steps = [play(h, [{ type: 'play', card: 'blue-5-1' }]), now(h), legal(h)];
  write(
    'number-changes-colour',
    'The blue 5 on the red 5 matches by number and makes blue the colour to follow; seat 0 plays next',
    ['P4'],
    [MATCHING],
    steps,
  );
}

{
  const deal = dealWith(
    0,
    [[], ['red-skip-2', 'green-skip-1', 'green-4-1']],
    ['red-6-1'],
    42,
    noColour('green'),
  );
  const h = new Hand(deal);
  const steps = [
    play(h, [{ type: 'play', card: 'red-skip-2' }]),
    now(h),
    play(h, [{ type: 'play', card: 'green-skip-1' }]),
    now(h),
    legal(h),
  ];
  write(
    'symbol-match',
    'Two players: seat 1 skips seat 0 with a red skip, then plays a green skip on it by symbol; green is now the colour to follow and seat 1 plays again',
    ['P4', 'P6'],
    [deal],
    steps,
  );
}

// --- P5: wilds ---------------------------------------------------------------------------

{
  const deal = dealWith(0, [[], ['wild-colour-3'], []], ['red-1-1'], 51);
  const h = new Hand(deal);
  const steps = [
    play(h, [{ type: 'play-wild', card: 'wild-colour-3', named: 'green' }]),
    now(h, { rules: ['colour-named'] }),
    legal(h),
  ];
  write(
    'wild-names-colour',
    'Three players: seat 1 plays a wild on the red 1 and names green; seat 2 must follow green (or play a wild, or draw)',
    ['P5'],
    [deal],
    steps,
    { players: 3 },
  );
}

write(
  'wild-four-needs-no-colour',
  'Seat 1 holds a red card, so its wild draw four is refused on red; its plain wild is allowed',
  ['P5'],
  [MATCHING],
  [
    {
      illegal: { seat: 1, type: 'play-wild', card: 'wild-four-1', named: 'blue' },
      code: 'no-colour-held',
    },
    {
      expect: {
        legalIncludes: [{ type: 'play-wild', card: 'wild-colour-1', named: 'blue' }],
        legalExcludes: [{ type: 'play-wild', card: 'wild-four-1', named: 'blue' }],
      },
    },
  ],
);

{
  const deal = dealWith(0, [[], ['wild-four-2'], []], ['red-2-1'], 52, noColour('red'));
  const h = new Hand(deal);
  const steps = [
    play(h, [{ type: 'play-wild', card: 'wild-four-2', named: 'blue' }]),
    now(h, { rules: ['colour-named', 'drew-four'], zoneSizes: { 'hand.2': 11 } }),
  ];
  write(
    'wild-four-draws-four',
    'Three players: seat 1, holding no red, plays a wild draw four naming blue; seat 2 draws the top four cards of the stock and loses its turn, so seat 0 plays',
    ['P5', 'P6'],
    [deal],
    steps,
    { players: 3 },
  );
}

// --- P6: skip, reverse, draw two ----------------------------------------------------------

{
  const deal = dealWith(0, [[], ['yellow-skip-1'], []], ['yellow-3-1'], 61);
  const h = new Hand(deal);
  write(
    'skip-three-players',
    'Three players: seat 1 plays a skip; seat 2 loses its turn and seat 0 plays',
    ['P6'],
    [deal],
    [play(h, [{ type: 'play', card: 'yellow-skip-1' }]), now(h)],
    { players: 3 },
  );
}

{
  const deal = dealWith(0, [['red-9-1'], ['red-reverse-1'], []], ['red-3-1'], 62);
  const h = new Hand(deal);
  const steps = [
    play(h, [{ type: 'play', card: 'red-reverse-1' }]),
    now(h),
    play(h, [{ type: 'play', card: 'red-9-1' }]),
    now(h),
  ];
  write(
    'reverse-three-players',
    'Three players: seat 1 reverses; play passes to the right, to seat 0, then seat 2',
    ['P6'],
    [deal],
    steps,
    { players: 3 },
  );
}

{
  const deal = dealWith(0, [[], ['green-reverse-2', 'green-8-1']], ['green-1-1'], 63);
  const h = new Hand(deal);
  write(
    'reverse-two-players-is-skip',
    'Two players: a reverse acts as a skip, and seat 1 plays again',
    ['P6'],
    [deal],
    [play(h, [{ type: 'play', card: 'green-reverse-2' }]), now(h)],
  );
}

{
  const deal = dealWith(0, [[], ['blue-draw-two-1']], ['blue-6-2'], 64);
  const h = new Hand(deal);
  write(
    'draw-two-next-seat',
    'Two players: seat 1 plays a draw two; seat 0 draws the top two cards and loses its turn',
    ['P6'],
    [deal],
    [
      play(h, [{ type: 'play', card: 'blue-draw-two-1' }]),
      now(h, { rules: ['drew-two'], zoneSizes: { 'hand.0': 9 } }),
    ],
  );
}

{
  const deal = dealWith(
    0,
    [['yellow-draw-two-2'], ['yellow-reverse-1'], [], []],
    ['yellow-7-1'],
    65,
  );
  const h = new Hand(deal);
  const steps = [
    play(h, [{ type: 'play', card: 'yellow-reverse-1' }]),
    now(h),
    play(h, [{ type: 'play', card: 'yellow-draw-two-2' }]),
    now(h, { rules: ['drew-two'], zoneSizes: { 'hand.3': 9 } }),
  ];
  write(
    'draw-two-after-reverse',
    'Four players: seat 1 reverses, seat 0 plays a draw two to its right: seat 3 draws two and loses its turn, and seat 2 plays',
    ['P6'],
    [deal],
    steps,
    { players: 4 },
  );
}

// --- P7: drawing ---------------------------------------------------------------------------

{
  const deal = dealWith(0, [[], []], ['red-4-1', 'red-9-2'], 71, noColour('red'));
  const h = new Hand(deal);
  const fits = h.hands[1]!.some((c) => symbolOf(c) === '4');
  if (fits) throw new Error('seat 1 was meant to have nothing to play but wilds');
  const steps = [
    play(h, [{ type: 'draw' }]),
    now(h),
    legal(h, 'the drawn red 9 fits: play it or pass'),
    play(h, [{ type: 'play', card: 'red-9-2' }]),
    now(h),
  ];
  write(
    'draw-then-play-drawn',
    'Seat 1 draws the red 9, which fits the red 4, and plays it at once',
    ['P7'],
    [deal],
    steps,
  );
}

{
  const deal = dealWith(0, [[], []], ['red-4-1', 'blue-9-2'], 72, noColour('red'));
  const h = new Hand(deal);
  const steps = [
    play(h, [{ type: 'draw' }]),
    legal(h, 'the blue 9 does not fit the red 4: only a pass'),
    { illegal: { seat: 1, type: 'draw' }, code: 'not-now' },
    play(h, [{ type: 'pass' }]),
    now(h),
  ];
  write(
    'draw-then-pass',
    'Seat 1 draws the blue 9, which does not fit the red 4, may not draw again, and passes to seat 0',
    ['P7'],
    [deal],
    steps,
  );
}

{
  const deal = dealWith(0, [[], ['red-7-1']], ['red-4-1', 'green-2-1'], 73);
  const h = new Hand(deal);
  const steps = [
    play(h, [{ type: 'draw' }], 'seat 1 could have played the red 7 but draws'),
    { illegal: { seat: 1, type: 'play', card: 'red-7-1' }, code: 'only-drawn' },
    legal(h),
  ];
  write(
    'only-the-drawn-card',
    'Seat 1 holds the red 7 but draws instead; after drawing only the drawn card may be played, so the red 7 is refused',
    ['P7'],
    [deal],
    steps,
  );
}

// --- P8: the stock turned over -------------------------------------------------------------

{
  // A seeded deal whose stock runs out at a draw, not inside a draw two or a wild draw four.
  let found: { deal: DealSpec; h: Hand; steps: Step[] } | undefined;
  for (let seed = 81; found === undefined; seed++) {
    if (seed > 400) throw new Error('no deal found');
    const deal = dealWith(0, [[], []], ['yellow-5-1'], seed);
    const h = new Hand(deal);
    const steps = autoplay(h, drawThenPlay, (x) => x.stock.length === 0 && !x.drew);
    if (!h.over && !h.events.includes('stock-turned')) found = { deal, h, steps };
  }
  const { deal, h, steps } = found;
  steps.push(now(h));
  steps.push(
    play(h, [{ type: 'draw' }], 'the stock is empty: the pile under the top card is turned over'),
  );
  steps.push(now(h, { rules: ['stock-turned'] }));
  write(
    'stock-turned-over',
    'Two seats draw until the stock is gone; the next draw turns the discard pile under its top card over as the new stock, its oldest card on top, and takes that card',
    ['P8', 'P7'],
    [deal],
    steps,
  );
}

// --- P9, P10, P11: going out, scores, the match --------------------------------------------

// Two players: seat 1 goes out on its own, skip after skip, while seat 0 keeps known cards.
const SKIPS = [
  'red-skip-1',
  'red-skip-2',
  'yellow-skip-1',
  'yellow-skip-2',
  'green-skip-1',
  'green-skip-2',
  'green-3-1',
];
const HELD = [
  'wild-four-1',
  'wild-colour-1',
  'blue-draw-two-1',
  'blue-9-1',
  'yellow-0',
  'red-5-1',
  'green-7-1',
];
const OUT = dealWith(0, [HELD, SKIPS], ['red-4-1'], 91);
const outMoves = (h: Hand) =>
  play(
    h,
    SKIPS.map((card) => ({ type: 'play', card }) as Move),
  );

{
  const h = new Hand(OUT);
  const steps = [outMoves(h)];
  const scores = h.scores();
  write(
    'out-scores-cards-left',
    `Seat 1 plays its seven cards, six skips and a green 3, and goes out; it scores seat 0's wild draw four and wild (50 each), draw two (20) and 9, 0, 5 and 7: ${scores[1]}`,
    ['P9', 'P10', 'P6'],
    [OUT, dealWith(1, [[], []], ['blue-2-2'], 92)],
    [...steps, { expect: { hands: [{ dealer: 0, scores }], totals: scores, over: false } }],
  );
}

{
  const deal = dealWith(
    0,
    [
      [],
      [
        'red-skip-1',
        'red-skip-2',
        'yellow-skip-1',
        'yellow-skip-2',
        'yellow-draw-two-1',
        'yellow-draw-two-2',
        'green-draw-two-1',
      ],
    ],
    ['red-8-2'],
    93,
  );
  const h = new Hand(deal);
  const steps = [
    play(
      h,
      deal.hands[1]!.map((card) => ({ type: 'play', card }) as Move),
    ),
  ];
  const scores = h.scores();
  write(
    'last-card-draw-two-still-draws',
    'Seat 1 goes out on a draw two: seat 0 still draws the two cards, and they count in the score',
    ['P9', 'P10', 'P6'],
    [deal, dealWith(1, [[], []], ['blue-2-2'], 94)],
    [...steps, { expect: { hands: [{ dealer: 0, scores }], totals: scores, over: false } }],
  );
}

{
  const reds = ['red-1-1', 'red-2-1', 'red-3-1', 'red-4-1', 'red-6-1', 'red-7-1', 'red-8-1'];
  const deal = dealWith(0, [[], reds, [], []], ['red-5-1'], 95, noColour('red'));
  const h = new Hand(deal);
  const steps = autoplay(
    h,
    (x, moves) => (x.seat === 1 ? moves.find((m) => m.type === 'play')! : drawAndKeep(x, moves)),
    () => false,
  );
  const scores = h.scores();
  write(
    'out-scores-three-hands',
    `Four players: seat 1 plays out seven red cards while the others draw and keep; it scores every card of the three other hands: ${scores[1]}`,
    ['P10', 'P9', 'P7'],
    [deal, dealWith(1, [[], [], [], []], ['blue-2-2'], 96)],
    [...steps, { expect: { hands: [{ dealer: 0, scores }], totals: scores } }],
    { players: 4 },
  );
}

{
  const deal = dealWith(0, [[], []], ['green-5-2'], 97, numbersOnly);
  const h = new Hand(deal);
  const steps = autoplay(h, drawAndKeep, () => false);
  if (!h.over || h.stock.length > 0) throw new Error('the stock was meant to run out');
  write(
    'nobody-can-draw-ends-hand',
    'Two seats draw and keep every card; with the stock spent and only the starter in the pile nobody can draw, both pass, and the hand ends with no score',
    ['P9', 'P7', 'P8'],
    [deal, dealWith(1, [[], []], ['blue-2-2'], 98)],
    [...steps, { expect: { hands: [{ dealer: 0, scores: [0, 0] }], handNumber: 2, dealer: 1 } }],
  );
}

{
  const h = new Hand(OUT);
  const steps = [outMoves(h)];
  const scores = h.scores();
  write(
    'deal-passes-left',
    `Short of the target after the first hand (${scores[1]} of 500), the deal passes to seat 1, and seat 0 on its left plays first`,
    ['P2', 'P11'],
    [OUT, dealWith(1, [[], []], ['blue-2-2'], 92)],
    [...steps, { expect: { dealer: 1, handNumber: 2, toMove: 0, over: false, totals: scores } }],
  );
}

{
  const h = new Hand(OUT);
  const steps = [outMoves(h)];
  const scores = h.scores();
  write(
    'target-reached-wins',
    `With the target set to 100, seat 1's ${scores[1]} points end the match: seat 1 wins`,
    ['P11', 'P10'],
    [OUT],
    [...steps, { expect: { over: true, winner: 1, totals: scores } }],
    { target: 100 },
  );
}

{
  const h = new Hand(OUT);
  const steps = [outMoves(h)];
  const scores = h.scores();
  write(
    'max-hands-option',
    'With max-hands 1 the match stops after one hand, short of the target; the higher total wins',
    ['P11'],
    [OUT],
    [...steps, { expect: { over: true, winner: 1, totals: scores } }],
    { 'max-hands': 1 },
  );
}

if (failures.length > 0) {
  console.log(`\n${failures.length} scenario(s) the engine fails:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
