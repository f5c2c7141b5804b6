import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { expectedAt } from './assist';
import { lexicalTokens } from './lexical';
import { isReservedWord, isValidName } from './names';

const GAME = `game tiny
option draw: always | never = always
seats 2
deck {
  ranks sun > 2..1
  suits red, blue: sun..1
  card star x 2
  card big "Big": sun of red
  group warm: red > blue
}
zone hand: per seat, visible to owner
zone pile: shared, hidden
deal 2 each, rest to pile
phase play {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat] where card is red) {
    let n = count(pile)
    move card to pile
    if draw = always and n > 0 { event drew }
  }
  end when count(c in pile where c is star-1 or c is blue-sun) > 0
}
`;

const at = (needle: string, nth = 0, delta = 0): number => {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = GAME.indexOf(needle, i + 1);
  if (i < 0) throw new Error(`no '${needle}'`);
  return i + delta;
};

const lines = (list: readonly { range: { start: { line: number; column: number } } }[]) =>
  list.map((o) => `${o.range.start.line}:${o.range.start.column}`);

describe('analyze: the index of names', () => {
  const { index } = analyze(GAME, 'tiny.rules');

  it('finds a suit wherever the file names it, the deck lines and expressions alike', () => {
    expect(lines(index.of('suit:red'))).toEqual(['6:9', '8:26', '9:15', '16:45']);
    expect(index.of('suit:red')[0]?.declaration).toBe(true);
  });

  it("finds a suit in the deck's look lines, so renaming it renames its look", () => {
    const looks = GAME.replace(
      '  group warm: red > blue\n',
      '  group warm: red > blue\n  look red: icon heart red, blue: "B" navy\n',
    );
    const found = analyze(looks, 'tiny.rules').index;
    expect(lines(found.of('suit:red'))).toContain('10:8');
    expect(lines(found.of('suit:blue'))).toContain('10:29');
  });

  it('finds a zone in clauses, index expressions and statements', () => {
    expect(lines(index.of('zone:pile'))).toEqual(['12:6', '13:22', '17:19', '18:18', '21:23']);
  });

  it('names an option value by its option, and a rank used in the deck', () => {
    expect(lines(index.of('option-value:draw:always'))).toEqual(['2:14', '2:31', '19:15']);
    expect(lines(index.of('rank:sun'))).toEqual(['5:9', '6:20', '8:19']);
  });

  it('knows a card id made of other names, and from which', () => {
    const copy = index.at(at('star-1'));
    const suited = index.at(at('blue-sun'));
    expect(copy?.entity.parts).toEqual([
      { key: 'card:star', text: 'star' },
      { key: undefined, text: '1' },
    ]);
    expect(suited?.entity.parts).toEqual([
      { key: 'suit:blue', text: 'blue' },
      { key: 'rank:sun', text: 'sun' },
    ]);
    expect([copy?.entity.renamable, suited?.entity.renamable]).toEqual([false, false]);
  });

  it('gives a local its declaration and the construct it is seen in', () => {
    const use = index.at(at('n > 0'));
    expect(use?.entity.kind).toBe('local');
    expect(use?.entity.declaration?.start.line).toBe(17);
    expect(use?.entity.scope?.start.line).toBe(16);
    expect(lines(index.of(use!.entity.key))).toEqual(['17:9', '19:26']);
  });

  it('places the names the checker never resolves: events, built-ins, the end of a word', () => {
    expect(index.at(at('drew'))?.entity.kind).toBe('event');
    expect(index.at(at('seat]'))?.entity.key).toBe('builtin:seat');
    const word = at('hand[');
    expect(index.at(word + 4)?.entity.key).toBe('zone:hand');
  });

  it('still indexes a file with errors, and gives nothing for one that is not a rules file', () => {
    const broken = analyze(GAME.replace('move card to pile', 'move card to pil'), 'x.rules');
    expect(broken.index.of('zone:hand').length).toBe(2);
    expect(broken.index.at(at('pile', 3))?.entity.kind).toBe('unknown');
    expect(analyze('hello', 'x').index.occurrences).toEqual([]);
  });
});

describe('expectedAt: what the grammar allows next', () => {
  const slots = (text: string, offset: number) => [...expectedAt(text, offset).slots].sort();

  it("offers a card's members after a dot", () => {
    const text = GAME.replace('card is red', 'card.');
    expect(slots(text, text.indexOf('card.') + 5)).toEqual(['member']);
  });

  it("offers values after 'move ' in a block, and nothing to choose for a new move's name", () => {
    const inBlock = at('move card', 0, 5);
    expect(slots(GAME, inBlock)).toEqual(['expression', 'function', 'of']);
    expect(expectedAt(GAME, inBlock).keywords).toEqual(expect.arrayContaining(['if', 'not']));
    expect(slots(GAME, at('move lay', 0, 5))).toEqual(['new']);
  });

  it('offers the declarations between declarations, and the phase items in a phase', () => {
    expect(expectedAt(GAME, at('zone hand')).keywords).toEqual(
      expect.arrayContaining(['zone', 'var', 'phase', 'deal', 'option']),
    );
    expect(expectedAt(GAME, at('  end when', 0, 2)).keywords).toEqual(
      expect.arrayContaining(['move', 'end', 'at', 'var', 'define', 'turns']),
    );
  });

  it('offers zones where a zone goes, and says which word is being typed', () => {
    const offset = at('rest to pile', 0, 10);
    const e = expectedAt(GAME, offset);
    expect([...e.slots]).toEqual(['zone']);
    expect(e.prefix).toEqual({ text: 'pi', start: offset - 2 });
  });
});

describe('names and tokens', () => {
  it.each([
    ['first-dealer', true],
    ['hand', true],
    ['Hand', false],
    ['a_b', false],
    ['if', false],
    ['two words', false],
    ['', false],
    ['x-', false],
  ])('%j is a valid name: %s', (text, valid) => {
    expect(isValidName(text)).toBe(valid);
  });

  it('tells reserved words from soft keywords', () => {
    expect(['of', 'deck', 'move', 'x1'].map(isReservedWord)).toEqual([true, false, false, false]);
  });

  it('classifies every token, comments included', () => {
    expect(lexicalTokens('seats 4 // two\nzone "Z": x').map((t) => t.kind)).toEqual([
      'keyword',
      'number',
      'comment',
      'keyword',
      'string',
      'operator',
      'keyword',
    ]);
  });
});
