// Writes scenarios/mars-venus/*.json. Run: npx tsx tools/scenario-authoring/src/mars-venus.ts (from
// the repository root). Every expectation comes from the rulings: trick winners and hand scores
// from the oracle in author.ts, the rest worked out by hand in the comments below.

import type { DealSpec } from '@orrery/runtime';
import { seedRandom, shuffleInPlace } from '@orrery/runtime';
import { engine as mv } from '@orrery/engine-mars-venus';
import { deal, failures, marsVenusScore, save, Table, type AnyEngine, type Step } from './author';

const engine: AnyEngine = mv;
const full = (hands: string[][], dealer: number, stock: string[] = []): DealSpec =>
  deal(engine, {}, { dealer, hands, stock }, 14);
const play = (seat: number, card: string): Step => ({ play: { seat, type: 'play', card } });
const illegal = (seat: number, card: string, code: string): Step => ({
  illegal: { seat, type: 'play', card },
  code,
});
const cards = (list: readonly string[]) => list.map((card) => ({ type: 'play', card }));
const isMV = (c: string) => c.startsWith('mars-') || c.startsWith('venus-');

function rotate(d: DealSpec, by: number, dealer: number): DealSpec {
  const hands = d.hands.map((_, i) => [...d.hands[(i - by + 4) % 4]!]);
  return { dealer, hands, stock: [] };
}

