// What the engine benchmarks share: reading a count from the command line, the median of runs,
// and random hands down the fast path. Not a test: nothing here fails a build.

import { randomBelow, seedRandom, type AnyEngine } from '@orrery/runtime';

/** `--name N` from the command line, a whole number above 0, or `fallback`. */
export function argInt(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at < 0 ? NaN : Number(process.argv[at + 1]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Plays `hands` hands with uniformly random legal moves down the fast path: matches under the
 * default options, a new match (its setup counted) whenever one ends. Each hand includes its deal.
 */
export function fastHands(engine: AnyEngine, hands: number, seed: number): void {
  const { fast } = engine;
  const picks = [...seedRandom(seed)];
  const codes: number[] = [];
  let played = 0;
  for (let match = seed; played < hands; match++) {
    const setup = engine.setup({ seed: match });
    if (!setup.ok) throw new Error(setup.error.message);
    const s = setup.value;
    let hand = fast.handNumber(s);
    while (fast.toMove(s) >= 0 && played < hands) {
      const n = fast.legal(s, codes);
      fast.play(s, codes[randomBelow(picks, n)]!);
      if (fast.handNumber(s) !== hand || fast.toMove(s) < 0) {
        played++;
        hand = fast.handNumber(s);
      }
    }
  }
}
