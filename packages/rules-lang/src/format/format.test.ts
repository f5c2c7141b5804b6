import { describe, expect, it } from 'vitest';
import { parse } from '../parser/parse';
import { formatRules, sameMeaning } from './format';

/** The smallest file that parses, with `body` after it. */
const game = (body: string) => `game g\n${body}`;

function fmt(text: string): string {
  const result = formatRules(text, 'test.rules');
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return result.text;
}

describe('formatRules: spacing', () => {
  it.each([
    ['seats   4', 'seats 4'],
    ['option  x :  1 ..  5  =  2', 'option x: 1..5 = 2'],
    ['option x: a|b | c=a', 'option x: a | b | c = a'],
    ['define d = count( hand [ seat ] )', 'define d = count(hand[seat])'],
    ['define d = a  .  suit', 'define d = a.suit'],
    ['define d = {a , b}', 'define d = {a, b}'],
    ['define d = { c in deck where c.rank=1 }', 'define d = {c in deck where c.rank = 1}'],
    ['define d = 0 -  5', 'define d = 0 - 5'],
    ['define d = - 5', 'define d = -5'],
    ['define d = -(a)', 'define d = -(a)'],
    ['define d = not(a)', 'define d = not (a)'],
    ['define d = sum(c in deck : c.face)', 'define d = sum(c in deck: c.face)'],
    ['define d = x>=1 and y!=2', 'define d = x >= 1 and y != 2'],
    ['seat names "A" ,"B"', 'seat names "A", "B"'],
  ])('%j → %j', (line, want) => {
    expect(fmt(game(line))).toBe(game(`${want}\n`));
  });

  it('keeps a call against its parenthesis and a parenthesised value apart from a name', () => {
    const text = game('scoring {\n  score t (1 + 2)\n  score t count(deck)\n}');
    expect(fmt(text)).toBe(`${text}\n`);
  });

  it("keeps a move's parameters against its name, and a space after its wording", () => {
    const body = "  turns: clockwise from the dealer's left\n";
    const text = game(
      `phase p {\n${body}  move m "M {x}"(x in 1..2) { again }\n  move n(x in 1..2) { again }\n}`,
    );
    const want = game(
      `phase p {\n${body}  move m "M {x}" (x in 1..2) { again }\n  move n(x in 1..2) { again }\n}`,
    );
    expect(fmt(text)).toBe(`${want}\n`);
  });

  it("writes the possessive as one word: dealer's", () => {
    const text = game("phase p {\n  turns: clockwise from the dealer ' s left\n}");
    expect(fmt(text)).toBe(game("phase p {\n  turns: clockwise from the dealer's left\n}\n"));
  });

  it('puts spaces inside a one-line block but not inside a set', () => {
    const text = game('phase p {\n  move m {set x = {a,b}}\n}');
    expect(fmt(text)).toBe(game('phase p {\n  move m { set x = {a, b} }\n}\n'));
  });
});

describe('formatRules: lines and indentation', () => {
  it('indents by the braces, two spaces a level, and keeps every line break', () => {
    const text = game(
      'phase p {\nmove m {\n      if a {\nset x = 1\n}   else {\n set x = 2 }\n}\n      }',
    );
    expect(fmt(text)).toBe(
      game(
        'phase p {\n  move m {\n    if a {\n      set x = 1\n    } else {\n      set x = 2 }\n  }\n}\n',
      ),
    );
  });

  it('indents a line that continues an item by four, and aligns inside brackets', () => {
    const text = game(
      'define d = a and\nb\nphase p {\n  move m(x in deck,\n y in deck) {\n  }\n}\ndefine e = count(\na)',
    );
    expect(fmt(text)).toBe(
      game(
        'define d = a and\n    b\nphase p {\n  move m(x in deck,\n         y in deck) {\n  }\n}\ndefine e = count(\n    a)\n',
      ),
    );
  });

  it('keeps one blank line of any run, and none at the start or end', () => {
    expect(fmt(`\n\n${game('\n\n\nseats 4\n\n\n')}`)).toBe(game('\nseats 4\n'));
  });

  it('writes LF line ends, no tabs and no byte-order mark', () => {
    const result = formatRules('\uFEFFgame g\r\n\tseats\t4\r\n', 'test.rules');
    expect(result).toEqual({ ok: true, text: 'game g\nseats 4\n', changed: true });
  });

  it('says when nothing changed', () => {
    expect(formatRules('game g\nseats 4\n', 'test.rules')).toEqual({
      ok: true,
      text: 'game g\nseats 4\n',
      changed: false,
    });
  });
});

describe('formatRules: comments', () => {
  it('indents a comment on its own line like the code around it', () => {
    const text = game('deck {\n// ranks\n    ranks 2..1\n      // end\n}\n   // after');
    expect(fmt(text)).toBe(game('deck {\n  // ranks\n  ranks 2..1\n  // end\n}\n// after\n'));
  });

  it('aligns the trailing comments of consecutive lines in one column', () => {
    const text = game('seats 4 // a\nteams solo     // b\ndeal 1 each // c\n\nseats 5 // d');
    expect(fmt(text)).toBe(
      game('seats 4       // a\nteams solo    // b\ndeal 1 each   // c\n\nseats 5   // d\n'),
    );
  });

  it('lets a line wider than 80 columns keep its comment close, without moving the others', () => {
    const long = `define d = ${Array.from({ length: 20 }, (_, i) => `a${i}`).join(' + ')}`;
    const text = game(`seats 4 // a\n${long} // b\nteams solo // c`);
    expect(fmt(text)).toBe(game(`seats 4      // a\n${long}   // b\nteams solo   // c\n`));
  });

  it('keeps the text of every comment, trailing spaces trimmed', () => {
    const text = game('seats 4 //  S2: two  spaces   \n//no space');
    expect(fmt(text)).toBe(game('seats 4   //  S2: two  spaces\n//no space\n'));
  });
});

describe('formatRules: what it refuses', () => {
  it('does not format a file with syntax errors, and says why', () => {
    const result = formatRules('game g\nseats {\n', 'bad.rules');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(result.diagnostics.every((d) => d.severity === 'error' && d.path === 'bad.rules')).toBe(
      true,
    );
  });

  it('formats a file the checker rejects: layout does not need meaning', () => {
    expect(fmt('game g\nseats   nobody\n')).toBe('game g\nseats nobody\n');
  });
});

describe('sameMeaning', () => {
  it('tells trees apart by content, not by position', () => {
    const a = parse('game g\nseats 4\n', 'a').file!;
    const b = parse('game   g\n\n  seats 4', 'b').file!;
    const c = parse('game g\nseats 5\n', 'c').file!;
    expect([sameMeaning(a, b), sameMeaning(a, c)]).toEqual([true, false]);
  });
});
