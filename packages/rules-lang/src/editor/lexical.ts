// Every token of a file with comments included, classified by the lexer alone, for semantic
// highlighting: a name's kind comes from the symbol index, everything else from here.

import { tokenMatcher } from 'chevrotain';
import type { Range } from '../ast/ast';
import { tokenRange } from '../parser/cst';
import { Integer, Kw, Name, StringLiteral } from '../parser/tokens';
import { lexWithComments } from '../format/trivia';

export type LexicalKind = 'keyword' | 'name' | 'number' | 'string' | 'comment' | 'operator';

export interface LexicalToken {
  readonly range: Range;
  readonly kind: LexicalKind;
}

const KEYWORDS = new Set(Object.values(Kw));

export function lexicalTokens(text: string): LexicalToken[] {
  const { tokens, comments } = lexWithComments(text);
  const out: LexicalToken[] = [
    ...tokens.map((t) => ({
      range: tokenRange(t),
      kind: KEYWORDS.has(t.tokenType)
        ? ('keyword' as const)
        : tokenMatcher(t, Name)
          ? ('name' as const)
          : tokenMatcher(t, Integer)
            ? ('number' as const)
            : tokenMatcher(t, StringLiteral)
              ? ('string' as const)
              : ('operator' as const),
    })),
    ...comments.map((t) => ({ range: tokenRange(t), kind: 'comment' as const })),
  ];
  return out.sort((a, b) => a.range.start.offset - b.range.start.offset);
}
