// One diagnostic shape for every stage: lexer, parser, linker and validator all report through
// it, and the CLI prints it. Only programming errors throw; a designer's mistake is a value.

import type { Range } from './ast/ast';
import { LIMITS } from './limits';

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

/** Collects diagnostics for one file, keeping the first LIMITS.diagnostics of them. */
export class DiagnosticSink {
  readonly items: Diagnostic[] = [];
  /** Diagnostics reported past the limit and left out. */
  private dropped = 0;
  private errors = 0;
  constructor(readonly path: string) {}

  error(code: string, range: Range, message: string, suggestion?: string): void {
    this.push('error', code, range, message, suggestion);
  }

  warning(code: string, range: Range, message: string, suggestion?: string): void {
    this.push('warning', code, range, message, suggestion);
  }

  get hasErrors(): boolean {
    return this.errors > 0;
  }

  /** Records that a stage stopped early, with more to report than it kept. */
  stoppedEarly(): void {
    this.dropped++;
  }

  /** Whether diagnostics were left out past LIMITS.diagnostics. */
  get overflowed(): boolean {
    return this.dropped > 0;
  }

  /** What was kept, sorted, and `too-many-errors` last if anything was left out. */
  sorted(): Diagnostic[] {
    return capDiagnostics(sortDiagnostics(this.items), this.overflowed);
  }

  private push(
    severity: Severity,
    code: string,
    range: Range,
    message: string,
    suggestion: string | undefined,
  ): void {
    if (severity === 'error') this.errors++;
    if (this.items.length >= LIMITS.diagnostics) {
      this.dropped++;
      return;
    }
    const d: Diagnostic =
      suggestion === undefined
        ? { path: this.path, range, severity, code, message }
        : { path: this.path, range, severity, code, message, suggestion };
    this.items.push(d);
  }
}

export const TOO_MANY_ERRORS = 'too-many-errors';

/**
 * A sorted list cut to LIMITS.diagnostics, closed by one `too-many-errors` when anything was
 * left out: `overflowed` (a sink dropped some), a closing diagnostic of an earlier cut (lists of
 * two stages merged), or a list that is simply too long.
 */
export function capDiagnostics(sorted: readonly Diagnostic[], overflowed: boolean): Diagnostic[] {
  const kept = sorted.filter((d) => d.code !== TOO_MANY_ERRORS);
  if (!overflowed && kept.length === sorted.length && kept.length <= LIMITS.diagnostics)
    return kept;
  const shown = kept.slice(0, LIMITS.diagnostics);
  const last = shown[shown.length - 1];
  if (last === undefined) return shown;
  const at = kept[LIMITS.diagnostics]?.range.start ?? last.range.end;
  shown.push({
    path: last.path,
    range: { start: at, end: at },
    severity: 'error',
    code: TOO_MANY_ERRORS,
    message: `more than ${LIMITS.diagnostics} problems: the rest are not reported; fix these and check again`,
  });
  return shown;
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
