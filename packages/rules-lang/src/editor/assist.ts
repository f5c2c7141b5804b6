// What may come next at a point of a rules file, from the grammar itself: Chevrotain's content
// assist walks the parser's rules over the tokens before the point and names every token type
// that could follow. Keywords come out as their words; where a name may follow, the rule that
// would consume it says which kind of name (`slot`).
//
// Content assist re-walks its whole input each time, so the input is cut down first: every item
// (declaration, deck item, phase item, statement, match item) that is already complete before
// the point is dropped, which leaves its list as grammatical as before and the input a few
// dozen tokens long wherever the point is in the file.

import {
  tokenMatcher,
  type CstElement,
  type CstNode,
  type IToken,
  type TokenType,
} from 'chevrotain';
import { rulesParser } from '../parser/parser';
import { Kw, Name, rulesLexer } from '../parser/tokens';

/** The kinds of name a position can take; `new` is a name being declared (nothing to offer). */
export type NameSlot =
  | 'expression'
  | 'target'
  | 'function'
  | 'of'
  | 'member'
  | 'zone'
  | 'suit'
  | 'rank'
  | 'card'
  | 'move'
  | 'event'
  | 'new';

export interface Expectation {
  /** Keywords that may come next, sorted. */
  readonly keywords: readonly string[];
  readonly slots: ReadonlySet<NameSlot>;
  /** The word the point is in or just after, which completion replaces. */
  readonly prefix: { readonly text: string; readonly start: number };
}

const ITEM_RULES = new Set(['declaration', 'deckItem', 'phaseItem', 'statement', 'matchItem']);

const KEYWORD_OF = new Map<TokenType, string>(
  Object.entries(Kw).map(([word, type]) => [type, word] as const),
);

function isNode(e: CstElement): e is CstNode {
  return 'children' in e;
}

/** First and last token offsets of every item node, outermost first. */
function itemSpans(file: CstNode): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  const visit = (node: CstNode): void => {
    if (ITEM_RULES.has(node.name)) {
      const loc = node.location;
      if (loc !== undefined && Number.isFinite(loc.startOffset) && Number.isFinite(loc.endOffset))
        spans.push({ start: loc.startOffset, end: loc.endOffset ?? loc.startOffset });
    }
    for (const list of Object.values(node.children)) for (const e of list) if (isNode(e)) visit(e);
  };
  visit(file);
  return spans;
}

function slotOf(ruleStack: readonly string[], occurrence: number): NameSlot {
  const rule = ruleStack[ruleStack.length - 1] ?? '';
  const parent = ruleStack[ruleStack.length - 2] ?? '';
  switch (rule) {
    case 'primary':
      return 'expression';
    case 'reference':
      return 'target';
    case 'call':
      return 'function';
    case 'ofExpr':
      return 'of';
    case 'selector':
      return 'member';
    case 'playTricksClause':
    case 'dealDecl':
      return 'zone';
    case 'leadClause':
      return 'suit';
    case 'groupDecl':
    case 'cardDecl':
      return occurrence > 1 ? 'suit' : 'new';
    case 'rankName':
      return parent === 'rankItem' ? 'new' : 'rank';
    case 'winnerTier':
      return 'card';
    case 'oweStmt':
      return 'move';
    case 'eventStmt':
    case 'instantWinItem':
      return 'event';
    default:
      return 'new';
  }
}

/** A word token: a name or a keyword, which the point may be completing. */
function isWord(t: IToken): boolean {
  return tokenMatcher(t, Name) || KEYWORD_OF.has(t.tokenType);
}

export function expectedAt(text: string, offset: number): Expectation {
  const tokens = rulesLexer.tokenize(text).tokens;
  // The word the point is in or right after is what is being typed: not part of the input.
  const typing = tokens.find(
    (t) => t.startOffset < offset && offset <= (t.endOffset ?? t.startOffset) + 1 && isWord(t),
  );
  const before = tokens.filter((t) => t !== typing && (t.endOffset ?? t.startOffset) < offset);
  const prefix =
    typing === undefined
      ? { text: '', start: offset }
      : { text: text.slice(typing.startOffset, offset), start: typing.startOffset };
  const lastKept = before[before.length - 1];
  rulesParser.input = tokens;
  const cst = rulesParser.file();
  const dropped = itemSpans(cst).filter(
    (s) => lastKept !== undefined && s.end < lastKept.startOffset,
  );
  const input = before.filter(
    (t) => !dropped.some((s) => s.start <= t.startOffset && t.startOffset <= s.end),
  );
  const keywords = new Set<string>();
  const slots = new Set<NameSlot>();
  for (const path of rulesParser.computeContentAssist('file', input)) {
    const word = KEYWORD_OF.get(path.nextTokenType);
    if (word !== undefined) keywords.add(word);
    else if (path.nextTokenType === Name)
      slots.add(slotOf(path.ruleStack, path.nextTokenOccurrence));
  }
  return { keywords: [...keywords].sort(), slots, prefix };
}
