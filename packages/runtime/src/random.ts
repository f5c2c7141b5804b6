/**
 * Seeded randomness whose whole state is four plain 32-bit numbers, so it can live inside a
 * JSON game state and a saved game replays exactly. The generator is sfc32 (Chris Doty-Humphrey's
 * Small Fast Counting generator): tiny, fast and good enough for shuffling cards.
 */
export type RandomState = readonly [number, number, number, number];

/**
 * Builds a state from a 32-bit seed, warming the generator up so nearby seeds diverge: twelve
 * steps of `nextUint32`, written out on four numbers (every match starts here, and a step that
 * made two arrays each time was a third of a new match's cost).
 */
export function seedRandom(seed: number): RandomState {
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  for (let i = 0; i < 12; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
  }
  return [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
}

/** Returns the next unsigned 32-bit value and the state after it; the input is not changed. */
export function nextUint32(state: RandomState): [value: number, next: RandomState] {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** An integer in [0, bound), without modulo bias. */
export function nextInt(state: RandomState, bound: number): [value: number, next: RandomState] {
  if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32) {
    throw new RangeError(`bound must be an integer in [1, 2^32], got ${bound}`);
  }
  // Reject the top slice of the 32-bit range that would make small values more likely.
  const limit = 2 ** 32 - (2 ** 32 % bound);
  let current = state;
  for (;;) {
    const [value, next] = nextUint32(current);
    current = next;
    if (value < limit) return [value % bound, current];
  }
}

/** A Fisher–Yates shuffle into a new array; returns it with the state after it. */
export function shuffle<T>(
  items: readonly T[],
  state: RandomState,
): [shuffled: T[], next: RandomState] {
  const out = items.slice();
  let current = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(current, i + 1);
    current = next;
    const held = out[i] as T;
    out[i] = out[j] as T;
    out[j] = held;
  }
  return [out, current];
}
