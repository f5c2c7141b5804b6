// Writes scenarios/annexation/*.json. Run: npx tsx tools/scenario-authoring/src/annexation.ts (from
// the repository root). Trick winners come from the oracle in author.ts (A5, M8); records,
// replacements and choices from the A7 model below; the designed hands are explained inline.

import type { DealSpec } from '@orrery/runtime';
import { seedRandom, shuffleInPlace } from '@orrery/runtime';
import { engine as ax } from '@orrery/engine-annexation';
import { deal, failures, save, Table, wholeSuits, type AnyEngine, type Step } from './author';

const engine: AnyEngine = ax;
const SUITS = ['earth', 'jupiter', 'mars', 'neptune', 'saturn', 'venus'];
const full = (hands: string[][], dealer: number): DealSpec =>
  deal(engine, {}, { dealer, hands }, 14);
const play = (seat: number, card: string): Step => ({ play: { seat, type: 'play', card } });
const illegal = (seat: number, card: string, code: string): Step => ({
  illegal: { seat, type: 'play', card },
  code,
});
const cards = (list: readonly string[]) => list.map((card) => ({ type: 'play', card }));
const annex = (seat: number, suit: string): Step => ({ play: { seat, type: 'annex', suit } });
const suitOf = (c: string) => c.split('-')[0]!;
const GROUP: Record<string, number> = {
  earth: 0,
  jupiter: 0,
  mars: 0,
  neptune: 1,
  saturn: 1,
  venus: 1,
};

