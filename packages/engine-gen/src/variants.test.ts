// Rules are data: each file in rules/variants/ changes one rule of a seed game, and its generated
// engine must play differently exactly there, with no TypeScript written for it. Each test sets
// up the same small scenario (an explicit deal, the REPLAY.md shape) in the seed engine and the
// variant engine and shows the one difference, and that the rest is the same.

import { engine as annexation } from '@orrery/engine-annexation';
import { engine as annexationPrimaryMarsFirst } from '@orrery/engine-annexation-primary-mars-first';
import { engine as annexationVenusBeatsSaturn } from '@orrery/engine-annexation-venus-beats-saturn';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as marsVenusMarsFree } from '@orrery/engine-mars-venus-mars-free';
import { engine as marsVenusNoSkunk } from '@orrery/engine-mars-venus-no-skunk';
import { engine as marsVenusTo30 } from '@orrery/engine-mars-venus-to-30';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { engine as starbuckaroosCometStrictlyHigher } from '@orrery/engine-starbuckaroos-comet-strictly-higher';
import { engine as starbuckaroosHandLimit7 } from '@orrery/engine-starbuckaroos-hand-limit-7';
import { engine as starbuckaroosPlanetsTriple } from '@orrery/engine-starbuckaroos-planets-triple';
import {
  randomBelow,
  seedRandom,
  type ApplyResult,
  type DealSpec,
  type GameEvent,
  type Move,
  type SetupArgs,
  type AnyEngine,
} from '@orrery/runtime';
import { describe, expect, it } from 'vitest';

/**
 * A deal of the whole deck: each seat gets the cards named for it, then the rest of `size`
 * from the remaining cards in deck order; what is left over is the stock, top card first.
 */
function deal(
  engine: AnyEngine,
  size: number,
  named: readonly (readonly string[])[],
  options: SetupArgs['options'] = {},
): DealSpec {
  const seats = engine.meta.seatCount(options);
  const used = new Set(named.flat());
  const rest = engine.meta
    .deck(options)
    .map((c) => c.id)
    .filter((id) => !used.has(id));
  const hands = Array.from({ length: seats }, (_, seat) => {
    const hand = [...(named[seat] ?? [])];
    while (hand.length < size) hand.push(rest.shift()!);
    return hand;
  });
  return { dealer: 0, hands, stock: rest };
}

function setup(engine: AnyEngine, args: SetupArgs): unknown {
  const result = engine.setup(args);
  if (!result.ok) throw new Error(`${result.error.path}: ${result.error.message}`);
  return result.value;
}

