// Issue 25, defects 5, 6 and 12: inputs past what the checker, the generator or the engine can
// hold. Each must be one clear diagnostic at its place, in bounded time and memory: not a stack
// overflow, not an `internal-error` at 1:1, not gigabytes, not a file that checks clean and then
// cannot be generated.

import { describe, expect, it } from 'vitest';
import { check } from '../check';
import { formatDiagnostic } from '../diagnostics';
import { LIMITS } from '../limits';
import { at, diagnosticsOf, expectOnly, game } from './test-helpers';

const TURNS = (moves: string): string =>
  `phase play {\n  turns: clockwise from the dealer's left\n${moves}\n  move lay(card in hand[seat]) { move card to won[team] }\n}`;

/** The codes of a check, and where each is. */
function codes(text: string): string[] {
  return diagnosticsOf(text).map((d) => `${d.code}@${at(d)}`);
}

describe('nesting and chains (defect 6)', () => {
  it.each([
    ['10,000 nested not', `define x = ${'not '.repeat(10_000)}true`],
    ['10,000 nested unary minus', `define x = ${'- '.repeat(10_000)}1`],
    ['a long if-then-else chain', `define x = ${'if true then 1 else '.repeat(5_000)}1`],
    ['10,000 top of', `define x = count(${'top of '.repeat(10_000)}table)`],
    [
      'nested blocks with a deep condition inside',
      '',
      `  at start { ${'if true { '.repeat(50)}if ${'not '.repeat(60)}true { } ${'} '.repeat(50)}}`,
    ],
  ])('%s: too-deeply-nested where it goes too deep', (_, decls, hook = '') => {
    const text = game({ decls, phases: TURNS(hook) });
    const list = diagnosticsOf(text);
    expect(list.map((d) => d.code)).toEqual(['too-deeply-nested']);
    expect(list[0]!.range.start.line).toBeGreaterThan(1);
    expect(list[0]!.message).toMatch(/nested more than 100 deep/);
  });

  it.each([
    ['+', `define x = ${Array(100_000).fill('1').join(' + ')}`],
    ['and', `define x = ${Array(100_000).fill('true').join(' and ')}`],
    ['<', `define x = ${Array(1_000).fill('1').join(' < ')}`],
  ])("a 100,000-long chain of '%s' is reported at its 257th operand", (op, decls) => {
    const list = diagnosticsOf(game({ decls }));
    expect(list.map((d) => d.code)).toEqual(['too-deeply-nested']);
    expect(list[0]!.message).toContain(`more than ${LIMITS.chain} operands ('${op}' here)`);
    expect(list[0]!.range.start.line).toBe(14);
  });

  it('chains within the limit nested within the limit: reported where the tree goes too deep', () => {
    const chain = Array(200).fill('1').join(' + ');
    const text = game({ decls: `define x = ((${chain}) + ${chain}) + ${chain}` });
    const list = diagnosticsOf(text);
    expect(list.map((d) => d.code)).toEqual(['too-deeply-nested']);
    expect(list[0]!.message).toMatch(/more than 400 levels deep/);
  });

  it('definitions each shallow but deep together: reported at the use', () => {
    const chain = Array(150).fill('1').join(' + ');
    const decls = [
      `define a = ${chain}`,
      `define b = a + ${chain}`,
      `define c = b + ${chain}`,
      `define d = c + 1`,
    ].join('\n');
    const list = diagnosticsOf(game({ decls }));
    expect(list.map((d) => d.code)).toEqual(['too-deeply-nested']);
    expect(list[0]!.message).toMatch(/^'b' stands for an expression/);
  });

  it('a chain of 256 operands, nested 60 brackets deep, still checks', () => {
    const chain = Array(256).fill('1').join(' + ');
    const nested = `${'('.repeat(60)}${chain}${')'.repeat(60)}`;
    expect(diagnosticsOf(game({ decls: `define x = ${nested}` }))).toEqual([]);
  });
});

