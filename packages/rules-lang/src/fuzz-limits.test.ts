// The limits of src/limits.ts under fuzzing: every rules file of the repository cut short at many
// points, nesting and chains drawn from shallow to far past every limit, and a megabyte of token
// soup. Every input must give diagnostics and nothing else: no exception, no `internal-error`
// (the catch-all of a crash), every range inside the text. Seeded, so a failure repeats.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check, LIMITS, type Diagnostic } from './index';
import { game } from './validation/test-helpers';
import { deepDefine, repoRules, tokenSoup, truncations } from '../test/fuzz-inputs';

function expectOnlyDiagnostics(text: string): Diagnostic[] {
  let diagnostics: Diagnostic[] = [];
  expect(() => (diagnostics = check(text, 'fuzz.rules').diagnostics)).not.toThrow();
  expect(diagnostics.length).toBeLessThanOrEqual(LIMITS.diagnostics + 1);
  for (const d of diagnostics) {
    expect(d.code, d.message).not.toBe('internal-error');
    expect(d.range.start.line).toBeGreaterThanOrEqual(1);
    expect(d.range.start.column).toBeGreaterThanOrEqual(1);
    expect(d.range.end.offset).toBeGreaterThanOrEqual(d.range.start.offset);
    expect(d.range.end.offset).toBeLessThanOrEqual(text.length);
  }
  return diagnostics;
}

describe('limits under fuzzing', { timeout: 120_000 }, () => {
  it('every rules file of the repository, cut short at 40 points', () => {
    expect(repoRules.length).toBeGreaterThanOrEqual(13);
    repoRules.forEach(({ name, text }, i) => {
      expect(
        expectOnlyDiagnostics(text).filter((d) => d.severity === 'error'),
        name,
      ).toEqual([]);
      for (const cut of truncations(text, 40, 100 + i)) expectOnlyDiagnostics(cut);
    });
  });

  it('nesting and chains from shallow to far too deep', () => {
    let tooDeep = 0;
    fc.assert(
      fc.property(deepDefine, (decls) => {
        const codes = expectOnlyDiagnostics(game({ decls })).map((d) => d.code);
        if (codes.includes('too-deeply-nested')) tooDeep++;
      }),
      { numRuns: 50, seed: 2501 },
    );
    // The draws reach past the limits often enough to test them.
    expect(tooDeep).toBeGreaterThan(15);
  });

  it('a megabyte of token soup: bounded, and closed by too-many-errors', () => {
    // ASCII, so that characters are bytes and the text sits just under the limit.
    const soup = fc.sample(tokenSoup, { numRuns: 110, seed: 3 }).join('\n');
    const text = soup.replace(/[^\n\x20-\x7e]/g, '?').slice(0, LIMITS.fileBytes - 1000);
    expect(text).toHaveLength(LIMITS.fileBytes - 1000);
    const diagnostics = expectOnlyDiagnostics(text);
    expect(diagnostics.at(-1)?.code).toBe('too-many-errors');
    expect(expectOnlyDiagnostics(`${text}${'x'.repeat(2000)}`).map((d) => d.code)).toEqual([
      'file-too-large',
    ]);
  });
});
