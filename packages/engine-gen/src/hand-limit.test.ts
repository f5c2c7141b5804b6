import { randomBelow, seedRandom, type AnyEngine, type Move } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';
import { COMPILED } from '../test/compiled-engines';

// The tool's hand limit (`SetupArgs.handLimit`) is a setting of the runtime shell, not an option
// a rules file must declare: any engine stops after that many hands, the higher total winning and
// a level one drawn, and a saved game keeps the limit.

/** Plays random legal moves until the match ends or `hands` hands are done; the last state. */
function playOut(engine: AnyEngine, state: unknown, seed: number, hands: number): unknown {
  const rng = [...seedRandom(seed)];
  let s = state;
  for (let k = 0; k < 20_000; k++) {
    const view = engine.outcome(s);
    if (view.over || view.hands.length >= hands) return s;
    const legal: Move[] = engine.legalMoves(s);
    const applied = engine.apply(s, legal[randomBelow(rng, legal.length)]!);
    if (!applied.ok) throw new Error(applied.error.message);
    s = applied.state;
  }
  throw new Error('the match did not end');
}

describe('the hand limit a tool sets', () => {
  // Options under which no match can end by its rules within two hands.
  const long: Record<string, Readonly<Record<string, string | number>>> = {
    'rules/mars-venus.rules': { target: 1000, skunk: 'off' },
    'rules/examples/crazy-eights.rules': { target: 1000 },
  };
  for (const [file, options] of Object.entries(long)) {
    const engine = COMPILED.get(file)!;
    it(`${file}: ends the match after that many hands, with the leader or a draw`, () => {
      for (const seed of [1, 2, 3]) {
        const limited = engine.setup({ seed, options, handLimit: 2 });
        if (!limited.ok) throw new Error(limited.error.message);
        const end = engine.outcome(playOut(engine, limited.value, seed, 99));
        expect({ over: end.over, hands: end.hands.length }).toEqual({ over: true, hands: 2 });
        const best = Math.max(...end.totals);
        const leaders = end.totals.flatMap((t, i) => (t === best ? [i] : []));
        expect(end.winner).toEqual(leaders.length === 1 ? leaders[0] : 'draw');
        // Without the limit, the same match goes on after two hands.
        const free = engine.setup({ seed, options });
        if (!free.ok) throw new Error(free.error.message);
        const on = engine.outcome(playOut(engine, free.value, seed, 2));
        expect({ over: on.over, hands: on.hands.length }).toEqual({ over: false, hands: 2 });
      }
    });

    it(`${file}: a saved game keeps the limit; a bad one is refused where it is`, () => {
      const limited = engine.setup({ seed: 5, handLimit: 1 });
      if (!limited.ok) throw new Error(limited.error.message);
      const text = engine.serialize(limited.value);
      expect(JSON.parse(text).state.handLimit).toBe(1);
      const back = engine.deserialize(text);
      if (!back.ok) throw new Error(back.error.message);
      expect(engine.outcome(playOut(engine, back.value, 5, 99)).hands.length).toBe(1);
      const plain = engine.setup({ seed: 5 });
      if (!plain.ok) throw new Error(plain.error.message);
      expect('handLimit' in JSON.parse(engine.serialize(plain.value)).state).toBe(false);
      const bad = engine.setup({ seed: 5, handLimit: -1 });
      expect(bad.ok ? null : { code: bad.error.code, path: bad.error.path }).toEqual({
        code: 'invalid-setup',
        path: 'handLimit',
      });
    });
  }
});
