// Whether one space or none goes between two tokens on the same line, from their roles in the
// grammar. A space is the default; "none" is only chosen where joining cannot change the tokens
// (brackets, `.`, `..`, `,`, `:`, `;`, the apostrophe, unary minus), and a call keeps its name
// against its `(` because the parser tells `count(stock)` from `t (x)` by exactly that.

import { tokenMatcher, type IToken } from 'chevrotain';
import {
  Apostrophe,
  Colon,
  Comma,
  Dot,
  DotDot,
  LBracket,
  LCurly,
  LParen,
  Minus,
  RBracket,
  RCurly,
  RParen,
  Semicolon,
  StringLiteral,
} from '../parser/tokens';
import type { Role } from './roles';

const NO_SPACE_BEFORE = [Comma, Semicolon, Colon, RParen, RBracket, Apostrophe, Dot, DotDot];
const NO_SPACE_AFTER = [LParen, LBracket, Apostrophe, Dot, DotDot];

/**
 * `(` right after the name: a call, or a move's parameter list; a move's wording stands apart
 * from both (`move bid "Bid {level}" (level in 1..7)`).
 */
const PAREN_AGAINST_NAME = new Set(['call', 'moveDecl']);

function is(t: IToken, types: readonly (typeof Comma)[]): boolean {
  return types.some((type) => tokenMatcher(t, type));
}

export function spaceBetween(prev: IToken, prevRole: Role, next: IToken, nextRole: Role): boolean {
  if (is(next, NO_SPACE_BEFORE) || is(prev, NO_SPACE_AFTER)) return false;
  if (tokenMatcher(prev, Minus) && prevRole.rule === 'unary') return false;
  if (tokenMatcher(next, LParen))
    return !PAREN_AGAINST_NAME.has(nextRole.rule) || tokenMatcher(prev, StringLiteral);
  if (tokenMatcher(next, LBracket)) return false;
  // A set `{a, b}` hugs its elements; a block `{ set x = 1 }` on one line does not.
  if (tokenMatcher(prev, LCurly)) return prevRole.rule !== 'braces';
  if (tokenMatcher(next, RCurly)) return nextRole.rule !== 'braces';
  return true;
}
