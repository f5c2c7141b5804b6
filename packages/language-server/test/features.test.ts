import { check } from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import { CompletionItemKind, DiagnosticSeverity, SymbolKind } from 'vscode-languageserver';
import { completions } from '../src/features/completion';
import { toLspDiagnostic } from '../src/features/diagnostics';
import { formatting } from '../src/features/formatting';
import { hover } from '../src/features/hover';
import { definition, references } from '../src/features/navigation';
import { outline } from '../src/features/outline';
import { prepareRename, rename } from '../src/features/rename';
import { LEGEND, semanticTokens } from '../src/features/semantic-tokens';
import { given, TINY } from './helpers';

const labels = (g: ReturnType<typeof given>, offset: number) =>
  completions(g.document, g.analysis, offset).map((i) => i.label);

const hoverText = (g: ReturnType<typeof given>, offset: number) => {
  const h = hover(g.document, g.analysis, offset);
  return h === null ? undefined : (h.contents as { value: string }).value;
};

describe('diagnostics', () => {
  it("are check's own: code, range, severity, message with its suggestion", () => {
    const text = TINY.replace('card is red', 'card is rde');
    const g = given(text);
    const [d] = check(text, 'tiny.rules').diagnostics;
    expect(toLspDiagnostic(g.document, d!)).toEqual({
      range: { start: { line: 17, character: 44 }, end: { line: 17, character: 47 } },
      severity: DiagnosticSeverity.Error,
      code: 'unknown-suit',
      source: 'orrery',
      message: "unknown suit 'rde' — did you mean 'red'?",
    });
  });
});

describe('completion', () => {
  it("offers a card's attributes and the file's card values after c.", () => {
    const text = TINY.replace('where card is red', 'where card.');
    const g = given(text);
    expect(labels(g, g.at('card.')).sort()).toEqual(
      ['face', 'group', 'points', 'rank', 'suit', 'suit-rank', 'wild'].sort(),
    );
  });

  it('offers the names an expression may use, with their kinds, and locals only in scope', () => {
    const g = given(TINY);
    const items = completions(g.document, g.analysis, g.at('    move '));
    const byLabel = new Map(items.map((i) => [i.label, i]));
    expect(byLabel.get('pile')).toMatchObject({
      kind: CompletionItemKind.Field,
      detail: 'zone · shared, hidden from everyone',
    });
    expect(byLabel.get('red')).toMatchObject({
      kind: CompletionItemKind.EnumMember,
      detail: 'suit · Red, group warm',
    });
    expect(byLabel.get('sun')?.detail).toBe('rank · Sun, strength 3');
    expect(byLabel.get('star')?.detail).toBe('card · 2 copies: star-1, star-2');
    expect(byLabel.get('draw')?.detail).toBe('option · always | never, default always');
    expect(byLabel.get('passes')?.detail).toBe('var · shared, number');
    expect(byLabel.get('n')?.detail).toBe('local · number');
    expect(byLabel.get('card')?.detail).toBe('parameter · card');
    expect(byLabel.get('count')?.kind).toBe(CompletionItemKind.Function);
    expect(byLabel.has('t')).toBe(false); // the scoring loop's variable is not seen here
    expect(byLabel.has('2')).toBe(false); // numeric ranks are written as numbers
  });

  it('offers only zones where a zone goes, replacing the word being typed', () => {
    const text = TINY.replace('rest to pile', 'rest to pi');
    const g = given(text);
    const items = completions(g.document, g.analysis, g.at('rest to pi'));
    expect(items.map((i) => i.label).sort()).toEqual(['hand', 'pile']);
    expect(items[0]?.textEdit).toMatchObject({
      range: { start: { line: 13, character: 21 }, end: { line: 13, character: 23 } },
    });
  });

  it('offers the keywords the grammar allows, and no names for a name being declared', () => {
    const g = given(TINY);
    const top = labels(g, g.at('zone hand', 0));
    expect(top).toEqual(
      expect.arrayContaining(['zone', 'phase', 'var', 'record', 'define', 'scoring', 'known']),
    );
    expect(top).not.toContain('pile');
    expect(labels(g, g.at('move pass', 5))).toEqual([]);
  });
});

