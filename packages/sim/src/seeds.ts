// Every match's seed comes from the run's seed and the match's number alone, so a run's figures
// do not depend on how many workers share it or in which order they finish.

/** A well-mixed 32-bit hash (murmur3's finaliser) of a few 32-bit words. */
export function mix32(...words: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const w of words) {
    h = Math.imul(h ^ (w >>> 0), 0x01000193) >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** The engine seed of match `index` in a run seeded `runSeed`. */
export function matchSeed(runSeed: number, index: number): number {
  return mix32(runSeed, index, 0x6d61);
}

/** The dice of the bot at `seat` in that match: never the engine's own stream. */
export function botSeed(runSeed: number, index: number, seat: number): number {
  return mix32(runSeed, index, 0x626f, seat);
}