// --- designed hands ---------------------------------------------------------------------
// ALL: seat 0 holds every Earth card and the five best Neptunes, so whatever it leads wins:
// it leads all fourteen tricks and its team takes every card (40 points).
const ALL = full(
  [
    [
      'earth-sun',
      'earth-moon',
      'earth-7',
      'earth-6',
      'earth-5',
      'earth-4',
      'earth-3',
      'earth-2',
      'earth-1',
      'neptune-sun',
      'neptune-moon',
      'neptune-7',
      'neptune-6',
      'neptune-5',
    ],
    [],
    [],
    [],
  ],
  3,
);
// TIE: seat 0 wins seven tricks (Earth, then Mars once broken) into which only Mars and
// non-Venus cards fall; seat 1 wins the other seven (Neptune, then Venus) with all the Venus.
const TIE = full(
  [
    [
      'earth-sun',
      'earth-moon',
      'earth-7',
      'earth-6',
      'mars-galaxy',
      'mars-sun',
      'mars-moon',
      'neptune-1',
      'neptune-2',
      'saturn-2',
      'saturn-1',
      'earth-1',
      'jupiter-2',
      'jupiter-1',
    ],
    [
      'earth-5',
      'earth-4',
      'earth-3',
      'earth-2',
      'neptune-5',
      'neptune-4',
      'neptune-3',
      'neptune-sun',
      'neptune-moon',
      'neptune-7',
      'neptune-6',
      'venus-galaxy',
      'venus-sun',
      'venus-moon',
    ],
    [
      'mars-7',
      'mars-6',
      'mars-5',
      'mars-4',
      'mars-3',
      'mars-2',
      'mars-1',
      'jupiter-sun',
      'jupiter-moon',
      'jupiter-7',
      'jupiter-6',
      'jupiter-5',
      'jupiter-4',
      'jupiter-3',
    ],
    [
      'saturn-sun',
      'saturn-moon',
      'saturn-7',
      'saturn-6',
      'saturn-5',
      'saturn-4',
      'saturn-3',
      'venus-7',
      'venus-6',
      'venus-5',
      'venus-4',
      'venus-3',
      'venus-2',
      'venus-1',
    ],
  ],
  3,
);
// NINE: seat 0 wins thirteen tricks; in the last it leads Jupiter 1, seat 1's Jupiter Sun wins
// and seat 3 throws the Mars Galaxy: team 0 has the nine other Mars cards and all the Venus.
const NINE = full(
  [
    [
      'earth-sun',
      'earth-moon',
      'earth-7',
      'earth-6',
      'earth-5',
      'earth-4',
      'earth-3',
      'earth-2',
      'earth-1',
      'neptune-sun',
      'neptune-moon',
      'neptune-7',
      'neptune-6',
      'jupiter-1',
    ],
    [
      'neptune-5',
      'neptune-4',
      'saturn-sun',
      'saturn-moon',
      'saturn-7',
      'saturn-6',
      'saturn-5',
      'saturn-4',
      'jupiter-7',
      'jupiter-6',
      'jupiter-5',
      'jupiter-4',
      'jupiter-3',
      'jupiter-sun',
    ],
    [
      'mars-sun',
      'mars-moon',
      'mars-7',
      'mars-6',
      'mars-5',
      'mars-4',
      'mars-3',
      'mars-2',
      'mars-1',
      'neptune-3',
      'saturn-3',
      'saturn-2',
      'saturn-1',
      'jupiter-2',
    ],
    [
      'venus-galaxy',
      'venus-sun',
      'venus-moon',
      'venus-7',
      'venus-6',
      'venus-5',
      'venus-4',
      'venus-3',
      'venus-2',
      'venus-1',
      'neptune-2',
      'neptune-1',
      'jupiter-moon',
      'mars-galaxy',
    ],
  ],
  3,
);
// SPOIL: seat 0 wins twelve tricks, then loses two Jupiter tricks to seat 1 into which Mars 3,
// 2, 1 and Venus 1 fall. Team 0 holds both Galaxies: nothing. Team 1: three Mars, one Venus.
const SPOIL = full(
  [
    [
      'earth-sun',
      'earth-moon',
      'earth-7',
      'earth-6',
      'earth-5',
      'earth-4',
      'earth-3',
      'earth-2',
      'earth-1',
      'neptune-sun',
      'neptune-moon',
      'neptune-7',
      'jupiter-1',
      'jupiter-2',
    ],
    [
      'jupiter-7',
      'jupiter-6',
      'jupiter-5',
      'jupiter-4',
      'jupiter-3',
      'neptune-6',
      'neptune-5',
      'saturn-sun',
      'saturn-moon',
      'saturn-7',
      'saturn-6',
      'saturn-5',
      'jupiter-sun',
      'jupiter-moon',
    ],
    [
      'mars-galaxy',
      'mars-sun',
      'mars-moon',
      'mars-7',
      'mars-6',
      'mars-5',
      'neptune-4',
      'neptune-3',
      'saturn-4',
      'saturn-3',
      'saturn-2',
      'saturn-1',
      'mars-3',
      'venus-1',
    ],
    [
      'venus-galaxy',
      'venus-sun',
      'venus-moon',
      'venus-7',
      'venus-6',
      'venus-5',
      'venus-4',
      'venus-3',
      'venus-2',
      'neptune-2',
      'neptune-1',
      'mars-4',
      'mars-1',
      'mars-2',
    ],
  ],
  3,
);

/** Plays whole hands with the oracle; returns the table for more steps. */
function hands(deals: DealSpec[], options: Record<string, string | number> = {}): Table {
  return new Table(engine, deals, options);
}
function scores(t: Table): number[] {
  return t.taken.map(marsVenusScore);
}

