// Syntax highlighting from the server's semantic tokens: every name by what it is (a zone, a
// suit, a move ...) from the file's index, keywords, strings, numbers and comments from its
// lexer, so the editor colours exactly what the language means and has no grammar of its own.
// Tokens are asked for after each check; until they come, the last ones move with the edits.

import { StateEffect, StateField, type Text, type Range } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import type { SemanticTokens, SemanticTokensLegend } from 'vscode-languageserver-protocol';

/** A decoded token: where it is and its type's name from the legend. */
export interface Token {
  readonly from: number;
  readonly to: number;
  readonly type: string;
  readonly modifiers: readonly string[];
}

/** Decodes the protocol's relative five-number encoding into offsets in `doc`. */
export function decodeTokens(
  doc: Text,
  tokens: SemanticTokens,
  legend: SemanticTokensLegend,
): Token[] {
  const out: Token[] = [];
  const data = tokens.data;
  let line = 0;
  let character = 0;
  for (let i = 0; i + 4 < data.length; i += 5) {
    const deltaLine = data[i]!;
    line += deltaLine;
    character = deltaLine === 0 ? character + data[i + 1]! : data[i + 1]!;
    if (line >= doc.lines) break;
    const start = doc.line(line + 1);
    const from = Math.min(start.to, start.from + character);
    const to = Math.min(start.to, from + data[i + 2]!);
    const type = legend.tokenTypes[data[i + 3]!];
    if (type === undefined || to <= from) continue;
    const bits = data[i + 4]!;
    const modifiers = legend.tokenModifiers.filter((_, b) => (bits & (1 << b)) !== 0);
    out.push({ from, to, type, modifiers });
  }
  return out;
}

const marks = new Map<string, Decoration>();
function markOf(token: Token): Decoration {
  const cls = [`cm-sem-${token.type}`, ...token.modifiers.map((m) => `cm-sem-${m}`)].join(' ');
  let mark = marks.get(cls);
  if (mark === undefined) {
    mark = Decoration.mark({ class: cls });
    marks.set(cls, mark);
  }
  return mark;
}

export const setTokens = StateEffect.define<readonly Token[]>();

export const semanticHighlight = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = value.map(tr.changes);
    for (const effect of tr.effects)
      if (effect.is(setTokens))
        next = Decoration.set(
          effect.value.map((t): Range<Decoration> => markOf(t).range(t.from, t.to)),
          true,
        );
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Colours with at least 4.5:1 contrast on the editor's white. */
export const highlightTheme = EditorView.baseTheme({
  '.cm-sem-keyword': { color: '#7a1fa2', fontWeight: '600' },
  '.cm-sem-comment': { color: '#5c6166', fontStyle: 'italic' },
  '.cm-sem-string': { color: '#1d6b2f' },
  '.cm-sem-number': { color: '#9c4a00' },
  '.cm-sem-operator': { color: '#444' },
  '.cm-sem-enumMember, .cm-sem-enum': { color: '#0b5cad' },
  '.cm-sem-property': { color: '#8a3a0a' },
  '.cm-sem-method, .cm-sem-function': { color: '#a3125a' },
  '.cm-sem-namespace': { color: '#1f3a93', fontWeight: '600' },
  '.cm-sem-parameter, .cm-sem-macro': { color: '#006d75' },
  '.cm-sem-variable': { color: '#1b1b1b' },
  '.cm-sem-event': { color: '#7d4e00' },
  '.cm-sem-declaration': { textDecoration: 'underline dotted' },
});
