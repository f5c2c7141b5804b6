/**
 * Saved strength results: every duplicate deal of a run with its seed and A's two margins, so a
 * row can be grown over several runs (more seeds, another day, another machine) and reported as
 * one sample. Pooling refuses runs that deal a seed twice for the same game and pairing: the same
 * deal counted twice would narrow the interval without adding evidence.
 */

export const RESULTS_FORMAT = 'orrery-strength/1';

/** One duplicate deal: its seed, and A's margin with A on team 0, then on team 1. */
export type DealResult = readonly [seed: number, first: number, second: number];

/** One game and pairing over a range of deals. */
export interface PairingRun {
  readonly game: string;
  readonly a: string;
  readonly b: string;
  readonly target?: number;
  readonly deals: readonly DealResult[];
}

export interface ResultsFile {
  readonly format: typeof RESULTS_FORMAT;
  readonly machine: string;
  readonly runs: readonly PairingRun[];
}

/** A problem with a results file, saying where it is. */
export class ResultsError extends Error {
  override readonly name = 'ResultsError';
}

/** Reads a saved results file, checking every field; `source` names it in errors. */
export function readResults(text: string, source: string): ResultsFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ResultsError(`${source}: not JSON (${(e as Error).message})`);
  }
  const file = record(value, source);
  if (file['format'] !== RESULTS_FORMAT) {
    throw new ResultsError(`${source}: format must be '${RESULTS_FORMAT}'`);
  }
  const runs = file['runs'];
  if (!Array.isArray(runs)) throw new ResultsError(`${source}: runs must be a list`);
  return {
    format: RESULTS_FORMAT,
    machine: typeof file['machine'] === 'string' ? file['machine'] : 'unknown',
    runs: runs.map((run, i) => readRun(run, `${source}: runs[${i}]`)),
  };
}

function readRun(value: unknown, at: string): PairingRun {
  const run = record(value, at);
  const text = (key: string): string => {
    const field = run[key];
    if (typeof field !== 'string' || field === '') {
      throw new ResultsError(`${at}.${key} must be a non-empty string`);
    }
    return field;
  };
  const game = text('game');
  const a = text('a');
  const b = text('b');
  const target = run['target'];
  if (target !== undefined && (typeof target !== 'number' || !(target > 0 && target < 1))) {
    throw new ResultsError(`${at}.target must be a share between 0 and 1`);
  }
  const deals = run['deals'];
  if (!Array.isArray(deals)) throw new ResultsError(`${at}.deals must be a list`);
  return {
    game,
    a,
    b,
    ...(target === undefined ? {} : { target }),
    deals: deals.map((deal, k) => readDeal(deal, `${at}.deals[${k}]`)),
  };
}

function readDeal(value: unknown, at: string): DealResult {
  if (
    !Array.isArray(value) ||
    value.length !== 3 ||
    !value.every((x) => typeof x === 'number' && Number.isFinite(x)) ||
    !Number.isInteger(value[0])
  ) {
    throw new ResultsError(`${at} must be [seed, margin, margin]`);
  }
  return [value[0], value[1], value[2]] as DealResult;
}

function record(value: unknown, at: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ResultsError(`${at} must be an object`);
  }
  return value as Record<string, unknown>;
}

/**
 * Runs of the same game and pairing merged into one, in order of first appearance, deals sorted
 * by seed. A seed dealt twice for one game and pairing is an error naming both sources.
 */
export function poolRuns(runs: readonly { run: PairingRun; source: string }[]): PairingRun[] {
  const pooled = new Map<
    string,
    { run: PairingRun; deals: DealResult[]; from: Map<number, string> }
  >();
  for (const { run, source } of runs) {
    const key = `${run.game} ${run.a} vs ${run.b}`;
    let entry = pooled.get(key);
    if (entry === undefined) {
      entry = { run, deals: [], from: new Map() };
      pooled.set(key, entry);
    } else if (run.target !== entry.run.target) {
      throw new ResultsError(`${source}: ${key} has another target than in an earlier run`);
    }
    for (const deal of run.deals) {
      const earlier = entry.from.get(deal[0]);
      if (earlier !== undefined) {
        throw new ResultsError(
          `${source}: ${key} deals seed ${deal[0]} again (already in ${earlier})`,
        );
      }
      entry.from.set(deal[0], source);
      entry.deals.push(deal);
    }
  }
  return [...pooled.values()].map(({ run, deals }) => ({
    ...run,
    deals: deals.sort((x, y) => x[0] - y[0]),
  }));
}
