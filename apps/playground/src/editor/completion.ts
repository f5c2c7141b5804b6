// Completion from the server: the keywords the grammar allows at the cursor and the file's names
// with their kinds (zone, suit, move ...), as CodeMirror completions replacing the word typed.

import type {
  Completion,
  CompletionContext,
  CompletionResult,
  CompletionSource,
} from '@codemirror/autocomplete';
import type { CompletionItem, MarkupContent } from 'vscode-languageserver-protocol';
import type { LanguageService } from './language-service';
import { toOffset, toPosition } from './positions';

/** CompletionItemKind (the protocol's numbers) to the CodeMirror type that picks the icon. */
const KEYWORD = 14;

const TYPES: Readonly<Record<number, string>> = {
  2: 'method',
  3: 'function',
  5: 'property',
  6: 'variable',
  9: 'namespace',
  10: 'property',
  13: 'enum',
  14: 'keyword',
  20: 'enum',
  21: 'constant',
  23: 'type',
};

function documentation(item: CompletionItem): string | undefined {
  const doc = item.documentation;
  if (doc === undefined) return undefined;
  return typeof doc === 'string' ? doc : (doc as MarkupContent).value;
}

export function toCompletion(item: CompletionItem): Completion {
  const info = documentation(item);
  return {
    label: item.label,
    type: TYPES[item.kind ?? 1] ?? 'text',
    ...(item.detail === undefined ? {} : { detail: item.detail }),
    ...(info === undefined ? {} : { info: info.replace(/\*\*|`/g, '') }),
  };
}

export function completionSource(service: LanguageService): CompletionSource {
  return async (context: CompletionContext): Promise<CompletionResult | null> => {
    const word = context.matchBefore(/[\w-]*/);
    const doc = context.state.doc;
    service.document.sync(doc);
    const answer = await service.client.request('textDocument/completion', {
      textDocument: { uri: service.document.uri },
      position: toPosition(doc, context.pos),
    });
    if (answer === null || context.aborted) return null;
    const items = Array.isArray(answer) ? answer : answer.items;
    if (items.length === 0) return null;
    // Every item replaces the same range: the word being typed, as the server says.
    const edit = items[0]!.textEdit;
    const from =
      edit !== undefined && 'range' in edit
        ? toOffset(doc, edit.range.start)
        : (word?.from ?? context.pos);
    // Typed, not asked for (Ctrl-Space), with no word begun: only where a name can go, as after
    // `move ` or `c.`, not everywhere a keyword could.
    const begun = word !== null && word.from < word.to;
    if (!context.explicit && !begun && items.every((i) => i.kind === KEYWORD)) return null;
    return { from, options: items.map(toCompletion), validFor: /^[\w-]*$/ };
  };
}