function play(engine: AnyEngine, state: unknown, move: Move): ApplyResult<unknown> & { ok: true } {
  const result = engine.apply(state, move);
  if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${result.error.code}`);
  return result;
}

function refusal(engine: AnyEngine, state: unknown, move: Move): string | undefined {
  const result = engine.apply(state, move);
  return result.ok ? undefined : result.error.code;
}

const cardsOf = (moves: readonly Move[]) => moves.map((m) => m.card);
const trickWinner = (events: readonly GameEvent[]) =>
  events.find((e) => e.type === 'trick')?.['winner'];

/**
 * Plays both engines in lockstep with the same random moves (picked from the first engine's
 * legal list) to the end of the match, checking that every legal list and every event agrees.
 */
function sameMatch(a: AnyEngine, aArgs: SetupArgs, b: AnyEngine, bArgs: SetupArgs, seed: number) {
  let sa = setup(a, aArgs);
  let sb = setup(b, bArgs);
  const picks = [...seedRandom(seed)];
  for (let k = 0; a.toMove(sa) !== null && k < 5000; k++) {
    const legal = a.legalMoves(sa);
    expect(b.legalMoves(sb)).toEqual(legal);
    const move = legal[randomBelow(picks, legal.length)]!;
    const ra = play(a, sa, move);
    const rb = play(b, sb, move);
    expect(rb.events).toEqual(ra.events);
    sa = ra.state;
    sb = rb.state;
  }
  expect(b.toMove(sb)).toBeNull();
  expect(b.outcome(sb)).toEqual(a.outcome(sa));
  return { a: sa, b: sb };
}

describe('Mars & Venus variants', () => {
  const mv: AnyEngine = marsVenus;

  it('mars-free: Mars may be led from the first trick; Venus still waits to be broken', () => {
    const free: AnyEngine = marsVenusMarsFree;
    // South deals, so West (seat 1) leads the first trick.
    const given = deal(mv, 14, [[], ['mars-7', 'venus-7', 'earth-7']]);
    const seedState = setup(mv, { deals: [given] });
    const freeState = setup(free, { deals: [given] });
    expect(refusal(mv, seedState, { type: 'play', card: 'mars-7' })).toBe('suit-not-broken');
    expect(refusal(free, freeState, { type: 'play', card: 'mars-7' })).toBeUndefined();
    expect(refusal(mv, seedState, { type: 'play', card: 'venus-7' })).toBe('suit-not-broken');
    expect(refusal(free, freeState, { type: 'play', card: 'venus-7' })).toBe('suit-not-broken');
    // The legal leads gain exactly West's Mars cards.
    const westMars = given.hands[1]!.filter((id) => id.startsWith('mars-'));
    expect(westMars.length).toBeGreaterThan(0);
    const seedLeads = cardsOf(mv.legalMoves(seedState));
    expect(cardsOf(free.legalMoves(freeState)).sort()).toEqual([...seedLeads, ...westMars].sort());
  });

  it('to-30: the match ends at 30 points; otherwise it is the seed game with target 30', () => {
    const to30: AnyEngine = marsVenusTo30;
    const target = (e: AnyEngine) => e.meta.options.find((o) => o.name === 'target');
    expect(target(mv)).toMatchObject({ default: 56 });
    expect(target(to30)).toMatchObject({ default: 30 });
    const { b: ended } = sameMatch(mv, { seed: 3, options: { target: 30 } }, to30, { seed: 3 }, 3);
    const totals = to30.outcome(ended).totals;
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(30);
    // Under its own default the seed game would have gone on: no one had 56 yet.
    expect(Math.max(...totals)).toBeLessThan(56);
  });

  it('no-skunk: forty points in the first hand no longer wins at once', () => {
    const noSkunk: AnyEngine = marsVenusNoSkunk;
    expect(mv.meta.options.map((o) => o.name)).toContain('skunk');
    expect(noSkunk.meta.options.map((o) => o.name)).not.toContain('skunk');
    // The last trick of the first hand: North-South (team 0) hold every Mars and Venus card
    // and no one holds one, so the hand ends with team 0 on 40 points whoever takes the trick.
    const deck = mv.meta.deck().map((c) => c.id);
    const scoring = deck.filter((id) => id.startsWith('mars-') || id.startsWith('venus-'));
    const others = deck.filter((id) => !scoring.includes(id));
    const hands = others.slice(0, 4).map((id) => [id]);
    const taken = [[...scoring, ...others.slice(4, 12)], others.slice(12)];
    const lastTrick = (engine: AnyEngine, game: string) => {
      const saved = JSON.parse(engine.serialize(setup(engine, { seed: 1 }))) as {
        game: string;
        state: Record<string, unknown>;
      };
      const state = {
        ...saved.state,
        zones: { hand: hands, trick: [], taken },
        seat: 1,
        leader: 1,
        led: null,
        broken: 63,
        tricksWon: [7, 6],
        voids: [0, 0, 0, 0],
      };
      const read = engine.deserialize(JSON.stringify({ ...saved, game, state }));
      if (!read.ok) throw new Error(`${read.error.path}: ${read.error.message}`);
      return read.value;
    };
    const finish = (engine: AnyEngine, state: unknown) => {
      const events: GameEvent[] = [];
      let s = state;
      for (let k = 0; k < 4; k++) {
        const result = play(engine, s, engine.legalMoves(s)[0]!);
        events.push(...result.events);
        s = result.state;
      }
      return { s, events };
    };
    const seedEnd = finish(mv, lastTrick(mv, 'mars-venus'));
    const variantEnd = finish(noSkunk, lastTrick(noSkunk, 'mars-venus-no-skunk'));
    expect(mv.outcome(seedEnd.s).hands[0]?.scores).toEqual([40, 0]);
    expect(noSkunk.outcome(variantEnd.s).hands[0]?.scores).toEqual([40, 0]);
    expect(seedEnd.events).toContainEqual({ type: 'rule', name: 'skunk', team: 0 });
    expect(mv.outcome(seedEnd.s)).toMatchObject({ over: true, winner: 0 });
    expect(variantEnd.events.some((e) => e.type === 'rule' && e.name === 'skunk')).toBe(false);
    expect(noSkunk.outcome(variantEnd.s)).toMatchObject({ over: false, winner: null });
    expect(noSkunk.fast.handNumber(variantEnd.s)).toBe(2);
  });

  it('no-skunk: otherwise it is the seed game with skunk off', () => {
    sameMatch(mv, { seed: 5, options: { skunk: 'off' } }, marsVenusNoSkunk, { seed: 5 }, 5);
  });
});

describe('Annexation variants', () => {
  const ax: AnyEngine = annexation;

  it('venus-beats-saturn: when both Galaxies fall in one trick, the Venus Galaxy takes it', () => {
    const venusHigh: AnyEngine = annexationVenusBeatsSaturn;
    const given = deal(ax, 14, [[], ['saturn-galaxy'], ['venus-galaxy']]);
    const trick = (engine: AnyEngine) => {
      let s = setup(engine, { deals: [given] });
      s = play(engine, s, { type: 'play', card: 'saturn-galaxy' }).state; // West leads
      s = play(engine, s, { type: 'play', card: 'venus-galaxy' }).state; // North
      s = play(engine, s, engine.legalMoves(s)[0]!).state; // East
      return trickWinner(play(engine, s, engine.legalMoves(s)[0]!).events); // South
    };
    expect(trick(ax)).toBe(1); // West's Saturn Galaxy
    expect(trick(venusHigh)).toBe(2); // North's Venus Galaxy
  });

  it('primary-mars-first: Mars outranks Earth in the primary group, so the trick flips', () => {
    const marsFirst: AnyEngine = annexationPrimaryMarsFirst;
    const suit = (name: string, n: number) =>
      [`${name}-sun`, `${name}-moon`, ...[7, 6, 5, 4, 3, 2, 1].map((r) => `${name}-${r}`)].slice(
        0,
        n,
      );
    // South holds no primary card; West every Jupiter; North every Earth; East every Mars.
    const given = deal(ax, 14, [
      [...suit('neptune', 9), ...suit('saturn', 5)],
      [...suit('jupiter', 9), ...suit('saturn', 9).slice(5), 'venus-sun'],
      [...suit('earth', 9), ...suit('venus', 9).slice(1, 6)],
      [...suit('mars', 9), ...suit('venus', 9).slice(6), 'venus-galaxy', 'saturn-galaxy'],
    ]);
    const trick = (engine: AnyEngine) => {
      let s = setup(engine, { deals: [given] });
      for (const card of ['jupiter-7', 'earth-1', 'mars-1']) {
        s = play(engine, s, { type: 'play', card }).state;
      }
      return trickWinner(play(engine, s, engine.legalMoves(s)[0]!).events);
    };
    expect(trick(ax)).toBe(2); // North's Earth 1 beats the led Jupiter 7: Earth is higher
    expect(trick(marsFirst)).toBe(3); // East's Mars 1 does; Earth is now below Jupiter
  });
});

describe('Starbuckaroos variants', () => {
  const sb: AnyEngine = starbuckaroos;

  it('comet-strictly-higher: a Comet no longer captures a card of equal value', () => {
    const strict: AnyEngine = starbuckaroosCometStrictlyHigher;
    // Two players, South deals: West lays the Planet 5, South may capture it with the Comet 5.
    const given = deal(sb, 5, [['comet-5'], ['planet-5']]);
    const table = (engine: AnyEngine) =>
      play(engine, setup(engine, { deals: [given] }), { type: 'lay', card: 'planet-5' }).state;
    const capture = { type: 'capture', card: 'comet-5', target: 'planet-5' };
    const seedTable = table(sb);
    const strictTable = table(strict);
    expect(refusal(sb, seedTable, capture)).toBeUndefined();
    expect(refusal(strict, strictTable, capture)).toBe('comet-too-low');
    expect(sb.legalMoves(seedTable)).toContainEqual(capture);
    // Nothing else changed: the legal moves differ by that capture alone.
    expect(strict.legalMoves(strictTable)).toEqual(
      sb.legalMoves(seedTable).filter((m) => JSON.stringify(m) !== JSON.stringify(capture)),
    );
  });

  it('hand-limit-7: the automatic draw stops at 7 cards instead of 10', () => {
    const limit7: AnyEngine = starbuckaroosHandLimit7;
    const given = deal(sb, 5, []);
    // Everyone passes: each turn starts with a draw while the hand is under the limit.
    const westHandAfter = (engine: AnyEngine, turns: number) => {
      let s = setup(engine, { deals: [given] });
      for (let k = 0; k < turns; k++) s = play(engine, s, { type: 'pass' }).state;
      const view = engine.view(s, 1) as { zones: { hand: { count: number }[] } };
      return view.zones.hand[1]!.count;
    };
    // West's turns start after 0, 2 and 4 passes: 6, 7 and 8 cards in the seed game. (Later
    // the variant's hand ends: two passes without a draw are an impasse, S7.)
    expect([0, 2, 4].map((t) => westHandAfter(sb, t))).toEqual([6, 7, 8]);
    expect([0, 2, 4].map((t) => westHandAfter(limit7, t))).toEqual([6, 7, 7]);
  });

  it('planets-triple: the same hand scores each team one more face value a Planet it holds', () => {
    const triple: AnyEngine = starbuckaroosPlanetsTriple;
    const options = { 'max-hands': 1 };
    const { a: seedEnd, b: tripleEnd } = sameMatchScores(sb, triple, options, 7);
    const saved = JSON.parse(sb.serialize(seedEnd)) as {
      state: { history: { zones: { area: string[][]; pile: string[][] } }[] };
    };
    const zones = saved.state.history[0]!.zones;
    // Two players: each seat is its own team; what a team holds is its pile and its area (S8).
    const planetFaces = (team: number) =>
      [...zones.pile[team]!, ...zones.area[team]!]
        .filter((id) => id.startsWith('planet-'))
        .reduce((total, id) => total + Number(id.slice('planet-'.length)), 0);
    const seedScores = sb.outcome(seedEnd).hands[0]!.scores;
    const tripleScores = triple.outcome(tripleEnd).hands[0]!.scores;
    expect(planetFaces(0) + planetFaces(1)).toBeGreaterThan(0);
    expect(tripleScores).toEqual(seedScores.map((score, t) => score + planetFaces(t)));
  });
});

/**
 * Both engines play one hand with the same random moves; the moves, the legal lists and every
 * event but the scores (and score events' points and reasons) agree. Returns the final states.
 */
function sameMatchScores(
  a: AnyEngine,
  b: AnyEngine,
  options: NonNullable<SetupArgs['options']>,
  seed: number,
) {
  let sa = setup(a, { seed, options });
  let sb = setup(b, { seed, options });
  const picks = [...seedRandom(seed)];
  const scored = new Set(['scores', 'totals', 'winner', 'points', 'reason']);
  const withoutScores = (events: readonly GameEvent[]) =>
    events.map((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !scored.has(k))));
  for (let k = 0; a.toMove(sa) !== null && k < 5000; k++) {
    const legal = a.legalMoves(sa);
    expect(b.legalMoves(sb)).toEqual(legal);
    const move = legal[randomBelow(picks, legal.length)]!;
    const ra = play(a, sa, move);
    const rb = play(b, sb, move);
    expect(withoutScores(rb.events)).toEqual(withoutScores(ra.events));
    sa = ra.state;
    sb = rb.state;
  }
  expect(b.toMove(sb)).toBeNull();
  return { a: sa, b: sb };
}
