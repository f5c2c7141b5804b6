import { describe, expect, it } from 'vitest';
import { expectDiagnostic, parseHelper } from '../test-helpers';

describe('error recovery', () => {
  it('reports every syntax error of a file in one run, each at its line', () => {
    const result = parseHelper(`game demo
zone hand "Hand": per seat visible to owner
deal 5 each
phase play {
  move go {
    set x = = 3
  }
}
match {
  target 10
  ties broken 3
}
`);
    expect(
      result.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column]),
    ).toEqual([
      ['missing-token', 2, 28],
      ['unexpected-token', 6, 13],
      ['missing-token', 11, 15],
    ]);
    // The AST keeps everything that could be read.
    expect(result.file?.declarations.map((d) => d.kind)).toEqual([
      'ZoneDecl', // read as if the missing ',' were there
      'DealDecl',
      'PhaseDecl',
      'MatchDecl',
    ]);
  });

  it('keeps parsing after a missing closing brace', () => {
    const result = parseHelper('game demo\ndeck {\n  ranks 2..1\nzone pile: shared, hidden\n');
    expectDiagnostic(
      result,
      'missing-token',
      { line: 4, column: 1 },
      "expected '}' to close the deck block opened at 2:6, found 'zone'",
    );
    expect(result.file?.declarations.map((d) => d.kind)).toEqual(['DeckDecl', 'ZoneDecl']);
  });

  it('still checks the declarations of a file without its game line', () => {
    const result = parseHelper('seats 4\nzone pile: shared hidden\n');
    expect(result.file).toBeUndefined();
    expectDiagnostic(result, 'missing-game', { line: 1, column: 1 });
    expectDiagnostic(result, 'missing-token', { line: 2, column: 19 });
  });

  it('never throws, whatever the input', () => {
    const inputs = [
      '',
      '}',
      '{{{{',
      'game',
      'game x {',
      '"',
      "'",
      'game x\nphase p { move m( }',
      '\u0000\uffff',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const source =
      'game x\nphase p { move m(c in hand[seat] where c is a) when not b { set x[s] = -1 } }';
    for (let i = 0; i < 200; i++) {
      const a = Math.floor(random() * source.length);
      const b = Math.floor(random() * source.length);
      inputs.push(source.slice(0, Math.min(a, b)) + source.slice(Math.max(a, b)));
    }
    for (const text of inputs) {
      const result = parseHelper(text);
      expect(result.diagnostics.filter((d) => d.code === 'internal-error')).toEqual([]);
      for (const d of result.diagnostics) expect(Number.isFinite(d.range.start.line)).toBe(true);
    }
  });
});

describe('syntax diagnostics', () => {
  it('unexpected-character', () => {
    const result = parseHelper('game demo\nseats 4 # 2\n');
    expectDiagnostic(
      result,
      'unexpected-character',
      { line: 2, column: 9 },
      "unexpected character '#'",
    );
  });

  it('unterminated-string', () => {
    const result = parseHelper('game demo "Demo\nseats 4\n');
    expectDiagnostic(result, 'unterminated-string', { line: 1, column: 11 });
    expect(result.diagnostics).toHaveLength(1);
    expect(result.file?.title).toBe('Demo');
  });

  it('unexpected-token: a value is missing', () => {
    const result = parseHelper('game demo\ndefine x = + 1\n');
    expectDiagnostic(
      result,
      'unexpected-token',
      { line: 2, column: 12 },
      /^expected a value: .*, found '\+'$/,
    );
  });

  it('unexpected-token: something that is no declaration', () => {
    const result = parseHelper('game demo\n}\nseats 4\n');
    expectDiagnostic(
      result,
      'unexpected-token',
      { line: 2, column: 1 },
      /^expected a declaration such as 'option'.*, found '\}'$/,
    );
    expect(result.file?.declarations.map((d) => d.kind)).toEqual(['SeatsDecl']);
  });

  it('missing-token names what was expected and where', () => {
    const result = parseHelper('game demo\nzone hand "Hand" per seat, hidden\n');
    expectDiagnostic(
      result,
      'missing-token',
      { line: 2, column: 18 },
      "expected ':' in the zone declaration, found 'per'",
    );
  });

  it('missing-token at the end of the file points after the last token', () => {
    const result = parseHelper('game demo\nmatch {\n  target 10\n\n');
    expectDiagnostic(
      result,
      'missing-token',
      { line: 3, column: 12 },
      "expected '}' to close the match block opened at 2:7, found the end of the file",
    );
  });

  it("missing-token: the apostrophe of dealer's", () => {
    const result = parseHelper('game demo\nphase p { turns: clockwise from the dealer left }\n');
    expectDiagnostic(result, 'missing-token', { line: 2, column: 44 }, /^expected an apostrophe/);
  });

  it('missing-game', () => {
    expectDiagnostic(parseHelper(''), 'missing-game', { line: 1, column: 1 });
  });

  it('invalid-name', () => {
    const result = parseHelper('game demo\nzone Hand: shared, hidden\n');
    const d = expectDiagnostic(result, 'invalid-name', { line: 2, column: 6 });
    expect(d.suggestion).toBe("write 'hand'");
    expect(result.file?.declarations).toHaveLength(1);
  });

  it('invalid-escape', () => {
    expectDiagnostic(parseHelper('game demo "a\\qb"\n'), 'invalid-escape', { line: 1, column: 13 });
  });

  it('invalid-call and unknown-function', () => {
    const result = parseHelper(
      'game demo\ndefine a = sum(pile)\ndefine b = tricks(c in deck)\ndefine c = foo(1)\n',
    );
    expectDiagnostic(result, 'invalid-call', { line: 2, column: 12 }, /^'sum' needs a variable/);
    expectDiagnostic(result, 'invalid-call', { line: 3, column: 12 }, /^'tricks' needs a team/);
    expectDiagnostic(
      result,
      'unknown-function',
      { line: 4, column: 12 },
      /no function named 'foo'/,
    );
  });

  it('too-deeply-nested', () => {
    const text = `game demo\ndefine a = ${'('.repeat(100)}1${')'.repeat(100)}\n`;
    expectDiagnostic(parseHelper(text), 'too-deeply-nested', { line: 2, column: 76 });
  });

  it('mixed-suit-order', () => {
    expectDiagnostic(parseHelper('game demo\ndeck { suits a, b > c }\n'), 'mixed-suit-order', {
      line: 2,
      column: 19,
    });
  });

  it('invalid-option-range', () => {
    expectDiagnostic(parseHelper('game demo\noption o: low..3 = 1\n'), 'invalid-option-range', {
      line: 2,
      column: 11,
    });
  });

  it('a call needs its bracket right after the name, so `score t (x)` scores x', () => {
    const result = parseHelper('game demo\nscoring { score t (1 + 2) }\n');
    expect(result.diagnostics).toEqual([]);
  });
});
