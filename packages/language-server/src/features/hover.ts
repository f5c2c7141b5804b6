// Hover: for a name, what it is and the line that declares it; for a keyword, built-in or
// function word, its short reference text.

import type { Analysis } from '@orrery/rules-lang/editor';
import { lexicalTokens } from '@orrery/rules-lang/editor';
import type { Hover } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { hoverOf } from './describe';
import { toRange } from './ranges';
import { FUNCTIONS, KEYWORDS } from './reference';

export function hover(document: TextDocument, analysis: Analysis, offset: number): Hover | null {
  const text = document.getText();
  const occurrence = analysis.index.at(offset);
  if (occurrence !== undefined) {
    const at = occurrence.entity.declaration;
    const line = at === undefined ? undefined : lineAt(text, at.start.offset);
    return {
      contents: { kind: 'markdown', value: hoverOf(occurrence.entity, line) },
      range: toRange(document, occurrence.range),
    };
  }
  const token = lexicalTokens(text).find(
    (t) => t.range.start.offset <= offset && offset <= t.range.end.offset,
  );
  if (token === undefined || (token.kind !== 'keyword' && token.kind !== 'name')) return null;
  const word = text.slice(token.range.start.offset, token.range.end.offset);
  // `first(` and `seats of` are function words; `first dealer` and `seats 4` are keywords.
  const after = text.slice(token.range.end.offset);
  const called = after.startsWith('(') || /^\s+of(?![a-z0-9-])/.test(after);
  const asFunction = FUNCTIONS[word] !== undefined && (called || KEYWORDS[word] === undefined);
  const doc = asFunction ? FUNCTIONS[word] : KEYWORDS[word];
  if (doc === undefined) return null;
  return {
    contents: {
      kind: 'markdown',
      value: `**${word}** · ${asFunction ? 'function' : 'keyword'}\n\n${doc}`,
    },
    range: toRange(document, token.range),
  };
}

function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end < 0 ? undefined : end);
}
