// The statistics behind every figure: 95% intervals for rates (Wilson) and means (Student's t),
// and the two tests `--compare` uses to say whether a difference is more than noise.

/** A rate with its 95% interval. */
export interface Rate {
  readonly rate: number;
  readonly ci95: readonly [number, number];
}

/** A mean with its 95% interval. */
export interface Mean {
  readonly mean: number;
  readonly ci95: readonly [number, number];
}

/** What a mean is computed from: count, sum and sum of squares (exact for whole numbers). */
export interface Moments {
  readonly n: number;
  readonly sum: number;
  readonly sumSquares: number;
}

const Z95 = 1.959963984540054;

/**
 * Wilson's score interval: unlike the textbook p ± 1.96·se it stays inside [0, 1] and behaves
 * when a rule fires in almost no match or almost every match.
 */
export function wilson(successes: number, trials: number): Rate {
  if (trials <= 0) return { rate: 0, ci95: [0, 1] };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  // At 0 or all successes the bound is exactly 0 or 1; rounding would leave 0.9999999999999999.
  const lo = successes === 0 ? 0 : clamp01(centre - half);
  const hi = successes === trials ? 1 : clamp01(centre + half);
  return { rate: p, ci95: [lo, hi] };
}

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

/** The sample variance (n - 1 in the denominator); 0 below two samples. */
export function variance(m: Moments): number {
  if (m.n < 2) return 0;
  const mean = m.sum / m.n;
  return Math.max(0, (m.sumSquares - m.n * mean * mean) / (m.n - 1));
}

/** A mean with Student's t interval (the normal one for large samples, in effect). */
export function meanOf(m: Moments): Mean {
  if (m.n === 0) return { mean: 0, ci95: [0, 0] };
  const mean = m.sum / m.n;
  if (m.n < 2) return { mean, ci95: [mean, mean] };
  const half = tQuantile975(m.n - 1) * Math.sqrt(variance(m) / m.n);
  return { mean, ci95: [mean - half, mean + half] };
}

/** The 97.5% quantile of Student's t with `df` degrees of freedom (Cornish-Fisher, < 1e-4 off). */
export function tQuantile975(df: number): number {
  if (!Number.isFinite(df) || df > 1e6) return Z95;
  if (df <= 1) return 12.706204736174707;
  if (df <= 2) return 4.302652729749464;
  const z = Z95;
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  const z9 = z ** 9;
  return (
    z +
    (z3 + z) / (4 * df) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * df * df) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3) +
    (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / (92160 * df ** 4)
  );
}

/** A difference between two runs and whether it is significant at 95%. */
export interface Difference {
  readonly difference: number;
  readonly significant: boolean;
  /** The test statistic: z for rates, Welch's t for means. */
  readonly statistic: number;
}

/** The pooled two-proportion z-test. */
export function twoProportions(
  successesA: number,
  trialsA: number,
  successesB: number,
  trialsB: number,
): Difference {
  if (trialsA === 0 || trialsB === 0) return { difference: 0, significant: false, statistic: 0 };
  const pa = successesA / trialsA;
  const pb = successesB / trialsB;
  const pooled = (successesA + successesB) / (trialsA + trialsB);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / trialsA + 1 / trialsB));
  const statistic = se === 0 ? 0 : (pb - pa) / se;
  return { difference: pb - pa, significant: Math.abs(statistic) > Z95, statistic };
}

/** Welch's t-test on two means, with the Welch–Satterthwaite degrees of freedom. */
export function welch(a: Moments, b: Moments): Difference {
  if (a.n < 2 || b.n < 2) {
    const d = (b.n ? b.sum / b.n : 0) - (a.n ? a.sum / a.n : 0);
    return { difference: d, significant: false, statistic: 0 };
  }
  const ma = a.sum / a.n;
  const mb = b.sum / b.n;
  const va = variance(a) / a.n;
  const vb = variance(b) / b.n;
  const se = Math.sqrt(va + vb);
  if (se === 0) return { difference: mb - ma, significant: mb !== ma, statistic: 0 };
  const statistic = (mb - ma) / se;
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  return {
    difference: mb - ma,
    significant: Math.abs(statistic) > tQuantile975(df),
    statistic,
  };
}
