import { describe, expect, it } from 'vitest';
import { escapeWordingText, fillWording, wordingParts } from './wording';

describe('a move wording', () => {
  it('splits into text and placeholders, escapes read as the character', () => {
    expect(wordingParts('Bid {level} \\{no\\} {suit}\\\\')).toEqual([
      'Bid ',
      { param: 'level' },
      ' {no} ',
      { param: 'suit' },
      '\\',
    ]);
  });

  it('round-trips text escaped for a table', () => {
    const text = 'a {b} \\ c}';
    expect(wordingParts(escapeWordingText(text))).toEqual([text]);
  });

  it("fills each placeholder with its parameter's words", () => {
    const words: Record<string, string> = { level: '2', suit: 'Clubs' };
    expect(fillWording('Bid {level} {suit}', (p) => words[p])).toBe('Bid 2 Clubs');
    expect(fillWording('Pass', () => undefined)).toBe('Pass');
  });

  it('gives nothing when a placeholder has no words', () => {
    expect(fillWording('Bid {level} {suit}', (p) => (p === 'level' ? '2' : undefined))).toBe(
      undefined,
    );
  });
});
