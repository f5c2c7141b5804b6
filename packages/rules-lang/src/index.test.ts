import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from './index';

describe('formatDiagnostic', () => {
  it('prints path:line:col: severity code: message', () => {
    const d: Diagnostic = {
      path: 'rules/hearts.rules',
      line: 12,
      column: 5,
      severity: 'error',
      code: 'unknown-zone',
      message: "no zone named 'stok'",
    };
    expect(formatDiagnostic(d)).toBe(
      "rules/hearts.rules:12:5: error unknown-zone: no zone named 'stok'",
    );
    expect(formatDiagnostic({ ...d, severity: 'warning', line: 1, column: 1 })).toMatch(
      /^rules\/hearts\.rules:1:1: warning unknown-zone: /,
    );
  });
});