describe('hover', () => {
  const g = given(TINY);

  it("shows a zone's owner and visibility and its declaring line", () => {
    const text = hoverText(g, g.at('hand[', 1));
    expect(text).toContain('**hand** · zone · per seat, visible to its owner');
    expect(text).toContain('A zone owned per seat (read as `hand[seat]`), visible to its owner.');
    expect(text).toContain('zone hand "Hand": per seat, visible to owner');
  });

  it("shows a card's attributes, an option's values, a built-in's meaning", () => {
    expect(hoverText(g, g.at('star-1', 1))).toContain(
      'Attributes: suit none, rank none, wild false; a copy of card `star`.',
    );
    expect(hoverText(g, g.at('blue-sun', 1))).toContain(
      'card · Sun of Blue, rank sun of suit blue',
    );
    expect(hoverText(g, g.at('draw = always', 1))).toContain(
      'one of `always`, `never`; `always` unless the table chooses otherwise.',
    );
    expect(hoverText(g, g.at('hand[seat', 6))).toContain('the seat to act');
  });

  it("explains 'reveal' and 'played by', and offers each where the grammar takes it", () => {
    const text = TINY.replace(
      'move pass',
      'played by: left of seat\n  at turn start { reveal hand[seat] }\n  move pass',
    );
    const h = given(text);
    expect(check(text, 'tiny.rules').diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(hoverText(h, h.at('reveal hand', 1))).toContain('face up for every seat');
    expect(hoverText(h, h.at('played by', 1))).toContain("the seat that chooses each turn's move");
    expect(labels(h, h.at('reveal hand', 0))).toContain('reveal');
    expect(labels(h, h.at('played by', 0))).toContain('played');
  });

  it('explains a keyword and a function word, and says nothing on a number', () => {
    expect(hoverText(g, g.at('zone pile', 1))).toContain('a place cards can be');
    expect(hoverText(g, g.at('count(pile)', 1))).toContain('how many');
    expect(hoverText(g, g.at('seats 2', 6))).toBeUndefined();
  });

  it('tells a function word called from the same word as a keyword', () => {
    const h = given(
      TINY.replace(
        'deal 2 each',
        'first dealer: seat 0\ndefine keeper = first(s in all seats from dealer where s != dealer)\ndeal 2 each',
      ),
    );
    expect(hoverText(h, h.at('first(', 1))).toContain('**first** · function');
    expect(hoverText(h, h.at('first dealer', 1))).toContain('**first** · keyword');
    expect(hoverText(h, h.at('seats 2', 1))).toContain('how many seats play');
  });

  it("shows a move's wording on its name, and explains it on the keyword", () => {
    const text = TINY.replace('move pass', 'move pass "Pass the turn"');
    const h = given(text);
    expect(check(text, 'tiny.rules').diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(hoverText(h, h.at('move pass', 6))).toContain('move · phase');
    expect(hoverText(h, h.at('move pass', 6))).toContain(' · "Pass the turn"');
    expect(hoverText(h, h.at('move pass', 1))).toContain('"WORDING"');
  });

  it("explains a 'known' fact's keyword", () => {
    const text = `${TINY}known: count(pile) >= 0\n`;
    const k = given(text);
    expect(hoverText(k, k.at('known:', 1))).toContain('a fact about hidden cards every seat knows');
  });
});

describe('definition and references', () => {
  const g = given(TINY);

  it('goes from a use to the declaration', () => {
    expect(definition(g.document, g.analysis, g.at('played[seat] +', 1))).toEqual({
      uri: g.document.uri,
      range: { start: { line: 12, character: 4 }, end: { line: 12, character: 10 } },
    });
    expect(definition(g.document, g.analysis, g.at('card to', 1))?.range.start).toEqual({
      line: 17,
      character: 11,
    });
  });

  it('finds every use, with or without the declaration', () => {
    const at = g.at('pile:', 1);
    expect(references(g.document, g.analysis, at, true).map((l) => l.range.start.line)).toEqual([
      11, 13, 18, 19, 25,
    ]);
    expect(references(g.document, g.analysis, at, false)).toHaveLength(4);
  });
});

describe('rename', () => {
  const g = given(TINY);
  const renamed = (offset: number, name: string) => {
    const result = rename(g.document, g.analysis, offset, name, 'tiny.rules');
    if (!result.ok) return result.reason;
    return TextDocumentApply(TINY, g, result.edits);
  };

  it('renames a suit everywhere, card ids made from it included', () => {
    const out = renamed(g.at('blue "Blue"', 1), 'azure');
    expect(out).toContain('suits red "Red", azure "Blue": sun..1');
    expect(out).toContain('group warm: red > azure');
    expect(out).toContain('c is azure-sun');
    expect(check(out as string, 'x').diagnostics).toEqual([]);
  });

  it('renames a card with copies, and its copies with it', () => {
    const out = renamed(g.at('star "Star"', 1), 'comet');
    expect(out).toContain('card comet "Star" x 2');
    expect(out).toContain('c is comet-1');
  });

  it('refuses a name that collides, is not valid, or means something already', () => {
    expect(renamed(g.at('zone pile', 6), 'hand')).toBe(
      "'hand' would collide with zone 'hand', already in this file",
    );
    expect(renamed(g.at('zone pile', 6), 'red-sun')).toBe(
      "'red-sun' would collide with card 'red-sun', already in this file",
    );
    expect(renamed(g.at('zone pile', 6), 'dealer')).toBe(
      "'dealer' would collide with the built-in 'dealer', already in this file",
    );
    expect(renamed(g.at('zone pile', 6), 'Pile')).toMatch(/^'Pile' is not a valid name/);
    expect(renamed(g.at('zone pile', 6), 'of')).toMatch(/^'of' is not a valid name/);
  });

  it('refuses what cannot be renamed, and says what to rename instead', () => {
    expect(prepareRename(g.document, g.analysis, g.at('blue-sun', 1))).toEqual({
      reason: "'blue-sun' is made from other names: rename 'blue' or 'sun' instead",
    });
    expect(prepareRename(g.document, g.analysis, g.at('hand[seat', 6))).toEqual({
      reason: "'seat' is built into the language",
    });
    expect(prepareRename(g.document, g.analysis, g.at('2..1', 0))).toEqual({
      reason: "'2' is a numeric rank: its name is its number",
    });
    expect(prepareRename(g.document, g.analysis, g.at('seats 2', 6))).toEqual({
      reason: 'there is no name here to rename',
    });
  });

  it('refuses a rename the checker would reject', () => {
    // A move's parameter renamed to a name the move's own `let` holds.
    expect(renamed(g.at('let n', 4), 'card')).toMatch(/^'card' would collide with local 'card'/);
    const text = TINY.replace('let n = count(pile)', 'let n = count(pile)\n    let m = n');
    const h = given(text);
    const result = rename(h.document, h.analysis, h.at('let m', 4), 'k', 'tiny.rules');
    expect(result.ok).toBe(true);
  });
});

/** Applies LSP edits (non-overlapping) to `text`. */
function TextDocumentApply(
  text: string,
  g: ReturnType<typeof given>,
  edits: readonly {
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    newText: string;
  }[],
): string {
  const sorted = [...edits].sort(
    (a, b) => g.document.offsetAt(b.range.start) - g.document.offsetAt(a.range.start),
  );
  let out = text;
  for (const e of sorted)
    out =
      out.slice(0, g.document.offsetAt(e.range.start)) +
      e.newText +
      out.slice(g.document.offsetAt(e.range.end));
  return out;
}

describe('outline', () => {
  it('lists the declarations, the deck and the phase items under their parents', () => {
    const g = given(TINY);
    const symbols = outline(g.document, g.analysis);
    expect(symbols.map((s) => s.name)).toEqual([
      'tiny',
      'draw',
      'seats',
      'deck',
      'points',
      'hand',
      'pile',
      'played',
      'deal',
      'play',
      'scoring',
    ]);
    const deck = symbols.find((s) => s.name === 'deck');
    expect(deck?.children?.map((c) => `${c.name}:${c.kind}`)).toEqual([
      `ranks:${SymbolKind.EnumMember}`,
      `red:${SymbolKind.EnumMember}`,
      `blue:${SymbolKind.EnumMember}`,
      `star:${SymbolKind.Constant}`,
      `warm:${SymbolKind.Enum}`,
    ]);
    expect(symbols.find((s) => s.name === 'play')?.children?.map((c) => c.name)).toEqual([
      'passes',
      'lay',
      'pass',
      'end when',
    ]);
  });
});

describe('semantic tokens', () => {
  it('colours each name by what it is, a reason around its placeholder, and keywords', () => {
    const g = given(TINY);
    const data = semanticTokens(g.document, g.analysis).data;
    const decoded: string[] = [];
    let line = 0;
    let char = 0;
    for (let i = 0; i < data.length; i += 5) {
      line += data[i]!;
      char = data[i]! === 0 ? char + data[i + 1]! : data[i + 1]!;
      const word = TINY.split('\n')[line]!.slice(char, char + data[i + 2]!);
      decoded.push(`${word}:${LEGEND.tokenTypes[data[i + 3]!]}`);
    }
    expect(decoded).toEqual(
      expect.arrayContaining([
        'zone:keyword',
        'hand:property',
        'red:enumMember',
        'count:function',
        'n:variable',
        '"Red":string',
        'warm:enum',
        'lay:method',
      ]),
    );
    const start = decoded.indexOf('"{:string');
    const reason = decoded.slice(start, start + 3);
    expect(reason).toEqual(['"{:string', 't:variable', '} scores":string']);
  });
});

describe('formatting', () => {
  it('is one edit to the layout of orrery fmt, none when the file is in it or cannot be parsed', () => {
    const untidy = given(TINY.replace('seats 2', 'seats    2'));
    expect(formatting(untidy.document, 'tiny.rules').map((e) => e.newText)).toEqual([TINY]);
    expect(formatting(given(TINY).document, 'tiny.rules')).toEqual([]);
    expect(formatting(given('game g\nseats {').document, 'x')).toEqual([]);
  });
});
