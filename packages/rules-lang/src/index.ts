// Skeleton: the rules-language design replaces this file. Only the Diagnostic shape and its
// one-line format are fixed here so other packages and the CLI can already print diagnostics.

export type Severity = 'error' | 'warning';

/** One problem in a rules file; lines and columns count from 1. */
export interface Diagnostic {
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly severity: Severity;
  /** kebab-case, stable across releases, e.g. `unknown-zone`. */
  readonly code: string;
  readonly message: string;
}

/** `path:line:col: error|warning CODE: message`, the shape editors and CI logs understand. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.path}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}`;
}
