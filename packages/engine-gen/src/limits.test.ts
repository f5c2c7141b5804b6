// Issue 25, defect 12, from the generator's side: a file at every limit the checker sets must
// generate an engine that TypeScript accepts and that plays; definitions that use each other
// twice over must not double the generator's work at every level; ends of a move's range that
// the game's state decides stay within what a move code holds; and `buildEngine` never throws,
// whatever file checked clean and whatever path it is given.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { check, formatDiagnostic, LIMITS } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { lightlyMutatedSeed } from '../../rules-lang/test/fuzz-inputs';
import { typeCheck } from '../test/typecheck';
import { generateEngine, type GeneratedFile } from './generate';
import { buildEngine } from './write';

const scratch = path.resolve(__dirname, '../tmp/limits');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function generated(text: string, name: string): GeneratedFile[] {
  const checked = check(text, `${name}.rules`);
  expect(checked.diagnostics.map(formatDiagnostic)).toEqual([]);
  return generateEngine(checked.game!, `${name}.rules`);
}

async function load(name: string, files: readonly GeneratedFile[]): Promise<AnyEngine> {
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const f of files) writeFileSync(path.join(dir, f.name), f.text);
  return ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
}

function start(engine: AnyEngine, options: Record<string, string | number> = {}): unknown {
  const r = engine.setup({ seed: 11, options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** 64 moves, 63 seats, 1024 cards, a ±2000 range, a 400-level tree, 120 nested definitions. */
function maxed(): string {
  const chain = (n: number) => Array(n).fill('1').join(' + ');
  const options = Array.from({ length: 4 }, (_, i) => `option o${i}: a | b | c | d = a`);
  const defines = Array.from({ length: 120 }, (_, i) => `define d${i} = d${i + 1} + 1`);
  const moves = Array.from({ length: 62 }, (_, i) => `  move m${i} when o${i % 4} = b { }`);
  return `game maxed "Maxed"
${options.join('\n')}
option players: 2 | ${LIMITS.owners} = 2
option goal: 0..${LIMITS.optionValue} = 10
seats players
deck {
  ranks 100..1
  suits r0, r1, r2, r3, r4, r5, r6, r7, r8, r9
  card joker x 24
}
zone hand: per seat, visible to owner
zone pile: per seat, visible to all
${defines.join('\n')}
define d120 = 1
deal 2 each
phase play {
  turns: clockwise from the dealer's left
  move bid(n in 0 - ${LIMITS.moveNumber}..${LIMITS.moveNumber}) when ((${chain(200)}) + ${chain(190)}) > 0 and o0 = c { }
  move lay(card in hand[seat]) when d0 > 0 { move card to pile[seat] }
${moves.join('\n')}
}
match { at most 2 hands }
`;
}

describe('a file at every limit', { timeout: 120_000 }, () => {
  const files = generated(maxed(), 'maxed');

  it('type-checks', () => {
    expect(typeCheck({ maxed: files })).toEqual([]);
  });

  it('plays at 63 seats, and lists every number of its range', async () => {
    const engine = await load('maxed', files);
    const bidding = engine.legalMoves(start(engine, { o0: 'c' }));
    expect(bidding.filter((m) => m.type === 'bid')).toHaveLength(2 * LIMITS.moveNumber + 1);
    let state = start(engine, { players: LIMITS.owners });
    for (let step = 0; engine.toMove(state) !== null; step++) {
      expect(step).toBeLessThan(1000);
      const next = engine.apply(state, engine.legalMoves(state).at(-1)!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    expect(engine.outcome(state).hands).toHaveLength(2);
  });
});

describe('definitions that use each other twice over', () => {
  const doubling = (n: number, line: (i: number) => string, last: string, use: string) =>
    `game doubling
seats 2
deck {
  ranks 2..1
  suits a, b
}
zone hand: per seat, visible to owner
zone pile: per seat, visible to all
${Array.from({ length: n }, (_, i) => line(i)).join('\n')}
${last}
deal 1 each
phase play {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat]) when ${use} { move card to pile[seat] }
}
`;

  it.each([
    [
      'define',
      doubling(40, (i) => `define d${i} = d${i + 1} + d${i + 1}`, 'define d40 = 1', 'd0 > 0'),
    ],
    [
      'value',
      doubling(
        40,
        (i) => `value v${i} of c = c.v${i + 1} + c.v${i + 1}`,
        'value v40 of c = c.face',
        'sum(x in hand[seat]: x.v0) > 0',
      ),
    ],
  ])(
    '%s: 40 levels give an engine of ordinary size (2^40 written out would not end)',
    (_, text) => {
      const size = generated(text, 'doubling').reduce((n, f) => n + f.text.length, 0);
      expect(size).toBeLessThan(200_000);
    },
  );
});

describe("a range whose ends the game's state decides", () => {
  it('lists only what a move code holds, each value a step from the start', async () => {
    const text = `game ends
seats 2
deck {
  ranks 2..1
  suits a, b
}
zone hand: per seat, visible to owner
var offers: set of numbers = {1, 7, 9000, 0 - 9000}
var got: number
deal 1 each
phase play {
  turns: clockwise from the dealer's left
  move bid(n in hand-score[team] - 5000..hand-score[team] + 5000 step 3) { set got = n }
  move take(n in offers) { set got = n }
}
match { at most 1 hands }
`;
    const engine = await load('ends', generated(text, 'ends'));
    const state = start(engine);
    const moves = engine.legalMoves(state) as { type: string; n: number }[];
    const bids = moves.filter((m) => m.type === 'bid').map((m) => m.n);
    expect([bids.length, Math.min(...bids), Math.max(...bids)]).toEqual([1334, -2000, 1999]);
    expect(bids.every((n) => (n + 5000) % 3 === 0)).toBe(true);
    const takes = moves.filter((m) => m.type === 'take').map((m) => m.n);
    expect(takes.sort((a, b) => a - b)).toEqual([1, 7]);
    for (const m of [moves[0]!, moves.at(-1)!]) expect(engine.apply(state, m).ok).toBe(true);
  });
});

describe('a range whose ends an option decides, through a definition', () => {
  // The generator asks whether the ends follow from the options by trying the options the ends
  // read: one option is read only through the definition, and the others do not matter.
  const text = `game optional-ends
option mode: fixed | scored = fixed
option colour: red | green | blue = red
option goal: 1..50 = 10
seats 2
deck {
  ranks 2..1
  suits a, b
}
zone hand: per seat, visible to owner
var got: number
deal 1 each
phase play {
  turns: clockwise from the dealer's left
  define top = if mode = fixed then 3 else hand-score[team] + 5000
  move bid(n in 1..top) { set got = n }
}
match { at most 1 hands }
`;
  const bids = (engine: AnyEngine, options: Record<string, string | number>) =>
    (engine.legalMoves(start(engine, options)) as { type: string; n: number }[])
      .filter((m) => m.type === 'bid')
      .map((m) => m.n);

  it('lists the fixed range as it is, and the one the state decides within a move code', async () => {
    const engine = await load('optional-ends', generated(text, 'optional-ends'));
    expect(bids(engine, {})).toEqual([1, 2, 3]);
    const scored = bids(engine, { mode: 'scored', colour: 'blue' });
    expect([scored.length, scored[0], scored.at(-1)]).toEqual([
      LIMITS.moveNumber,
      1,
      LIMITS.moveNumber,
    ]);
  });
});

describe('a block as long as a file can write it', () => {
  it('150,000 statements in one if: an engine (lines.push(...block) overflowed the stack)', () => {
    const text = generatedFixture().replace(
      'move pass { }',
      `move pass { if true {\n${'again\n'.repeat(150_000)}} }`,
    );
    const built = buildEngine(text, 'long.rules');
    expect(built.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(built.files).toHaveLength(4);
  });
});

describe('buildEngine never throws', () => {
  it.each([['my game.rules'], ['mv.txt'], ['rules/a\u2028b.rules']])(
    'a path %j it cannot name: bad-rules-path',
    (rulesPath) => {
      const built = buildEngine(generatedFixture(), rulesPath);
      expect(built.files).toBeUndefined();
      expect(built.diagnostics.map((d) => d.code)).toEqual(['bad-rules-path']);
    },
  );

  it('on any mutated seed that checks clean: an engine, never an exception', () => {
    let clean = 0;
    fc.assert(
      fc.property(lightlyMutatedSeed, (text) => {
        const built = buildEngine(text, 'mutated.rules');
        if (built.diagnostics.some((d) => d.severity === 'error')) {
          expect(built.files).toBeUndefined();
          expect(built.diagnostics.map((d) => d.code)).not.toContain('internal-error');
          return;
        }
        clean++;
        expect(built.files?.length).toBe(4);
      }),
      { numRuns: 60, seed: 2512 },
    );
    expect(clean).toBeGreaterThan(10);
  });
});

function generatedFixture(): string {
  return `game fixture
seats 2
deck {
  ranks 2..1
  suits a
}
zone hand: per seat, visible to owner
deal 1 each
phase play {
  turns: clockwise from the dealer's left
  move pass { }
}
`;
}
