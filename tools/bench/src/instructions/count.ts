/**
 * What `bench:instructions` reads of a run and works out: the instructions Valgrind counted, and
 * from two runs of different lengths the instructions of one unit of work (a hand played, or an
 * ISMCTS iteration), which leaves out what every run pays once (starting Node, loading the
 * engine, compiling it).
 */

/** One run under Valgrind: how many units of work it did, and the instructions it counted. */
export interface Counted {
  /** Hands played, or iterations searched. */
  readonly units: number;
  readonly instructions: number;
}

/**
 * The instructions Valgrind's cachegrind printed (`==123== I refs: 2,712,226,567`), or
 * undefined where its output has no such line (Valgrind failed, or another tool ran).
 */
export function instructionsOf(output: string): number | undefined {
  const m = /I\s+refs:\s+([\d,]+)/.exec(output);
  return m === null ? undefined : Number(m[1]!.replace(/,/g, ''));
}

/** The instructions of one unit: the difference of two runs over the difference of their units. */
export function perUnit(short: Counted, long: Counted): number {
  const units = long.units - short.units;
  if (!(units > 0)) throw new Error('the long run must do more than the short one');
  return (long.instructions - short.instructions) / units;
}

/** A game's two engines counted: instructions a hand of each, and the ratio the table reads. */
export interface Comparison {
  readonly generated: number;
  readonly handwritten: number;
  /**
   * The generated engine's speed as a share of the hand-written one's, were speed the inverse
   * of instructions: hand-written instructions over generated ones (1.0 would be as fast).
   */
  readonly ratio: number;
}

export function compare(generated: number, handwritten: number): Comparison {
  return { generated, handwritten, ratio: handwritten / generated };
}
