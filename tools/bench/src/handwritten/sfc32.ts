import { seedRandom } from '@orrery/runtime';

/**
 * The runtime's sfc32 generator with its four words in fields instead of an array, so the
 * hand-written engines shuffle without indexing or allocating. It must give exactly the numbers
 * `randomWord`/`shuffleInPlace` of @orrery/runtime give: the agreement test deals every hand
 * from the same seed in all three engines.
 */
const LIMITS: number[] = [];

export class Sfc32 {
  a = 0;
  b = 0;
  c = 0;
  d = 0;

  constructor(seed: number) {
    const words = seedRandom(seed);
    this.a = words[0];
    this.b = words[1];
    this.c = words[2];
    this.d = words[3];
  }

  copyFrom(o: Sfc32): void {
    this.a = o.a;
    this.b = o.b;
    this.c = o.c;
    this.d = o.d;
  }

  /** The next unsigned 32-bit word. */
  next(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const t = (((a + b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  /**
   * An integer in [0, bound) by rejection, exactly as `randomBelow`: limits of small bounds are
   * cached and the remainder is an exact floor division, as no float remainder is cheap.
   */
  below(bound: number): number {
    let limit = bound < 1024 ? LIMITS[bound] : undefined;
    if (limit === undefined) {
      limit = 4294967296 - (4294967296 % bound);
      if (bound < 1024) LIMITS[bound] = limit;
    }
    for (;;) {
      const value = this.next();
      if (value < limit) return value - Math.floor(value / bound) * bound;
    }
  }

  /** Fisher–Yates in place, exactly as `shuffleInPlace`. */
  shuffle(items: Uint8Array): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const held = items[i]!;
      items[i] = items[j]!;
      items[j] = held;
    }
  }
}
