import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEngine } from './index';
import { forgetNamesRead, namesUsedByFunction, namesUsedIn, textsRead } from './module-names';
import { referenceNamesUsedByFunction, referenceNamesUsedIn } from './module-names.reference';
import { repoRoot, rulesFiles } from '../test/compiled-engines';

const sorted = (names: Iterable<string>) => [...names].sort();

// Every case is asked of the generator's reading (swc's tree) and of the reference (TypeScript's).
describe.each([
  { reading: "swc's tree", namesUsedIn, namesUsedByFunction },
  {
    reading: "TypeScript's tree",
    namesUsedIn: referenceNamesUsedIn,
    namesUsedByFunction: referenceNamesUsedByFunction,
  },
])('names read from $reading', ({ namesUsedIn, namesUsedByFunction }) => {
  it('reads uses from the syntax tree, not from words in the text', () => {
    const text = [
      '/** The inDoc of a declaration. */',
      'export function kernel(s: State): Result {',
      '  const quoted = \'inString\' + "inDouble";',
      '  const told = `inTemplate ${inSpan} and ${`nested ${deeper}`}`;',
      '  // inComment',
      '  /* inBlockComment */',
      '  const read = holder.inProperty + holder?.inOptional;',
      '  const made = { inKey: 1, [computedKey]: 2, shorthand, method() { return 0; } };',
      '  const spreadOut = [...spread, { ...objectSpread }];',
      '  const typed: InType<Arg> = made as unknown as AsType;',
      '  const { fromBinding, renamed: bound } = destructured;',
      '  return { quoted, told, read, spreadOut, typed, fromBinding, bound, seat: s.seat };',
      '}',
    ].join('\n');
    expect(sorted(namesUsedIn(text))).toEqual(
      sorted([
        'State',
        'Result',
        'inSpan',
        'deeper',
        'holder',
        'computedKey',
        'shorthand',
        'spread',
        'objectSpread',
        'InType',
        'Arg',
        'AsType',
        'destructured',
      ]),
    );
  });

  it('leaves out a name a parameter, local, type parameter or catch clause binds where it is read', () => {
    const text = [
      'function outer<T>(shadow: T): T {',
      '  { const inner = 1; use(inner); }',
      '  for (const loop of list) use(loop);',
      '  try { risky(); } catch (failure) { use(failure); }',
      '  const arrow = (param: number) => param + later;',
      '  use(arrow);',
      '  return shadow;',
      '}',
      'type Mapped = { [K in Keys]: K };',
      'type Unwrapped<X> = X extends Box<infer U> ? U : never;',
    ].join('\n');
    expect(sorted(namesUsedIn(text))).toEqual(
      sorted(['use', 'list', 'risky', 'later', 'Keys', 'Box']),
    );
  });

  it('sees a name read outside the block that shadows it', () => {
    const text = 'function f() {\n  { const table = 1; use(table); }\n  return table;\n}';
    expect(namesUsedIn(text).has('table')).toBe(true);
  });

  it('counts a qualified type by its first name, labels and type predicates not at all', () => {
    const text = [
      'function isSeat(x: unknown): x is Space.Seat {',
      '  outer: for (;;) { break outer; }',
      '  return typeof x === "number";',
      '}',
      'export type { Reexported };',
    ].join('\n');
    expect(sorted(namesUsedIn(text))).toEqual(['Reexported', 'Space']);
  });

  it('answers each text for itself when texts come again: one parse a text, never a neighbour', () => {
    // Texts of one length and one shape, asked in turn: a remembered answer keyed on anything
    // less than the whole text would hand one text's names to another.
    const texts = ['const a = b + c;', 'const a = c + b;', 'const a = d + e;', 'const d = a + e;'];
    const want = [
      ['b', 'c'],
      ['b', 'c'],
      ['d', 'e'],
      ['a', 'e'],
    ];
    for (let round = 0; round < 3; round++) {
      texts.forEach((text, i) => expect(sorted(namesUsedIn(text))).toEqual(want[i]));
    }
    const f = 'function f(x: X, y: Y): Z {\n  return x;\n}';
    const g = 'function f(x: X, y: Y): Z {\n  return y;\n}';
    for (let round = 0; round < 2; round++) {
      expect(sorted(namesUsedByFunction(f).body)).toEqual(['x']);
      expect(sorted(namesUsedByFunction(g).body)).toEqual(['y']);
    }
  });

  it("tells the body's reads, parameters among them, from the function's reads from outside", () => {
    const text = [
      'function listing(s: State, unused: Moves, hidden: number): Out {',
      "  const label = 'unused';",
      '  const hidden = s.unused;',
      '  return { unused: hidden + label, s } as Out;',
      '}',
    ].join('\n');
    const { body, free } = namesUsedByFunction(text);
    expect(sorted(body)).toEqual(['Out', 's']);
    expect(sorted(free)).toEqual(['Moves', 'Out', 'State']);
  });
});

describe('the names the generator reads', () => {
  it("are TypeScript's, for every declaration of every engine of the repository", () => {
    forgetNamesRead();
    for (const file of rulesFiles()) {
      const built = buildEngine(readFileSync(path.join(repoRoot, file), 'utf8'), file);
      expect(built.files, file).toBeDefined();
    }
    const { texts, functions } = textsRead();
    // A floor that shows the files were read at all: the 24 engines hold ~700 declarations.
    expect(texts.length + functions.length).toBeGreaterThan(500);
    for (const text of texts) {
      expect(sorted(namesUsedIn(text)), text).toEqual(sorted(referenceNamesUsedIn(text)));
    }
    for (const text of functions) {
      const read = namesUsedByFunction(text);
      const reference = referenceNamesUsedByFunction(text);
      expect([sorted(read.free), sorted(read.body)], text).toEqual([
        sorted(reference.free),
        sorted(reference.body),
      ]);
    }
  });
});
