import { describe, expect, it } from 'vitest';
import { DiagnosticSink, formatDiagnostic, sortDiagnostics } from './diagnostics';

const at = (line: number, column: number, offset: number) => ({
  start: { line, column, offset },
  end: { line, column: column + 4, offset: offset + 4 },
});

describe('formatDiagnostic', () => {
  it('prints path:line:col: severity code: message, with the suggestion after a dash', () => {
    const sink = new DiagnosticSink('rules/hearts.rules');
    sink.error('unknown-suit', at(12, 5, 200), "unknown suit 'Neptun'", "did you mean 'Neptune'?");
    sink.warning('unreachable-phase', at(1, 1, 0), "phase 'bidding' can never be played");
    expect(formatDiagnostic(sink.items[0]!)).toBe(
      "rules/hearts.rules:12:5: error unknown-suit: unknown suit 'Neptun' — did you mean 'Neptune'?",
    );
    expect(formatDiagnostic(sink.items[1]!)).toBe(
      "rules/hearts.rules:1:1: warning unreachable-phase: phase 'bidding' can never be played",
    );
    expect(sink.hasErrors).toBe(true);
    expect(sortDiagnostics(sink.items).map((d) => d.code)).toEqual([
      'unreachable-phase',
      'unknown-suit',
    ]);
  });
});