// --- leading (M6) ---------------------------------------------------------------------------
{
  const d = full([[], ['mars-3', 'venus-5', 'mars-galaxy', 'venus-galaxy', 'earth-1'], [], []], 0);
  const legal = d.hands[1]!.filter((c) => !isMV(c));
  save(engine, {
    name: 'lead-mars-venus-locked',
    description: 'At the start of a hand no Mars or Venus card, Galaxies included, may be led',
    rulings: ['M6', 'M1', 'C2', 'C4', 'M9'],
    deals: [d],
    steps: [
      { expect: { toMove: 1, dealer: 0, legal: cards(legal) } },
      illegal(1, 'mars-3', 'suit-not-broken'),
      illegal(1, 'venus-5', 'suit-not-broken'),
      illegal(1, 'mars-galaxy', 'suit-not-broken'),
      illegal(1, 'venus-galaxy', 'suit-not-broken'),
      play(1, 'earth-1'),
      { expect: { toMove: 2, zones: { trick: ['earth-1'] } } },
    ],
  });
}
{
  const only = [
    'mars-sun',
    'mars-moon',
    'mars-7',
    'mars-6',
    'mars-5',
    'mars-4',
    'mars-3',
    'mars-2',
    'mars-1',
    'venus-sun',
    'venus-moon',
    'venus-7',
    'venus-6',
    'venus-5',
  ];
  const d = full([[], only, ['mars-galaxy'], []], 0);
  save(engine, {
    name: 'lead-only-mars-venus-held',
    description: 'A leader holding nothing but Mars and Venus cards may lead any of them',
    rulings: ['M6'],
    deals: [d],
    steps: [
      { expect: { toMove: 1, legal: cards(only) } },
      play(1, 'venus-5'),
      { expect: { toMove: 2 } },
    ],
  });
}
{
  // Seat 1 leads Earth 1; seat 2 has no Earth and throws Mars 2; seat 0's Earth Sun wins.
  const d = full(
    [
      [
        'earth-sun',
        'earth-7',
        'earth-6',
        'earth-5',
        'earth-4',
        'earth-3',
        'earth-2',
        'mars-7',
        'venus-3',
      ],
      ['earth-1', 'earth-moon'],
      ['mars-2'],
      ['jupiter-1'],
    ],
    0,
  );
  save(engine, {
    name: 'lead-mars-unlocked-after-played',
    description: 'Once a Mars card was played in a trick, Mars may be led; Venus stays locked',
    rulings: ['M6', 'M7'],
    deals: [d],
    steps: [
      { trick: ['earth-1', 'mars-2', 'jupiter-1', 'earth-sun'], winner: 0 },
      {
        expect: { toMove: 0, legalIncludes: cards(['mars-7']), legalExcludes: cards(['venus-3']) },
      },
      illegal(0, 'venus-3', 'suit-not-broken'),
      play(0, 'mars-7'),
      { expect: { toMove: 1, zones: { trick: ['mars-7'] } } },
    ],
  });
}

// --- following (M7) ------------------------------------------------------------------------
{
  const d = full([[], ['jupiter-5'], ['jupiter-2', 'jupiter-sun', 'earth-sun', 'mars-1'], []], 0);
  const jupiters = d.hands[2]!.filter((c) => c.startsWith('jupiter-'));
  save(engine, {
    name: 'follow-suit-when-able',
    description: 'A seat holding the led suit must play it; the refused card changes nothing',
    rulings: ['M7'],
    deals: [d],
    steps: [
      play(1, 'jupiter-5'),
      illegal(2, 'earth-sun', 'must-follow-suit'),
      illegal(2, 'mars-1', 'must-follow-suit'),
      { expect: { toMove: 2, legal: cards(jupiters), zones: { trick: ['jupiter-5'] } } },
      play(2, 'jupiter-2'),
    ],
  });
}
{
  const leads = [
    'venus-galaxy',
    'venus-sun',
    'venus-moon',
    'venus-7',
    'venus-6',
    'venus-5',
    'venus-4',
    'venus-3',
    'venus-2',
    'venus-1',
    'mars-1',
    'mars-2',
    'mars-3',
    'mars-4',
  ];
  const d = full([['mars-moon'], leads, ['mars-galaxy'], ['mars-sun']], 0);
  save(engine, {
    name: 'follow-with-the-galaxy',
    description:
      'The Mars Galaxy is a Mars card: it must follow a Mars lead, and it outranks the Sun',
    rulings: ['M1', 'M2', 'M7'],
    deals: [d],
    steps: [
      play(1, 'mars-1'),
      { expect: { toMove: 2, legal: cards(d.hands[2]!.filter((c) => c.startsWith('mars-'))) } },
      play(2, 'mars-galaxy'),
      play(3, 'mars-sun'),
      play(0, 'mars-moon'),
      {
        expect: {
          tricks: [
            { leader: 1, winner: 2, cards: ['mars-1', 'mars-galaxy', 'mars-sun', 'mars-moon'] },
          ],
          toMove: 2,
        },
      },
    ],
  });
}
{
  // Seat 2 has no Jupiter: it may play anything, even a Mars or Venus card that it could not lead.
  const d = full([[], ['jupiter-5'], ['venus-1', 'mars-2', 'earth-3', 'neptune-4'], []], 0);
  if (d.hands[2]!.some((c) => c.startsWith('jupiter-')))
    throw new Error('seat 2 must have no Jupiter');
  const noJupiter = d;
  save(engine, {
    name: 'follow-void-plays-any',
    description:
      'A seat without the led suit may play any card, a Mars or Venus card or the other group',
    rulings: ['M7', 'M6'],
    deals: [noJupiter],
    steps: [
      play(1, 'jupiter-5'),
      { expect: { toMove: 2, legal: cards(noJupiter.hands[2]!) } },
      play(2, 'venus-1'),
      { expect: { toMove: 3, zones: { trick: ['jupiter-5', 'venus-1'] } } },
    ],
  });
}

