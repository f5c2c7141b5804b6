import { describe, expect, it } from 'vitest';
import type { Binary, DefineDecl } from '../ast/ast';
import { expectNoErrors, expressionOf, parseHelper } from '../test-helpers';

const name = (text: string) => ({ kind: 'Name', text });
const ref = (text: string) => ({ kind: 'Reference', name: name(text) });
const num = (value: number) => ({ kind: 'NumberLiteral', value });
const bin = (op: string, left: unknown, right: unknown) => ({ kind: 'Binary', op, left, right });
const not = (operand: unknown) => ({ kind: 'Unary', op: 'not', operand });
const member = (object: unknown, m: string) => ({ kind: 'Member', object, member: name(m) });

describe('expressions: precedence and associativity', () => {
  it.each<[string, unknown]>([
    ['a or b and c', bin('or', ref('a'), bin('and', ref('b'), ref('c')))],
    ['a and b or c', bin('or', bin('and', ref('a'), ref('b')), ref('c'))],
    ['not a and b', bin('and', not(ref('a')), ref('b'))],
    [
      'not s in annexed[t]',
      not(bin('in', ref('s'), { kind: 'Index', object: ref('annexed'), index: ref('t') })),
    ],
    ['x not in c', not(bin('in', ref('x'), ref('c')))],
    ['a = b and c != d', bin('and', bin('=', ref('a'), ref('b')), bin('!=', ref('c'), ref('d')))],
    [
      'c is planet or c is moon',
      bin('or', bin('is', ref('c'), ref('planet')), bin('is', ref('c'), ref('moon'))),
    ],
    ['1 + 2 * 3', bin('+', num(1), bin('*', num(2), num(3)))],
    ['2 * c.face + 1', bin('+', bin('*', num(2), member(ref('c'), 'face')), num(1))],
    ['a - b - c', bin('-', bin('-', ref('a'), ref('b')), ref('c'))],
    ['a / b * c', bin('*', bin('/', ref('a'), ref('b')), ref('c'))],
    ['a-b', ref('a-b')],
    ['-5', { kind: 'Unary', op: '-', operand: num(5) }],
    ['0 - 10 * n', bin('-', num(0), bin('*', num(10), ref('n')))],
    ['a < b', bin('<', ref('a'), ref('b'))],
    ['a <= b', bin('<=', ref('a'), ref('b'))],
    ['a > b', bin('>', ref('a'), ref('b'))],
    ['a >= b + 1', bin('>=', ref('a'), bin('+', ref('b'), num(1)))],
    ['(a or b) and c', bin('and', bin('or', ref('a'), ref('b')), ref('c'))],
    [
      'if a then 1 else if b then 2 else 3',
      {
        kind: 'Conditional',
        condition: ref('a'),
        then: num(1),
        otherwise: { kind: 'Conditional', condition: ref('b'), then: num(2), otherwise: num(3) },
      },
    ],
  ])('%s', (text, expected) => {
    expect(expressionOf(text)).toEqual(expected);
  });
});

describe('expressions: primaries', () => {
  it.each<[string, unknown]>([
    ['42', num(42)],
    ['"hi \\"there\\""', { kind: 'StringLiteral', value: 'hi "there"' }],
    ['first-dealer', ref('first-dealer')],
    ['hand[seat]', { kind: 'Index', object: ref('hand'), index: ref('seat') }],
    ['led.group', member(ref('led'), 'group')],
    ['c.suit-rank', member(ref('c'), 'suit-rank')],
    ['(top of discard).suit', member({ kind: 'TopOf', zone: ref('discard') }, 'suit')],
    [
      'top of hand[seat]',
      { kind: 'TopOf', zone: { kind: 'Index', object: ref('hand'), index: ref('seat') } },
    ],
    ['seats of t', { kind: 'SeatsOf', team: ref('t') }],
    ['team of s', { kind: 'TeamOf', seat: ref('s') }],
    ['tricks(team)', { kind: 'TricksOf', team: ref('team') }],
    ['all seats', ref('all seats')],
    [
      'all seats from left of dealer',
      { kind: 'SeatsFrom', seat: { kind: 'SeatBeside', side: 'left', seat: ref('dealer') } },
    ],
    [
      'hand of all seats from winner',
      { kind: 'ZoneUnion', zone: name('hand'), seats: { kind: 'SeatsFrom', seat: ref('winner') } },
    ],
    [
      'first(s in all seats from dealer where team of s = team)',
      {
        kind: 'Aggregate',
        op: 'first',
        variable: name('s'),
        collection: { kind: 'SeatsFrom', seat: ref('dealer') },
        where: bin('=', { kind: 'TeamOf', seat: ref('s') }, ref('team')),
      },
    ],
    ['area of opponents', { kind: 'ZoneUnion', zone: name('area'), seats: ref('opponents') }],
    ['hand of all seats', { kind: 'ZoneUnion', zone: name('hand'), seats: ref('all seats') }],
    [
      'area of seats of t',
      { kind: 'ZoneUnion', zone: name('area'), seats: { kind: 'SeatsOf', team: ref('t') } },
    ],
    ['{mars, venus}', { kind: 'SetLiteral', elements: [ref('mars'), ref('venus')] }],
    [
      '{c in deck where c is wild}',
      {
        kind: 'SetBuilder',
        variable: name('c'),
        collection: ref('deck'),
        where: bin('is', ref('c'), ref('wild')),
      },
    ],
    ['count(stock)', { kind: 'Aggregate', op: 'count', collection: ref('stock') }],
    [
      'count(c in hand[s] where c.suit = s)',
      {
        kind: 'Aggregate',
        op: 'count',
        variable: name('c'),
        collection: { kind: 'Index', object: ref('hand'), index: ref('s') },
        where: bin('=', member(ref('c'), 'suit'), ref('s')),
      },
    ],
    [
      'sum(c in pile[t]: c.points)',
      {
        kind: 'Aggregate',
        op: 'sum',
        variable: name('c'),
        collection: { kind: 'Index', object: ref('pile'), index: ref('t') },
        body: member(ref('c'), 'points'),
      },
    ],
    ...(['any', 'all', 'max', 'min'] as const).map((op): [string, unknown] => [
      `${op}(x in deck: x.face)`,
      {
        kind: 'Aggregate',
        op,
        variable: name('x'),
        collection: ref('deck'),
        body: member(ref('x'), 'face'),
      },
    ]),
  ])('%s', (text, expected) => {
    expect(expressionOf(text)).toEqual(expected);
  });

  it('reads keywords as names where a name is expected', () => {
    expect(expressionOf('pile[team]')).toEqual({
      kind: 'Index',
      object: ref('pile'),
      index: ref('team'),
    });
    expect(expressionOf('card.suit = suit')).toEqual(
      bin('=', member(ref('card'), 'suit'), ref('suit')),
    );
  });

  it('gives every node its exact range, end just past the last character', () => {
    const file = expectNoErrors(parseHelper('game t\ndefine x = a + b * 2'));
    const body = (file.declarations[0] as DefineDecl).body as Binary;
    expect(body.range).toEqual({
      start: { line: 2, column: 12, offset: 18 },
      end: { line: 2, column: 21, offset: 27 },
    });
    expect(body.right.range.start).toEqual({ line: 2, column: 16, offset: 22 });
    expect(body.left.range.end).toEqual({ line: 2, column: 13, offset: 19 });
  });
});
