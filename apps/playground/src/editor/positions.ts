// LSP positions (line and UTF-16 character, both from 0) to CodeMirror offsets and back. Both
// count UTF-16 code units, so a character is an offset within its line; a position past the end
// of a line or of the text is clamped to it, as the protocol asks.

import type { Text } from '@codemirror/state';
import type { Position, TextDocumentContentChangeEvent } from 'vscode-languageserver-protocol';
import type { ChangeSet } from '@codemirror/state';

export function toOffset(doc: Text, position: Position): number {
  if (position.line >= doc.lines) return doc.length;
  const line = doc.line(Math.max(0, position.line) + 1);
  return Math.min(line.to, line.from + Math.max(0, position.character));
}

export function toPosition(doc: Text, offset: number): Position {
  const line = doc.lineAt(Math.min(Math.max(0, offset), doc.length));
  return { line: line.number - 1, character: offset - line.from };
}

/**
 * A transaction's changes as LSP content changes of the document before it. The server applies
 * them one after the other, so they go last first: each then starts where the one before it in
 * the text left the positions untouched.
 */
export function contentChanges(before: Text, changes: ChangeSet): TextDocumentContentChangeEvent[] {
  const events: TextDocumentContentChangeEvent[] = [];
  changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    events.push({
      range: { start: toPosition(before, fromA), end: toPosition(before, toA) },
      text: inserted.toString(),
    });
  });
  return events.reverse();
}
