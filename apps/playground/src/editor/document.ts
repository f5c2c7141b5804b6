// The one rules document the editor has open on the server: opened once, then every change of
// the editor sent as it happens, with a version the server's diagnostics are matched against.

import type { Text, ChangeSet } from '@codemirror/state';
import type { LspClient } from './lsp-client';
import { contentChanges } from './positions';

export const LANGUAGE_ID = 'orrery-rules';

export class OpenDocument {
  private sent: Text;
  private current = 1;

  constructor(
    private readonly client: LspClient,
    readonly uri: string,
    doc: Text,
  ) {
    this.sent = doc;
    client.notify('textDocument/didOpen', {
      textDocument: { uri, languageId: LANGUAGE_ID, version: this.current, text: doc.toString() },
    });
  }

  /** The version of the text last sent. */
  get version(): number {
    return this.current;
  }

  /** Sends the changes that made `after` from `before`: as edits when `before` is what was sent. */
  change(before: Text, changes: ChangeSet, after: Text): void {
    if (after === this.sent) return; // already sent by a sync() ahead of this listener
    if (before === this.sent) this.send(contentChanges(before, changes), after);
    else this.sync(after);
  }

  /**
   * Makes sure the server has `doc` before a request about it: the whole text when it differs
   * from what was sent (a request that ran ahead of the change listener).
   */
  sync(doc: Text): void {
    if (doc !== this.sent && !doc.eq(this.sent)) this.send([{ text: doc.toString() }], doc);
    this.sent = doc;
  }

  private send(contentChanges: unknown[], after: Text): void {
    this.current++;
    this.sent = after;
    this.client.notify('textDocument/didChange', {
      textDocument: { uri: this.uri, version: this.current },
      contentChanges,
    });
  }
}