// --- winning a trick (M8, M2, M3) ---------------------------------------------------------------
function trickScenario(
  name: string,
  description: string,
  rulings: string[],
  played: string[],
  winner: number,
): void {
  // Seat 1 leads (dealer 0); the other seats hold no card of the led suit unless they play it.
  const ledSuit = played[0]!.split('-')[0]!;
  const hands: string[][] = [[], [], [], []];
  played.forEach((c, k) => hands[(1 + k) % 4]!.push(c));
  const deck = engine.meta.deck().map((c) => c.id);
  const spare = deck.filter((c) => !played.includes(c) && !c.startsWith(`${ledSuit}-`));
  const led = deck.filter((c) => !played.includes(c) && c.startsWith(`${ledSuit}-`));
  hands[1]!.push(...led); // the leader keeps the rest of the led suit
  for (const h of hands) while (h.length < 14) h.push(spare.shift()!);
  const d: DealSpec = { dealer: 0, hands, stock: [] };
  save(engine, {
    name,
    description,
    rulings,
    deals: [d],
    steps: [
      { trick: played, winner },
      { expect: { toMove: winner, zonesInclude: { [`taken.${winner % 2}`]: played } } },
    ],
  });
}
trickScenario(
  'power-higher-suit-of-group',
  'A seat out of Jupiter takes the trick with the lowest Earth: Earth outranks Jupiter',
  ['M8', 'M3'],
  ['jupiter-1', 'jupiter-sun', 'earth-1', 'jupiter-moon'],
  3,
);
trickScenario(
  'power-lower-suit-none',
  'A Mars Sun played on a Jupiter lead has no power',
  ['M8', 'M3'],
  ['jupiter-2', 'mars-sun', 'jupiter-3', 'neptune-sun'],
  3,
);
trickScenario(
  'power-other-group-none',
  'Cards of the other group never win: an Earth 2 lead beats Neptune Sun and the Venus Galaxy',
  ['M8', 'M3', 'C1'],
  ['earth-2', 'neptune-sun', 'venus-galaxy', 'saturn-sun'],
  1,
);
trickScenario(
  'power-secondary-group',
  'On a Saturn lead a Neptune 1 beats the Saturn Sun, a Venus card has no power',
  ['M8', 'M3', 'M2'],
  ['saturn-3', 'saturn-sun', 'venus-sun', 'neptune-1'],
  0,
);
trickScenario(
  'rank-sun-moon-numbers',
  'Within a suit Sun beats Moon beats 7 down to 1',
  ['M2', 'M8'],
  ['earth-moon', 'earth-7', 'earth-sun', 'earth-1'],
  3,
);

