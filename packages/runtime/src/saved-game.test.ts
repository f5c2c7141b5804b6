import { describe, expect, it } from 'vitest';
import { readInput } from './reader';
import {
  checkSavedGame,
  type SavedGameFacts,
  type SavedGameProbes,
  type SavedGameRules,
  type ZoneCards,
} from './saved-game';

// A small trick game: two seats, each its own team, eight cards in two suits (suit = card >> 2),
// four dealt each from the dealer's left, tricks from `hand` to `trick`, won to `taken`.
const RULES: SavedGameRules = {
  phases: ['tricks'],
  owable: [],
  deal: { to: 'hand', rest: undefined },
  tricks: { from: 'hand', to: 'trick', won: 'taken', ledSkipsWild: false },
  dealtOnly: true,
  suits: 2,
};

function probes(winner = -1): SavedGameProbes {
  return {
    dealSize: () => 4,
    phaseApplies: () => true,
    chooserOf: (team) => team,
    teamOf: (seat) => seat,
    matchWinner: () => winner,
    suitOf: (c) => c >> 2,
    wild: () => false,
    cardId: (c) => `c${c}`,
  };
}

const zones = (hand: number[][], trick: number[], taken: number[][]): ZoneCards[] => [
  { name: 'hand', key: 'hand', owner: 'seat', lists: hand },
  { name: 'trick', key: 'trick', owner: 'shared', lists: [trick] },
  { name: 'taken', key: 'taken', owner: 'team', lists: taken },
];

/**
 * Hand 1, dealer 0: seat 1 was dealt 0, 3, 4, 7 and seat 0 the rest. Seat 1 led 4, seat 0
 * followed with 5 and lost; seat 1 has led 0 to the second trick, and seat 0 is to play.
 */
const MID: SavedGameFacts = {
  seats: 2,
  teams: 2,
  deckSize: 8,
  handNumber: 1,
  dealer: 0,
  dealt: 4,
  phase: 0,
  seat: 0,
  step: 0,
  idle: 0,
  over: false,
  winner: -1,
  zones: zones(
    [
      [1, 2, 6],
      [3, 7],
    ],
    [0],
    [[], [4, 5]],
  ),
  total: [0, 0],
  handScore: [0, 0],
  history: [],
  leader: 1,
  led: 0,
  broken: 2,
  tricksWon: [0, 1],
  owed: [],
  voids: [0, 0],
};

/** The path and message of the fault `checkSavedGame` raises, or null when it accepts. */
function fault(
  facts: Partial<SavedGameFacts>,
  rules: Partial<SavedGameRules> = {},
  ask = probes(),
): { path: string; message: string } | null {
  const read = readInput(() => checkSavedGame({ ...MID, ...facts }, { ...RULES, ...rules }, ask));
  return read.ok ? null : { path: read.error.path, message: read.error.message };
}

