// A failed build as the page shows it: the checker's diagnostics with the line each points at,
// or, when there is no rules file to point into (it is gone, bundling failed), the lines alone.

import type { Diagnostic } from '@orrery/rules-lang';
import type { Excerpt, Problem } from './protocol';

/** Longer lines are cut: the page shows the start of the line, where the column is. */
const EXCERPT_CHARS = 400;

export function problemsOf(
  failed: { readonly lines: readonly string[]; readonly diagnostics?: readonly Diagnostic[] },
  text: string | null,
): Problem[] {
  const diagnostics = failed.diagnostics ?? [];
  if (diagnostics.length === 0)
    return failed.lines.map((line) => ({ where: '', severity: 'error', code: '', message: line }));
  const lines = text?.split(/\r?\n/) ?? [];
  return diagnostics.map((d) => {
    const { line, column } = d.range.start;
    const excerpt = excerptOf(lines, d);
    return {
      where: `${d.path}:${line}:${column}`,
      severity: d.severity,
      code: d.code,
      message: d.message,
      ...(d.suggestion === undefined ? {} : { suggestion: d.suggestion }),
      ...(excerpt === undefined ? {} : { excerpt }),
    };
  });
}

function excerptOf(lines: readonly string[], d: Diagnostic): Excerpt | undefined {
  const { start, end } = d.range;
  const whole = lines[start.line - 1];
  if (whole === undefined || start.column < 1) return undefined;
  const text = whole.slice(0, EXCERPT_CHARS);
  const last = start.line === end.line ? end.column : whole.length + 1;
  const length = Math.max(1, Math.min(last, text.length + 1) - start.column);
  return { text, column: Math.min(start.column, text.length + 1), length };
}
