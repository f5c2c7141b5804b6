// Hover from the server: for a name, what it is and the line that declares it (a zone's owner
// and visibility, a card's attributes); for a keyword or function, its reference text.

import { hoverTooltip, type Tooltip } from '@codemirror/view';
import type { Hover, MarkupContent } from 'vscode-languageserver-protocol';
import type { LanguageService } from './language-service';
import { renderMarkdown } from './markdown';
import { toOffset, toPosition } from './positions';

function markdownOf(contents: Hover['contents']): string {
  if (typeof contents === 'string') return contents;
  if (Array.isArray(contents))
    return contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n\n');
  return (contents as MarkupContent).value;
}

export function lspHover(service: LanguageService) {
  return hoverTooltip(async (view, pos): Promise<Tooltip | null> => {
    const doc = view.state.doc;
    service.document.sync(doc);
    const answer = await service.client.request('textDocument/hover', {
      textDocument: { uri: service.document.uri },
      position: toPosition(doc, pos),
    });
    if (answer === null || view.state.doc !== doc) return null;
    const text = markdownOf(answer.contents);
    if (text.trim() === '') return null;
    return {
      pos: answer.range === undefined ? pos : toOffset(doc, answer.range.start),
      end: answer.range === undefined ? pos : toOffset(doc, answer.range.end),
      above: true,
      create: () => ({ dom: renderMarkdown(text) }),
    };
  });
}
