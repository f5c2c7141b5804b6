import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonText, utf8Length } from './json-text';

/** How deep objects and lists sit inside one another in a parsed value. */
function depth(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const inner = Object.values(value).map(depth);
  return 1 + (inner.length === 0 ? 0 : Math.max(...inner));
}

function parses(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** JSON text with whitespace of every kind between the tokens, and the edits that break it. */
const jsonText = fc
  .tuple(fc.json({ depthSize: 'medium' }), fc.constantFrom('', ' ', '\n', '\t', '\r\n  '))
  .map(([text, space]) => (space === '' ? text : text.replace(/([,:[\]{}])/g, `$1${space}`)));
const edited = fc.oneof(
  jsonText,
  jsonText.chain((t) => fc.nat(t.length).map((n) => t.slice(0, n))),
  jsonText.chain((t) =>
    fc
      .tuple(fc.nat(t.length), fc.constantFrom(...'{}[],:"\\ 0-1.eE+tfnu\u0000\u001f'.split('')))
      .map(([n, c]) => t.slice(0, n) + c + t.slice(n)),
  ),
  jsonText.chain((t) => fc.nat(t.length).map((n) => t.slice(0, n) + t.slice(n + 1))),
  fc.string({ unit: 'binary' }),
);

describe('reading JSON text', () => {
  it('accepts exactly what JSON.parse accepts, within the nesting limit and without twice-given keys', () => {
    fc.assert(
      fc.property(edited, (text) => {
        const ours = readJsonText(text);
        const theirs = parses(text);
        if (!theirs.ok) {
          expect(ours.ok).toBe(false);
          if (!ours.ok) expect(ours.message).toMatch(/^not JSON: line \d+, column \d+: /);
        } else if (ours.ok) {
          expect(ours.value).toEqual(theirs.value);
        } else {
          // Refused though JSON.parse reads it: only for the two limits JSON.parse does not know.
          const why = /nested deeper than 32|is given twice/.test(ours.message);
          expect(why || depth(theirs.value) > 32, ours.message).toBe(true);
        }
      }),
      { seed: 25, numRuns: 3000 },
    );
  });

  it('allows 32 levels and refuses the 33rd', () => {
    expect(readJsonText(`${'['.repeat(32)}${']'.repeat(32)}`).ok).toBe(true);
    expect(readJsonText(`${'['.repeat(33)}${']'.repeat(33)}`)).toEqual({
      ok: false,
      message: 'not JSON: line 1, column 33: nested deeper than 32 objects and lists',
    });
  });

  it('counts UTF-8 bytes as TextEncoder writes them, lone surrogates as three', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
      { seed: 25, numRuns: 2000 },
    );
  });
});
