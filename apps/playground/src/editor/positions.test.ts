import { ChangeSet, Text } from '@codemirror/state';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { describe, expect, it } from 'vitest';
import { contentChanges, toOffset, toPosition } from './positions';

const doc = Text.of(['game g "G"', 'seats 2', '']);

describe('positions', () => {
  it('turn LSP line and character into offsets and back', () => {
    expect(toOffset(doc, { line: 1, character: 6 })).toBe(17);
    expect(toPosition(doc, 17)).toEqual({ line: 1, character: 6 });
    expect(toPosition(doc, doc.length)).toEqual({ line: 2, character: 0 });
  });

  it('clamp a position past the end of its line or of the text', () => {
    expect(toOffset(doc, { line: 0, character: 99 })).toBe(10);
    expect(toOffset(doc, { line: 9, character: 0 })).toBe(doc.length);
  });

  it('send a transaction of several changes so the server ends with the same text', () => {
    const changes = ChangeSet.of(
      [
        { from: 0, to: 4, insert: 'game\n' },
        { from: 11, to: 11, insert: 'seat names "N", "S"\n' },
        { from: 17, to: 18, insert: '4' },
      ],
      doc.length,
    );
    const after = changes.apply(doc);
    const server = TextDocument.create('u', 'orrery-rules', 1, doc.toString());
    const updated = TextDocument.update(server, contentChanges(doc, changes), 2);
    expect(updated.getText()).toBe(after.toString());
  });
});
