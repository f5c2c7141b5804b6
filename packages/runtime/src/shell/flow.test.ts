// The hand's flow of the shell (flow.ts, tricks.ts, match.ts), played through a small game
// written here by hand as tables and kernels: two seats (three with `players`), six cards of
// two suits, a round of bids once around, owed choices, then tricks; a seat with no bid sits its
// turn out. Every engine runs this flow; here it is seen move by move.

import { describe, expect, it } from 'vitest';
import type { AnyEngine, GameEvent, Move } from '../engine';
import { Deck } from './deck';
import { makeEngine } from './make-engine';
import { seatList } from './seats';
import type { EngineState } from './state';
import { CHOICE_FLOW } from './choice-flow';
import { TRICK_FLOW } from './trick-flow';
import type { GameKernels, GameTables, PhaseKernels, TrickKernels } from './tables';
import { ZoneLayout } from './zones';

interface Zones {
  hand: number[][];
  trick: number[];
  taken: Int32Array;
}
interface Variables {
  bid: number[];
  quiet: boolean;
}
type S = EngineState<'tiny', Record<string, string | number>, Zones, Variables>;

const deck = new Deck({
  copies: 1,
  ids: ['a-1', 'a-2', 'a-3', 'b-1', 'b-2', 'b-3'],
  names: ['1 of A', '2 of A', '3 of A', '1 of B', '2 of B', '3 of B'],
  suit: [0, 0, 0, 1, 1, 1],
  rank: [1, 2, 3, 1, 2, 3],
  face: [1, 2, 3, 1, 2, 3],
  group: [-1, -1, -1, -1, -1, -1],
  suitRank: [0, 0, 0, 0, 0, 0],
  wild: [false, false, false, false, false, false],
  kind: ['', '', '', '', '', ''],
  suits: { ids: ['a', 'b'], names: ['A', 'B'], group: [-1, -1], strength: [0, 0] },
  ranks: { ids: ['1', '2', '3'], names: ['1', '2', '3'] },
  groups: { ids: [], names: [] },
});

const tables: GameTables = {
  id: 'tiny',
  title: 'Tiny',
  deck,
  seatNames: ['South', 'North', 'East'],
  teams: undefined,
  options: [
    { name: 'players', title: 'Players', kind: 'choices', choices: [2, 3], default: 2 },
    {
      name: 'quiet',
      title: 'Who may not bid',
      kind: 'choices',
      choices: ['no', 'north', 'all'],
      default: 'no',
    },
    { name: 'target', title: 'Target', kind: 'range', min: 1, max: 100, default: 100 },
    { name: 'hands', title: 'Hands', kind: 'range', min: 0, max: 100, default: 0 },
  ],
  zones: new ZoneLayout(
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
        name: 'trick',
        key: 'trick',
        title: 'Trick',
        owner: 'shared',
        visibility: 'all',
        sorted: false,
        bag: false,
      },
      {
        name: 'taken',
        key: 'taken',
        title: 'Taken',
        owner: 'seat',
        visibility: 'all',
        sorted: false,
        bag: true,
      },
    ],
    1,
  ),
  variables: [
    {
      name: 'bid',
      key: 'bid',
      owner: 'seat',
      type: 'number',
      storage: 'var',
      setBy: ['bid'],
      shape: 'number',
      of: 'number',
    },
    {
      name: 'quiet',
      key: 'quiet',
      owner: 'shared',
      type: 'flag',
      storage: 'var',
      setBy: [],
      shape: 'flag',
      of: 'number',
    },
  ],
  moves: [
    { type: 'bid', phase: 0, params: [] },
    { type: 'keep', phase: 1, params: [] },
    { type: 'play', phase: 2, params: [{ name: 'card', kind: 'card' }] },
  ],
  phases: [
    { id: 'bidding', name: 'Bidding', turn: 'once-around' },
    { id: 'keeping', name: 'Keeping', turn: 'choices' },
    {
      id: 'play',
      name: 'Play',
      turn: 'tricks',
      tricks: { from: 'hand', to: 'trick', won: 'taken', follow: ['suit'], wildExempt: false },
    },
  ],
  trickZone: 'trick',
  deal: { to: 'hand', rest: undefined },
  saved: {
    owable: [1],
    tricks: { from: 'hand', to: 'trick', won: 'taken', ledSkipsWild: false },
    dealtOnly: true,
  },
};

