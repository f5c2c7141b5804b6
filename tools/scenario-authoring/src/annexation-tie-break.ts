// Writes the A8 tie-break scenarios that go past the first level: both records fill in the same
// hand with one suit taken whole each, so the tricks of that hand decide, then the last trick.
// Run: npx tsx tools/scenario-authoring/src/annexation-tie-break.ts (from the repository root), then
// npx prettier --write packages/harness/scenarios. Trick winners come from the oracle in author.ts (A5, M8); the
// winner from the A8 rule written below, and the script refuses a design that is decided earlier.

import type { DealSpec } from '@orrery/runtime';
import { engine as ax } from '@orrery/engine-annexation';
import { deal, failures, save, Table, wholeSuits, type AnyEngine } from './author';

const engine: AnyEngine = ax;

// --- hands 1 and 2: five suits in each record (the design of annexation.ts) ---------------------
const MIRROR: Record<string, string> = {
  earth: 'neptune',
  neptune: 'earth',
  jupiter: 'saturn',
  saturn: 'jupiter',
  mars: 'venus',
  venus: 'mars',
};
const suitOf = (c: string) => c.split('-')[0]!;
const mirror = (c: string) =>
  c.endsWith('galaxy') ? c : `${MIRROR[suitOf(c)]}-${c.split('-')[1]}`;
/** Roles are relative to the leader: roles[k] goes to seat leader + k; the rest is filled in. */
function placed(roles: string[][], dealer: number, flip = false): DealSpec {
  const leader = (dealer + 1) % 4;
  const hands: string[][] = [[], [], [], []];
  roles.forEach((h, k) => (hands[(leader + k) % 4] = flip ? h.map(mirror) : h));
  return deal(engine, {}, { dealer, hands }, 14);
}
const E = (...r: string[]) => r.map((x) => `earth-${x}`);
const N = (...r: string[]) => r.map((x) => `neptune-${x}`);
const V = (...r: string[]) => r.map((x) => `venus-${x}`);
const S = (...r: string[]) => r.map((x) => `saturn-${x}`);
const J = (...r: string[]) => r.map((x) => `jupiter-${x}`);
// The leader's team takes four Earths; the next seat takes every other trick and with it five
// suits whole, all but Earth. Mirrored, the other team takes all but Neptune.
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
const RECORD_0 = ['jupiter', 'mars', 'neptune', 'saturn', 'venus'];
const RECORD_1 = ['earth', 'jupiter', 'mars', 'saturn', 'venus'];

// --- hand 3: Earth to team 0, Neptune to team 1, and nothing else whole -------------------------
// Dealer 2, so seat 3 leads. Tricks 1-5: seat 3 runs its five Neptunes, seat 1 follows with the
// other four, seats 0 and 2 (void) throw Saturn and Venus. Trick 6: seat 3 leads the Mars 1 and
// seat 0, void in Mars, takes it with the Earth Sun. Tricks 7-10: seats 0 and 2 run the Earths,
// seats 1 and 3 throw Jupiter and Mars. That is five tricks each; the last four are below.
const thirdHand = (seat0: string[], seat1: string[], seat2: string[], seat3: string[]) => [
  [
    'earth-sun',
    'earth-7',
    'earth-5',
    'earth-3',
    'earth-1',
    ...V('sun', 'moon', '7', '6', '5'),
  ].concat(seat0),
  [...N('moon', '6', '4', '2'), 'saturn-2', 'mars-7', ...J('moon', '7', '6', '5')].concat(seat1),
  [...E('moon', '6', '4', '2'), ...S('7', '6', '5', '4', '3'), 'mars-6'].concat(seat2),
  [
    ...N('sun', '7', '5', '3', '1'),
    'mars-1',
    'jupiter-4',
    'jupiter-3',
    'mars-sun',
    'mars-moon',
  ].concat(seat3),
];
const FIRST_TEN: string[][] = [
  ['neptune-sun', 'venus-sun', 'neptune-moon', 'saturn-7'],
  ['neptune-7', 'venus-moon', 'neptune-6', 'saturn-6'],
  ['neptune-5', 'venus-7', 'neptune-4', 'saturn-5'],
  ['neptune-3', 'venus-6', 'neptune-2', 'saturn-4'],
  ['neptune-1', 'venus-5', 'saturn-2', 'saturn-3'],
  ['mars-1', 'earth-sun', 'mars-7', 'mars-6'],
  ['earth-7', 'jupiter-moon', 'earth-moon', 'jupiter-4'],
  ['earth-6', 'jupiter-3', 'earth-5', 'jupiter-7'],
  ['earth-4', 'mars-sun', 'earth-3', 'jupiter-6'],
  ['earth-2', 'mars-moon', 'earth-1', 'jupiter-5'],
];
// The same last cards in both designs, but the Galaxies change hands.
const LAST = {
  0: ['jupiter-2', 'saturn-sun', 'venus-4'],
  1: ['mars-4', 'venus-3', 'venus-2', 'venus-1'],
  2: ['jupiter-1', 'saturn-moon', 'mars-3', 'mars-2'],
  3: ['jupiter-sun', 'saturn-1', 'mars-5'],
};
function lastHand(seat0Galaxy: string, seat3Galaxy: string): DealSpec {
  return {
    dealer: 2,
    hands: thirdHand([...LAST[0], seat0Galaxy], LAST[1], LAST[2], [...LAST[3], seat3Galaxy]),
    stock: [],
  };
}