// --- single tricks (A3, A4, A5) -----------------------------------------------------------------
/** Seat 1 leads (dealer 0); the given cards, then filler in deck order. */
function table(hands: string[][]): DealSpec {
  return full(hands, 0);
}
{
  const d = table([[], ['mars-1', 'venus-2', 'venus-galaxy', 'earth-sun'], [], []]);
  save(engine, {
    name: 'lead-any-card',
    description: 'Any card may be led, a Mars or Venus card or a Galaxy included',
    rulings: ['A3', 'A2', 'C2', 'C4'],
    deals: [d],
    steps: [
      { expect: { toMove: 1, legal: cards(d.hands[1]!) } },
      play(1, 'mars-1'),
      { expect: { toMove: 2 } },
    ],
  });
}
{
  // Seat 1 leads the Saturn Galaxy: seat 2 may play anything; its Jupiter 3 sets the led suit.
  const d = table([
    ['jupiter-1', 'earth-2'],
    ['saturn-galaxy'],
    ['jupiter-3', 'neptune-5', 'earth-1'],
    ['jupiter-2', 'earth-3'],
  ]);
  save(engine, {
    name: 'galaxy-led-next-card-sets-suit',
    description:
      'After a Galaxy is led the next seat may play any card, and that card sets the suit to follow',
    rulings: ['A3', 'A4', 'A1'],
    deals: [d],
    steps: [
      play(1, 'saturn-galaxy'),
      { expect: { toMove: 2, legal: cards(d.hands[2]!) } },
      play(2, 'jupiter-3'),
      illegal(3, 'earth-3', 'must-follow-suit'),
      play(3, 'jupiter-2'),
      play(0, 'jupiter-1'),
      {
        expect: { tricks: [{ leader: 1, winner: 1 }], toMove: 1 },
        note: 'the Galaxy takes the trick',
      },
    ],
  });
}
{
  const d = table([
    ['earth-1', 'mars-2'],
    ['venus-galaxy'],
    ['saturn-galaxy'],
    ['mars-3', 'neptune-4'],
  ]);
  save(engine, {
    name: 'both-galaxies-saturn-wins',
    description:
      'With both Galaxies led, the third card sets the suit, and the Saturn Galaxy beats the Venus Galaxy',
    rulings: ['A3', 'A5'],
    deals: [d],
    steps: [
      play(1, 'venus-galaxy'),
      play(2, 'saturn-galaxy'),
      { expect: { toMove: 3, legal: cards(d.hands[3]!) } },
      play(3, 'mars-3'),
      { expect: { legal: cards(d.hands[0]!.filter((c) => suitOf(c) === 'mars')) } },
      play(0, 'mars-2'),
      {
        expect: {
          tricks: [
            { leader: 1, winner: 2, cards: ['venus-galaxy', 'saturn-galaxy', 'mars-3', 'mars-2'] },
          ],
        },
      },
    ],
  });
}
{
  const d = table([
    [],
    ['jupiter-5'],
    ['jupiter-2', 'earth-sun', 'neptune-sun', 'venus-galaxy'],
    [],
  ]);
  save(engine, {
    name: 'follow-suit-or-galaxy',
    description:
      'A seat holding the led suit must follow it, though a Galaxy may be played at any time',
    rulings: ['A4'],
    deals: [d],
    steps: [
      play(1, 'jupiter-5'),
      illegal(2, 'earth-sun', 'must-follow-suit'),
      illegal(2, 'neptune-sun', 'must-follow-suit'),
      {
        expect: {
          legal: cards(d.hands[2]!.filter((c) => suitOf(c) === 'jupiter' || c === 'venus-galaxy')),
        },
      },
      play(2, 'venus-galaxy'),
    ],
  });
}
{
  // Seat 2 holds no Jupiter (they are all with seat 1) but holds Earth and Mars: it must play one.
  const jupiters = [
    'jupiter-sun',
    'jupiter-moon',
    'jupiter-7',
    'jupiter-6',
    'jupiter-5',
    'jupiter-4',
    'jupiter-3',
    'jupiter-2',
    'jupiter-1',
  ];
  const d = table([[], jupiters, ['earth-1', 'mars-2', 'neptune-sun', 'saturn-galaxy'], []]);
  const hand2 = d.hands[2]!;
  save(engine, {
    name: 'follow-group-when-void',
    description:
      'Without the led suit a seat must play a card of the led group if able (or a Galaxy)',
    rulings: ['A4', 'A2'],
    deals: [d],
    steps: [
      play(1, 'jupiter-1'),
      illegal(2, 'neptune-sun', 'must-follow-group'),
      {
        expect: {
          legal: cards(
            hand2.filter(
              (c) => c === 'saturn-galaxy' || (GROUP[suitOf(c)] === 0 && !c.includes('galaxy')),
            ),
          ),
        },
      },
      play(2, 'mars-2'),
    ],
  });
}
{
  const primary = ['earth', 'jupiter', 'mars'].flatMap((s) =>
    ['sun', 'moon', '7', '6', '5', '4', '3', '2', '1'].map((r) => `${s}-${r}`),
  );
  const d = table([primary.slice(14), primary.slice(0, 14), [], []]);
  save(engine, {
    name: 'void-in-group-plays-any',
    description:
      'A seat with neither the led suit nor its group may play any card; such a card has no power',
    rulings: ['A4', 'A5'],
    deals: [d],
    steps: [
      { expect: { toMove: 1 } },
      play(1, 'earth-1'),
      { expect: { legal: cards(d.hands[2]!) } },
    ],
  });
}
function trickScenario(
  name: string,
  description: string,
  rulings: string[],
  played: string[],
  winner: number,
): void {
  // The leader keeps the rest of the led suit, so the others hold only what they play of it.
  const ledSuit = suitOf(played.find((c) => !c.endsWith('galaxy'))!);
  const hands: string[][] = [[], [], [], []];
  played.forEach((c, k) => hands[(1 + k) % 4]!.push(c));
  const rest = engine.meta
    .deck()
    .map((c) => c.id)
    .filter((c) => suitOf(c) === ledSuit && !played.includes(c));
  hands[1]!.push(...rest);
  save(engine, {
    name,
    description,
    rulings,
    deals: [table(hands)],
    steps: [{ trick: played, winner }],
  });
}
trickScenario(
  'galaxy-takes-the-trick',
  'A Venus Galaxy thrown on an Earth lead takes the trick from the Earth Sun',
  ['A5'],
  ['earth-2', 'earth-sun', 'venus-galaxy', 'earth-moon'],
  3,
);
trickScenario(
  'saturn-galaxy-beats-venus-galaxy',
  'The Saturn Galaxy takes a trick that holds both Galaxies',
  ['A5', 'A1'],
  ['neptune-3', 'saturn-galaxy', 'neptune-sun', 'venus-galaxy'],
  2,
);
trickScenario(
  'power-as-mars-venus',
  'Without a Galaxy the trick goes as in Mars & Venus: a higher suit of the group beats the led suit',
  ['A5', 'A2'],
  ['saturn-moon', 'saturn-sun', 'neptune-1', 'venus-sun'],
  3,
);
trickScenario(
  'rank-sun-high',
  'Within a suit Sun beats Moon beats 7 down to 1',
  ['A2'],
  ['mars-7', 'mars-sun', 'mars-moon', 'mars-1'],
  2,
);
trickScenario(
  'galaxy-led-wins',
  'A led Venus Galaxy takes the trick whatever follows',
  ['A5', 'A3'],
  ['venus-galaxy', 'earth-sun', 'earth-1', 'earth-moon'],
  1,
);
trickScenario(
  'lower-suit-and-other-group-no-power',
  'On a Jupiter lead neither a Mars Sun nor a Neptune Sun has power',
  ['A5', 'A2', 'A4'],
  ['jupiter-1', 'mars-sun', 'neptune-sun', 'jupiter-2'],
  0,
);
{
  const d = table([['earth-1'], ['earth-3'], ['earth-sun'], ['earth-2']]);
  save(engine, {
    name: 'clockwise-turns',
    description: 'Play passes clockwise from the leader; a seat out of turn is refused',
    rulings: ['C1', 'C2'],
    deals: [d],
    steps: [
      { expect: { toMove: 1 } },
      illegal(2, 'earth-sun', 'not-your-turn'),
      play(1, 'earth-3'),
      { expect: { toMove: 2 } },
      play(2, 'earth-sun'),
      { expect: { toMove: 3 } },
      illegal(0, 'earth-1', 'not-your-turn'),
    ],
  });
  save(engine, {
    name: 'given-dealer-skips-cut',
    description: 'A deal that names its dealer skips the cut: seat 3 deals, seat 0 leads',
    rulings: ['A2', 'M4'],
    seed: 9,
    deals: [{ ...d, dealer: 3 }],
    steps: [{ expect: { dealer: 3, toMove: 0, zones: { 'hand.0': d.hands[0]! } } }],
  });
}
{
  const d = table([['earth-1'], ['earth-3', 'venus-1'], ['earth-sun'], ['earth-2']]);
  save(engine, {
    name: 'open-tricks',
    description: 'Taken cards lie face up and sorted: the other team sees them too',
    rulings: ['A6', 'C1'],
    deals: [d],
    steps: [
      { trick: ['earth-3', 'earth-sun', 'earth-2', 'earth-1'], winner: 2 },
      {
        expect: {
          view: {
            seat: 1,
            zones: {
              'taken.0': ['earth-sun', 'earth-3', 'earth-2', 'earth-1'],
              'hand.0': { count: 13 },
            },
          },
        },
      },
    ],
  });
}