describe('range sizes (defects 6 and 12)', () => {
  it.each([
    ['a rank range going up', '  ranks ⟪7..10000000⟫\n  suits red, blue', 'too-many-ranks'],
    ['a rank range going down', '  ranks ⟪100000..1⟫\n  suits red, blue', 'too-many-ranks'],
    [
      'many copies of one card',
      '  ranks king > 1\n  suits red\n  card joker x ⟪100000⟫',
      'too-many-cards',
    ],
    [
      'a huge number',
      '  ranks king > 1\n  suits red\n  card joker x ⟪99999999999999999999⟫',
      'number-too-large',
    ],
  ])('%s', (_, deck, code) => {
    const started = performance.now();
    const list = diagnosticsOf(game({ deck }).replace('⟪', '').replace('⟫', ''));
    expect(list.map((d) => d.code)).toContain(code);
    expect(performance.now() - started).toBeLessThan(20_000);
    expectOnlyFirst(game({ deck }), code);
  });

  it('`copies 100000`: too-many-cards at the count', () => {
    expectOnly(
      game({ deck: '  ranks king > 1\n  suits red\n  copies ⟪100000⟫' }),
      'too-many-cards',
    );
  });

  it('an option range of 10^8 values at most ±1,000,000', () => {
    expectOnly(
      game({ options: 'option goal "Goal": 1..⟪100000000⟫ = 10\noption mode: fast | slow = fast' }),
      'bad-option-value',
    );
  });

  it('more option combinations than the checker will try', () => {
    const options = Array.from({ length: 7 }, (_, i) => `option o${i}: a | b | c | d = a`).join(
      '\n',
    );
    const d = expectOnly(
      game({ options: `${options.replace('option o6', 'option ⟪o6⟫')}\noption goal: 1..9 = 5` }),
      'too-many-option-combinations',
    );
    expect(d.message).toMatch(/16,384 ways/);
  });

  it('a bid range of 10^8: parameter-out-of-range at the end', () => {
    expectOnly(
      game({ phases: TURNS('  move bid(n in 0..⟪100000000⟫) { set bid[seat] = n }') }),
      'parameter-out-of-range',
    );
  });

  it('a move parameter of 4096: parameter-out-of-range', () => {
    expectOnly(
      game({ phases: TURNS('  move bid(n in 0..⟪4096⟫) { set bid[seat] = n }') }),
      'parameter-out-of-range',
    );
  });

  it('a step of 0 would list forever: bad-step', () => {
    expectOnly(
      game({ phases: TURNS('  move bid(n in 0..10 step ⟪0⟫) { set bid[seat] = n }') }),
      'bad-step',
    );
  });
});

describe('what the generator can hold (defect 12)', () => {
  it('more than 64 moves: too-many-moves at the 65th', () => {
    const moves = Array.from({ length: 64 }, (_, i) => `  move m${i} { }`).join('\n');
    const phases = TURNS(moves).replace('move lay', 'move ⟪lay⟫');
    expectOnly(game({ phases }), 'too-many-moves');
  });

  it('64 moves, the 64th its lay: clean', () => {
    const moves = Array.from({ length: 63 }, (_, i) => `  move m${i} { }`).join('\n');
    expect(codes(game({ phases: TURNS(moves) }))).toEqual([]);
  });

  it('more than 63 owners of a zone: too-many-owners at the seats', () => {
    expectOnly(
      game({
        table: 'seats ⟪64⟫\nteams 2 alternating',
        deck: '  ranks 70..1\n  suits red, blue',
        deal: 'deal 1 each',
      }),
      'too-many-owners',
    );
    expectOnly(game({ table: 'seats 4\nteams ⟪64⟫ alternating' }), 'too-many-owners');
  });

  it('no teams at all: bad-team-count (team of a seat was the seat modulo 0)', () => {
    expectOnly(game({ table: 'seats 4\nteams ⟪0⟫ alternating' }), 'bad-team-count');
  });
});

describe('diagnostics per file (defect 5)', () => {
  it('stops at 1000 with one too-many-errors, after 200,000 problems, without a stack trace', () => {
    const result = check(`game g\n${'@ '.repeat(200_000)}\n`, 'many.rules');
    expect(result.diagnostics).toHaveLength(LIMITS.diagnostics + 1);
    const last = result.diagnostics.at(-1)!;
    expect(formatDiagnostic(last)).toMatch(/error too-many-errors: more than 1000 problems/);
    const lastLine = result.diagnostics.at(-2)!.range.start.line;
    expect(last.range.start.line).toBeGreaterThanOrEqual(lastLine);
  });
});

describe('lists as long as a file can write them', { timeout: 120_000 }, () => {
  // Spread into a call (`push(...keys)`, `Math.max(...values)`), a list of more than ~125,000
  // overflowed the stack, and check answered internal-error.
  it('150,000 keys to break ties', () => {
    const keys = Array(150_000).fill('1').join(', ');
    expect(codes(game({ match: `match {\n  target goal\n  ties broken by ${keys}\n}` }))).toEqual(
      [],
    );
  });

  it('the seats as the largest of 150,000 numbers', () => {
    const numbers = Array(150_000).fill('2').join(', ');
    const table = `seats max(x in {4, ${numbers}}: x)\nteams 2 alternating`;
    expect(codes(game({ table }))).toEqual([]);
  });
});

describe('input size', () => {
  it('a text over 1 MiB is file-too-large, through check itself', () => {
    const text = `game big\n${'// filler\n'.repeat(110_000)}`;
    const list = check(text, 'big.rules').diagnostics;
    expect(list.map((d) => `${d.code}@${at(d)}`)).toEqual(['file-too-large@1:1']);
  });
});

/** Expects `code` to be the first diagnostic, over the marked range. */
function expectOnlyFirst(source: string, code: string): void {
  const list = diagnosticsOf(source.replace('⟪', '').replace('⟫', ''));
  const first = list[0];
  expect(first?.code).toBe(code);
  const before = source.slice(0, source.indexOf('⟪')).split('\n');
  expect(first === undefined ? '' : at(first)).toBe(
    `${before.length}:${before.at(-1)!.length + 1}`,
  );
}
