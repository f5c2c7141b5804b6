// `npm run build` packages the extension: the .vsix holds the manifest, grammar, language
// configuration and the two bundles, and the bundled server starts and answers over stdio.

import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createProtocolConnection,
  ExitNotification,
  InitializeRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The names in a zip file's central directory. */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra;
  }
  return names.sort();
}

let built: ReturnType<typeof spawnSync>;
beforeAll(() => {
  built = spawnSync('npm', ['run', 'build'], { cwd: app, encoding: 'utf8', timeout: 120_000 });
}, 150_000);

describe('npm run build -w apps/vscode', { timeout: 60_000 }, () => {
  it('packages a .vsix with the grammar, the configuration and both bundles', () => {
    expect(built.status, String(built.stderr)).toBe(0);
    expect(zipEntries(readFileSync(path.join(app, 'dist/orrery-rules.vsix')))).toEqual([
      '[Content_Types].xml',
      'extension.vsixmanifest',
      'extension/dist/extension.js',
      'extension/dist/server.js',
      'extension/language-configuration.json',
      'extension/package.json',
      'extension/readme.md',
      'extension/syntaxes/orrery.tmLanguage.json',
    ]);
  });

  it('bundles a server that starts over stdio and offers every feature', async () => {
    const child = spawn(process.execPath, [path.join(app, 'dist/server.js'), '--stdio']);
    const client = createProtocolConnection(
      new StreamMessageReader(child.stdout),
      new StreamMessageWriter(child.stdin),
    );
    client.listen();
    const init = await client.sendRequest(InitializeRequest.type, {
      processId: process.pid,
      rootUri: null,
      capabilities: {},
      workspaceFolders: null,
    });
    expect(Object.keys(init.capabilities).sort()).toEqual([
      'completionProvider',
      'definitionProvider',
      'documentFormattingProvider',
      'documentSymbolProvider',
      'hoverProvider',
      'referencesProvider',
      'renameProvider',
      'semanticTokensProvider',
      'textDocumentSync',
    ]);
    await client.sendRequest(ShutdownRequest.type);
    await client.sendNotification(ExitNotification.type);
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
    client.dispose();
  });
});