// --- cut and deal (A2, M4, C3) ------------------------------------------------------------------
const TIER: Record<string, number> = {
  earth: 3,
  neptune: 3,
  jupiter: 2,
  saturn: 2,
  mars: 1,
  venus: 1,
};
const RANK: Record<string, number> = { sun: 9, moon: 8 };
function cut(seed: number): { dealer: number; drawn: string[][] } {
  const rng = [...seedRandom(seed)];
  const deck = engine.meta.deck().map((c) => c.id);
  let contenders = [0, 1, 2, 3];
  const drawn: string[][] = [];
  for (;;) {
    const order = deck.slice();
    shuffleInPlace(order, rng);
    let next = 0;
    const got = contenders.map(() => {
      let c = order[next++]!;
      while (c.endsWith('galaxy')) c = order[next++]!; // A2: a Galaxy cuts again
      return c;
    });
    drawn.push(order.slice(0, next));
    const key = (c: string) =>
      TIER[suitOf(c)]! * 100 + (RANK[c.split('-')[1]!] ?? Number(c.split('-')[1]));
    const best = Math.max(...got.map(key));
    const tied = contenders.filter((_, k) => key(got[k]!) === best);
    if (tied.length === 1) return { dealer: tied[0]!, drawn };
    contenders = tied;
  }
}
{
  let galaxySeed = 0;
  for (let seed = 1; galaxySeed === 0; seed++) {
    const c = cut(seed);
    if (c.drawn.length === 1 && c.drawn[0]!.some((x) => x.endsWith('galaxy')) && c.dealer !== 0)
      galaxySeed = seed;
  }
  const c = cut(galaxySeed);
  save(engine, {
    name: 'cut-galaxy-cuts-again',
    description: `Seed ${galaxySeed}: the cut turns up ${c.drawn[0]!.join(', ')}; the Galaxy is cut again, and seat ${c.dealer} deals`,
    rulings: ['A2', 'M4', 'C3'],
    seed: galaxySeed,
    repeat: true,
    steps: [
      {
        expect: {
          dealer: c.dealer,
          toMove: (c.dealer + 1) % 4,
          zoneSizes: { 'hand.0': 14, 'hand.1': 14, 'hand.2': 14, 'hand.3': 14 },
        },
      },
    ],
  });
  save(engine, {
    name: 'first-dealer-seat-0',
    description: 'With first-dealer seat-0 the same seed deals from seat 0 without a cut',
    rulings: ['A2', 'M4', 'A1'],
    seed: galaxySeed,
    options: { 'first-dealer': 'seat-0' },
    steps: [
      {
        expect: {
          dealer: 0,
          toMove: 1,
          zoneSizes: { 'hand.0': 14, 'hand.1': 14, 'hand.2': 14, 'hand.3': 14 },
        },
      },
    ],
  });
}

