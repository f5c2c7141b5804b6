// Given-text / expected-diagnostic helpers for checker tests. A case marks the offending text
// with ⟪ and ⟫; the helper strips the marks and expects a diagnostic with exactly that range.

import { expect } from 'vitest';
import { check } from '../check';
import { formatDiagnostic, type Diagnostic } from '../diagnostics';

export interface Marked {
  readonly text: string;
  /** `line:column` of the start and end of the marked text, 1-based. */
  readonly start: string;
  readonly end: string;
}

function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

export function marked(source: string): Marked {
  const open = source.indexOf('⟪');
  const close = source.indexOf('⟫');
  if (open < 0 || close < open) throw new Error('mark the expected range with ⟪ and ⟫');
  const text = source.slice(0, open) + source.slice(open + 1, close) + source.slice(close + 1);
  return { text, start: lineColumn(text, open), end: lineColumn(text, close - 1) };
}

export function at(d: Diagnostic): string {
  return `${d.range.start.line}:${d.range.start.column}`;
}

function end(d: Diagnostic): string {
  return `${d.range.end.line}:${d.range.end.column}`;
}

export function diagnosticsOf(text: string): Diagnostic[] {
  return check(text, 'test.rules').diagnostics;
}

/** Expects exactly one diagnostic: `code` over the marked range. */
export function expectOnly(
  source: string,
  code: string,
  severity: 'error' | 'warning' = 'error',
): Diagnostic {
  const { text, start, end: stop } = marked(source);
  const list = diagnosticsOf(text);
  expect(list.map(formatDiagnostic)).toHaveLength(1);
  const d = list[0]!;
  expect({ code: d.code, severity: d.severity, start: at(d), end: end(d) }).toEqual({
    code,
    severity,
    start,
    end: stop,
  });
  return d;
}

/** Expects a clean check: no errors, no warnings. */
export function expectClean(text: string): void {
  expect(diagnosticsOf(text).map(formatDiagnostic)).toEqual([]);
}

export interface GameParts {
  readonly options?: string;
  readonly table?: string;
  readonly deck?: string;
  readonly decls?: string;
  readonly dealer?: string;
  readonly deal?: string;
  readonly phases?: string;
  readonly scoring?: string;
  readonly match?: string;
}

/** A small clean game; each part can be replaced to build a case. */
export function game(p: GameParts = {}): string {
  return [
    'game test "Test"',
    p.options ?? 'option mode "Mode": fast | slow = fast\noption goal "Goal": 1..100 = 10',
    p.table ?? 'seats 4\nteams 2 alternating',
    'deck {',
    p.deck ?? '  ranks king > queen > 3..1\n  suits red "Red", blue "Blue"',
    '}',
    'zone hand: per seat, visible to owner',
    'zone table: shared, visible to all',
    'zone won: per team, visible to all',
    'var bid: per seat, number',
    p.decls ?? '',
    p.dealer ?? 'first dealer: seat 0',
    p.deal ?? 'deal 2 each',
    p.phases ??
      "phase play {\n  turns: clockwise from the dealer's left\n  move lay(card in hand[seat]) {\n    move card to won[team]\n  }\n}",
    p.scoring ?? 'scoring {\n  for t in teams { score t count(won[t]) }\n}',
    p.match ?? 'match { target goal }',
    '',
  ].join('\n');
}
