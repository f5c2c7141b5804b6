// Hostile inputs for the front end, shared by the fuzz test (never throws) and the benchmark
// (how long a 10 KB input takes): token soup drawn from the language's own vocabulary plus random
// unicode, and the seed games' rules files with random lines and characters edited.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

export const TARGET_SIZE = 10_000;

export const seedNames = ['starbuckaroos', 'mars-venus', 'annexation'] as const;
export const seeds = seedNames.map((name) =>
  readFileSync(fileURLToPath(new URL(`../../../rules/${name}.rules`, import.meta.url)), 'utf8'),
);

const keywords = `game option seats seat names teams solo alternating deck ranks suits card group
  copies when of wild value define zone per team shared visible to owner all hidden sorted var
  record each turn trick hand number flag suit set list cards numbers first dealer else cut again
  highest by where rest phase turns once around clockwise from the s choices at start end move in
  step play tricks won lead no or until broken unless only those are held follow any led non-wild
  winner then add remove score if for let require owe event match target ties instant win most
  hands count top sum max min not and is x true false`.split(/\s+/);
const punctuation = `{ } ( ) [ ] , ; : . .. = != < <= > >= + - * / | '`.split(' ');
/** Every name the seed files use, so soup often forms real references. */
const seedWords = [...new Set(seeds.join('\n').match(/[a-z][a-z0-9]*(-[a-z0-9]+)*/g) ?? [])];

const token = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...keywords) },
  { weight: 5, arbitrary: fc.constantFrom(...punctuation) },
  { weight: 3, arbitrary: fc.constantFrom(...seedWords) },
  { weight: 2, arbitrary: fc.stringMatching(/^[a-z][a-z0-9]{0,6}(-[a-z0-9]{1,4}){0,2}$/) },
  { weight: 2, arbitrary: fc.nat({ max: 100_000 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('007', '99999999999999999999', '-1', '1..', '..1') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }).map((s) => JSON.stringify(s)) },
  { weight: 1, arbitrary: fc.constantFrom('"unterminated', '"a\\q"', '"line\nbreak"', '//') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
);
const separator = fc.constantFrom(' ', ' ', ' ', '\n', '\n  ', '\t', '', ' // note\n', '\r\n');

/** About TARGET_SIZE characters of tokens joined by whitespace, comments or nothing. */
export const tokenSoup = fc
  .array(fc.tuple(token, separator), { minLength: 1300, maxLength: 1700 })
  .map((pairs) => pairs.map(([t, s]) => t + s).join(''));

type Edit =
  | {
      readonly op: 'delete-line' | 'duplicate-line' | 'delete-char' | 'duplicate-char';
      readonly at: number;
    }
  | { readonly op: 'swap-lines' | 'swap-chars'; readonly at: number; readonly with: number }
  | { readonly op: 'insert-char'; readonly at: number; readonly char: string };

const position = fc.nat({ max: 1_000_000 });
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    op: fc.constantFrom('delete-line', 'duplicate-line', 'delete-char', 'duplicate-char'),
    at: position,
  }),
  fc.record({ op: fc.constantFrom('swap-lines', 'swap-chars'), at: position, with: position }),
  fc.record({
    op: fc.constant('insert-char'),
    at: position,
    char: fc.oneof(
      fc.constantFrom(...punctuation, '"', '\n', '{', '}'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
  }),
);

function swap<T>(items: T[], a: number, b: number): void {
  const x = items[a];
  const y = items[b];
  if (x === undefined || y === undefined) return;
  items[a] = y;
  items[b] = x;
}

/** Applies one edit; positions wrap around the text so every drawn edit does something. */
function applyEdit(text: string, e: Edit): string {
  if (e.op.endsWith('-line')) {
    const lines = text.split('\n');
    const at = e.at % lines.length;
    if (e.op === 'delete-line') lines.splice(at, 1);
    if (e.op === 'duplicate-line') lines.splice(at, 0, lines[at] ?? '');
    if (e.op === 'swap-lines' && 'with' in e) swap(lines, at, e.with % lines.length);
    return lines.join('\n');
  }
  const chars = [...text];
  if (chars.length === 0) return e.op === 'insert-char' ? e.char : text;
  const at = e.at % chars.length;
  if (e.op === 'delete-char') chars.splice(at, 1);
  if (e.op === 'duplicate-char') chars.splice(at, 0, chars[at] ?? '');
  if (e.op === 'swap-chars' && 'with' in e) swap(chars, at, e.with % chars.length);
  if (e.op === 'insert-char' && 'char' in e) chars.splice(at, 0, e.char);
  return chars.join('');
}

const mutated = (base: fc.Arbitrary<string>, maxEdits: number): fc.Arbitrary<string> =>
  fc
    .tuple(base, fc.array(edit, { minLength: 1, maxLength: maxEdits }))
    .map(([text, edits]) => edits.reduce(applyEdit, text));

/** One seed file, mutated: small inputs, many runs, for breadth. */
export const mutatedSeed = mutated(fc.constantFrom(...seeds), 12);
/** One seed file with one or two edits: often still clean, for what must hold of clean files. */
export const lightlyMutatedSeed = mutated(fc.constantFrom(...seeds), 2);
/** All three seeds in one file (about 12 KB), mutated: for the time limit. */
export const mutatedBundle = mutated(fc.constant(seeds.join('\n')), 40);

// ---------------------------------------------------------------------------------------------
// Limits: every rules file of the repository cut short, and inputs built to be too big or too
// deep for a recursive pass (see src/limits.ts).

function rulesFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) return rulesFilesUnder(full);
      return entry.endsWith('.rules') ? [full] : [];
    });
}

