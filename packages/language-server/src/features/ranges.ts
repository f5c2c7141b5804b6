// Rules-language ranges carry character offsets; LSP positions are (line, UTF-16 character).
// The document converts between them, so tabs, CRLF and non-ASCII text all land where they are.

import type { Range as RulesRange } from '@orrery/rules-lang';
import type { Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';

export function toRange(document: TextDocument, range: RulesRange): Range {
  return {
    start: document.positionAt(range.start.offset),
    end: document.positionAt(range.end.offset),
  };
}
