// The language server as an editor runs it: `orrery lsp --stdio` spawned as a child process and
// driven over its stdin and stdout by a real LSP client connection (vscode-languageserver-
// protocol, the protocol layer of VS Code's own client).

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { check } from '@orrery/rules-lang';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompletionRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  DocumentFormattingRequest,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RenameRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type CompletionItem,
  type Diagnostic,
  type MarkupContent,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.resolve(here, '../bin/orrery.js');

/** A small game with three mistakes: a misspelt suit, an unknown zone, a number set to a flag. */
const BROKEN = `game three "Three mistakes"
seats 2
deck {
  ranks 3..1
  suits red, blue
}
zone hand: per seat, visible to owner
zone pile: shared, visible to all
var count-played: number
deal 3 each
phase play {
  turns: clockwise from the dealer's left
  move lay(card in hand[seat] where card is rde) {
    move card to piles
    set count-played = true
  }
  end when count(pile) = 6
}
`;

const FIXED = BROKEN.replace('is rde', 'is red')
  .replace('to piles', 'to pile')
  .replace('= true', '= count-played + 1');

const uri = pathToFileURL(path.join(here, 'three.rules')).href;

let child: ChildProcess;
let client: ProtocolConnection;
const published: PublishDiagnosticsParams[] = [];

function diagnosticsFor(version: number): Promise<Diagnostic[]> {
  return expect
    .poll(() => published.find((p) => p.version === version), { timeout: 20_000 })
    .toBeDefined()
    .then(() => published.find((p) => p.version === version)!.diagnostics);
}

const offsetOf = (text: string, needle: string, delta = needle.length) => {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`no '${needle}'`);
  return at + delta;
};
function positionOf(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length - 1, character: before[before.length - 1]!.length };
}

beforeAll(async () => {
  child = spawn(process.execPath, [bin, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  client = createProtocolConnection(
    new StreamMessageReader(child.stdout!),
    new StreamMessageWriter(child.stdin!),
  );
  client.onNotification(PublishDiagnosticsNotification.type, (p) => {
    published.push(p);
  });
  client.listen();
  await client.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: null,
    capabilities: {},
    workspaceFolders: null,
  });
  await client.sendNotification(InitializedNotification.type, {});
  await client.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'orrery-rules', version: 1, text: BROKEN },
  });
}, 60_000);

afterAll(async () => {
  await client.sendRequest(ShutdownRequest.type);
  await client.sendNotification(ExitNotification.type);
  await new Promise((resolve) => child.once('exit', resolve));
  client.dispose();
});

describe('orrery lsp --stdio, driven by an LSP client', { timeout: 60_000 }, () => {
  it('reports the three mistakes with the codes and ranges orrery check gives', async () => {
    const diagnostics = await diagnosticsFor(1);
    const lineStarts = [0, ...[...BROKEN].flatMap((c, i) => (c === '\n' ? [i + 1] : []))];
    const expected = check(BROKEN, 'three.rules').diagnostics.map((d) => ({
      code: d.code,
      start: {
        line: d.range.start.line - 1,
        character: d.range.start.offset - lineStarts[d.range.start.line - 1]!,
      },
      end: {
        line: d.range.end.line - 1,
        character: d.range.end.offset - lineStarts[d.range.end.line - 1]!,
      },
    }));
    expect(expected.map((d) => d.code)).toEqual(['unknown-suit', 'unknown-zone', 'type-mismatch']);
    expect(diagnostics.map((d) => ({ code: d.code, ...d.range }))).toEqual(expected);
  });

  it('completes the card attributes after c.', async () => {
    const text = BROKEN.replace('is rde', 'is rde and card.');
    await client.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text }],
    });
    const items = (await client.sendRequest(CompletionRequest.type, {
      textDocument: { uri },
      position: positionOf(text, offsetOf(text, 'card.')),
    })) as CompletionItem[];
    expect(items.map((i) => i.label).sort()).toEqual(
      ['face', 'group', 'rank', 'suit', 'suit-rank', 'wild'].sort(),
    );
  });

  it("completes the zones and values a card can be moved by after 'move '", async () => {
    await client.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: 3 },
      contentChanges: [{ text: FIXED }],
    });
    const items = (await client.sendRequest(CompletionRequest.type, {
      textDocument: { uri },
      position: positionOf(FIXED, offsetOf(FIXED, '    move ')),
    })) as CompletionItem[];
    const labels = items.map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['card', 'hand', 'pile', 'top', 'red', 'seat']));
    expect(items.find((i) => i.label === 'pile')?.detail).toBe('zone · shared, visible to all');
    expect(labels).not.toContain('ranks');
    expect(await diagnosticsFor(3)).toEqual([]);
  });

  it('hovers a zone with its owner and visibility', async () => {
    const hover = await client.sendRequest(HoverRequest.type, {
      textDocument: { uri },
      position: positionOf(FIXED, offsetOf(FIXED, 'hand[', 1)),
    });
    const value = (hover?.contents as MarkupContent).value;
    expect(value).toContain('**hand** · zone · per seat, visible to its owner');
    expect(value).toContain('zone hand: per seat, visible to owner');
  });

  it('renames a suit across the file', async () => {
    const edit = await client.sendRequest(RenameRequest.type, {
      textDocument: { uri },
      position: positionOf(FIXED, offsetOf(FIXED, 'suits red', 6)),
      newName: 'crimson',
    });
    const edits = edit?.changes?.[uri] ?? [];
    expect(edits.map((e) => [e.range.start.line, e.range.start.character, e.newText])).toEqual([
      [4, 8, 'crimson'],
      [12, 44, 'crimson'],
    ]);
  });

  it('formats the document with the layout of orrery fmt', async () => {
    const untidy = FIXED.replace('seats 2', 'seats    2').replace('  turns:', 'turns:');
    await client.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: 4 },
      contentChanges: [{ text: untidy }],
    });
    const edits = await client.sendRequest(DocumentFormattingRequest.type, {
      textDocument: { uri },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(edits?.map((e) => e.newText)).toEqual([FIXED]);
  });
});
