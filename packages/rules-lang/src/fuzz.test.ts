// The front end must turn any text into diagnostics: never an exception, never an
// `internal-error` (its catch-all for a crash). The inputs are in test/fuzz-inputs.ts. How fast a
// 10 KB input goes (target: under 100 ms) is measured by bench/parse-bench.ts, not here: timed
// tests on a shared machine measure the machine.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from './index';
import { mutatedBundle, mutatedSeed, seeds, TARGET_SIZE, tokenSoup } from '../test/fuzz-inputs';

/** The whole front end: parse, link, validate. */
const frontEnd = (text: string) => check(text, 'fuzz.rules');

/** Generous: a loaded CI machine runs these several times slower than a laptop. */
const TEST_TIMEOUT_MS = 60_000;

/** Runs the front end, checks what no input may break, and returns the time it took. */
function timedRun(text: string): number {
  const started = performance.now();
  const result = frontEnd(text);
  const elapsed = performance.now() - started;
  for (const d of result.diagnostics) {
    // Both stages turn their own crashes into this code: seeing it means something threw.
    expect(d.code, d.message).not.toBe('internal-error');
    expect(d.code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
    expect(d.range.start.line).toBeGreaterThanOrEqual(1);
    expect(d.range.start.column).toBeGreaterThanOrEqual(1);
    expect(d.range.start.offset).toBeGreaterThanOrEqual(0);
    expect(d.range.end.offset).toBeGreaterThanOrEqual(d.range.start.offset);
    expect(d.range.end.offset).toBeLessThanOrEqual(text.length);
  }
  return elapsed;
}

/** Max milliseconds per call over the runs, after one warm-up call on the same kind of input. */
function maxTime(input: fc.Arbitrary<string>, numRuns: number, seed: number): number {
  const [warmUp] = fc.sample(input, { numRuns: 1, seed });
  if (warmUp !== undefined) frontEnd(warmUp);
  let max = 0;
  fc.assert(
    fc.property(input, (text) => {
      max = Math.max(max, timedRun(text));
    }),
    { numRuns, seed },
  );
  return max;
}

describe('the front end on hostile input', { timeout: TEST_TIMEOUT_MS }, () => {
  it('parses the unmutated seeds without errors, so mutations start from a real file', () => {
    seeds.forEach((text) => {
      const errors = frontEnd(text).diagnostics.filter((d) => d.severity === 'error');
      expect(errors).toEqual([]);
    });
  });

  it('never crashes on ~10 KB of token soup', () => {
    const sizes = fc.sample(tokenSoup, { numRuns: 20, seed: 1 }).map((t) => t.length);
    expect(Math.min(...sizes)).toBeGreaterThan(TARGET_SIZE * 0.7);
    expect(Math.max(...sizes)).toBeLessThan(TARGET_SIZE * 1.5);
    const max = maxTime(tokenSoup, 100, 42);
    console.info(`token soup: max ${max.toFixed(1)} ms per call`);
  });

  it('never crashes on mutated seed files', () => {
    maxTime(mutatedSeed, 300, 7);
  });

  it('never crashes on a mutated ~12 KB bundle of the seeds', () => {
    const max = maxTime(mutatedBundle, 100, 1234);
    console.info(`mutated bundle: max ${max.toFixed(1)} ms per call`);
  });
});