// --- seats, turns, dealers (C1, C2, M4, M5, C3) -------------------------------------------------
{
  const d = full([['earth-1'], ['earth-sun'], ['earth-2'], ['earth-3']], 2);
  save(engine, {
    name: 'seats-clockwise-teams-opposite',
    description:
      'Dealer 2: seat 3 leads, play goes 3, 0, 1, 2; seat 1 wins for team 1 (seats 1 and 3)',
    rulings: ['C1', 'C2'],
    deals: [d],
    steps: [
      { expect: { toMove: 3 } },
      play(3, 'earth-3'),
      { expect: { toMove: 0 } },
      illegal(2, 'earth-2', 'not-your-turn'),
      play(0, 'earth-1'),
      { expect: { toMove: 1 } },
      play(1, 'earth-sun'),
      { expect: { toMove: 2 } },
      play(2, 'earth-2'),
      {
        expect: {
          toMove: 1,
          zones: { 'taken.1': ['earth-3', 'earth-1', 'earth-sun', 'earth-2'], 'taken.0': [] },
        },
      },
    ],
  });
}

/** M4 worked out from the rulings: each contender cuts a card; suit tier, then rank; ties cut again. */
const TIER: Record<string, number> = {
  earth: 3,
  neptune: 3,
  jupiter: 2,
  saturn: 2,
  mars: 1,
  venus: 1,
};
const RANKS: Record<string, number> = { galaxy: 10, sun: 9, moon: 8 };
function cutKey(c: string): [number, number] {
  const [suit, rank] = c.split('-') as [string, string];
  return [TIER[suit]!, RANKS[rank] ?? Number(rank)];
}
function cut(seed: number): { dealer: number; rounds: string[][] } {
  const rng = [...seedRandom(seed)];
  const deck = engine.meta.deck().map((c) => c.id);
  let contenders = [0, 1, 2, 3];
  const rounds: string[][] = [];
  for (;;) {
    const order = deck.slice();
    shuffleInPlace(order, rng);
    const drawn = contenders.map((_, k) => order[k]!);
    rounds.push(drawn);
    const keys = drawn.map(cutKey);
    const best = keys.reduce((a, b) => (b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]) ? b : a));
    const tied = contenders.filter((_, k) => keys[k]![0] === best[0] && keys[k]![1] === best[1]);
    if (tied.length === 1) return { dealer: tied[0]!, rounds };
    contenders = tied;
  }
}
{
  let plain = 0;
  let tie = 0;
  for (let seed = 1; plain === 0 || tie === 0; seed++) {
    const c = cut(seed);
    if (c.rounds.length === 1 && plain === 0 && c.dealer !== 0) plain = seed;
    if (c.rounds.length > 1 && tie === 0) tie = seed;
  }
  for (const [name, seed, rulings] of [
    ['cut-for-first-dealer', plain, ['M4', 'C3', 'M5', 'C2']],
    ['cut-tie-cuts-again', tie, ['M4', 'C3']],
  ] as const) {
    const c = cut(seed);
    const words = c.rounds.map((r) => r.join(', ')).join('; then ');
    save(engine, {
      name,
      description: `Seed ${seed}: the seats cut ${words}; seat ${c.dealer} deals and seat ${(c.dealer + 1) % 4} leads`,
      rulings: [...rulings],
      seed,
      repeat: true,
      steps: [
        {
          expect: {
            dealer: c.dealer,
            toMove: (c.dealer + 1) % 4,
            zoneSizes: { 'hand.0': 14, 'hand.1': 14, 'hand.2': 14, 'hand.3': 14, trick: 0 },
          },
        },
      ],
    });
  }
}
{
  const d = full([[], [], [], []], 0);
  const { dealer: _dealer, ...noDealer } = d;
  save(engine, {
    name: 'first-dealer-seat-0',
    description: 'With first-dealer seat-0 and no dealer given, seat 0 deals and seat 1 leads',
    rulings: ['M4', 'C2'],
    options: { 'first-dealer': 'seat-0' },
    seed: 5,
    deals: [noDealer],
    steps: [{ expect: { dealer: 0, toMove: 1, zones: { 'hand.1': d.hands[1]! } } }],
  });
  save(engine, {
    name: 'given-dealer-skips-cut',
    description: 'A deal that names its dealer skips the cut: seat 2 deals, seat 3 leads',
    rulings: ['M4', 'M5', 'C2'],
    seed: 5,
    deals: [{ ...d, dealer: 2 }],
    steps: [{ expect: { dealer: 2, toMove: 3, zones: { 'hand.3': d.hands[3]! } } }],
  });
}

