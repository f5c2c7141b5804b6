// `score` and `event` reasons: quoted text with `{name}` placeholders, each with its own range.

import { describe, expect, it } from 'vitest';
import type { Reference, ScoreStmt, ScoringDecl, Template } from '../ast/ast';
import { declarationsOf, expectDiagnostic, expectNoErrors, parseHelper } from '../test-helpers';

const name = (text: string) => ({ kind: 'Name', text });
const ref = (text: string) => ({ kind: 'Reference', name: name(text) });

describe('reasons', () => {
  it('reads a score reason and an event reason into text and placeholders', () => {
    const [scoring] = declarationsOf(`scoring {
  score t 20 "{t} took every {s}, \\"all\\" {points}"
  event spoiled "{t} scores nothing for {s}"
  score t 1
  event plain
}`);
    expect(scoring).toMatchObject({
      body: {
        statements: [
          {
            kind: 'ScoreStmt',
            reason: {
              kind: 'Template',
              parts: [ref('t'), ' took every ', ref('s'), ', "all" ', { kind: 'ScoredPoints' }],
            },
          },
          {
            kind: 'EventStmt',
            name: name('spoiled'),
            reason: { kind: 'Template', parts: [ref('t'), ' scores nothing for ', ref('s')] },
          },
          { kind: 'ScoreStmt' },
          { kind: 'EventStmt', name: name('plain') },
        ],
      },
    });
    const [, , third, fourth] = (scoring as { body: { statements: object[] } }).body.statements;
    expect(third).not.toHaveProperty('reason');
    expect(fourth).not.toHaveProperty('reason');
  });

  it('gives each placeholder the range of its braces, and its name the range inside them', () => {
    const text = 'game g\nscoring {\n  score t 1 "a {team} b"\n}\n';
    const file = expectNoErrors(parseHelper(text));
    const score = (file.declarations[0] as ScoringDecl).body.statements[0] as ScoreStmt;
    const reason = score.reason as Template;
    const placeholder = reason.parts[1] as Reference;
    expect(text.slice(placeholder.range.start.offset, placeholder.range.end.offset)).toBe('{team}');
    expect(placeholder.range.start).toMatchObject({ line: 3, column: 16 });
    expect(placeholder.name.range.start).toMatchObject({ line: 3, column: 17 });
    expect(placeholder.name.range.end).toMatchObject({ line: 3, column: 21 });
    expect(reason.range.start).toMatchObject({ line: 3, column: 13 });
  });

  it('reports braces that do not hold one name as bad-placeholder, at the braces', () => {
    const result = parseHelper('game g\nscoring {\n  score t 1 "{Team A} and {t"\n}\n');
    const shut = expectDiagnostic(result, 'bad-placeholder', { line: 3, column: 14 });
    expect(shut.range.end.column).toBe(22);
    const open = expectDiagnostic(
      result,
      'bad-placeholder',
      { line: 3, column: 27 },
      /never closed/,
    );
    expect(open.range.end.column).toBe(29);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['bad-placeholder', 'bad-placeholder']);
  });
});
