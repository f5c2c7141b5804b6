// One diagnostic shape for every stage: lexer, parser, linker and validator all report through
// it, and the CLI prints it. Only programming errors throw; a designer's mistake is a value.

import type { Range } from './ast/ast';

export type Severity = 'error' | 'warning';

/** One problem in a rules file; lines and columns count from 1. */
export interface Diagnostic {
  readonly path: string;
  readonly range: Range;
  readonly severity: Severity;
  /** kebab-case, stable across releases, e.g. `unknown-suit`. */
  readonly code: string;
  /** In the designer's words: `unknown suit 'Neptun'`. */
  readonly message: string;
  /** A fix where one exists: `did you mean 'hearts'?` */
  readonly suggestion?: string;
}

/** `path:line:col: error|warning CODE: message — suggestion`, the shape tsc and editors use. */
export function formatDiagnostic(d: Diagnostic): string {
  const { line, column } = d.range.start;
  const hint = d.suggestion === undefined ? '' : ` — ${d.suggestion}`;
  return `${d.path}:${line}:${column}: ${d.severity} ${d.code}: ${d.message}${hint}`;
}

/** Collects diagnostics for one file. */
export class DiagnosticSink {
  readonly items: Diagnostic[] = [];
  constructor(readonly path: string) {}

  error(code: string, range: Range, message: string, suggestion?: string): void {
    this.push('error', code, range, message, suggestion);
  }

  warning(code: string, range: Range, message: string, suggestion?: string): void {
    this.push('warning', code, range, message, suggestion);
  }

  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }

  private push(
    severity: Severity,
    code: string,
    range: Range,
    message: string,
    suggestion: string | undefined,
  ): void {
    const d: Diagnostic =
      suggestion === undefined
        ? { path: this.path, range, severity, code, message }
        : { path: this.path, range, severity, code, message, suggestion };
    this.items.push(d);
  }
}

/** Sorts by position, then code, so output is stable whatever order the stages ran in. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      a.range.start.offset - b.range.start.offset ||
      a.code.localeCompare(b.code),
  );
}