/** The cards of the seat to act that follow the led suit if it can, as play codes. */
const follow = (s: S, out: number[], n: number): number => {
  const hand = s.z.hand[s.seat]!;
  const led = s.led < 0 ? -1 : deck.suit[s.led]!;
  const able = hand.some((c) => deck.suit[c] === led);
  for (const c of hand) if (!able || deck.suit[c] === led) out[n++] = 2 + 64 * c;
  return n;
};

const trickKernels: TrickKernels<S> = {
  cards: follow,
  // The highest card of the led suit.
  winner: (s) => {
    let best = 0;
    s.z.trick.forEach((c, k) => {
      const top = s.z.trick[best]!;
      if (deck.suit[c] === deck.suit[s.led] && deck.rank[c]! > deck.rank[top]!) best = k;
    });
    return best;
  },
};

function kernels(overrides: { tricks?: Partial<TrickKernels<S>> } = {}): GameKernels<S, GameEvent> {
  const bidding: PhaseKernels<S, GameEvent> = {
    list: (s, out, n) => {
      if (!s.v.quiet || (s.options['quiet'] === 'north' && s.seat !== 1)) out[n++] = 0;
      return n;
    },
    // `at end`: every seat that bid is owed a choice to keep its bid.
    end: (s) => {
      for (const seat of seatList(s)) if (s.v.bid[seat] === 1) s.owed.push({ team: seat, move: 1 });
    },
  };
  const keeping: PhaseKernels<S, GameEvent> = {
    list: (s, out, n) => {
      if (s.owed[0]?.move === 1) out[n++] = 1;
      return n;
    },
  };
  const play: PhaseKernels<S, GameEvent> = { tricks: { ...trickKernels, ...overrides.tricks } };
  return {
    seatCount: { option: 'players' },
    dealSize: 2,
    starts: { quiet: (s) => s.options['quiet'] !== 'no' },
    resets: { hand: (s) => s.v.bid.fill(0) },
    phases: [bidding, keeping, play],
    trickFlow: TRICK_FLOW,
    choiceFlow: CHOICE_FLOW,
    play: (s, code, ev) => {
      // Bid, keep, or play a card.
      if (code === 0) s.v.bid[s.seat] = 1;
      if ((code & 63) !== 2) return;
      const card = code >> 6;
      const hand = s.z.hand[s.seat]!;
      hand.splice(hand.indexOf(card), 1);
      s.z.trick.push(card);
      if (s.led < 0) s.led = card;
      if (ev) ev.push({ type: 'play', seat: s.seat, card: deck.ids[card]! });
    },
    why: (_s, index) => (index === 2 ? undefined : null),
    // One point a trick taken.
    score: (s) => {
      for (let seat = 0; seat < s.seats; seat++) s.handScore[seat]! += s.tricksWon[seat]!;
    },
    match: { target: { option: 'target' }, handLimit: (s) => Number(s.options['hands']) },
  };
}

function engineOf(k = kernels()): AnyEngine {
  return makeEngine<S, Move, object, GameEvent>(tables, k);
}

