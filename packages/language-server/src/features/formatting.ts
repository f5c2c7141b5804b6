// Format Document: the formatter `orrery fmt` uses, as one edit of the whole text. A file with
// syntax errors is left alone (its diagnostics already say why).

import { formatRules } from '@orrery/rules-lang/editor';
import type { TextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';

export function formatting(document: TextDocument, path: string): TextEdit[] {
  const result = formatRules(document.getText(), path);
  if (!result.ok || !result.changed) return [];
  const end = document.positionAt(document.getText().length);
  return [{ range: { start: { line: 0, character: 0 }, end }, newText: result.text }];
}