save(engine, {
  name: 'seeded-play-repeats',
  description:
    'Dealt and cut from a seed: fourteen cards each; playing the same moves again gives the same states',
  rulings: ['C3', 'A2'],
  seed: 2024,
  repeat: true,
  steps: [
    {
      expect: {
        zoneSizes: {
          'hand.0': 14,
          'hand.1': 14,
          'hand.2': 14,
          'hand.3': 14,
          trick: 0,
          'taken.0': 0,
          'taken.1': 0,
        },
      },
    },
  ],
});

// --- designed hands -----------------------------------------------------------------------------
const MIRROR: Record<string, string> = {
  earth: 'neptune',
  neptune: 'earth',
  jupiter: 'saturn',
  saturn: 'jupiter',
  mars: 'venus',
  venus: 'mars',
};
const mirror = (c: string) =>
  c.endsWith('galaxy') ? c : `${MIRROR[suitOf(c)]}-${c.split('-')[1]}`;
/** Roles are relative to the leader: hands[k] goes to seat leader + k. */
function placed(roles: string[][], dealer: number, flip = false): DealSpec {
  const leader = (dealer + 1) % 4;
  const hands: string[][] = [[], [], [], []];
  roles.forEach((h, k) => (hands[(leader + k) % 4] = flip ? h.map(mirror) : h));
  return full(hands, dealer);
}
const E = (...r: string[]) => r.map((x) => `earth-${x}`);
const N = (...r: string[]) => r.map((x) => `neptune-${x}`);
// ALL: the leader holds every Earth, three top Neptunes and both Galaxies: all fourteen tricks.
const ALL = [
  [
    ...E('sun', 'moon', '7', '6', '5', '4', '3', '2', '1'),
    ...N('sun', 'moon', '7'),
    'venus-galaxy',
    'saturn-galaxy',
  ],
  [],
  [],
  [],
];
// BUT_EARTH: the leader leads the Earth Sun and everyone must follow Earth, so the leader's team
// takes four Earth cards; the next seat then takes every other trick with a Galaxy, its Earths,
// Neptunes and the other Galaxy: its team takes five suits whole, and not Earth.
const BUT_EARTH = [
  ['earth-sun'],
  [
    'earth-3',
    'venus-galaxy',
    ...E('moon', '7', '6', '5', '4'),
    ...N('sun', 'moon', '7', '6', '5', '4'),
    'saturn-galaxy',
  ],
  ['earth-2'],
  ['earth-1'],
];
// TWO: the leader and its partner hold all Earth (5 and 4), the other team all Neptune (5 and 4).
// The leader leads its five Earths (its team takes Earth whole), then Saturn 1, which the next
// seat takes with the Neptune Sun; that team then runs its Neptunes and takes Neptune whole.
const TWO = [
  [
    'earth-sun',
    'earth-7',
    'earth-5',
    'earth-3',
    'earth-1',
    'saturn-1',
    'saturn-sun',
    'saturn-moon',
    'saturn-7',
    'jupiter-sun',
    'jupiter-moon',
    'mars-1',
    'venus-galaxy',
    'saturn-galaxy',
  ],
  [
    'neptune-sun',
    'neptune-7',
    'neptune-5',
    'neptune-3',
    'neptune-1',
    'jupiter-1',
    'mars-sun',
    'mars-moon',
    'mars-7',
    'mars-6',
    'venus-sun',
    'venus-moon',
    'venus-7',
    'venus-6',
  ],
  [
    'earth-moon',
    'earth-6',
    'earth-4',
    'earth-2',
    'saturn-6',
    'saturn-5',
    'saturn-4',
    'saturn-3',
    'venus-1',
    'jupiter-6',
    'jupiter-5',
    'jupiter-4',
    'jupiter-3',
    'jupiter-2',
  ],
  [
    'neptune-moon',
    'neptune-6',
    'neptune-4',
    'neptune-2',
    'mars-5',
    'mars-4',
    'mars-3',
    'mars-2',
    'jupiter-7',
    'venus-5',
    'venus-4',
    'venus-3',
    'venus-2',
    'saturn-2',
  ],
];

