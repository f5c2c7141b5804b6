/**
 * The in-place twin of `random.ts` for engines' hot paths: the same sfc32 sequence, but the
 * four words live in a mutable array inside the game state and are advanced without allocating.
 * `seedRandom(seed)` gives the starting words for both.
 */

/** Advances `s` (four uint32 words) in place and returns the next unsigned 32-bit value. */
export function randomWord(s: number[]): number {
  const a = s[0]!;
  const b = s[1]!;
  const c = s[2]!;
  const d = s[3]!;
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) >>> 0;
  s[0] = (b ^ (b >>> 9)) >>> 0;
  s[1] = (c + (c << 3)) >>> 0;
  s[2] = ((((c << 21) | (c >>> 11)) + t) | 0) >>> 0;
  return t >>> 0;
}

/**
 * Rejection limits of small bounds, worked out once (`2^32 % bound` is a slow float remainder);
 * 0 until a bound is first used. A typed array of fixed size: with a plain array grown as bounds
 * arrived, about half the runs of the same benchmark were a third slower, depending on when the
 * JIT compiled the code that reads it.
 */
const LIMITS = new Float64Array(1024);

/** An integer in [0, bound) without modulo bias; `bound` is a positive integer. */
export function randomBelow(s: number[], bound: number): number {
  let limit = bound < 1024 ? LIMITS[bound]! : 0;
  if (limit === 0) {
    limit = 4294967296 - (4294967296 % bound);
    if (bound < 1024) LIMITS[bound] = limit;
  }
  for (;;) {
    const value = randomWord(s);
    // value % bound, without a float remainder (value is a uint32, often above int32 range);
    // exact: the quotient of two numbers below 2^32 never rounds up to the next integer.
    if (value < limit) return value - Math.floor(value / bound) * bound;
  }
}

/**
 * Fisher–Yates in place, drawing from `s`: the same order as `shuffle` in random.ts. The four
 * words are held in locals (as int32, the same bits) for the whole shuffle and written back once:
 * advancing them through the array at each draw measured 5% of a whole random hand.
 */
export function shuffleInPlace<T>(items: T[], s: number[]): void {
  let a = s[0]! | 0;
  let b = s[1]! | 0;
  let c = s[2]! | 0;
  let d = s[3]! | 0;
  for (let i = items.length - 1; i > 0; i--) {
    const bound = i + 1;
    let limit = bound < 1024 ? LIMITS[bound]! : 0;
    if (limit === 0) {
      limit = 4294967296 - (4294967296 % bound);
      if (bound < 1024) LIMITS[bound] = limit;
    }
    let j: number;
    for (;;) {
      // randomWord, on the locals.
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      const value = t >>> 0;
      if (value < limit) {
        j = value - Math.floor(value / bound) * bound;
        break;
      }
    }
    const held = items[i]!;
    items[i] = items[j]!;
    items[j] = held;
  }
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
}