// --- scoring (M10) --------------------------------------------------------------------------
function scored(
  name: string,
  description: string,
  rulings: string[],
  d: DealSpec,
  rules: string[],
): void {
  const t = hands([d]).rest();
  const s = scores(t);
  t.expect({
    hands: [{ dealer: d.dealer!, scores: s }],
    totals: s,
    over: false,
    rules,
    handNumber: 2,
    dealer: (d.dealer! + 1) % 4,
  });
  save(engine, {
    name,
    description: `${description} (${s[0]} to ${s[1]})`,
    rulings,
    deals: [d, rotate(d, 1, (d.dealer! + 1) % 4)],
    steps: t.steps,
  });
}
scored(
  'score-whole-suits',
  'Team 0 takes all ten Mars cards, team 1 all ten Venus cards: 20 each',
  ['M10', 'M6', 'M8'],
  TIE,
  ['whole-suit', 'whole-suit'],
);
scored(
  'score-nine-without-galaxy',
  'Team 0 takes the nine Mars cards but not the Mars Galaxy (9) and all of Venus (20); team 1, with the Galaxy, scores nothing',
  ['M10'],
  NINE,
  ['whole-suit'],
);
scored(
  'score-galaxy-spoils-suit',
  'Team 0 took both Galaxies and most cards but not a whole suit: nothing; team 1 counts its Mars and Venus cards',
  ['M10'],
  SPOIL,
  [],
);
{
  // A shuffled deal (seeded, so the file never changes) where each team took some of each suit.
  const deck = engine.meta.deck().map((c) => c.id);
  for (let seed = 1; ; seed++) {
    const order = deck.slice();
    shuffleInPlace(order, [...seedRandom(seed)]);
    const d: DealSpec = {
      dealer: 0,
      hands: [0, 1, 2, 3].map((i) => order.slice(i * 14, i * 14 + 14)),
      stock: [],
    };
    const t = hands([d]).rest();
    const split = (suit: string) => t.taken.every((p) => p.some((c) => c.startsWith(`${suit}-`)));
    const galaxies = t.taken.map((p) => p.filter((c) => c.endsWith('-galaxy')).length);
    if (split('mars') && split('venus') && galaxies[0] === 1 && galaxies[1] === 1) {
      scored(
        'score-plain-count',
        'Each team took some Mars and some Venus cards and one Galaxy: it counts only the suit whose Galaxy it did not take',
        ['M10', 'M5'],
        d,
        [],
      );
      break;
    }
  }
}

