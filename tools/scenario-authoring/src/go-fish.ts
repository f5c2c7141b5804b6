// Writes the Go Fish scenarios (packages/harness/scenarios/go-fish/), citing the rules file's own
// tags, F1 to F10 of rules/examples/go-fish.rules. Every expectation (who asks, what may be
// asked, the hands, the cards shown, books and stock in order, the events, scores and the winner)
// comes from the
// model in go-fish-oracle.ts, written from those rules; the engine only runs the files (save()
// says whether it agrees). Run from the repository root:
//   npx tsx tools/scenario-authoring/src/go-fish.ts && npx prettier --write packages/harness/scenarios

import { engine } from '@orrery/engine-go-fish';
import type { DealSpec } from '@orrery/runtime';
import { failures, save, type Options, type Step } from './author';
import { DECK, dealWith, Hand, handSize, RANKS, rankOf, type Move } from './go-fish-oracle';
import { seeded } from './seeded';

const of = (rank: string, ...suits: string[]) => suits.map((s) => `${s}-${rank}`);
const inDeckOrder = (cards: readonly string[]) =>
  [...cards].sort((a, b) => DECK.indexOf(a) - DECK.indexOf(b));
const not =
  (...ranks: string[]) =>
  (c: string) =>
    !ranks.includes(rankOf(c));

/** What the saved state must show now: whose turn, every hand, shown card and book, the stock. */
function now(h: Hand, extra: Record<string, unknown> = {}): Step {
  const zones: Record<string, string[]> = {};
  h.hands.forEach((cards, s) => {
    zones[`hand.${s}`] = [...cards];
    zones[`shown.${s}`] = [...h.shown[s]!];
    zones[`books.${s}`] = [...h.books[s]!];
  });
  return {
    expect: {
      ...(h.over ? { over: true } : { toMove: h.seat }),
      zonesInOrder: { stock: [...h.stock].reverse() }, // top card last
      zones,
      ...extra,
    },
  };
}

