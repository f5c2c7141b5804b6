// The formatter on every rules file of the repository and on whitespace mutations of them:
// idempotent, comments kept, lines kept, meaning unchanged. That the formatted files also
// generate the same engines is tested where the generator is (packages/cli, fmt-command.test.ts).

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../parser/parse';
import { formatRules, sameMeaning } from './format';
import { lexWithComments } from './trivia';

const rulesDir = fileURLToPath(new URL('../../../../rules/', import.meta.url));
const ruleFiles = readdirSync(rulesDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.rules'))
  .sort();
const texts = ruleFiles.map((f) => readFileSync(rulesDir + f, 'utf8'));

function formatted(text: string): string {
  const result = formatRules(text, 'test.rules');
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return result.text;
}

const comments = (text: string) => lexWithComments(text).comments.map((c) => c.image.trimEnd());

describe.each(ruleFiles.map((f, i) => [f, texts[i]!] as const))('fmt on rules/%s', (_, text) => {
  const out = formatted(text);

  it('is idempotent', () => {
    expect(formatted(out)).toBe(out);
  });

  it('keeps the meaning, every comment and every line number', () => {
    expect(sameMeaning(parse(text, 'a').file!, parse(out, 'b').file!)).toBe(true);
    expect(comments(out)).toEqual(comments(text));
    expect(out.split('\n').length).toBe(text.split('\n').length);
  });
});

// ---------------------------------------------------------------------------------------------
// Mutations: the same tokens with the whitespace between them changed.

/** A file cut into its tokens and comments and the whitespace between them. */
function pieces(text: string): { words: string[]; gaps: string[] } {
  const lexed = lexWithComments(text);
  const all = [...lexed.tokens, ...lexed.comments].sort((a, b) => a.startOffset - b.startOffset);
  const words: string[] = [];
  const gaps: string[] = [];
  let at = 0;
  for (const t of all) {
    gaps.push(text.slice(at, t.startOffset));
    words.push(t.image);
    at = (t.endOffset ?? t.startOffset) + 1;
  }
  gaps.push(text.slice(at));
  return { words, gaps };
}

const join = (words: readonly string[], gaps: readonly string[]) =>
  gaps.map((g, i) => g + (words[i] ?? '')).join('');

const blanks = fc.stringMatching(/^[ \t]{0,6}$/);
const spaces = fc.stringMatching(/^[ \t]{1,6}$/);

/**
 * Another spelling of a gap with the same line structure: spaces stay spaces (1 to 6 of them,
 * tabs too), a line break stays one, a blank line stays blank, indentation is anything.
 */
function respell(gap: string): fc.Arbitrary<string> {
  const breaks = gap.split('\n').length - 1;
  if (breaks === 0) return gap === '' ? fc.constant('') : spaces;
  const count = breaks === 1 ? fc.constant(1) : fc.integer({ min: 2, max: 4 });
  return fc
    .tuple(count, fc.array(blanks, { minLength: 4, maxLength: 4 }))
    .map(([n, [end, blank, , indent]]) =>
      [end!, ...Array.from({ length: n - 1 }, () => blank!), indent!].join('\n'),
    );
}

const fileIndex = fc.integer({ min: 0, max: texts.length - 1 });

/** A rules file with every gap spelled anew (same lines) and its original text. */
const respelled = fileIndex.chain((i) => {
  const { words, gaps } = pieces(texts[i]!);
  return fc
    .tuple(...gaps.map((g, k) => (k === 0 || k === gaps.length - 1 ? fc.constant(g) : respell(g))))
    .map((mutated) => ({ original: texts[i]!, mutant: join(words, mutated) }));
});

/** A rules file with some spaces turned into line breaks (new lines, same tokens). */
const rebroken = fileIndex.chain((i) => {
  const { words, gaps } = pieces(texts[i]!);
  const spaced = gaps.flatMap((g, k) => (g !== '' && !g.includes('\n') ? [k] : []));
  return fc
    .uniqueArray(fc.constantFrom(...spaced), { minLength: 1, maxLength: 12 })
    .chain((where) =>
      fc.array(blanks, { minLength: where.length, maxLength: where.length }).map((pads) => {
        const mutated = [...gaps];
        where.forEach((k, n) => (mutated[k] = `\n${pads[n]!}`));
        return { original: texts[i]!, mutant: join(words, mutated) };
      }),
    );
});

describe('fmt on mutated rules files', () => {
  it('gives the same file whatever the spaces and indentation were', () => {
    fc.assert(
      fc.property(respelled, ({ original, mutant }) => {
        expect(formatted(mutant)).toBe(formatted(original));
      }),
      { numRuns: 40, seed: 28 },
    );
  });

  it('is idempotent and keeps the meaning when line breaks move', () => {
    fc.assert(
      fc.property(rebroken, ({ original, mutant }) => {
        const out = formatted(mutant);
        expect(formatted(out)).toBe(out);
        expect(sameMeaning(parse(original, 'a').file!, parse(out, 'b').file!)).toBe(true);
        expect(comments(out)).toEqual(comments(original));
      }),
      { numRuns: 40, seed: 28 },
    );
  });
});
