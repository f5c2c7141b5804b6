import { engine as annexation } from '@orrery/engine-annexation';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { randomBelow, seedRandom, type AnyEngine } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';

// What searches use of the generated engines beyond the pure API: many deals from one view,
// hands that stop at their end, and the winner read cheaply.

const engines: [string, AnyEngine, Record<string, string | number>][] = [
  ['mars-venus', marsVenus, {}],
  ['starbuckaroos (4 players)', starbuckaroos, { players: 4 }],
  ['annexation', annexation, {}],
];

/** A state a few random moves into the first hand. */
function midHand(engine: AnyEngine, options: Record<string, string | number>, moves: number) {
  const setup = engine.setup({ seed: 3, options });
  if (!setup.ok) throw new Error(setup.error.message);
  const fast = engine.fast;
  const state = fast.clone(setup.value);
  const rng = [...seedRandom(9)];
  const codes: number[] = [];
  for (let k = 0; k < moves; k++)
    fast.play(state, codes[randomBelow(rng, fast.legal(state, codes))]!);
  return state;
}

describe.each(engines)('%s', (_name, engine, options) => {
  it('determinizer(view) deals exactly what determinize(view) deals, call after call', () => {
    const state = midHand(engine, options, 9);
    const seat = engine.fast.toMove(state);
    const view = engine.view(state, seat);
    const deal = engine.determinizer(view);
    const a = [...seedRandom(21)];
    const b = [...seedRandom(21)];
    const seen = new Set<string>();
    for (let k = 0; k < 5; k++) {
      const one = engine.serialize(deal(a));
      expect(one).toBe(engine.serialize(engine.determinize(view, b)));
      seen.add(one);
    }
    expect(seen.size).toBeGreaterThan(1); // fresh deals, not one deal repeated
  });

  it('a paused state stops at the end of its hand, scored, with no next deal', () => {
    const state = midHand(engine, options, 0);
    const paused = engine.fast.clone(state);
    const going = engine.fast.clone(state);
    engine.fast.pauseAtHandEnd(paused);
    const rng = [...seedRandom(5)];
    const codes: number[] = [];
    let moves = 0;
    while (engine.fast.toMove(paused) >= 0) {
      const code = codes[randomBelow(rng, engine.fast.legal(paused, codes))]!;
      engine.fast.play(paused, code);
      engine.fast.play(going, code);
      moves++;
    }
    expect(moves).toBeGreaterThan(0);
    expect(engine.fast.handNumber(paused)).toBe(2);
    expect(engine.fast.handScores(paused)).toEqual(engine.fast.handScores(going));
    expect(engine.outcome(paused).totals).toEqual(engine.outcome(going).totals);
    // The unpaused twin dealt the next hand and goes on; the paused one does not.
    expect(engine.fast.toMove(going)).toBeGreaterThanOrEqual(0);
    expect(engine.fast.winner(paused)).toBe(-1);
  });

  it('winner is -1 while the match goes on and the outcome winner once it ends', () => {
    const setup = engine.setup({ seed: 8, options: { ...options, 'max-hands': 1 } });
    if (!setup.ok) throw new Error(setup.error.message);
    const s = engine.fast.clone(setup.value);
    const rng = [...seedRandom(2)];
    const codes: number[] = [];
    while (engine.fast.toMove(s) >= 0) {
      expect(engine.fast.winner(s)).toBe(-1);
      engine.fast.play(s, codes[randomBelow(rng, engine.fast.legal(s, codes))]!);
    }
    const winner = engine.outcome(s).winner;
    expect(engine.fast.winner(s)).toBe(winner === 'draw' ? -2 : winner);
  });
});
