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
    expect(averages.mean(0, 7)).toBe(Infinity);
    averages.credit(0, 7, 4);
    averages.credit(0, 7, -1);
    averages.credit(1, 7, 10);
    expect(averages.mean(0, 7)).toBe(1.5);
    expect(averages.mean(1, 7)).toBe(10);
    expect(averages.mean(1, 8)).toBe(Infinity);
  });
});

describe('MoveAverages, many moves', () => {
  it('keeps every code apart as its table grows, codes past 2^31 too', () => {
    const averages = new MoveAverages();
    const codes = Array.from({ length: 3000 }, (_, i) => (i % 2 === 0 ? i * 64 + 5 : 2 ** 40 + i));
    for (const [i, code] of codes.entries()) {
      averages.credit(i % 3, code, i);
      averages.credit(i % 3, code, i + 2);
    }
    for (const [i, code] of codes.entries()) {
      expect(averages.mean(i % 3, code)).toBe(i + 1);
      expect(averages.mean((i + 1) % 3, code)).toBe(Infinity);
    }
    expect(averages.mean(0, 2 ** 40 + 1)).toBe(Infinity);
  });
});

describe('playOutHandGuided', () => {
  it('plays the hand to its end and reports every move with its team', () => {
    const state = deal(5);
    const hand = bots.fast.handNumber(state);
    const moves: number[] = [];
    const teams: number[] = [];
    playOutHandGuided(bots, state, hand, [...seedRandom(1)], [], new MoveAverages(), moves, teams);
    expect(bots.fast.handNumber(state) !== hand || bots.fast.toMove(state) < 0).toBe(true);
    expect(moves.length).toBeGreaterThan(40); // four seats of fourteen cards, bar the first
    expect(teams).toHaveLength(moves.length);
    expect(new Set(teams)).toEqual(new Set([0, 1]));
  });

  it('prefers the moves with the best means, but not always', () => {
    const codes: number[] = [];
    let favoured = 0;
    let trials = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const state = deal(seed);
      const seat = bots.fast.toMove(state);
      const team = bots.fast.teamOf(state, seat);
      const n = bots.fast.legal(state, codes);
      if (n < 4) continue;
      // Every legal move has a mean; the last one listed has the best.
      const averages = new MoveAverages();
      for (let i = 0; i < n; i++) averages.credit(team, codes[i]!, i === n - 1 ? 5 : -5);
      const moves: number[] = [];
      const hand = bots.fast.handNumber(state);
      playOutHandGuided(bots, state, hand, [...seedRandom(seed)], [], averages, moves, []);
      trials++;
      if (moves[0] === codes[n - 1]) favoured++;
    }
    expect(trials).toBeGreaterThan(100);
    // Best move with chance 3/5 plus a 2/5 random pick among n ≥ 4: between 60% and 70%.
    expect(favoured / trials).toBeGreaterThan(0.5);
    expect(favoured / trials).toBeLessThan(0.85);
  });
});