/** Stops when a designed hand does not take the suits whole that the expectations assume. */
function check(name: string, hand: number, whole: string[][], meant: string[][]): void {
  if (JSON.stringify(whole) !== JSON.stringify(meant))
    throw new Error(`${name}: hand ${hand} takes ${JSON.stringify(whole)} whole`);
}

/** A8 from the ruling: more suits whole this hand, then more tricks, then the last trick. */
function a8(whole: number[], tricks: number[], last: number): { winner: number; level: number } {
  if (whole[0] !== whole[1]) return { winner: whole[0]! > whole[1]! ? 0 : 1, level: 1 };
  if (tricks[0] !== tricks[1]) return { winner: tricks[0]! > tricks[1]! ? 0 : 1, level: 2 };
  return { winner: last, level: 3 };
}

function scenario(
  name: string,
  description: string,
  third: DealSpec,
  lastFour: string[][],
  level: number,
): void {
  const deals = [placed(BUT_EARTH, 0), placed(BUT_EARTH, 1, true), third];
  const t = new Table(engine, deals, {}, true);
  const hands: { dealer: number; scores: number[] }[] = [];
  // Hands 1 and 2: each seat plays its first legal card in the designed order.
  t.rest();
  check(name, 1, t.taken.map(wholeSuits), [RECORD_0, []]);
  t.expect({ rules: [] }, 'team 0 takes five suits whole, all but Earth');
  hands.push({ dealer: 0, scores: [5, 0] });
  t.expect({ hands: [...hands], totals: [5, 0], over: false, winner: null });
  t.nextHand().rest();
  check(name, 2, t.taken.map(wholeSuits), [[], RECORD_1]);
  t.expect({ rules: [] }, 'team 1 takes five suits whole, all but Neptune');
  hands.push({ dealer: 1, scores: [0, 5] });
  t.expect({
    hands: [...hands],
    totals: [5, 5],
    over: false,
    winner: null,
    variables: { annexed: [RECORD_0, RECORD_1] },
  });
  t.nextHand();
  for (const cards of [...FIRST_TEN, ...lastFour]) t.trick(cards);
  const whole = t.taken.map(wholeSuits);
  check(name, 3, whole, [['earth'], ['neptune']]);
  const verdict = a8(
    whole.map((w) => w.length),
    t.tricksWon,
    t.lastTrickTeam,
  );
  if (verdict.level !== level) throw new Error(`${name}: decided at level ${verdict.level}`);
  console.log(
    `  ${name}: tricks ${t.tricksWon.join('-')}, last trick team ${t.lastTrickTeam}, winner ${verdict.winner}`,
  );
  t.expect(
    { rules: [] },
    `taken whole: team 0 earth, team 1 neptune; tricks ${t.tricksWon.join('-')}; last trick to team ${t.lastTrickTeam}`,
  );
  hands.push({ dealer: 2, scores: [1, 1] });
  t.expect({
    hands: [...hands],
    totals: [6, 6],
    over: true,
    winner: verdict.winner,
    variables: {
      annexed: [
        [...RECORD_0, 'earth'],
        [...RECORD_1, 'neptune'],
      ],
    },
  });
  save(engine, { name, description, rulings: ['A8', 'A7'], deals, steps: t.steps });
}

// Seat 3 takes trick 11 with the Jupiter Sun, 12 with the led Venus Galaxy, 13 with the Mars 5;
// seat 0 takes the last trick with the Saturn Galaxy. Team 1 has 8 tricks to 6.
scenario(
  'both-complete-more-tricks',
  'Both records fill in the same hand, one suit taken whole each: the team with more tricks in that hand (8 to 6) wins, though the other took the last trick',
  lastHand('saturn-galaxy', 'venus-galaxy'),
  [
    ['jupiter-1', 'jupiter-sun', 'jupiter-2', 'mars-4'],
    ['venus-galaxy', 'venus-4', 'venus-3', 'saturn-moon'],
    ['mars-5', 'saturn-sun', 'venus-2', 'mars-3'],
    ['saturn-1', 'saturn-galaxy', 'venus-1', 'mars-2'],
  ],
  2,
);
// Seat 3 takes trick 11 with the Jupiter Sun; seat 0 takes 12 with the Venus Galaxy and 13 with
// the Saturn Sun; seat 3 takes the last trick with the Saturn Galaxy. Seven tricks each.
scenario(
  'both-complete-last-trick',
  'Both records fill in the same hand, one suit taken whole and seven tricks each: the team that took the last trick wins',
  lastHand('venus-galaxy', 'saturn-galaxy'),
  [
    ['jupiter-1', 'jupiter-sun', 'jupiter-2', 'mars-4'],
    ['saturn-1', 'venus-galaxy', 'venus-3', 'saturn-moon'],
    ['saturn-sun', 'venus-2', 'mars-3', 'mars-5'],
    ['venus-4', 'venus-1', 'mars-2', 'saturn-galaxy'],
  ],
  3,
);

if (failures.length > 0) console.log(`\n${failures.length} failing:\n${failures.join('\n')}`);
