// Semantic highlighting: every name by what it is (a suit, a zone, a local, a built-in ...),
// from the index, over the lexer's classes for the rest. A `{name}` inside a reason is
// highlighted as the name it is, the quoted text around it as a string.

import type { Analysis, EntityKind } from '@orrery/rules-lang/editor';
import { FUNCTION_NAMES, lexicalTokens } from '@orrery/rules-lang/editor';
import {
  SemanticTokensBuilder,
  type SemanticTokens,
  type SemanticTokensLegend,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';

const TYPES = [
  'namespace',
  'enum',
  'enumMember',
  'variable',
  'parameter',
  'property',
  'function',
  'method',
  'event',
  'keyword',
  'number',
  'string',
  'comment',
  'operator',
  'macro',
] as const;
const MODIFIERS = ['declaration', 'readonly', 'defaultLibrary'] as const;

export const LEGEND: SemanticTokensLegend = {
  tokenTypes: [...TYPES],
  tokenModifiers: [...MODIFIERS],
};

type TokenType = (typeof TYPES)[number];

const BY_KIND: Readonly<Record<EntityKind, [TokenType, ...(typeof MODIFIERS)[number][]]>> = {
  option: ['parameter', 'readonly'],
  'option-value': ['enumMember'],
  zone: ['property'],
  variable: ['variable'],
  define: ['macro'],
  value: ['property'],
  suit: ['enumMember'],
  rank: ['enumMember'],
  group: ['enum'],
  card: ['enumMember'],
  move: ['method'],
  phase: ['namespace'],
  local: ['variable'],
  builtin: ['variable', 'defaultLibrary'],
  attribute: ['property', 'defaultLibrary'],
  event: ['event'],
  code: ['string'],
  game: ['namespace'],
  unknown: ['variable'],
};

const FUNCTION_WORDS = new Set<string>([...FUNCTION_NAMES.call, ...FUNCTION_NAMES.of]);

export function semanticTokens(document: TextDocument, analysis: Analysis): SemanticTokens {
  const text = document.getText();
  const builder = new SemanticTokensBuilder();
  const push = (start: number, end: number, type: TokenType, modifiers: readonly string[] = []) => {
    if (end <= start) return;
    const at = document.positionAt(start);
    const bits = modifiers.reduce(
      (m, x) => m | (1 << MODIFIERS.indexOf(x as (typeof MODIFIERS)[number])),
      0,
    );
    builder.push(at.line, at.character, end - start, TYPES.indexOf(type), bits);
  };
  const occurrences = analysis.index.occurrences;
  let next = 0;
  for (const token of lexicalTokens(text)) {
    const start = token.range.start.offset;
    const end = token.range.end.offset;
    while (next < occurrences.length && occurrences[next]!.range.start.offset < start) next++;
    if (token.kind === 'string') {
      // Placeholders inside a reason split the string around them.
      let at = start;
      for (let i = next; i < occurrences.length && occurrences[i]!.range.start.offset < end; i++) {
        const o = occurrences[i]!;
        push(at, o.range.start.offset, 'string');
        const [type, ...mods] = BY_KIND[o.entity.kind];
        push(o.range.start.offset, o.range.end.offset, type, mods);
        at = o.range.end.offset;
      }
      push(at, end, 'string');
      continue;
    }
    const o = occurrences[next];
    if (o !== undefined && o.range.start.offset === start) {
      const [type, ...mods] = BY_KIND[o.entity.kind];
      push(start, end, type, o.declaration ? [...mods, 'declaration'] : mods);
      continue;
    }
    const word = text.slice(start, end);
    if (token.kind === 'name')
      push(start, end, FUNCTION_WORDS.has(word) ? 'function' : 'keyword', ['defaultLibrary']);
    else push(start, end, token.kind);
  }
  return builder.build();
}
