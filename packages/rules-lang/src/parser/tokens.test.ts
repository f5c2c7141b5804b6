import { describe, expect, it } from 'vitest';
import { rulesLexer } from './tokens';

function lex(text: string): string[] {
  const result = rulesLexer.tokenize(text);
  expect(result.errors).toEqual([]);
  return result.tokens.map((t) => `${t.tokenType.name}:${t.image}`);
}

describe('lexer', () => {
  it.each([
    ['first-dealer', ['Identifier:first-dealer']],
    ['first dealer', ['KwFirst:first', 'KwDealer:dealer']],
    ['seat-0 seats seat', ['Identifier:seat-0', 'KwSeats:seats', 'KwSeat:seat']],
    ['instant in index', ['KwInstant:instant', 'KwIn:in', 'Identifier:index']],
    ['non-wild no nobody', ['KwNonWild:non-wild', 'KwNo:no', 'Identifier:nobody']],
    ['then the those', ['KwThen:then', 'KwThe:the', 'KwThose:those']],
    ["the dealer's left", ['KwThe:the', 'KwDealer:dealer', "Apostrophe:'", 'KwS:s', 'KwLeft:left']],
    ['s x xs', ['KwS:s', 'KwX:x', 'Identifier:xs']],
    ['a - b', ['Identifier:a', 'Minus:-', 'Identifier:b']],
    ['a-b', ['Identifier:a-b']],
    ['-5', ['Minus:-', 'Integer:5']],
    ['10..1', ['Integer:10', 'DotDot:..', 'Integer:1']],
    ['c.face-points', ['Identifier:c', 'Dot:.', 'Identifier:face-points']],
    [
      '<= >= != = < >',
      ['LessEqual:<=', 'GreaterEqual:>=', 'NotEqual:!=', 'Equals:=', 'Less:<', 'Greater:>'],
    ],
    ['"a \\"b\\" c"', ['StringLiteral:"a \\"b\\" c"']],
    ['"it\'s"', ['StringLiteral:"it\'s"']],
    ['seats 4 // C1: four seats', ['KwSeats:seats', 'Integer:4']],
    ['Hearts first_dealer', ['InvalidName:Hearts', 'InvalidName:first_dealer']],
    ['"open', ['UnterminatedString:"open']],
  ])('%s', (text, expected) => {
    expect(lex(text)).toEqual(expected);
  });

  it('tracks 1-based lines and columns', () => {
    const [, second] = rulesLexer.tokenize('game x\n  seats 4').tokens;
    expect(second?.image).toBe('x');
    const seats = rulesLexer.tokenize('game x\n  seats 4').tokens[2];
    expect([seats?.startLine, seats?.startColumn, seats?.startOffset]).toEqual([2, 3, 9]);
  });
});
