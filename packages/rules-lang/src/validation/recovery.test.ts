import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check } from '../check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const original = readFileSync(path.join(root, 'rules/starbuckaroos.rules'), 'utf8');

/** Replaces the one occurrence of `from` on 1-based line `line`. */
function edit(text: string, line: number, from: string, to: string): string {
  const lines = text.split('\n');
  const before = lines[line - 1] ?? '';
  if (!before.includes(from)) throw new Error(`line ${line} has no '${from}': ${before}`);
  lines[line - 1] = before.replace(from, to);
  return lines.join('\n');
}

describe('three independent mistakes in a copy of Starbuckaroos', () => {
  let text = edit(original, 60, 'set drew = 1', 'set drew = true'); // a type error
  text = edit(text, 69, '}', ''); // `move draw` loses its closing brace
  text = edit(text, 75, 'card is planet', 'card is planit'); // a misspelled suit

  it('are all reported, each at its line and column', () => {
    const { game, diagnostics } = check(text, 'starbuckaroos.rules');
    expect(game).toBeUndefined();
    const found = diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code}`);
    // The lost brace shows where the parser first notices it: `move skip-draw` read as a
    // statement of `move draw`, so `to` is missing before `when`.
    expect(found).toEqual(['60:18 type-mismatch', '70:18 missing-token', '75:45 unknown-suit']);
    expect(diagnostics.find((d) => d.code === 'unknown-suit')?.suggestion).toBe(
      "did you mean 'planet'?",
    );
  });
});
