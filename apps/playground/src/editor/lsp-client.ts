// A small, typed LSP client over JSON-RPC for the language server in a Web Worker
// (@orrery/language-server/browser): requests with ids and their answers, notifications both
// ways. The port is anything with postMessage and onmessage, so the client is tested without a
// browser and a page gives it `new Worker(url)`.

import type {
  CompletionItem,
  CompletionList,
  CompletionParams,
  DocumentFormattingParams,
  Hover,
  HoverParams,
  InitializeParams,
  InitializeResult,
  PublishDiagnosticsParams,
  SemanticTokens,
  SemanticTokensParams,
  TextEdit,
} from 'vscode-languageserver-protocol';

/** What the client uses of a Worker. */
export type WorkerPort = Pick<Worker, 'postMessage' | 'onmessage'>;

/** The requests the editor makes, each with its params and result. */
export interface Requests {
  initialize: [InitializeParams, InitializeResult];
  'textDocument/completion': [CompletionParams, CompletionItem[] | CompletionList | null];
  'textDocument/hover': [HoverParams, Hover | null];
  'textDocument/formatting': [DocumentFormattingParams, TextEdit[] | null];
  'textDocument/semanticTokens/full': [SemanticTokensParams, SemanticTokens | null];
}

/** The notifications the server sends that the editor listens to. */
export interface ServerNotifications {
  'textDocument/publishDiagnostics': PublishDiagnosticsParams;
}

/** A request the server refused or could not answer: its JSON-RPC error, in words. */
export class LspError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface Message {
  readonly id?: number | string | null;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string };
}

function isMessage(data: unknown): data is Message {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

export class LspClient {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve(result: unknown): void; reject(error: Error): void }
  >();
  private readonly listeners = new Map<string, ((params: never) => void)[]>();

  constructor(private readonly port: WorkerPort) {
    port.onmessage = (event: MessageEvent) => this.receive(event.data);
  }

  request<M extends keyof Requests>(method: M, params: Requests[M][0]): Promise<Requests[M][1]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (r: unknown) => void, reject });
      this.port.postMessage({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.port.postMessage({ jsonrpc: '2.0', method, params });
  }

  on<M extends keyof ServerNotifications>(
    method: M,
    listener: (params: ServerNotifications[M]) => void,
  ): void {
    this.listeners.set(method, [...(this.listeners.get(method) ?? []), listener]);
  }

  /** Sends `initialize`, then `initialized`; resolves to the server's capabilities. */
  async initialize(): Promise<InitializeResult> {
    const result = await this.request('initialize', {
      processId: null,
      rootUri: null,
      capabilities: {
        textDocument: {
          publishDiagnostics: { versionSupport: true },
          completion: { completionItem: { documentationFormat: ['markdown', 'plaintext'] } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
        },
      },
    });
    this.notify('initialized', {});
    return result;
  }

  private receive(data: unknown): void {
    if (!isMessage(data)) return;
    if (data.method !== undefined && data.id === undefined) {
      for (const listener of this.listeners.get(data.method) ?? [])
        (listener as (p: unknown) => void)(data.params);
      return;
    }
    if (data.method !== undefined) {
      // A request from the server (none is needed by this editor): say so, as JSON-RPC does.
      this.port.postMessage({
        jsonrpc: '2.0',
        id: data.id,
        error: { code: -32601, message: `not handled: ${data.method}` },
      });
      return;
    }
    if (typeof data.id !== 'number') return;
    const waiting = this.pending.get(data.id);
    if (waiting === undefined) return;
    this.pending.delete(data.id);
    if (data.error !== undefined) waiting.reject(new LspError(data.error.code, data.error.message));
    else waiting.resolve(data.result ?? null);
  }
}
