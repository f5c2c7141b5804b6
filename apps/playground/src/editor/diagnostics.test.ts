import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { summary, toLint, toProblems } from './diagnostics';

const doc = Text.of(['deal 14 each', 'zone hand: per seat']);
const range = (line: number, from: number, to: number) => ({
  start: { line, character: from },
  end: { line, character: to },
});

describe('diagnostics', () => {
  it('keep the server range, code and message, and count by severity', () => {
    const problems = toProblems(doc, [
      { range: range(1, 5, 9), severity: 1, code: 'unknown-zone', message: "unknown zone 'hand'" },
      { range: range(0, 0, 0), severity: 2, code: 'unused', message: 'never used' },
    ]);
    expect(problems[0]).toEqual({
      from: 18,
      to: 22,
      line: 2,
      column: 6,
      severity: 'error',
      code: 'unknown-zone',
      message: "unknown zone 'hand'",
    });
    expect(toLint(problems)[0]).toEqual({
      from: 18,
      to: 22,
      severity: 'error',
      source: 'unknown-zone',
      message: "unknown zone 'hand'",
    });
    expect(summary(problems)).toBe('1 error, 1 warning');
    expect(summary(problems.slice(0, 1))).toBe('1 error');
    expect(summary([...problems, problems[0]!].filter((p) => p.severity === 'error'))).toBe(
      '2 errors',
    );
    expect(summary([])).toBe('No errors');
  });
});