describe('checkSavedGame: a trick in progress', () => {
  it('accepts the state as play left it', () => {
    expect(fault({})).toBeNull();
  });

  it.each<[string, Partial<SavedGameFacts>, string, RegExp]>([
    ['no seat while the match goes on', { seat: -1 }, 'state.seat', /goes on/],
    ['the seat after the one to play', { seat: 1 }, 'state.seat', /seat 0 is to play/],
    ['no phase while the match goes on', { phase: -1 }, 'state.phase', /no phase/],
    ['a winner while the match goes on', { winner: 1 }, 'state.winner', /has a winner/],
    ['over with no winner', { over: true, seat: -1, phase: -1 }, 'state.winner', /no team won/],
    ['a seat sitting out', { idle: 1 }, 'state.idle', /must be 0/],
    ['turns counted outside once-around', { step: 1 }, 'state.step', /once-around/],
    ['a hand with no record of the hand before', { handNumber: 2 }, 'state.history', /1 hands/],
    ['a total that no hand scored', { total: [3, 0] }, 'state.total[0]', /must be 0/],
    ['a led card not the first', { led: 4 }, 'state.led', /'c0'/],
    ['a suit broken that no trick held', { broken: 3 }, 'state.broken', /suits of the cards/],
    ['a suit of no suit', { broken: 4 }, 'state.broken', /no suit/],
    ['a void in a suit the seat holds', { voids: [1, 0] }, 'state.voids[0]', /'c1'/],
    ['one trick too many', { tricksWon: [0, 2] }, 'state.zones.hand[0]', /hold 2 cards, not 3/],
  ])('refuses %s', (_, facts, path, message) => {
    const found = fault(facts);
    expect(found?.path).toBe(path);
    expect(found?.message).toMatch(message);
  });

  it('refuses a card taken out, a card twice and a card moved between hands', () => {
    expect(
      fault({
        zones: zones(
          [
            [1, 2],
            [3, 7],
          ],
          [0],
          [[], [4, 5]],
        ),
      }),
    ).toEqual({
      path: 'state.zones',
      message: "card 'c6' is in no zone: every card of the deck is somewhere",
    });
    expect(
      fault({
        zones: zones(
          [
            [1, 2, 6],
            [3, 7, 0],
          ],
          [0],
          [[], [4, 5]],
        ),
      })?.path,
    ).toBe('state.zones.trick[0]');
    expect(
      fault({
        zones: zones(
          [
            [1, 2],
            [3, 7, 6],
          ],
          [0],
          [[], [4, 5]],
        ),
      }),
    ).toMatchObject({
      path: 'state.zones.hand[0]',
      message: expect.stringMatching(/seat 0 must hold 3 cards, not 2/),
    });
  });

  it('refuses cards in a zone no rule fills, and a won trick that is not whole', () => {
    const extra: ZoneCards = { name: 'pile', key: 'pile', owner: 'shared', lists: [[6]] };
    const pile = zones(
      [
        [1, 2],
        [3, 7],
      ],
      [0],
      [[], [4, 5]],
    );
    expect(fault({ zones: [...pile, extra] })?.path).toBe('state.zones.pile');
    expect(
      fault({
        zones: zones(
          [
            [1, 2, 6],
            [3, 7],
          ],
          [0],
          [[5], [4]],
        ),
      })?.path,
    ).toBe('state.zones.taken[0]');
  });

  it('counts only where the rules move no card themselves', () => {
    // Card 6 laid aside face up by a rule (a turned card): seat 0 is one short, and that is fine.
    const aside = [
      ...zones(
        [
          [1, 2],
          [3, 7],
        ],
        [0],
        [[], [4, 5]],
      ),
      { name: 'turned', key: 'turned', owner: 'shared' as const, lists: [[6]] },
    ];
    expect(fault({ zones: aside }, { dealtOnly: false })).toBeNull();
    // Tricks still take one card a seat: a card moved from hand to hand is refused.
    const moved = zones(
      [
        [1, 2],
        [3, 7, 6],
      ],
      [0],
      [[], [4, 5]],
    );
    expect(fault({ zones: moved }, { dealtOnly: false })?.path).toBe('state.zones.hand[1]');
    const missing = zones(
      [
        [1, 2],
        [3, 7],
      ],
      [0],
      [[], [4, 5]],
    );
    expect(fault({ zones: missing }, { dealtOnly: false })?.message).toMatch(/'c6' is in no zone/);
  });
});

describe('checkSavedGame: before the tricks, turns and choices', () => {
  // A bidding phase first: nothing played, seat 1 (left of dealer 0) leads when tricks start.
  const dealt = zones(
    [
      [1, 2, 5, 6],
      [0, 3, 4, 7],
    ],
    [],
    [[], []],
  );
  const bidding: Partial<SavedGameFacts> = {
    phase: 0,
    seat: 1,
    zones: dealt,
    led: -1,
    broken: 0,
    tricksWon: [0, 0],
  };
  const phases: SavedGameRules['phases'] = ['once-around', 'tricks'];

  it('accepts the first turn of a once-around phase', () => {
    expect(fault(bidding, { phases })).toBeNull();
    expect(fault({ ...bidding, step: 1, seat: 0 }, { phases })).toBeNull();
  });

  it('refuses the wrong seat, a step past the round, a trick before the tricks', () => {
    expect(fault({ ...bidding, seat: 0 }, { phases })?.path).toBe('state.seat');
    expect(fault({ ...bidding, step: 2, seat: 1 }, { phases })?.path).toBe('state.step');
    expect(fault({ ...bidding, leader: 0 }, { phases })?.path).toBe('state.leader');
    expect(fault({ ...bidding, voids: [0, 1] }, { phases })?.path).toBe('state.voids[1]');
  });

  it('refuses a phase not played under the options', () => {
    const off = { ...probes(), phaseApplies: () => false };
    expect(fault(bidding, { phases }, off)?.path).toBe('state.phase');
  });

  it('wants a choice owed in a choices phase, made by its chooser, of a move that is owed', () => {
    const choices: SavedGameRules = { ...RULES, phases: ['choices', 'tricks'], owable: [3] };
    const owed = { ...bidding, owed: [{ team: 1, move: 3 }] };
    expect(fault(owed, choices)).toBeNull();
    expect(fault({ ...owed, owed: [] }, choices)?.path).toBe('state.owed');
    expect(fault({ ...owed, seat: 0 }, choices)?.path).toBe('state.seat');
    expect(fault({ ...owed, owed: [{ team: 1, move: 2 }] }, choices)?.path).toBe(
      'state.owed[0].move',
    );
  });

  it('wants the rest of the deck in the rest zone', () => {
    const withRest: SavedGameRules = { ...RULES, deal: { to: 'hand', rest: 'stock' } };
    const stock: ZoneCards = { name: 'stock', key: 'stock', owner: 'shared', lists: [[]] };
    const three = { ...probes(), dealSize: () => 3 };
    const hands = zones(
      [
        [1, 2, 5],
        [0, 3, 4],
      ],
      [],
      [[], []],
    );
    const facts = { ...bidding, dealt: 3, zones: [...hands, { ...stock, lists: [[6, 7]] }] };
    expect(fault(facts, { ...withRest, phases }, three)).toBeNull();
    const short = {
      ...bidding,
      dealt: 3,
      zones: [
        ...zones(
          [
            [1, 2, 5, 6],
            [0, 3, 4],
          ],
          [],
          [[], []],
        ),
        { ...stock, lists: [[7]] },
      ],
    };
    expect(fault(short, { ...withRest, phases }, three)?.path).toBe('state.zones.stock');
  });
});

