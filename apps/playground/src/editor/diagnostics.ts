// The server's diagnostics (the codes, ranges and messages of `orrery check`) as CodeMirror lint
// diagnostics, and the words the status line says about them.

import type { Diagnostic as LintDiagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { toOffset } from './positions';

/** LSP severities 1 and 2 (3 and 4 are hints the checker never sends). */
const SEVERITY: Readonly<Record<number, LintDiagnostic['severity']>> = {
  1: 'error',
  2: 'warning',
  3: 'info',
  4: 'hint',
};

/** One problem as the editor shows it: where, how bad, its code and its message. */
export interface Problem {
  readonly from: number;
  readonly to: number;
  readonly line: number;
  readonly column: number;
  readonly severity: LintDiagnostic['severity'];
  readonly code: string;
  readonly message: string;
}

export function toProblems(doc: Text, diagnostics: readonly Diagnostic[]): Problem[] {
  return diagnostics.map((d) => {
    const from = toOffset(doc, d.range.start);
    return {
      from,
      to: Math.max(from, toOffset(doc, d.range.end)),
      line: d.range.start.line + 1,
      column: d.range.start.character + 1,
      severity: SEVERITY[d.severity ?? 1] ?? 'error',
      code: d.code === undefined ? '' : String(d.code),
      message: typeof d.message === 'string' ? d.message : d.message.value,
    };
  });
}

export function toLint(problems: readonly Problem[]): LintDiagnostic[] {
  return problems.map((p) => ({
    from: p.from,
    to: p.to,
    severity: p.severity,
    source: p.code,
    message: p.message,
  }));
}

/** "No errors", "1 error", "2 errors, 1 warning". */
export function summary(problems: readonly Problem[]): string {
  const count = (severity: string) => problems.filter((p) => p.severity === severity).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const errors = count('error');
  const warnings = count('warning');
  if (errors === 0 && warnings === 0) return 'No errors';
  return warnings === 0
    ? plural(errors, 'error')
    : `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}
