import { format } from 'prettier';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { json, scaffold } from './write';

describe('scaffold of a new engine package', () => {
  it('writes JSON files that Prettier leaves as they are, so npm run lint passes', async () => {
    const files = scaffold('whist', 'Whist', 'rules/whist.rules');
    for (const name of ['package.json', 'tsconfig.json']) {
      const text = files[name]!;
      const pretty = await format(text, { filepath: name, printWidth: 100, singleQuote: true });
      expect(text, name).toBe(pretty);
    }
  });

  it('puts short arrays of plain values on one line and the rest one item a line', () => {
    expect(json({ a: [1, 'x'], b: {} })).toBe('{\n  "a": [1, "x"],\n  "b": {}\n}\n');
    expect(json({ a: [{ b: 1 }] })).toBe('{\n  "a": [\n    {\n      "b": 1\n    }\n  ]\n}\n');
  });

  it("keeps the game's title a string in the test it writes, whatever the title holds", () => {
    const title = "X'); globalThis.pwned = 1; ('\u2028";
    const test = scaffold('x', title, 'rules/x.rules')['src/engine.test.ts']!;
    const source = ts.createSourceFile('t.ts', test, ts.ScriptTarget.ES2022, true);
    expect(source.statements).toHaveLength(4);
    const call = source.statements[3] as ts.ExpressionStatement;
    const [name] = (call.expression as ts.CallExpression).arguments;
    expect(name !== undefined && ts.isStringLiteral(name) && name.text).toBe(`${title} engine`);
  });
});
