import { engine } from '@orrery/engine-mars-venus';
import { MarsVenusMatch } from './handwritten/mars-venus';
import { Sfc32 } from './handwritten/sfc32';
const rng = new Sfc32(9);
for (let round = 0; round < 3; round++) {
  let t0 = performance.now();
  let hands = 0;
  const codes: number[] = [];
  while (performance.now() - t0 < 1000) {
    const s = engine.setup({ seed: hands, options: { 'max-hands': 1 } });
    if (!s.ok) throw 0;
    const st = s.value;
    while (engine.fast.toMove(st) >= 0) {
      const n = engine.fast.legal(st, codes);
      engine.fast.play(st, codes[rng.below(n)]!);
    }
    hands++;
  }
  const g = (hands / (performance.now() - t0)) * 1000;
  t0 = performance.now();
  hands = 0;
  const out = new Int32Array(64);
  while (performance.now() - t0 < 1000) {
    const m = new MarsVenusMatch(hands, { 'max-hands': 1 });
    while (m.toMove() >= 0) {
      const n = m.legal(out);
      m.play(out[rng.below(n)]!);
    }
    hands++;
  }
  const h = (hands / (performance.now() - t0)) * 1000;
  console.log('gen', g.toFixed(0), 'hw', h.toFixed(0));
}
