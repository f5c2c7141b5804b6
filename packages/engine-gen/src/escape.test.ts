import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { commentText, identifier, singleQuoted, stringLiteral, templateText } from './escape';

/** Every character class a rules file's text may use to break out of where it lands. */
const HOSTILE = [
  '*/ globalThis.pwned = 1; /*',
  '` + (globalThis.pwned = 1) + `',
  '${(globalThis.pwned = 1)}',
  '\\',
  '\\`',
  '\u2028globalThis.pwned = 1;\u2029',
  '\r\nglobalThis.pwned = 1;//',
  '</script><script>globalThis.pwned = 1</script>',
  '<!-- -->',
  '"\'',
  '\ud800 lone \udc00',
  '\u0000\u0007\u001b\u007f',
];

/** Any text, with the characters above much more often than chance would give them. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(fc.oneof(fc.constantFrom(...HOSTILE, '*', '/', '$', '{', '}', '`', '<'), fc.string()))
    .map((parts) => parts.join('')),
);

/**
 * The statements TypeScript reads in `code`, and whether V8 compiles it: a text that broke out of
 * its literal or comment adds statements or stops the code compiling.
 */
function statements(code: string): { kinds: string[]; errors: number } {
  const source = ts.createSourceFile('t.ts', code, ts.ScriptTarget.ES2022, true);
  let errors = 0;
  try {
    new Function(code);
  } catch {
    errors = 1;
  }
  return {
    kinds: source.statements.map((s) =>
      ts.isVariableStatement(s) ? 'const' : ts.SyntaxKind[s.kind],
    ),
    errors,
  };
}

const evaluate = (code: string): unknown => new Function(`return ${code};`)() as unknown;

describe('escapers', () => {
  it.each([
    ['plain', 'Mars & Venus', '"Mars & Venus"', 'Mars & Venus', 'Mars & Venus'],
    ['a block comment end', 'a */ b', '"a */ b"', 'a */ b', 'a *\\/ b'],
    ['a line separator', 'a\u2028b', '"a\\u2028b"', 'a\\u2028b', 'a b'],
    ['a script end', '</script>', '"\\u003c/script>"', '\\u003c/script>', '<\\/script>'],
    ['a template part', '${x}`', '"${x}`"', '\\${x}\\`', '${x}`'],
    ['a backslash', 'a\\b', '"a\\\\b"', 'a\\\\b', 'a\\b'],
  ])('%s', (_, raw, literal, template, comment) => {
    expect([stringLiteral(raw), templateText(raw), commentText(raw)]).toEqual([
      literal,
      template,
      comment,
    ]);
  });

  it('a string literal holds exactly the text, as one expression', () => {
    fc.assert(
      fc.property(text, (s) => {
        const code = `const x = ${stringLiteral(s)};`;
        expect(statements(code)).toEqual({ kinds: ['const'], errors: 0 });
        expect(evaluate(stringLiteral(s))).toBe(s);
        expect(code).not.toMatch(/<\/|<!|[\u2028\u2029\r\n]/);
      }),
      { numRuns: 500, seed: 25 },
    );
  });

  it('a single-quoted literal holds exactly the text too', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(statements(`const x = ${singleQuoted(s)};`).errors).toBe(0);
        expect(evaluate(singleQuoted(s))).toBe(s);
      }),
      { numRuns: 300, seed: 26 },
    );
  });

  it('template text holds exactly the text between the parts the generator writes', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const code = `\`${templateText(a)}\${1 + 1}${templateText(b)}\``;
        expect(statements(`const x = ${code};`)).toEqual({
          kinds: ['const'],
          errors: 0,
        });
        expect(evaluate(code)).toBe(`${a}2${b}`);
      }),
      { numRuns: 500, seed: 27 },
    );
  });

  it('comment text stays inside a line comment and a block comment', () => {
    fc.assert(
      fc.property(text, (s) => {
        const line = `// ${commentText(s)}\nconst x = 1;`;
        const block = `/** ${commentText(s)} */ const x = 1;`;
        for (const code of [line, block]) {
          expect(statements(code)).toEqual({ kinds: ['const'], errors: 0 });
          expect(code).not.toMatch(/<\/|<!/);
        }
      }),
      { numRuns: 500, seed: 28 },
    );
  });

  it('passes identifiers and refuses anything else', () => {
    expect(identifier('def_playCanDraw')).toBe('def_playCanDraw');
    expect(() => identifier('a-b')).toThrow(/not an identifier/);
    expect(() => identifier('x */ y')).toThrow(/not an identifier/);
  });
});
