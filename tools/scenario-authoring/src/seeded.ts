/**
 * The scenario writers' own seeded numbers in [0, 1) (a linear congruential generator): deals
 * for the cards that do not matter, and the agreement scripts' choices. Not the engines'
 * generator, so a model never borrows the engine's shuffle.
 */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}
