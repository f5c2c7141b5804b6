// The language server in its Web Worker and what the editor keeps of it: the client, the open
// document, and the extensions that keep the server in step with the editor: every change sent,
// each version's diagnostics shown with their marks, highlighting asked for after each check.

import { setDiagnostics } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { SemanticTokensLegend } from 'vscode-languageserver-protocol';
import { toLint, toProblems, type Problem } from './diagnostics';
import { OpenDocument } from './document';
import { decodeTokens, semanticHighlight, setTokens } from './highlight';
import { LspClient, type WorkerPort } from './lsp-client';

export interface LanguageService {
  readonly client: LspClient;
  readonly document: OpenDocument;
  /** Keeps the server in step with the editor; add it to the editor's extensions. */
  readonly extension: Extension;
  /** Starts listening to the server for `view`: its diagnostics and highlighting. */
  attach(view: EditorView, onProblems: (problems: readonly Problem[]) => void): void;
}

/** The document's URI on the server; diagnostics and formatting are labelled with it. */
export const DOCUMENT_URI = 'inmemory://editor/edited.rules';

export async function startLanguageService(
  port: WorkerPort,
  text: EditorView['state']['doc'],
): Promise<LanguageService> {
  const client = new LspClient(port);
  const init = await client.initialize();
  const legend = (init.capabilities.semanticTokensProvider as { legend?: SemanticTokensLegend })
    ?.legend;
  const document = new OpenDocument(client, DOCUMENT_URI, text);
  let view: EditorView | undefined;
  let tokensAsked = 0;

  const highlight = async (version: number) => {
    if (legend === undefined || view === undefined) return;
    const asked = ++tokensAsked;
    const doc = view.state.doc;
    const tokens = await client.request('textDocument/semanticTokens/full', {
      textDocument: { uri: document.uri },
    });
    // Tokens for a text that has changed since would colour the wrong spans: the next check
    // asks again.
    if (tokens === null || asked !== tokensAsked || document.version !== version) return;
    if (view.state.doc !== doc) return;
    view.dispatch({ effects: setTokens.of(decodeTokens(doc, tokens, legend)) });
  };

  const extension: Extension = [
    semanticHighlight,
    EditorView.updateListener.of((update) => {
      if (update.docChanged)
        document.change(update.startState.doc, update.changes, update.state.doc);
    }),
  ];
  return {
    client,
    document,
    extension,
    attach(target, onProblems) {
      view = target;
      client.on('textDocument/publishDiagnostics', (params) => {
        if (params.uri !== document.uri || view === undefined) return;
        // Diagnostics of an older version would mark the wrong ranges: the server checks the
        // newest again once typing pauses.
        if (params.version !== undefined && params.version !== document.version) return;
        const problems = toProblems(view.state.doc, params.diagnostics);
        view.dispatch(setDiagnostics(view.state, toLint(problems)));
        onProblems(problems);
        void highlight(document.version);
      });
    },
  };
}
