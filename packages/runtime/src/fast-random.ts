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
 * `value % bound`, `value` a uint32 and `bound` a positive integer, without a float remainder:
 * exact, as the quotient of two numbers below 2^32 never rounds up to the next integer.
 */
function remainderOf(value: number, bound: number): number {
  return value - Math.floor(value / bound) * bound;
}

/**
 * Whether a draw `value` of remainder `rest` is kept, so that every remainder is as likely: it
 * is kept when below the largest multiple of `bound` not above 2^32. `value - rest` is a
 * multiple of `bound`, below that limit exactly when the next multiple is not above 2^32 either,
 * so no limit is worked out (`2^32 % bound` is a slow float remainder) or read from a table.
 */
export function isKept(value: number, rest: number, bound: number): boolean {
  return value - rest + bound <= 4294967296;
}

/** An integer in [0, bound) without modulo bias; `bound` is a positive integer. */
export function randomBelow(s: number[], bound: number): number {
  for (;;) {
    const value = randomWord(s);
    const rest = remainderOf(value, bound);
    if (isKept(value, rest, bound)) return rest;
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
    let j: number;
    for (;;) {
      // randomWord, on the locals.
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      // `remainderOf` and `isKept`, written out: a call of a module's function costs a check at
      // each draw that the name still holds it (about 300 instructions a 32-card shuffle).
      const value = t >>> 0;
      const rest = value - Math.floor(value / bound) * bound;
      if (value - rest + bound <= 4294967296) {
        j = rest;
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