/** The rule events the model sent since the last call, as an expectation's `rules`. */
function heard(h: Hand): string[] {
  return h.events.splice(0);
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

const ask = (target: number, rank: string): Move => ({ type: 'ask', target, rank });

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

/** Seeded choices among the model's listing, so an autoplayed hand is the same every run. */
function chooser(seed: number): (h: Hand, moves: Move[]) => Move {
  const random = seeded(seed);
  return (_h, moves) => moves[Math.floor(random() * moves.length)]!;
}

/** Lets each seat choose from the model's listing until `stop` holds; returns the moves. */
function autoplay(
  h: Hand,
  choose: (h: Hand, legal: Move[]) => Move,
  stop: (h: Hand) => boolean = () => false,
): Step[] {
  const moves: Step[] = [];
  let guard = 0;
  while (!h.over && !stop(h)) {
    if (++guard > 5000) throw new Error('autoplay runs on');
    moves.push(play(h, [choose(h, h.legal())]));
  }
  const all = moves.flatMap((s) => s['moves'] as unknown[]);
  return all.length === 0 ? [] : [{ moves: all }];
}

/** The first seeded deal (seeds from `from`) whose autoplayed hand reaches `wanted`. */
function find(
  players: number,
  from: number,
  wanted: (h: Hand) => boolean,
): { deal: DealSpec; h: Hand; steps: Step[] } {
  for (let seed = from; seed < from + 2000; seed++) {
    const deal = dealWith(
      0,
      Array.from({ length: players }, () => []),
      [],
      seed,
    );
    const probe = new Hand(deal);
    const pick = chooser(seed);
    let guard = 0;
    while (!probe.over && !wanted(probe) && ++guard < 5000) probe.apply(pick(probe, probe.legal()));
    if (!wanted(probe)) continue;
    const h = new Hand(deal);
    const steps = autoplay(h, chooser(seed), wanted);
    return { deal, h, steps };
  }
  throw new Error('no deal found');
}

// --- F1, F2, F3: the deal --------------------------------------------------------------------

for (const players of [2, 3, 4, 5, 6]) {
  const size = handSize(players);
  // Fillers with no four of a rank in one hand: the deal's sizes are the whole story.
  const deal = dealWith(
    0,
    Array.from({ length: players }, () => []),
    [],
    100 + players,
  );
  const h = new Hand(deal);
  if (h.books.some((b) => b.length > 0)) throw new Error('a book was dealt');
  const sizes = Object.fromEntries(deal.hands.map((_, s) => [`hand.${s}`, size]));
  write(
    `deal-${size === 7 ? 'seven' : 'five'}-each-${players}-players`,
    `${players} players: ${size} cards each, the other ${52 - size * players} of the 52 face down in the stock; seat 1, left of the dealer, asks first`,
    ['F1', 'F2', 'F3'],
    [deal],
    [{ expect: { ...now(h)['expect']!, zoneSizes: { ...sizes, stock: 52 - size * players } } }],
    { players },
  );
}

{
  const deal = dealWith(0, [of('king', 'spades', 'hearts', 'diamonds', 'clubs'), [], []], [], 111);
  const h = new Hand(deal);
  write(
    'dealt-book-laid-down',
    'Seat 0 is dealt all four kings: they go down as its book before anyone asks, leaving it three cards',
    ['F7', 'F2'],
    [deal],
    // No `rules`: the first hand's start sends its events nowhere (setup returns a state only).
    [now(h, { zoneSizes: { 'hand.0': 3, 'books.0': 4 } })],
    { players: 3 },
  );
}

{
  const deal = dealWith(0, [of('king', 'spades', 'hearts', 'diamonds', 'clubs'), [], []], [], 112);
  write(
    'hands-hidden-books-open',
    "Seat 1 sees its own seven cards and seat 0's book of kings; the other hands and the stock only as counts",
    ['F2', 'F7'],
    [deal],
    [
      {
        expect: {
          view: {
            seat: 1,
            zones: {
              'hand.0': { count: 3 },
              'hand.1': inDeckOrder(deal.hands[1]!), // a view shows a hand sorted
              'hand.2': { count: 7 },
              'books.0': of('king', 'spades', 'hearts', 'diamonds', 'clubs'),
              stock: { count: 52 - 21 },
            },
          },
        },
      },
    ],
    { players: 3 },
  );
}

// --- F4: what may be asked -----------------------------------------------------------------

// Seat 1 asks first, holding two queens, a 7, a 4 and three 2s.
const ASKING = dealWith(
  0,
  [
    [],
    ['spades-queen', 'hearts-queen', 'clubs-7', 'diamonds-4', 'spades-2', 'hearts-2', 'diamonds-2'],
    ['diamonds-queen', 'hearts-7', 'spades-9'],
  ],
  ['spades-5', 'clubs-queen', 'hearts-4'],
  121,
  not('queen', '7', '4', '2', '5'),
);

{
  const h = new Hand(ASKING);
  write(
    'legal-asks',
    'Seat 1 may ask either other seat for a queen, a 7, a 4 or a 2, the ranks it holds, and for nothing else',
    ['F4', 'F3'],
    [ASKING],
    [now(h), legal(h)],
    { players: 3 },
  );
}

write(
  'ask-unheld-rank-refused',
  'Asking for a rank the asker holds none of (a 9, an ace) is refused; so is asking itself or out of turn',
  ['F4', 'F3'],
  [ASKING],
  [
    { illegal: { seat: 1, type: 'ask', target: 2, rank: '9' }, code: 'has-rank' },
    { illegal: { seat: 1, type: 'ask', target: 0, rank: 'ace' }, code: 'has-rank' },
    { illegal: { seat: 1, type: 'ask', target: 1, rank: 'queen' }, code: 'not-available' },
    { illegal: { seat: 2, type: 'ask', target: 1, rank: 'queen' }, code: 'not-your-turn' },
  ],
  { players: 3 },
);

// --- F5: a hit -------------------------------------------------------------------------------

{
  const h = new Hand(ASKING);
  const first = play(h, [ask(2, 'queen')]);
  write(
    'hit-takes-every-card',
    'Seat 1 asks seat 2 for queens: seat 2 hands over its queen, and seat 1 asks again',
    ['F5'],
    [ASKING],
    [first, now(h, { rules: heard(h) }), legal(h, 'the asker asks again, of anyone')],
    { players: 3 },
  );
}

{
  const h = new Hand(ASKING);
  const first = play(h, [ask(2, 'queen')]);
  write(
    'handed-over-cards-shown',
    "Seat 2 hands its queen to seat 1 in sight of every seat: it lies face up in seat 1's shown cards, and seat 0 sees which card it is, though seat 1's hand only as a count",
    ['F5'],
    [ASKING],
    [
      first,
      now(h, { rules: heard(h) }),
      {
        expect: {
          view: {
            seat: 0,
            zones: {
              'shown.1': inDeckOrder(h.shown[1]!),
              'hand.1': { count: h.hands[1]!.length },
              'hand.2': { count: h.hands[2]!.length },
              'shown.2': [],
            },
          },
        },
      },
    ],
    { players: 3 },
  );
}

{
  // Seat 0 and seat 2 each hold a 7, seat 1 the third; seat 1 takes seat 2's, misses, and seat 2
  // misses in turn, so seat 0 asks seat 1 for 7s with one in its hand and one shown.
  const deal = dealWith(
    0,
    [['spades-7'], ['clubs-7', 'hearts-10'], ['hearts-7', 'spades-jack']],
    ['clubs-3', 'hearts-2'],
    135,
    not('7', '10', 'jack', '3', '2'),
  );
  const h = new Hand(deal);
  const steps = [play(h, [ask(2, '7'), ask(0, '10')]), now(h, { rules: heard(h) })];
  steps.push(play(h, [ask(0, 'jack')]), play(h, [ask(1, '7')]));
  write(
    'shown-cards-handed-on',
    'Seat 1 holds a 7 in its hand and one shown, taken from seat 2; asked for 7s by seat 0, it hands over both, and both lie shown in front of seat 0',
    ['F5', 'F4'],
    [deal],
    [...steps, now(h, { rules: heard(h), zoneSizes: { 'shown.0': 2, 'shown.1': 0 } })],
    { players: 3 },
  );
}

{
  const h = new Hand(ASKING);
  const steps = [play(h, [ask(2, 'queen')]), play(h, [ask(2, '7')])];
  write(
    'hit-twice-then-ask-another',
    'Two hits in a row from seat 2 (a queen, then a 7); seat 1 then asks seat 0 for 2s, goes fish and the turn passes',
    ['F5', 'F4'],
    [ASKING],
    [...steps, now(h, { rules: heard(h) }), play(h, [ask(0, '2')]), now(h, { rules: heard(h) })],
    { players: 3 },
  );
}

{
  // Seat 0 holds two 8s; seat 1 asks for 8s holding the other two: a book.
  const deal = dealWith(
    0,
    [of('8', 'spades', 'hearts'), of('8', 'diamonds', 'clubs')],
    ['clubs-3'],
    131,
    not('8'),
  );
  const h = new Hand(deal);
  const steps = [play(h, [ask(0, '8')])];
  write(
    'hit-completes-book',
    'Seat 1 holds two 8s and takes the other two from seat 0: the four go down at once as its book',
    ['F5', 'F7'],
    [deal],
    [...steps, now(h, { rules: heard(h), zoneSizes: { 'books.1': 4, 'hand.1': 5 } })],
  );
}

{
  // Seat 1 holds two 5s; seat 2 and seat 0 one each.
  const deal = dealWith(
    0,
    [['clubs-5'], of('5', 'spades', 'hearts'), ['diamonds-5']],
    ['clubs-3'],
    132,
    not('5'),
  );
  const h = new Hand(deal);
  const split = [play(h, [ask(2, '5')]), now(h, { rules: heard(h) })];
  write(
    'book-from-hand-and-shown',
    'Seat 1 holds two 5s in its hand and one shown, taken from seat 2; it takes the fourth from seat 0, and all four go down as its book, from its hand and its shown cards alike',
    ['F7', 'F5'],
    [deal],
    [
      ...split,
      play(h, [ask(0, '5')]),
      now(h, { rules: heard(h), zoneSizes: { 'books.1': 4, 'shown.1': 0, 'hand.1': 5 } }),
    ],
    { players: 3 },
  );
}

{
  // Five players: seat 2's five cards are three jacks and two 9s.
  const five = dealWith(
    0,
    [
      [],
      ['clubs-jack', 'clubs-2', 'clubs-3', 'clubs-4', 'clubs-5'],
      of('jack', 'spades', 'hearts', 'diamonds').concat(['hearts-9', 'spades-9']),
      [],
      [],
    ],
    ['hearts-6', 'spades-3'],
    142,
    not('jack', '9'),
  );
  const g = new Hand(five);
  const steps = [play(g, [ask(2, 'jack')])];
  write(
    'hit-completes-book-from-three',
    "Five players: seat 1 holds one jack and takes seat 2's three, a book; seat 2 keeps its two 9s",
    ['F5', 'F7', 'F2'],
    [five],
    [...steps, now(g, { rules: heard(g) })],
    { players: 5 },
  );
}

// --- F6: go fish ------------------------------------------------------------------------------

{
  const h = new Hand(ASKING);
  const steps = [play(h, [ask(0, '4')])];
  write(
    'go-fish-turn-passes',
    'Seat 0 has no 4: seat 1 fishes the 5 from the stock, not what it asked for, and the turn passes left to seat 2',
    ['F6', 'F3'],
    [ASKING],
    [...steps, now(h, { rules: heard(h) })],
    { players: 3 },
  );
}

{
  const deal = dealWith(
    0,
    [[], ['spades-6', 'hearts-10'], ['clubs-9']],
    ['diamonds-6', 'clubs-3'],
    151,
    not('6'),
  );
  const h = new Hand(deal);
  const steps = [play(h, [ask(2, '6')])];
  write(
    'lucky-fish-asks-again',
    'Seat 1 asks seat 2 for 6s and is told to go fish; it draws the 6 of diamonds, shows it and asks again',
    ['F6'],
    [deal],
    [...steps, now(h, { rules: heard(h) }), legal(h)],
    { players: 3 },
  );
}

{
  const deal = dealWith(
    0,
    [[], ['spades-6', 'hearts-10'], ['clubs-9']],
    ['diamonds-6', 'clubs-3'],
    152,
    not('6', '10', '3'),
  );
  const h = new Hand(deal);
  const steps = [play(h, [ask(2, '6')]), now(h, { rules: heard(h) })];
  steps.push(play(h, [ask(2, '10')]));
  write(
    'lucky-fish-shown-to-all',
    "Seat 1 fishes the 6 it asked for and shows it: seat 2 sees it among seat 1's shown cards; the 3 seat 1 fishes next, a miss, goes into its hand, which seat 2 sees only as a count",
    ['F6'],
    [deal],
    [
      ...steps,
      now(h, { rules: heard(h) }),
      {
        expect: {
          view: {
            seat: 2,
            zones: {
              'shown.1': ['diamonds-6'],
              'hand.1': { count: 8 },
            },
          },
        },
      },
    ],
    { players: 3 },
  );
}

{
  // Seat 1 holds three 9s and asks for a 5 nobody else has; the stock's top card is the last 9.
  const deal = dealWith(
    0,
    [[], [...of('9', 'spades', 'hearts', 'diamonds'), 'clubs-5']],
    ['clubs-9', 'hearts-2'],
    161,
    not('9', '5'),
  );
  const h = new Hand(deal);
  const steps = [play(h, [ask(0, '5')])];
  write(
    'fish-completes-book',
    'Seat 0 has no 5; seat 1 fishes the fourth 9, which makes a book but is not the rank it asked for: the book goes down and the turn passes',
    ['F6', 'F7'],
    [deal],
    [...steps, now(h, { rules: heard(h) })],
  );
}

{
  const deal = dealWith(
    0,
    [[], [...of('9', 'spades', 'hearts', 'diamonds'), 'clubs-5']],
    ['clubs-9', 'hearts-2'],
    162,
    not('9', '5'),
  );
  const h = new Hand(deal);
  const steps = [play(h, [ask(0, '9')])];
  write(
    'lucky-fish-completes-book',
    'Seat 1 asks for 9s and fishes the fourth 9: a book, and since it is the rank asked for, seat 1 asks again',
    ['F6', 'F7'],
    [deal],
    [...steps, now(h, { rules: heard(h) })],
  );
}

// --- F8: empty hands -------------------------------------------------------------------------

{
  // Six players, five cards each; seat 2 holds nothing but its three aces.
  const deal = dealWith(
    0,
    [
      [],
      ['clubs-ace', 'hearts-4', 'spades-4', 'clubs-4', 'diamonds-7'],
      [...of('ace', 'spades', 'hearts', 'diamonds'), 'hearts-7', 'clubs-7'],
      [],
      [],
      [],
    ],
    ['spades-10', 'hearts-10'],
    171,
    not('ace', '4', '7'),
  );
  const h = new Hand(deal);
  const steps = [play(h, [ask(2, 'ace')]), now(h, { rules: heard(h) }), play(h, [ask(2, '7')])];
  write(
    'emptied-seat-draws',
    "Six players: seat 1 takes seat 2's three aces, then its two 7s; seat 2, out of cards, draws the stock's top card at once",
    ['F8', 'F5', 'F7'],
    [deal],
    [...steps, now(h, { rules: heard(h), zoneSizes: { 'hand.2': 1 } })],
    { players: 6 },
  );
}

{
  // Seat 1 holds three jacks, three 10s and an 8; seat 0 the fourth jack and the fourth 10.
  const deal = dealWith(
    0,
    [
      ['clubs-jack', 'clubs-10'],
      [
        ...of('jack', 'spades', 'hearts', 'diamonds'),
        ...of('10', 'spades', 'hearts', 'diamonds'),
        'clubs-8',
      ],
    ],
    ['diamonds-3', 'hearts-8'],
    181,
    not('jack', '10', '8'),
  );
  const h = new Hand(deal);
  const steps = [play(h, [ask(0, 'jack')]), play(h, [ask(0, '10')])];
  write(
    'two-books-in-one-turn',
    "Seat 1 takes seat 0's jack, then its 10: two books in one turn; with only its 8 left it asks for 8s, goes fish and the turn passes",
    ['F7', 'F5', 'F6'],
    [deal],
    [...steps, now(h, { rules: heard(h) }), play(h, [ask(0, '8')]), now(h, { rules: heard(h) })],
  );
}

{
  // Five players: seat 1's five cards are three queens, two 6s; it takes the fourth queen and
  // both other 6s: its hand runs out and it draws from the stock, then asks again.
  const deal = dealWith(
    0,
    [
      ['clubs-queen', 'hearts-6'],
      [...of('queen', 'spades', 'hearts', 'diamonds'), 'spades-6', 'diamonds-6'],
      [],
      ['clubs-6'],
      [],
    ],
    ['hearts-5', 'spades-5'],
    182,
    not('queen', '6', '5'),
  );
  const h = new Hand(deal);
  const steps = [play(h, [ask(0, 'queen')]), play(h, [ask(0, '6')]), now(h, { rules: heard(h) })];
  const last = play(h, [ask(3, '6')]);
  write(
    'asker-emptied-draws',
    "Five players: seat 1 lays down its queens, then takes the 6s from seats 0 and 3 for a second book; its hand empty, it draws the stock's top card at once and asks again with it",
    ['F8', 'F7', 'F5'],
    [deal],
    [...steps, last, now(h, { rules: heard(h), zoneSizes: { 'hand.1': 1 } }), legal(h)],
    { players: 5 },
  );
}

{
  const found = find(
    3,
    200,
    (h) =>
      h.stock.length === 0 &&
      h.holdings.some((x) => x.length === 0) &&
      h.holding(h.seat).length > 0,
  );
  const empty = found.h.holdings.findIndex((x) => x.length === 0);
  write(
    'empty-seat-not-asked',
    `Three players, the stock gone: seat ${empty} is out of cards, so nobody may ask it`,
    ['F8', 'F4'],
    [found.deal],
    [
      ...found.steps,
      legal(found.h),
      {
        illegal: {
          seat: found.h.seat,
          type: 'ask',
          target: empty,
          rank: rankOf(found.h.holding(found.h.seat)[0]!),
        },
        code: 'has-cards',
      },
    ],
    { players: 3 },
  );
}

{
  const found = find(4, 300, (h) => h.stock.length === 0 && h.holding(h.seat).length === 0);
  const seat = found.h.seat;
  write(
    'out-seat-passes',
    `Four players, the stock gone: seat ${seat} holds no cards, so on its turn it may only pass`,
    ['F8'],
    [found.deal],
    [...found.steps, legal(found.h), play(found.h, [{ type: 'pass' }]), now(found.h)],
    { players: 4 },
  );
}

{
  const found = find(3, 400, (h) => {
    if (h.stock.length > 0 || h.holding(h.seat).length === 0) return false;
    // A miss is possible: some seat asked lacks a rank the asker holds.
    return h.legal().some((m) => m.type === 'ask' && h.held(m.target, m.rank).length === 0);
  });
  const h = found.h;
  const miss = h.legal().find((m) => m.type === 'ask' && h.held(m.target, m.rank).length === 0)!;
  heard(h);
  write(
    'nothing-to-fish',
    'Three players, the stock gone: a seat told to go fish has nothing to draw, and the turn simply passes',
    ['F6', 'F8'],
    [found.deal],
    [...found.steps, now(h), play(h, [miss]), now(h, { rules: heard(h) })],
    { players: 3 },
  );
}

// --- What every seat heard: the facts the bots keep (F4, F5, F6) ------------------------------

/**
 * The model's `asked` and `lacks` as the engine keeps them in its variables: per seat, each rank
 * by its strength (the 2 is 1, the ace 13), in the order the seat came to hold or lack it.
 */
function told(h: Hand): Record<string, number[][]> {
  const strengths = (sets: Set<string>[]) =>
    sets.map((ranks) => [...ranks].map((r) => RANKS.length - RANKS.indexOf(r)));
  return { asked: strengths(h.asked), lacks: strengths(h.lacks) };
}

{
  const h = new Hand(ASKING);
  const steps = [
    play(h, [ask(2, 'queen'), ask(2, '7'), ask(0, '2')]),
    now(h, { rules: heard(h), variables: told(h) }),
  ];
  steps.push(play(h, [ask(1, '9')]), now(h, { rules: heard(h), variables: told(h) }));
  write(
    'asks-tell-the-table',
    'Every seat hears seat 1 take a queen and a 7 from seat 2 and miss on 2s from seat 0: seat 1 holds queens, 7s and 2s, seat 2 holds no queen or 7 and seat 0 no 2; seat 2 then misses on 9s from seat 1 and draws a card no one sees, after which nothing is known of what its hand lacks',
    ['F4', 'F5', 'F6'],
    [ASKING],
    steps,
    { players: 3 },
  );
}

// --- F9, F10: the end of the hand, the score, the match ------------------------------------------

{
  const deal = dealWith(0, [[], []], [], 501);
  const h = new Hand(deal);
  const steps = autoplay(h, chooser(501));
  const scores = h.scores();
  const winner = scores[0]! > scores[1]! ? 0 : 1;
  write(
    'whole-hand-two-players',
    `Two players ask and fish until all thirteen books are down (${scores.join(' to ')}); a point a book, and the hand is the match`,
    ['F9', 'F10', 'F5', 'F6'],
    [deal],
    [
      ...steps,
      now(h),
      { expect: { hands: [{ dealer: 0, scores }], totals: scores, over: true, winner } },
    ],
  );
}

{
  const deal = dealWith(0, [[], [], []], [], 502);
  const h = new Hand(deal);
  const steps = autoplay(h, chooser(502));
  const scores = h.scores();
  const best = Math.max(...scores);
  const winner = scores.filter((s) => s === best).length > 1 ? 'draw' : scores.indexOf(best);
  write(
    'whole-hand-three-players',
    `Three players to the last book (${scores.join(', ')}): the most books wins`,
    ['F9', 'F10', 'F8'],
    [deal],
    [...steps, { expect: { over: true, hands: [{ dealer: 0, scores }], totals: scores, winner } }],
    { players: 3 },
  );
}

{
  const found = find(3, 600, (h) => {
    if (!h.over) return false;
    const s = h.scores();
    const best = Math.max(...s);
    return s.filter((x) => x === best).length > 1;
  });
  const scores = found.h.scores();
  write(
    'tie-for-most-draws',
    `Three players end on ${scores.join(', ')} books: the seats tied for the most draw the match`,
    ['F10', 'F9'],
    [found.deal],
    [...found.steps, { expect: { over: true, totals: scores, winner: 'draw' } }],
    { players: 3 },
  );
}

{
  const first = dealWith(0, [[], []], [], 701);
  const second = dealWith(1, [[], []], [], 702);
  const h = new Hand(first);
  const steps = autoplay(h, chooser(701));
  const scores = h.scores();
  const g = new Hand(second);
  write(
    'max-hands-deal-passes',
    'With max-hands 2 the match goes on after the first hand: the deal passes to seat 1, and seat 0 on its left asks first',
    ['F10', 'F2', 'F3'],
    [first, second],
    [
      ...steps,
      {
        expect: {
          over: false,
          hands: [{ dealer: 0, scores }],
          totals: scores,
          dealer: 1,
          handNumber: 2,
          toMove: g.seat,
        },
      },
    ],
    { 'max-hands': 2 },
  );
}

{
  const first = dealWith(0, [[], []], [], 711);
  const second = dealWith(1, [[], []], [], 712);
  const h = new Hand(first);
  const g = new Hand(second);
  const steps = [...autoplay(h, chooser(711)), ...autoplay(g, chooser(712))];
  const totals = h.scores().map((s, i) => s + g.scores()[i]!);
  const winner = totals[0]! > totals[1]! ? 0 : totals[0] === totals[1] ? 'draw' : 1;
  write(
    'two-hands-books-added',
    `Over two hands the books add up (${totals.join(' to ')}); the most in all wins`,
    ['F10', 'F9'],
    [first, second],
    [
      ...steps,
      {
        expect: {
          over: true,
          hands: [
            { dealer: 0, scores: h.scores() },
            { dealer: 1, scores: g.scores() },
          ],
          totals,
          winner,
        },
      },
    ],
    { 'max-hands': 2 },
  );
}

if (failures.length > 0) {
  console.log(`\n${failures.length} scenario(s) the engine fails:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
