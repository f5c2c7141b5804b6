import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { decodeTokens } from './highlight';
import { inlineParts } from './markdown';

describe('semantic tokens', () => {
  it('decode from relative lines and columns to offsets, with type and modifiers', () => {
    const doc = Text.of(['zone hand: shared', 'deal 2 each']);
    const legend = {
      tokenTypes: ['keyword', 'property', 'number'],
      tokenModifiers: ['declaration'],
    };
    const tokens = decodeTokens(
      doc,
      { data: [0, 0, 4, 0, 0, 0, 5, 4, 1, 1, 1, 0, 4, 0, 0, 0, 5, 1, 2, 0] },
      legend,
    );
    expect(tokens.map((t) => [doc.sliceString(t.from, t.to), t.type, t.modifiers])).toEqual([
      ['zone', 'keyword', []],
      ['hand', 'property', ['declaration']],
      ['deal', 'keyword', []],
      ['2', 'number', []],
    ]);
  });
});

describe('the markdown of hovers', () => {
  it('splits bold and code spans from the text, which stays text', () => {
    expect(inlineParts('**hand** · zone, read as `hand[seat]` <b>')).toEqual([
      { kind: 'bold', text: 'hand' },
      { kind: 'text', text: ' · zone, read as ' },
      { kind: 'code', text: 'hand[seat]' },
      { kind: 'text', text: ' <b>' },
    ]);
  });
});
