// The open documents and what is known about each version: the editor index (analysis) and
// `check`'s diagnostics, computed once per version and only when a feature asks.

import { check, type Diagnostic } from '@orrery/rules-lang';
import { analyze, type Analysis } from '@orrery/rules-lang/editor';
import type { TextDocument } from 'vscode-languageserver-textdocument';

export interface DocumentState {
  readonly document: TextDocument;
  readonly text: string;
  readonly path: string;
  readonly analysis: Analysis;
  readonly diagnostics: readonly Diagnostic[];
}

/** The path diagnostics are labelled with: the file's path for a file URI, else the URI. */
export function pathOf(uri: string): string {
  if (!uri.startsWith('file://')) return uri;
  try {
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri;
  }
}

export class DocumentCache {
  private readonly cache = new Map<string, { version: number; state: Partial<DocumentState> }>();

  private entry(document: TextDocument): Partial<DocumentState> {
    const known = this.cache.get(document.uri);
    if (known !== undefined && known.version === document.version) return known.state;
    const state: Partial<DocumentState> = {};
    this.cache.set(document.uri, { version: document.version, state });
    return state;
  }

  analysis(document: TextDocument): Analysis {
    const state = this.entry(document) as { analysis?: Analysis };
    state.analysis ??= analyze(document.getText(), pathOf(document.uri));
    return state.analysis;
  }

  diagnostics(document: TextDocument): readonly Diagnostic[] {
    const state = this.entry(document) as { diagnostics?: readonly Diagnostic[] };
    state.diagnostics ??= check(document.getText(), pathOf(document.uri)).diagnostics;
    return state.diagnostics;
  }

  forget(uri: string): void {
    this.cache.delete(uri);
  }
}