/** The A7 model: records in the order gained, and the suits that already earned a replacement. */
class Records {
  readonly record: string[][] = [[], []];
  readonly replaced: Set<string>[] = [new Set(), new Set()];
  /** Applies one hand's whole suits; returns the suits added and the replacements owed per team. */
  hand(whole: string[][]): { added: number[]; owed: string[][] } {
    const added = [0, 0];
    const owed: string[][] = [[], []];
    whole.forEach((suits, t) => {
      for (const s of suits) {
        if (!this.record[t]!.includes(s)) {
          this.record[t]!.push(s);
          added[t]!++;
        } else if (!this.replaced[t]!.has(s)) {
          this.replaced[t]!.add(s);
          owed[t]!.push(s);
        }
      }
    });
    return { added, owed };
  }
}

interface Plan {
  readonly deal: DealSpec;
  /** Replacement choices per team, in the order they fall due. */
  readonly choose?: readonly (readonly string[])[];
}
/** Plays the hands, makes the choices, and writes every expectation from the A7/A8 model. */
function match(
  name: string,
  description: string,
  rulings: string[],
  plans: Plan[],
  options: Record<string, string | number> = {},
  extra: (t: Table, hand: number) => void = () => {},
): void {
  const t = new Table(
    engine,
    plans.map((p) => p.deal),
    options,
    true,
  );
  const records = new Records();
  const scores: number[][] = [];
  let over = false;
  plans.forEach((plan, k) => {
    if (over) throw new Error(`${name}: the match ended before hand ${k + 1}`);
    const dealer = plan.deal.dealer!;
    t.rest();
    const whole = t.taken.map(wholeSuits);
    console.log(`  hand ${k + 1}: whole ${JSON.stringify(whole)}, tricks ${t.tricksWon}`);
    const { added, owed } = records.hand(whole);
    const rules = owed.flat().map(() => 'replacement-earned');
    console.log(`  owed ${JSON.stringify(owed)}, records ${JSON.stringify(records.record)}`);
    t.expect(
      { rules },
      `taken whole: team 0 ${whole[0]!.join(', ') || 'nothing'}; team 1 ${whole[1]!.join(', ') || 'nothing'}`,
    );
    // Choices: the team whose first seat comes first from the dealer's left chooses first.
    const order = [(dealer + 1) % 4, (dealer + 2) % 4].map((seat) => ({ seat, team: seat % 2 }));
    for (const { seat, team } of order) {
      const picks = plan.choose?.[team] ?? [];
      owed[team]!.forEach(() => {
        const free = SUITS.filter((s) => !records.record[team]!.includes(s));
        if (free.length === 0) return; // A7: skipped when the record is full
        const pick = picks.find((x) => free.includes(x)) ?? free[0]!;
        t.expect({
          toMove: seat,
          phase: 'annexing',
          legal: free.map((suit) => ({ type: 'annex', suit })),
        });
        const taken = records.record[team]![0]!;
        t.step({ illegal: { seat, type: 'annex', suit: taken }, code: 'not-allowed' });
        t.step(annex(seat, pick));
        records.record[team]!.push(pick);
        added[team]!++;
      });
    }
    scores.push(added);
    const complete = [0, 1].filter((team) => records.record[team]!.length === 6);
    const totals = records.record.map((r) => r.length);
    let winner: number | 'draw' | null = null;
    if (complete.length === 1) winner = complete[0]!;
    if (complete.length === 2) {
      // A8: more suits taken whole this hand, then more tricks, then the last trick.
      const keys = [0, 1].map((team) => [
        whole[team]!.length,
        t.tricksWon[team]!,
        t.lastTrickTeam === team ? 1 : 0,
      ]);
      winner =
        keys[0]![0]! !== keys[1]![0]!
          ? keys[0]![0]! > keys[1]![0]!
            ? 0
            : 1
          : keys[0]![1]! !== keys[1]![1]!
            ? keys[0]![1]! > keys[1]![1]!
              ? 0
              : 1
            : keys[0]![2]!
              ? 0
              : 1;
      console.log(
        `  both complete: whole ${keys[0]![0]}-${keys[1]![0]}, tricks ${keys[0]![1]}-${keys[1]![1]}, last trick team ${t.lastTrickTeam}`,
      );
    }
    const limit = Number(options['max-hands'] ?? 0);
    if (winner === null && limit > 0 && k + 1 >= limit)
      winner = totals[0] === totals[1] ? 'draw' : totals[0]! > totals[1]! ? 0 : 1;
    over = winner !== null;
    t.expect({
      hands: scores.map((s, i) => ({ dealer: plans[i]!.deal.dealer!, scores: s })),
      totals,
      over,
      winner,
      variables: { annexed: records.record.map((r) => [...r]) },
    });
    extra(t, k);
    if (!over && k + 1 < plans.length) t.nextHand();
  });
  save(engine, {
    name,
    description,
    rulings,
    ...(Object.keys(options).length ? { options } : {}),
    deals: plans.map((p) => p.deal),
    steps: t.steps,
  });
}

