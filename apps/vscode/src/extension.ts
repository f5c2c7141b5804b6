// The VS Code client: starts the rules language server for `.rules` files. By default it is the
// server bundled in the extension (dist/server.js, run by VS Code's own Node); the setting
// `orrery.server.command` runs another, such as a repository's `npx orrery lsp --stdio`.

import type { ExtensionContext } from 'vscode';
import { workspace } from 'vscode';
import {
  LanguageClient,
  TransportKind,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

function serverOptions(context: ExtensionContext): ServerOptions {
  const command = workspace.getConfiguration('orrery').get<string[]>('server.command') ?? [];
  const [program, ...args] = command;
  if (program !== undefined) return { command: program, args, transport: TransportKind.stdio };
  const module = context.asAbsolutePath('dist/server.js');
  return { module, transport: TransportKind.stdio };
}

export async function activate(context: ExtensionContext): Promise<void> {
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { language: 'orrery-rules', scheme: 'file' },
      { language: 'orrery-rules', scheme: 'untitled' },
    ],
  };
  client = new LanguageClient(
    'orrery-rules',
    'Orrery Rules',
    serverOptions(context),
    clientOptions,
  );
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
