// The rules lexer with comments kept. The parser's lexer skips comments (they mean nothing to it);
// the formatter must write them back, so it lexes with the same tokens except that `//` comments
// go to their own token group instead of being dropped. Same token objects otherwise, so the
// tokens it hands the parser are exactly the ones `parse` sees.

import { createToken, Lexer, type IToken } from 'chevrotain';
import { allTokens, Comment } from '../parser/tokens';

/** A `//` comment, kept in the `comments` group: the parser never sees it. */
export const KeptComment = createToken({
  name: 'Comment',
  pattern: Comment.PATTERN!,
  group: 'comments',
});

const triviaLexer = new Lexer(
  allTokens.map((t) => (t === Comment ? KeptComment : t)),
  { positionTracking: 'full', ensureOptimizations: false },
);

export interface LexedWithComments {
  /** What the parser reads, in order. */
  readonly tokens: readonly IToken[];
  /** Every `//` comment, in order. */
  readonly comments: readonly IToken[];
  readonly errors: number;
}

export function lexWithComments(text: string): LexedWithComments {
  const lexed = triviaLexer.tokenize(text);
  return {
    tokens: lexed.tokens,
    comments: (lexed.groups['comments'] ?? []) as IToken[],
    errors: lexed.errors.length,
  };
}
