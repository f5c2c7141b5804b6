import { median } from '../bench/measure';

/** One isolate's rates, a sample a round. */
export interface IsolateRates {
  readonly engine: string;
  readonly rates: readonly number[];
}

/** What several isolates of two engines say about the ratio of the first to the second. */
export interface Spread {
  /** Each isolate's median rate, by engine, in the order given. */
  readonly medians: Readonly<Record<string, readonly number[]>>;
  /** The median over the isolates of each engine's median. */
  readonly typical: Readonly<Record<string, number>>;
  /** `typical` of the first engine over the second's. */
  readonly ratio: number;
  /** The lowest and highest ratio of one isolate of the first to one of the second. */
  readonly pairs: { readonly min: number; readonly max: number };
}

/**
 * The ratio of engine `a` to engine `b` as one run of `npm run bench` could have read it (one
 * isolate of each, wherever it landed) and as the isolates read it together.
 */
export function spreadOf(isolates: readonly IsolateRates[], a: string, b: string): Spread {
  const of = (engine: string) =>
    isolates.filter((x) => x.engine === engine).map((x) => median(x.rates));
  const as = of(a);
  const bs = of(b);
  if (as.length === 0 || bs.length === 0) throw new Error(`no isolate of ${as.length ? b : a}`);
  const ratios = as.flatMap((x) => bs.map((y) => x / y));
  const typical = { [a]: median(as), [b]: median(bs) };
  return {
    medians: { [a]: as, [b]: bs },
    typical,
    ratio: typical[a]! / typical[b]!,
    pairs: { min: Math.min(...ratios), max: Math.max(...ratios) },
  };
}
