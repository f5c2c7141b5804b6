// The language server in a Web Worker: start this module as the worker's script and talk to it
// with postMessage (a CodeMirror or Monaco LSP client does). The same service as under Node.

import {
  BrowserMessageReader,
  BrowserMessageWriter,
  createConnection,
} from 'vscode-languageserver/browser';
import { startServer } from './server';

type WorkerScope = ConstructorParameters<typeof BrowserMessageReader>[0];

const scope = globalThis as unknown as WorkerScope;
startServer(createConnection(new BrowserMessageReader(scope), new BrowserMessageWriter(scope)));
