// The little markdown the server's hovers and completion docs use (paragraphs, **bold**, `code`
// and fenced code blocks) as DOM nodes. Text only ever becomes text nodes: nothing the server
// sends is parsed as HTML.

/** The parts of one line: plain text, bold and code spans. */
export function inlineParts(line: string): { kind: 'text' | 'bold' | 'code'; text: string }[] {
  const parts: { kind: 'text' | 'bold' | 'code'; text: string }[] = [];
  const pattern = /\*\*([^*]+)\*\*|`([^`]+)`/g;
  let at = 0;
  for (const m of line.matchAll(pattern)) {
    if (m.index > at) parts.push({ kind: 'text', text: line.slice(at, m.index) });
    parts.push(m[1] !== undefined ? { kind: 'bold', text: m[1] } : { kind: 'code', text: m[2]! });
    at = m.index + m[0].length;
  }
  if (at < line.length) parts.push({ kind: 'text', text: line.slice(at) });
  return parts;
}

export function renderMarkdown(markdown: string, doc: Document = document): HTMLElement {
  const root = doc.createElement('div');
  root.className = 'cm-lsp-doc';
  const blocks = markdown.split(/(```[\w-]*\n[\s\S]*?\n?```)/);
  for (const block of blocks) {
    const fence = /^```[\w-]*\n([\s\S]*?)\n?```$/.exec(block);
    if (fence !== null) {
      const pre = doc.createElement('pre');
      pre.textContent = fence[1]!;
      root.append(pre);
      continue;
    }
    for (const paragraph of block.split(/\n{2,}/)) {
      if (paragraph.trim() === '') continue;
      const p = doc.createElement('p');
      for (const part of inlineParts(paragraph.trim())) {
        if (part.kind === 'text') p.append(part.text);
        else {
          const el = doc.createElement(part.kind === 'bold' ? 'strong' : 'code');
          el.textContent = part.text;
          p.append(el);
        }
      }
      root.append(p);
    }
  }
  return root;
}