/** Plays `moves` from `state`, each by the seat to act; the events of all, and the state after. */
function playAll(engine: AnyEngine, state: unknown, moves: readonly Move[]) {
  const events: GameEvent[] = [];
  for (const move of moves) {
    const r = engine.apply(state, move);
    if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.code} ${r.error.message}`);
    events.push(...r.events);
    state = r.state;
  }
  return { state: state as S, events };
}

function setup(
  engine: AnyEngine,
  options = {},
  hands = [
    ['a-1', 'b-3'],
    ['a-2', 'b-1'],
  ],
) {
  // The whole deck is dealt: what no hand gets is the stock, which this game has no zone for.
  const stock = deck.ids.filter((id) => !hands.flat().includes(id));
  const r = engine.setup({ options, deals: [{ dealer: 0, hands, stock }] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value as S;
}

const card = (id: string) => ({ type: 'play', card: id });

describe('the hand as the shell plays it', () => {
  it("goes once around from the dealer's left, then owed choices, then tricks", () => {
    const engine = engineOf();
    const s = setup(engine);
    expect([s.phase, s.seat]).toEqual([0, 1]);
    const { state, events } = playAll(engine, s, [{ type: 'bid' }, { type: 'bid' }]);
    // Both bid, so both are owed a choice, from the dealer's left.
    expect([state.phase, state.seat, state.owed]).toEqual([
      1,
      1,
      [
        { team: 1, move: 1 },
        { team: 0, move: 1 },
      ],
    ]);
    expect(events.filter((e) => e.type === 'no-move')).toEqual([]);
    const kept = playAll(engine, state, [{ type: 'keep' }, { type: 'keep' }]).state;
    // The tricks start from the leader, the dealer's left.
    expect([kept.phase, kept.seat, kept.leader]).toEqual([2, 1, 1]);
  });

  it('lets a seat with no legal move sit its turn out, and ends the phase after a full round of that', () => {
    const engine = engineOf();
    // North, the dealer's left, may not bid: its turn is over before it acts.
    const north = setup(engine, { quiet: 'north' });
    expect([north.phase, north.seat, north.step, north.idle]).toEqual([0, 0, 1, 0]);
    // Nobody may bid, so nobody is owed a choice: both phases are over before anyone acts.
    const all = setup(engine, { quiet: 'all' });
    expect([all.phase, all.seat, all.idle, all.owed]).toEqual([2, 1, 0, []]);
    // In the next hand North bids after South, and says it sits its turn out.
    const hand = [
      { type: 'bid' },
      { type: 'keep' },
      card('a-2'),
      card('a-1'),
      card('b-1'),
      card('b-3'),
    ];
    const { state } = playAll(engine, north, hand);
    expect([state.handNumber, state.seat]).toEqual([2, 0]);
    const r = engine.apply(state, { type: 'bid' });
    expect(r.ok && r.events).toContainEqual({ type: 'no-move', seat: 1 });
  });

  it('asks for the led suit to be followed, and says why a card is refused', () => {
    const engine = engineOf();
    const s = playAll(engine, setup(engine), [
      { type: 'bid' },
      { type: 'bid' },
      { type: 'keep' },
      { type: 'keep' },
    ]).state;
    const led = playAll(engine, s, [card('a-2')]).state;
    expect(engine.legalMoves(led)).toEqual([card('a-1')]);
    const refused = (move: Move) => {
      const r = engine.apply(led, move);
      return r.ok ? undefined : [r.error.code, r.error.message];
    };
    expect(refused(card('b-3'))).toEqual(['must-follow-suit', 'You must follow A']);
    expect(refused(card('b-1'))).toEqual(['card-not-held', 'You do not hold the 1 of B']);
    expect(refused({ type: 'bid' })).toEqual(['not-now', "You can't bid now"]);
  });

  it('gives a full trick to its winner, who leads the next; the hand is scored once played out', () => {
    const engine = engineOf();
    const s = playAll(engine, setup(engine), [
      { type: 'bid' },
      { type: 'bid' },
      { type: 'keep' },
      { type: 'keep' },
    ]).state;
    const first = playAll(engine, s, [card('a-2'), card('a-1')]);
    expect(first.events).toContainEqual({
      type: 'trick',
      leader: 1,
      winner: 1,
      cards: ['a-2', 'a-1'],
    });
    const t = first.state;
    expect([t.leader, t.seat, t.led, t.broken, t.tricksWon]).toEqual([1, 1, -1, 1, [0, 1]]);
    expect(Array.from(t.z.taken)).toEqual([0, 0b11]);
    const last = playAll(engine, t, [card('b-1'), card('b-3')]);
    expect(last.events).toContainEqual({
      type: 'trick',
      leader: 1,
      winner: 0,
      cards: ['b-1', 'b-3'],
    });
    expect(last.events).toContainEqual({
      type: 'hand-end',
      hand: 1,
      scores: [1, 1],
      totals: [1, 1],
    });
    // The next hand is dealt by the next seat, and starts with the bids again.
    expect([last.state.handNumber, last.state.dealer, last.state.phase, last.state.v.bid]).toEqual([
      2,
      1,
      0,
      [0, 0],
    ]);
  });

  it('ends the match once a total reaches the target, and after the most hands', () => {
    const engine = engineOf();
    const play = (options: object, moves: Move[]) => playAll(engine, setup(engine, options), moves);
    const hand = [
      { type: 'bid' },
      { type: 'bid' },
      { type: 'keep' },
      { type: 'keep' },
      card('a-2'),
      card('a-1'),
      card('b-1'),
      card('b-3'),
    ];
    // 1-1 reaches a target of 1, but an exact tie plays on.
    expect(play({ target: 1 }, hand).state.over).toBe(false);
    const limited = play({ hands: 1 }, hand);
    expect([limited.state.over, limited.state.winner]).toEqual([true, -2]);
    expect(limited.events.at(-1)).toEqual({ type: 'match-end', winner: 'draw' });
  });
});

describe('tricks with seats sitting out and cards one must play', () => {
  it('lets a seat sit the tricks out: the others play, and a trick names who played each card', () => {
    const engine = engineOf(kernels({ tricks: { sitsOut: (s) => s.seat === 1 } }));
    const hands = [
      ['a-1', 'b-3'],
      ['a-2', 'b-1'],
      ['a-3', 'b-2'],
    ];
    const s = setup(engine, { players: 3, quiet: 'all' }, hands);
    // The dealer's left sits out: the next seat leads, and the trick is full at two cards.
    expect([s.leader, s.seat]).toEqual([2, 2]);
    const { state, events } = playAll(engine, s, [card('a-3'), card('a-1')]);
    expect(events).toContainEqual({
      type: 'trick',
      leader: 2,
      winner: 2,
      cards: ['a-3', 'a-1'],
      seats: [2, 0],
    });
    expect(engine.view(state, 0)).toMatchObject({ trickSeats: [] });
    const next = playAll(engine, state, [card('b-2')]).state;
    expect([next.seat, engine.view(next, 0)]).toMatchObject([0, { trickSeats: [2] }]);
    // North keeps its hand: the hand is over when the others' are played out.
    const over = playAll(engine, next, [card('b-3')]);
    expect(over.events).toContainEqual(expect.objectContaining({ type: 'hand-end', hand: 1 }));
  });

  it('narrows the cards to those a `must play` clause asks for, if any, and refuses the others', () => {
    const lowest = {
      test: (_s: S, c: number) => deck.rank[c] === 1,
      code: 'lowest-first',
      message: 'Play a 1',
    };
    const engine = engineOf(kernels({ tricks: { mustPlay: [lowest] } }));
    const s = setup(engine, { quiet: 'all' }, [
      ['a-1', 'b-3'],
      ['a-2', 'b-1'],
    ]);
    expect(engine.legalMoves(s)).toEqual([card('b-1')]);
    const r = engine.apply(s, card('a-2'));
    expect(r.ok ? undefined : r.error).toEqual({ code: 'lowest-first', message: 'Play a 1' });
  });
});

describe('zones and variables made by the tables', () => {
  it('starts variables at the values given, else their type’s nothing, one a seat where per seat', () => {
    const engine = engineOf();
    const s = setup(engine, { quiet: 'all' });
    expect(s.v).toEqual({ bid: [0, 0], quiet: true });
    expect(Object.keys(s.z)).toEqual(['hand', 'trick', 'taken']);
  });

  it('copies them deeply, in the same shape', () => {
    const engine = engineOf();
    const s = setup(engine);
    const copy = engine.fast.clone(s) as S;
    copy.v.bid[0] = 7;
    copy.z.hand[0]!.pop();
    copy.z.taken[0] = 1;
    expect([s.v.bid[0], s.z.hand[0]!.length, s.z.taken[0]]).toEqual([0, 2, 0]);
    expect(Object.keys(copy.v)).toEqual(Object.keys(s.v));
  });
});
