// The language server under Node, over a pair of streams (stdio for `orrery lsp --stdio`).

import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer, type ServerOptions } from './server';

export function startNodeServer(
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
  options: ServerOptions = {},
): void {
  startServer(createConnection(ProposedFeatures.all, input, output), options);
}