match(
  'whole-record-in-one-hand',
  'A team that takes all fourteen tricks takes all six suits whole and wins at once',
  ['A8', 'A7', 'A1'],
  [{ deal: placed(ALL, 3) }],
);
match(
  'annex-five-suits',
  'A team takes five suits whole (not Earth): they enter its record in suit order',
  ['A7', 'A6'],
  [{ deal: placed(BUT_EARTH, 0) }],
  { 'max-hands': 1 },
);
match(
  'max-hands-level-draw',
  'One suit each with max-hands 1: equal records, a draw',
  ['C5', 'A7'],
  [{ deal: placed(TWO, 3) }],
  { 'max-hands': 1 },
);
match(
  'both-complete-tie-break',
  'Both records are completed in the third hand: the tie is broken by suits taken whole in that hand, then tricks, then the last trick',
  ['A8', 'C5'],
  [
    { deal: placed(BUT_EARTH, 0) },
    { deal: placed(BUT_EARTH, 1, true) },
    { deal: placed(TWO, 2, true) },
  ],
);
const chain: Plan[] = [
  { deal: placed(TWO, 3) },
  { deal: placed(TWO, 0) },
  { deal: placed(TWO, 1), choose: [['venus'], ['jupiter', 'mars']] },
  { deal: placed(TWO, 2), choose: [['mars', 'venus', 'jupiter'], ['venus']] },
];
match(
  'replacements-and-tie-break',
  "Suits taken whole again earn replacements, chosen by the first seat of each team from the dealer's left, two of one team in suit order; both records fill in hand 4 and the team with more suits taken whole in that hand wins",
  ['A7', 'A8', 'C2'],
  chain,
);
match(
  'replacement-choice',
  "A second capture of a suit earns a replacement: the first seat of the team from the dealer's left chooses a suit not in its record",
  ['A7', 'C5'],
  chain.slice(0, 3),
  { 'max-hands': 3 },
);
/** The roles with role 0 at a fixed seat, whoever leads. */
function fixed(roles: string[][], dealer: number, seat: number): DealSpec {
  const hands: string[][] = [[], [], [], []];
  roles.forEach((h, k) => (hands[(seat + k) % 4] = h));
  return full(hands, dealer);
}
match(
  'third-capture-earns-nothing',
  'A suit taken whole a third time adds nothing and earns nothing',
  ['A7', 'C5'],
  [{ deal: fixed(TWO, 3, 0) }, { deal: fixed(TWO, 0, 0) }, { deal: fixed(TWO, 1, 0) }],
  { 'max-hands': 3 },
);

if (failures.length > 0) console.log(`\n${failures.length} failing:\n${failures.join('\n')}`);