const rulesDir = fileURLToPath(new URL('../../../rules', import.meta.url));
/** Every rules file of the repository: the seeds, the examples, the variants. */
export const repoRules = rulesFilesUnder(rulesDir).map((file) => ({
  name: path.relative(rulesDir, file),
  text: readFileSync(file, 'utf8'),
}));

/** `count` prefixes of `text`: evenly spaced cuts, then cuts drawn with `seed`. */
export function truncations(text: string, count: number, seed: number): string[] {
  const even = Array.from({ length: count / 2 }, (_, i) =>
    Math.floor(((i + 1) * text.length) / (count / 2 + 1)),
  );
  const drawn = fc.sample(fc.nat({ max: text.length }), { numRuns: count / 2, seed });
  return [...even, ...drawn].map((at) => text.slice(0, at));
}

/** One way to nest: wraps an expression (or a block's statements) in one more level. */
const WRAPS: Record<string, (inner: string) => string> = {
  not: (e) => `not ${e}`,
  minus: (e) => `- ${e}`,
  paren: (e) => `(${e})`,
  if: (e) => `if true then ${e} else 1`,
  else: (e) => `if true then 1 else ${e}`,
  condition: (e) => `if ${e} then 1 else 2`,
  of: (e) => `top of ${e}`,
  index: (e) => `bid[${e}]`,
  set: (e) => `{${e}}`,
  call: (e) => `count(${e})`,
  sum: (e) => `sum(c in hand[seat]: ${e})`,
  plus: (e) => `${e} + 1`,
  and: (e) => `${e} and true`,
  compare: (e) => `${e} < 1`,
};

/** A chain of `n` operands: `1 + 1 + ...`. */
const chainOf = (op: string, n: number): string => Array(n).fill('1').join(` ${op} `);

/**
 * A `define` nested by one or two ways drawn from WRAPS, each from shallow to far past every
 * limit, or holding a chain as long: the checker must answer each with diagnostics alone.
 */
export const deepDefine: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...Object.keys(WRAPS)),
      fc.constantFrom(...Object.keys(WRAPS)),
      fc.integer({ min: 1, max: 20_000 }),
    )
    .map(([a, b, n]) => {
      let e = '1';
      for (let i = 0; i < n; i++) e = (i % 2 === 0 ? WRAPS[a]! : WRAPS[b]!)(e);
      return `define x = ${e}`;
    }),
  fc
    .tuple(fc.constantFrom('+', '*', 'and', 'or', '<', '='), fc.integer({ min: 2, max: 100_000 }))
    .map(([op, n]) => `define x = ${chainOf(op, n)}`),
  fc.integer({ min: 1, max: 2_000 }).map((n) => {
    const defines = Array.from({ length: n }, (_, i) => `define d${i} = d${i + 1} + 1`);
    return `${defines.join('\n')}\ndefine d${n} = 1`;
  }),
);
