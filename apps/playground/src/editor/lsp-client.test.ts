import { describe, expect, it } from 'vitest';
import { LspClient, LspError, type WorkerPort } from './lsp-client';

/** A port whose other end is the test: what the client posts, and a way to answer it. */
function fakePort() {
  const sent: Record<string, unknown>[] = [];
  const port = {
    onmessage: null,
    postMessage: (m: unknown) => sent.push(m as Record<string, unknown>),
  } as unknown as WorkerPort;
  const reply = (data: unknown) => port.onmessage?.call(port as Worker, { data } as MessageEvent);
  return { port, sent, reply };
}

describe('the LSP client', () => {
  it('matches answers to their requests by id, in any order', async () => {
    const { port, sent, reply } = fakePort();
    const client = new LspClient(port);
    const hover = client.request('textDocument/hover', {
      textDocument: { uri: 'u' },
      position: { line: 0, character: 0 },
    });
    const format = client.request('textDocument/formatting', {
      textDocument: { uri: 'u' },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(sent.map((m) => [m['id'], m['method'], m['jsonrpc']])).toEqual([
      [1, 'textDocument/hover', '2.0'],
      [2, 'textDocument/formatting', '2.0'],
    ]);
    reply({ jsonrpc: '2.0', id: 2, result: [] });
    reply({ jsonrpc: '2.0', id: 1, result: { contents: 'zone' } });
    expect(await hover).toEqual({ contents: 'zone' });
    expect(await format).toEqual([]);
  });

  it('rejects a refused request with its code and message', async () => {
    const { port, reply } = fakePort();
    const client = new LspClient(port);
    const asked = client.request('textDocument/semanticTokens/full', {
      textDocument: { uri: 'u' },
    });
    reply({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'no such document' } });
    await expect(asked).rejects.toEqual(new LspError(-32603, 'no such document'));
  });

  it('hands notifications to their listeners and refuses requests it does not serve', () => {
    const { port, sent, reply } = fakePort();
    const client = new LspClient(port);
    const seen: unknown[] = [];
    client.on('textDocument/publishDiagnostics', (p) => seen.push(p.uri));
    reply({
      jsonrpc: '2.0',
      method: 'textDocument/publishDiagnostics',
      params: { uri: 'u', diagnostics: [] },
    });
    reply({ jsonrpc: '2.0', id: 7, method: 'workspace/configuration', params: {} });
    reply('not a message');
    reply({ jsonrpc: '2.0', id: 99, result: 'nobody asked' });
    expect(seen).toEqual(['u']);
    expect(sent).toEqual([
      {
        jsonrpc: '2.0',
        id: 7,
        error: { code: -32601, message: 'not handled: workspace/configuration' },
      },
    ]);
  });

  it('initializes, then says initialized', async () => {
    const { port, sent, reply } = fakePort();
    const client = new LspClient(port);
    const done = client.initialize();
    reply({ jsonrpc: '2.0', id: 1, result: { capabilities: { hoverProvider: true } } });
    expect((await done).capabilities).toEqual({ hoverProvider: true });
    expect(sent.map((m) => m['method'])).toEqual(['initialize', 'initialized']);
  });
});
