// Given-text helpers: a document, its analysis, and a point in it found by the text around it.

import { analyze, type Analysis } from '@orrery/rules-lang/editor';
import { TextDocument } from 'vscode-languageserver-textdocument';

export interface Given {
  readonly document: TextDocument;
  readonly analysis: Analysis;
  /** The offset `delta` characters into the `nth` occurrence of `needle` (default: its end). */
  at(needle: string, delta?: number, nth?: number): number;
}

export function given(text: string, uri = 'file:///games/tiny.rules'): Given {
  const document = TextDocument.create(uri, 'orrery-rules', 1, text);
  return {
    document,
    analysis: analyze(text, 'tiny.rules'),
    at(needle, delta = needle.length, nth = 0) {
      let i = -1;
      for (let k = 0; k <= nth; k++) i = text.indexOf(needle, i + 1);
      if (i < 0) throw new Error(`no '${needle}' in the text`);
      return i + delta;
    },
  };
}

export const TINY = `game tiny "Tiny"
option draw "Drawing": always | never = always
seats 2
deck {
  ranks sun > 2..1
  suits red "Red", blue "Blue": sun..1
  card star "Star" x 2
  group warm: red > blue
}
value points of c = if c is red then 2 else 1
zone hand "Hand": per seat, visible to owner
zone pile: shared, hidden
var played: per seat, number
deal 2 each, rest to pile
phase play {
  turns: clockwise from the dealer's left
  var passes: number
  move lay(card in hand[seat] where card is red) {
    let n = count(pile)
    move card to pile
    set played[seat] = played[seat] + n
  }
  move pass when draw = always {
    set passes = passes + 1
  }
  end when count(c in pile where c is star-1 or c is blue-sun) > 0
}
scoring {
  for t in teams {
    score t 1 "{t} scores"
  }
}
`;