describe('checkSavedGame: the size dealt this hand', () => {
  it('wants the size the rules deal where they can say it again', () => {
    const found = fault({ dealt: 3 });
    expect(found).toEqual({
      path: 'state.dealt',
      message: 'the rules deal 4 cards each in hand 1, not 3',
    });
  });

  it('takes the size as saved where it read the state, and checks the zones by it', () => {
    // Three each were dealt: seat 1 had 0, 3, 4 (led 4, then 0) and seat 0 had 1, 2, 5 (lost 5).
    const three = zones([[1, 2], [3]], [0], [[], [4, 5]]);
    const readsState = { ...probes(), dealSize: () => undefined };
    expect(fault({ dealt: 3, zones: three }, {}, readsState)).toBeNull();
    // The same zones with four dealt each: each seat holds one card short.
    expect(fault({ dealt: 4, zones: three }, {}, readsState)?.path).toBe('state.zones');
    expect(fault({ dealt: 3, zones: three })?.path).toBe('state.dealt');
  });

  it("leaves the count of a finished hand's cards where its size cannot be worked out again", () => {
    const kept = zones(
      [[], []],
      [],
      [
        [0, 1, 2],
        [3, 4, 5],
      ],
    );
    const record = { hand: 1, dealer: 0, scores: [0, 0], zones: kept };
    // Hand 2, dealt by seat 1: after a trick to seat 1, seat 0 led 0, and seat 1 is to play.
    const now = zones(
      [
        [1, 2],
        [3, 6, 7],
      ],
      [0],
      [[], [4, 5]],
    );
    const facts = { handNumber: 2, dealer: 1, leader: 0, seat: 1, history: [record], zones: now };
    // Six cards in the record: hand 1 dealt 3 each, which the rules' 4 each refuses.
    expect(fault(facts)?.path).toBe('state.history[0].zones');
    const unknown = { ...probes(), dealSize: (hand: number) => (hand === 1 ? undefined : 4) };
    expect(fault(facts, {}, unknown)).toBeNull();
  });
});

describe('checkSavedGame: a finished match', () => {
  const end = zones(
    [[], []],
    [],
    [
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ],
  );
  const over: Partial<SavedGameFacts> = {
    over: true,
    winner: 0,
    seat: -1,
    phase: -1,
    zones: end,
    led: -1,
    broken: 3,
    tricksWon: [2, 2],
    total: [5, 2],
    handScore: [3, 2],
    history: [
      { hand: 1, dealer: 0, scores: [2, 0], zones: end },
      { hand: 2, dealer: 1, scores: [3, 2], zones: end },
    ],
    handNumber: 2,
    dealer: 1,
    leader: 0,
  };

  it('accepts it as its last hand left it, won as the rules say', () => {
    expect(fault(over, {}, probes(0))).toBeNull();
  });

  it('refuses a winner the rules do not give, or a match the rules say goes on', () => {
    expect(fault(over, {}, probes(1))?.path).toBe('state.winner');
    expect(fault(over, {}, probes(-1))?.path).toBe('state.over');
  });

  it('refuses zones, a hand score or a dealer other than the last record', () => {
    const moved = zones(
      [[], []],
      [],
      [
        [0, 1, 2],
        [3, 4, 5, 6, 7],
      ],
    );
    expect(fault({ ...over, zones: moved }, {}, probes(0))?.path).toBe('state.zones.taken[0]');
    expect(fault({ ...over, handScore: [3, 1] }, {}, probes(0))?.path).toBe('state.handScore[1]');
    expect(fault({ ...over, dealer: 0 }, {}, probes(0))?.path).toBe('state.dealer');
  });

  it('refuses a history out of order or dealt out of turn', () => {
    const history = over.history!;
    const twice = [history[0]!, { ...history[1]!, dealer: 0 }];
    expect(fault({ ...over, history: twice }, {}, probes(0))?.path).toBe('state.history[1].dealer');
    // Where the rules file chooses the next dealer, any seat may have dealt any hand; the match
    // over still keeps the dealer of its last hand.
    expect(
      fault({ ...over, history: twice, dealer: 0 }, { chosenDealer: true }, probes(0)),
    ).toBeNull();
    expect(fault({ ...over, history: twice }, { chosenDealer: true }, probes(0))?.path).toBe(
      'state.dealer',
    );
    const renumbered = [history[0]!, { ...history[1]!, hand: 3 }];
    expect(fault({ ...over, history: renumbered }, {}, probes(0))?.path).toBe(
      'state.history[1].hand',
    );
  });
});
