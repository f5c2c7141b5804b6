import { seedRandom } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { botEngineOf } from './index';
import { MoveAverages, playOutHandGuided } from './move-averages';
import { tables } from './fixtures/engines';

const { engine } = tables().find((t) => t.engine.meta.id === 'mars-venus')!;
const bots = botEngineOf(engine);

/** A deal from the first seat's view, paused at the end of its hand. */
function deal(seed: number) {
  const setup = engine.setup({ seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const seat = engine.toMove(setup.value)!;
  const state = bots.determinizer(engine.view(setup.value, seat))([...seedRandom(seed)]);
  bots.fast.pauseAtHandEnd(state);
  return state;
}

describe('MoveAverages', () => {
  it('keeps a mean per team and move, and an unseen move is worth trying', () => {
    const averages = new MoveAverages();
    expect(averages.mean(0, -1, 7)).toBe(Infinity);
    const seven = averages.idOf(7);
    expect(averages.idOf(7)).toBe(seven);
    averages.credit(0, -1, seven, 4);
    averages.credit(0, -1, seven, -1);
    averages.credit(1, -1, seven, 10);
    expect(averages.mean(0, -1, 7)).toBe(1.5);
    expect(averages.mean(1, -1, 7)).toBe(10);
    expect(averages.mean(1, -1, 8)).toBe(Infinity);
    expect(averages.mean(2, -1, 7)).toBe(Infinity);
  });

  it('averages a pair with its move once the pair has three samples', () => {
    const averages = new MoveAverages();
    const [lead, follow, other] = [averages.idOf(40), averages.idOf(41), averages.idOf(42)];
    // The move alone: 0 after `other`, twice; 6 after `lead`, three times.
    averages.credit(0, other, follow, 0);
    averages.credit(0, other, follow, 0);
    averages.credit(0, lead, follow, 6);
    averages.credit(0, lead, follow, 6);
    expect(averages.mean(0, lead, 41)).toBe(3); // the pair has two samples: the move's mean
    averages.credit(0, lead, follow, 6);
    // Move mean 18 / 5 = 3.6, pair mean 6: their average.
    expect(averages.mean(0, lead, 41)).toBeCloseTo(4.8);
    expect(averages.mean(0, other, 41)).toBeCloseTo(3.6); // two samples: the move's mean
    expect(averages.mean(0, -1, 41)).toBeCloseTo(3.6);
    expect(averages.mean(1, lead, 41)).toBe(Infinity); // the other team has seen none of it
  });
});

describe('MoveAverages, many moves', () => {
  it('keeps every code and pair apart as its tables grow, codes past 2^31 too', () => {
    const averages = new MoveAverages();
    const codes = Array.from({ length: 3000 }, (_, i) => (i % 2 === 0 ? i * 64 + 5 : 2 ** 40 + i));
    const ids = codes.map((code) => averages.idOf(code));
    expect(new Set(ids).size).toBe(codes.length);
    for (const [i, id] of ids.entries()) {
      // Each move after its predecessor, three times, at i + 1 on average; once alone at i - 3.
      const prev = ids[(i + codes.length - 1) % codes.length]!;
      for (const value of [i, i + 2, i + 1]) averages.credit(i % 3, prev, id, value);
      averages.credit(i % 3, -1, id, i - 3);
    }
    for (const [i, code] of codes.entries()) {
      const prev = ids[(i + codes.length - 1) % codes.length]!;
      expect(averages.mean(i % 3, -1, code)).toBe(i);
      expect(averages.mean(i % 3, prev, code)).toBe(i + 0.5);
      expect(averages.mean(i % 3, ids[(i + 5) % codes.length]!, code)).toBe(i);
      expect(averages.mean((i + 1) % 3, prev, code)).toBe(Infinity);
    }
    expect(averages.mean(0, -1, 2 ** 40 + 2)).toBe(Infinity);
  });
});

describe('playOutHandGuided', () => {
  it('plays the hand to its end and reports every move with its team', () => {
    const state = deal(5);
    const hand = bots.fast.handNumber(state);
    const moves: number[] = [];
    const teams: number[] = [];
    const averages = new MoveAverages();
    playOutHandGuided(bots, state, hand, [...seedRandom(1)], [], averages, -1, moves, teams);
    expect(bots.fast.handNumber(state) !== hand || bots.fast.toMove(state) < 0).toBe(true);
    expect(moves.length).toBeGreaterThan(40); // four seats of fourteen cards, bar the first
    expect(teams).toHaveLength(moves.length);
    expect(new Set(teams)).toEqual(new Set([0, 1]));
  });

  /**
   * Over the first decisions of 200 deals with at least four legal moves, how often the guided
   * playout's first move is the one `pick` names, after `teach` has credited the averages.
   */
  function shareOfFirstMoves(
    teach: (averages: MoveAverages, team: number, codes: number[], n: number) => number,
    pick: (n: number) => number,
  ): number {
    const codes: number[] = [];
    let favoured = 0;
    let trials = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const state = deal(seed);
      const team = bots.fast.teamOf(state, bots.fast.toMove(state));
      const n = bots.fast.legal(state, codes);
      if (n < 4) continue;
      const averages = new MoveAverages();
      const prev = teach(averages, team, codes, n);
      const moves: number[] = [];
      const hand = bots.fast.handNumber(state);
      playOutHandGuided(bots, state, hand, [...seedRandom(seed)], [], averages, prev, moves, []);
      trials++;
      if (moves[0] === averages.idOf(codes[pick(n)]!)) favoured++;
    }
    expect(trials).toBeGreaterThan(100);
    return favoured / trials;
  }

  /** Every legal move has a mean and the last one listed has the best; returns no previous move. */
  function lastIsBest(averages: MoveAverages, team: number, codes: number[], n: number): number {
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < 10; k++) {
        averages.credit(team, -1, averages.idOf(codes[i]!), i === n - 1 ? 5 : -5);
      }
    }
    return -1;
  }

  it('prefers the moves with the best means, but not always', () => {
    const share = shareOfFirstMoves(lastIsBest, (n) => n - 1);
    // Best move with chance 3/5 plus a 2/5 random pick among n ≥ 4: between 60% and 70%.
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.85);
  });

  it('after a known move, follows what the pair has learnt over the move alone', () => {
    const afterLead = (averages: MoveAverages, team: number, codes: number[], n: number) => {
      lastIsBest(averages, team, codes, n);
      const lead = averages.idOf(2 ** 45); // a move no deal has: only the pair knows it
      // The first move: -5 ten times alone, 20 three times after `lead`: 10/13 as a move, below
      // the last move's 5, but (20 + 10/13) / 2 after `lead`.
      for (let k = 0; k < 3; k++) averages.credit(team, lead, averages.idOf(codes[0]!), 20);
      return lead;
    };
    const share = shareOfFirstMoves(afterLead, () => 0);
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.85);
    // Without the previous move the pair is not looked at, and the last move is best again.
    const alone = shareOfFirstMoves(
      (...args) => (afterLead(...args), -1),
      () => 0,
    );
    expect(alone).toBeLessThan(0.3);
  });
});
