// Test helpers in the Langium style, so a test reads as given-text / expected-AST or
// given-text / expected-diagnostic. Only tests import this file.

import { expect } from 'vitest';
import type { GameFile } from './ast/ast';
import { formatDiagnostic, type Diagnostic } from './diagnostics';
import { parse, type ParseResult } from './parser/parse';

/** Parses `text` as `test.rules`. */
export function parseHelper(text: string, path = 'test.rules'): ParseResult {
  return parse(text, path);
}

/** Asserts the result has no diagnostics at all and returns its file. */
export function expectNoErrors(result: ParseResult): GameFile {
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  expect(result.file).toBeDefined();
  return result.file as GameFile;
}

/** Asserts one diagnostic with `code` starts at `line:column` (and matches `message`). */
export function expectDiagnostic(
  result: ParseResult,
  code: string,
  at: { readonly line: number; readonly column: number },
  message?: string | RegExp,
): Diagnostic {
  const found = result.diagnostics.find(
    (d) => d.code === code && d.range.start.line === at.line && d.range.start.column === at.column,
  );
  expect(
    found,
    `no ${code} at ${at.line}:${at.column}; got:\n${result.diagnostics.map(formatDiagnostic).join('\n')}`,
  ).toBeDefined();
  const d = found as Diagnostic;
  if (typeof message === 'string') expect(d.message).toBe(message);
  else if (message !== undefined) expect(d.message).toMatch(message);
  return d;
}

/** A copy of an AST value without its `range` fields, to compare shapes in tables. */
export function withoutRanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRanges);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => key !== 'range' && v !== undefined)
      .map(([key, v]) => [key, withoutRanges(v)]),
  );
}

/** Parses `game t` followed by `body` and returns its declarations without ranges. */
export function declarationsOf(body: string): unknown[] {
  const file = expectNoErrors(parseHelper(`game t\n${body}\n`));
  return file.declarations.map(withoutRanges);
}

/** Parses `expr` as the body of a `define` and returns it without ranges. */
export function expressionOf(expr: string): unknown {
  const [decl] = declarationsOf(`define x = ${expr}`);
  return (decl as { body: unknown }).body;
}
