/** Wilson score interval for a proportion, 95%: better than p ± 1.96·se near 0 and 1. */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

/** Mean with a normal-approximation 95% interval. */
export function meanInterval(values: readonly number[], z = 1.96): [number, number, number] {
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / Math.max(1, n);
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n - 1);
  const half = z * Math.sqrt(variance / Math.max(1, n));
  return [mean, mean - half, mean + half];
}

export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