// --- match end (M11, M12, C5) ---------------------------------------------------------------
{
  const t = hands([ALL]).rest();
  t.expect({
    hands: [{ dealer: 3, scores: [40, 0] }],
    totals: [40, 0],
    over: true,
    winner: 0,
    toMove: null,
    rules: ['whole-suit', 'whole-suit', 'skunk'],
  });
  save(engine, {
    name: 'skunk-first-hand',
    description: 'Team 0 takes every card of the first hand: 40 points wins the match at once',
    rulings: ['M12', 'M10', 'C5'],
    deals: [ALL],
    steps: t.steps,
  });
}
{
  const deals = [rotate(ALL, 1, 0), rotate(ALL, 2, 1), rotate(ALL, 3, 2)];
  const t = hands(deals, { skunk: 'off' }).rest();
  t.expect(
    { totals: [0, 40], over: false, rules: ['whole-suit', 'whole-suit'], dealer: 1, toMove: 2 },
    'no skunk: the match goes on',
  );
  t.nextHand().rest();
  t.expect({ totals: [40, 40], over: false, dealer: 2, toMove: 3 }, 'neither team has 56');
  t.nextHand().rest();
  t.expect({
    hands: [
      { dealer: 0, scores: [0, 40] },
      { dealer: 1, scores: [40, 0] },
      { dealer: 2, scores: [0, 40] },
    ],
    totals: [40, 80],
    over: true,
    winner: 1,
  });
  save(engine, {
    name: 'skunk-off-plays-to-56',
    description:
      'With skunk off, 40 in the first hand does not end the match; team 1 wins on reaching 56 in the third hand',
    rulings: ['M12', 'M11', 'C5', 'C2'],
    options: { skunk: 'off' },
    deals,
    steps: t.steps,
  });
}
{
  const deals = [SPOIL, rotate(ALL, 1, 0)];
  const t = hands(deals, { target: 100 }).rest();
  t.expect({ totals: [0, 4], over: false });
  t.nextHand().rest();
  t.expect({
    hands: [
      { dealer: 3, scores: [0, 4] },
      { dealer: 0, scores: [0, 40] },
    ],
    totals: [0, 44],
    over: false,
    rules: ['whole-suit', 'whole-suit'],
  });
  save(engine, {
    name: 'skunk-only-in-first-hand',
    description: 'Forty points in the second hand is no skunk: the match goes on',
    rulings: ['M12', 'M11'],
    options: { target: 100 },
    deals,
    steps: t.steps,
  });
}
{
  const t = hands([NINE], { target: 25 }).rest();
  t.expect({ totals: [29, 0], over: true, winner: 0 });
  save(engine, {
    name: 'target-option-reached',
    description: 'With target 25, team 0 wins by scoring 29 in one hand',
    rulings: ['M11', 'C5'],
    options: { target: 25 },
    deals: [NINE],
    steps: t.steps,
  });
}
{
  const deals = [TIE, rotate(TIE, 1, 0)];
  const t = hands(deals, { target: 20, 'max-hands': 2 }).rest();
  t.expect(
    {
      totals: [20, 20],
      over: false,
      handNumber: 2,
      toMove: 1,
      legalExcludes: cards(['mars-galaxy', 'mars-sun', 'mars-moon']),
    },
    'level at the target: another hand, in which Mars is locked again',
  );
  t.nextHand().rest();
  t.expect({ totals: [40, 40], over: true, winner: 'draw' });
  save(engine, {
    name: 'target-tie-plays-on-then-draw',
    description:
      'Both teams reach target 20 level, so another hand is played; max-hands 2 then ends the match level: a draw',
    rulings: ['C5', 'M11', 'M6', 'C2'],
    options: { target: 20, 'max-hands': 2 },
    deals,
    steps: t.steps,
  });
}
{
  const t = hands([SPOIL], { 'max-hands': 1 }).rest();
  t.expect({ totals: [0, 4], over: true, winner: 1 });
  save(engine, {
    name: 'max-hands-higher-total-wins',
    description: 'With max-hands 1 the higher total wins though it is far below the target',
    rulings: ['C5'],
    options: { 'max-hands': 1 },
    deals: [SPOIL],
    steps: t.steps,
  });
}
{
  const t = hands([TIE], { 'max-hands': 1 }).rest();
  t.expect({ totals: [20, 20], over: true, winner: 'draw', toMove: null });
  t.step(illegal(1, 'earth-1', 'game-over'));
  save(engine, {
    name: 'max-hands-level-is-draw',
    description:
      'With max-hands 1 and equal totals the match is a draw, and no move is accepted after it',
    rulings: ['C5'],
    options: { 'max-hands': 1 },
    deals: [TIE],
    steps: t.steps,
  });
}

if (failures.length > 0) console.log(`\n${failures.length} failing:\n${failures.join('\n')}`);
