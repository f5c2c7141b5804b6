import { describe, expect, it } from 'vitest';
import { seedRandom } from '../random';
import type { Shell, ShellState } from './context';
import { Deck } from './deck';
import { determinizer } from './determinize';
import type { ZoneView } from './state';
import { ZoneLayout } from './zones';

// A tiny game, its tables and the kernels the determinizer reads written by hand: eight cards
// (four ranks in two suits), a hand for each of three seats (seat 0's kept as a bag, the others'
// as lists) and a face-down stock. Seat 0 looks on; seat 1 holds two cards, seat 2 one, the
// stock three, and seat 0 two, which it sees. The game's one fact: every rank in `claimed[s]`
// is held by seat s, as a seat that claims a rank must hold it.

const DECK = new Deck({
  copies: 1,
  nameTemplate: '{rank} of {suit}',
  others: { ids: [], names: [] },
  suit: [0, 0, 0, 0, 1, 1, 1, 1],
  rank: [4, 3, 2, 1, 4, 3, 2, 1],
  face: [4, 3, 2, 1, 4, 3, 2, 1],
  group: [-1, -1, -1, -1, -1, -1, -1, -1],
  suitRank: [0, 0, 0, 0, 0, 0, 0, 0],
  wild: [false, false, false, false, false, false, false, false],
  kind: ['', '', '', '', '', '', '', ''],
  suits: { ids: ['red', 'blue'], names: ['Red', 'Blue'], group: [-1, -1], strength: [0, 0] },
  ranks: { ids: ['1', '2', '3', '4'], names: ['1', '2', '3', '4'] },
  groups: { ids: [], names: [] },
});

const ZONES = new ZoneLayout(
  [
    {
      name: 'hand',
      key: 'hand',
      title: 'Hand',
      owner: 'seat',
      visibility: 'owner',
      sorted: false,
      bag: false,
    },
    {
      name: 'stock',
      key: 'stock',
      title: 'Stock',
      owner: 'shared',
      visibility: 'hidden',
      sorted: false,
      bag: false,
    },
  ],
  1,
);

interface Zones {
  hand: number[][];
  stock: number[];
}
interface Variables {
  claimed: number[][];
}

/** Ranks claimed and not held: the kernel a rules file's `known` lines would give. */
function brokenFacts(s: ShellState): number {
  const z = s.z as unknown as Zones;
  const v = s.v as unknown as Variables;
  let n = 0;
  v.claimed.forEach((ranks, seat) => {
    for (const r of ranks) if (!z.hand[seat]!.some((c) => DECK.rank[c] === r)) n++;
  });
  return n;
}

function shellOf(facts: boolean): Shell {
  const k = {
    seatCount: () => 3,
    copies: () => 1,
    emptyZones: (seats: number): Zones => ({
      hand: Array.from({ length: seats }, () => []),
      stock: [],
    }),
    cloneZones: (z: Zones): Zones => ({
      hand: z.hand.map((h) => h.slice()),
      stock: z.stock.slice(),
    }),
    initialVariables: (): Variables => ({ claimed: [[], [], []] }),
    cloneVariables: (v: Variables): Variables => ({ claimed: v.claimed.map((c) => c.slice()) }),
    ...(facts ? { brokenFacts } : {}),
  };
  const t = { id: 'tiny', deck: DECK, zones: ZONES, phases: [], teams: undefined };
  return { t, k } as unknown as Shell;
}

/** Seat 0's view: its own hand (the 4 and the 1 of red), the rest as counts. */
function viewWith(claimed: number[][]) {
  const hidden = (count: number): ZoneView => ({ count }) as ZoneView;
  return {
    game: 'tiny',
    viewer: 0,
    options: {},
    seats: 3,
    handNumber: 1,
    dealer: 0,
    phase: null,
    toMove: 0,
    over: false,
    winner: null,
    zones: {
      hand: [{ count: 2, cards: ['red-4', 'red-1'] } as ZoneView, hidden(2), hidden(1)],
      stock: hidden(3),
    },
    variables: { claimed },
    total: [0, 0, 0],
    handScore: [0, 0, 0],
    history: [],
    leader: 0,
    led: null,
    brokenSuits: [],
    tricksWon: [0, 0, 0],
    lastTrickTeam: -1,
    voids: [0, 0, 0],
    owed: [],
    step: 0,
    idle: 0,
    direction: 1,
    turnTo: -1,
    legal: [],
  };
}

const ranksOf = (cards: readonly number[]) => cards.map((c) => DECK.rank[c]!).sort();

describe("the determinizer and a rules file's 'known' facts", () => {
  it('keeps a fact in every deal, with the cards it leaves free dealt at random', () => {
    // Seat 1 claimed rank 3 and rank 2, seat 2 rank 3: of the unseen cards (red 3, red 2, and
    // blue 4, 3, 2, 1) seat 1 must get a 3 and a 2, and seat 2 the other 3.
    const deal = determinizer(shellOf(true), viewWith([[], [3, 2], [3]]));
    const rng = [...seedRandom(1)];
    const seen = new Set<string>();
    for (let k = 0; k < 200; k++) {
      const z = deal(rng).z as unknown as Zones;
      expect(ranksOf(z.hand[1]!)).toEqual([2, 3]);
      expect(ranksOf(z.hand[2]!)).toEqual([3]);
      expect(z.hand[0]).toEqual([0, 3]);
      seen.add(JSON.stringify(z));
    }
    // Which 2 seat 1 holds, and so what the stock holds in which order, is left to chance.
    expect(seen.size).toBeGreaterThan(8);
  });

  it('deals as before where a game has no facts', () => {
    const deal = determinizer(shellOf(false), viewWith([[], [3, 2], [3]]));
    const rng = [...seedRandom(1)];
    const broken = Array.from({ length: 200 }, () => brokenFacts(deal(rng)));
    expect(broken.some((n) => n > 0)).toBe(true);
  });

  it('stops at a deal breaking as few as it can when a fact cannot hold', () => {
    // Seat 2, holding one card, claimed two ranks: no deal keeps both; one is the best there is.
    const deal = determinizer(shellOf(true), viewWith([[], [], [3, 2]]));
    const rng = [...seedRandom(2)];
    for (let k = 0; k < 50; k++) {
      const s = deal(rng);
      expect(brokenFacts(s)).toBe(1);
      const z = s.z as unknown as Zones;
      expect(z.hand[1]).toHaveLength(2);
      expect(z.stock).toHaveLength(3);
    }
  });

  it('mends a deal no fresh deal fits, each card still dealt once', () => {
    // Seat 1 claimed ranks 1 and 4: it must hold the blue 1 and the blue 4, one fresh deal in
    // fifteen, so about half the deals run out of fresh ones and are mended card by card.
    const deal = determinizer(shellOf(true), viewWith([[], [1, 4], []]));
    const rng = [...seedRandom(3)];
    for (let k = 0; k < 100; k++) {
      const z = deal(rng).z as unknown as Zones;
      expect([...z.hand[1]!].sort()).toEqual([4, 7]);
      expect([...z.hand.flat(), ...z.stock].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(z.stock).toHaveLength(3);
    }
  });
});
