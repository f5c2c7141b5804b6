import { describe, expect, it } from 'vitest';
import { check } from '../check';
import { contrastOnWhite, COLOURS } from '../model/look-names';
import { declarationsOf, withoutRanges } from '../test-helpers';
import { diagnosticsOf, expectClean, expectOnly, game } from './test-helpers';

const DECK = '  ranks king > queen > 3..1\n  suits red "Red", blue "Blue"';
const withLook = (look: string): string => game({ deck: `${DECK}\n${look}` });

describe('the look of a deck: art and look', () => {
  it('parses into the AST as written', () => {
    const [deck] = declarationsOf(
      'deck {\n  art french\n  look hearts: icon heart red, spades: "♠" "#1b1b1b"\n}',
    );
    expect(deck).toEqual({
      kind: 'DeckDecl',
      items: [
        { kind: 'ArtDecl', name: { kind: 'Name', text: 'french' } },
        {
          kind: 'LookDecl',
          suits: [
            {
              kind: 'SuitLookDecl',
              suit: { kind: 'Name', text: 'hearts' },
              symbol: { kind: 'icon', icon: { kind: 'Name', text: 'heart' } },
              colour: { kind: 'name', name: { kind: 'Name', text: 'red' } },
            },
            {
              kind: 'SuitLookDecl',
              suit: { kind: 'Name', text: 'spades' },
              symbol: { kind: 'text', text: '♠' },
              colour: { kind: 'hex', text: '#1b1b1b' },
            },
          ],
        },
      ],
    });
  });

  it('reaches the linked model with palette names and short hex written out', () => {
    const text = withLook('  art six-suit\n  look red: icon heart red\n  look blue: "B" "#14a"');
    expectClean(text);
    const look = check(text, 'test.rules').game?.look;
    expect(withoutRanges(look)).toEqual({
      art: 'six-suit',
      suits: [
        { suit: 'red', symbol: { kind: 'icon', icon: 'heart' }, colour: COLOURS['red'] },
        { suit: 'blue', symbol: { kind: 'text', text: 'B' }, colour: '#1144aa' },
      ],
    });
  });

  it('is empty without art or look: the generic face', () => {
    expect(check(game(), 'test.rules').game?.look).toEqual({ art: undefined, suits: [] });
  });

  it('accepts a two-character symbol, an emoji among them', () => {
    expectClean(withLook('  look red: "10" red, blue: "🌙" blue'));
  });

  it('offers only palette colours readable on a white face', () => {
    for (const [name, hex] of Object.entries(COLOURS))
      expect({ name, ok: contrastOnWhite(hex) >= 4.5 }).toEqual({ name, ok: true });
  });
});

// Each case: the deck's look lines (⟪…⟫ marks the expected range) and the one diagnostic code.
const cases: [string, string, string, ('error' | 'warning')?][] = [
  ['an unknown art set', '  art ⟪frnch⟫', 'unknown-art'],
  ['art twice', '  art french\n  ⟪art italian⟫', 'duplicate-name'],
  ['an unknown icon', '  look red: icon ⟪hart⟫ red', 'unknown-icon'],
  ['a colour name outside the palette', '  look red: "R" ⟪crimson⟫', 'unknown-colour'],
  ['a hex colour with five digits', '  look red: "R" ⟪"#12345"⟫', 'bad-colour'],
  ['a colour that is not hex at all', '  look red: "R" ⟪"red"⟫', 'bad-colour'],
  [
    'a colour too pale for a white face',
    '  look red: "R" ⟪"#ffee00"⟫',
    'low-contrast-colour',
    'warning',
  ],
  ['a suit the deck does not have', '  look ⟪green⟫: "G" green', 'unknown-suit'],
  ['a suit given a look twice', '  look red: "R" red\n  look ⟪red⟫: "r" blue', 'duplicate-name'],
  ['a suit twice on one line', '  look red: "R" red, ⟪red⟫: "r" blue', 'duplicate-name'],
  ['a symbol too long for a corner', '  look red: ⟪"Red"⟫ red', 'bad-symbol'],
  ['an empty symbol', '  look red: ⟪""⟫ red', 'bad-symbol'],
];

describe('look diagnostics', () => {
  it.each(cases)('%s', (_what, look, code, severity = 'error') => {
    const d = expectOnly(withLook(look), code, severity);
    expect(d.message.length).toBeGreaterThan(0);
  });

  it('suggests the closest art set, icon, colour and suit', () => {
    const found = diagnosticsOf(
      withLook('  art frnch\n  look red: icon hart red, blue: "B" bleu, rde: "x" red'),
    ).map((d) => d.suggestion);
    expect(found).toEqual([
      "did you mean 'french'?",
      "did you mean 'heart'?",
      "did you mean 'blue'?",
      "did you mean 'red'?",
    ]);
  });

  it('reports a symbol missing its colour at the line that follows, as a syntax error', () => {
    const d = diagnosticsOf(withLook('  look red: "R"'));
    expect(d.map((x) => x.severity)).toContain('error');
  });
});
