// The language service on any connection: the same code runs over stdio under Node (node.ts,
// `orrery lsp --stdio`) and in a Web Worker (browser.ts). Nothing here imports Node: only the
// platform-neutral part of vscode-languageserver and the rules language.

import {
  ResponseError,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type InitializeResult,
  type TextDocumentPositionParams,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DocumentCache, pathOf } from './documents';
import { completions } from './features/completion';
import { toLspDiagnostic } from './features/diagnostics';
import { formatting } from './features/formatting';
import { hover } from './features/hover';
import { definition, references } from './features/navigation';
import { outline } from './features/outline';
import { prepareRename, rename } from './features/rename';
import { LEGEND, semanticTokens } from './features/semantic-tokens';

export interface ServerOptions {
  /** How long typing must pause before a changed document is checked again (ms). */
  readonly debounceMs?: number;
}

export const CAPABILITIES: InitializeResult['capabilities'] = {
  textDocumentSync: TextDocumentSyncKind.Incremental,
  completionProvider: { triggerCharacters: ['.', '['] },
  hoverProvider: true,
  definitionProvider: true,
  referencesProvider: true,
  renameProvider: { prepareProvider: true },
  documentSymbolProvider: true,
  documentFormattingProvider: true,
  semanticTokensProvider: { legend: LEGEND, full: true },
};

/** Wires every feature to `connection` and starts listening. */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const debounceMs = options.debounceMs ?? 150;
  const documents = new TextDocuments(TextDocument);
  const cache = new DocumentCache();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  /** Documents checked at least once: a newly opened one is checked at once, not after a pause. */
  const checked = new Set<string>();

  const publish = (document: TextDocument): void => {
    const diagnostics = cache.diagnostics(document).map((d) => toLspDiagnostic(document, d));
    void connection.sendDiagnostics({ uri: document.uri, version: document.version, diagnostics });
  };
  const schedule = (document: TextDocument, delay: number): void => {
    clearTimeout(pending.get(document.uri));
    pending.set(
      document.uri,
      setTimeout(() => {
        pending.delete(document.uri);
        checked.add(document.uri);
        const current = documents.get(document.uri);
        if (current !== undefined) publish(current);
      }, delay),
    );
  };

  /** The document and the offset a request points at. */
  const at = (params: TextDocumentPositionParams) => {
    const document = documents.get(params.textDocument.uri);
    if (document === undefined) return undefined;
    return {
      document,
      analysis: cache.analysis(document),
      offset: document.offsetAt(params.position),
    };
  };

  connection.onInitialize(() => ({
    capabilities: CAPABILITIES,
    serverInfo: { name: 'orrery-rules' },
  }));
  // Opening a document also fires a content change: that one is checked at once.
  documents.onDidChangeContent((e) =>
    schedule(e.document, checked.has(e.document.uri) ? debounceMs : 0),
  );
  documents.onDidClose((e) => {
    clearTimeout(pending.get(e.document.uri));
    checked.delete(e.document.uri);
    cache.forget(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  connection.onCompletion((params) => {
    const here = at(params);
    return here === undefined ? [] : completions(here.document, here.analysis, here.offset);
  });
  connection.onHover((params) => {
    const here = at(params);
    return here === undefined ? null : hover(here.document, here.analysis, here.offset);
  });
  connection.onDefinition((params) => {
    const here = at(params);
    return here === undefined ? null : definition(here.document, here.analysis, here.offset);
  });
  connection.onReferences((params) => {
    const here = at(params);
    return here === undefined
      ? []
      : references(here.document, here.analysis, here.offset, params.context.includeDeclaration);
  });
  connection.onPrepareRename((params) => {
    const here = at(params);
    if (here === undefined) return null;
    const prepared = prepareRename(here.document, here.analysis, here.offset);
    if ('reason' in prepared) throw new ResponseError(0, prepared.reason);
    return prepared;
  });
  connection.onRenameRequest((params) => {
    const here = at(params);
    if (here === undefined) return null;
    const path = pathOf(here.document.uri);
    const result = rename(here.document, here.analysis, here.offset, params.newName, path);
    if (!result.ok) throw new ResponseError(0, result.reason);
    return { changes: { [here.document.uri]: result.edits } };
  });
  connection.onDocumentSymbol((params) => {
    const document = documents.get(params.textDocument.uri);
    return document === undefined ? [] : outline(document, cache.analysis(document));
  });
  connection.onDocumentFormatting((params) => {
    const document = documents.get(params.textDocument.uri);
    return document === undefined ? [] : formatting(document, pathOf(document.uri));
  });
  connection.languages.semanticTokens.on((params) => {
    const document = documents.get(params.textDocument.uri);
    return document === undefined
      ? { data: [] }
      : semanticTokens(document, cache.analysis(document));
  });

  documents.listen(connection);
  connection.listen();
}
