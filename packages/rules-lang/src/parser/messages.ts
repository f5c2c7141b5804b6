// Syntax error messages in a designer's words. Chevrotain calls `errorMessageProvider` when it
// records an error; we name what was expected in grammar words (`'}'`, `a name`, `a statement
// such as 'set' or 'move'`) and, for a missing closing bracket, where the bracket was opened.

import {
  EOF,
  tokenMatcher,
  type IParserErrorMessageProvider,
  type IToken,
  type TokenType,
} from 'chevrotain';
import { LIMITS } from '../limits';

/** Descriptions for the grammar's main choices, used as the ORs' `ERR_MSG`. */
export const ERR = {
  declaration:
    "a declaration such as 'option', 'seats', 'deck', 'zone', 'var', 'phase', 'scoring' or 'match'",
  deckItem: "a deck item: 'ranks', 'suits', 'card', 'group', 'copies', 'names', 'art' or 'look'",
  phaseItem:
    "a phase item such as 'turns', 'play tricks', 'follow', 'winner', 'suit of', 'sit out', 'first lead', 'must play', 'played by', 'at', 'move', 'end when', 'var' or 'define'",
  statement:
    "a statement such as 'set', 'add', 'remove', 'move', 'score', 'if', 'for', 'let', 'require' or 'event'",
  matchItem:
    "a match item: 'target', 'end when', 'ties broken by', 'ties draw', 'instant win', 'at most' or 'lowest total wins'",
  primary: "a value: a number, a name, a quoted text, '(' or '{'",
  expression: "a value: a number, a name, a quoted text, '(', '{', '-', 'not' or 'if'",
  type: "a type: 'number', 'flag', 'suit', 'seat', 'team', 'card', 'set of ...' or 'list of ...'",
} as const;

/** What a rule is called in a message: `in the zone declaration`. */
const RULE_WORDS: Readonly<Record<string, string>> = {
  file: "the 'game' line",
  optionDecl: 'the option',
  literal: 'the option',
  seatsDecl: "the 'seats' line",
  seatNamesDecl: "the 'seat names' line",
  teamsDecl: "the 'teams' line",
  deckDecl: 'the deck block',
  ranksDecl: "the 'ranks' line",
  suitsDecl: "the 'suits' line",
  cardsDecl: "the 'card' line",
  cardDecl: "the 'card' line",
  groupDecl: "the 'group' line",
  copiesDecl: "the 'copies' line",
  namesDecl: "the 'names' line",
  valueDecl: "the 'value' declaration",
  defineDecl: "the 'define' declaration",
  zoneDecl: 'the zone declaration',
  owner: 'the zone owner',
  visibility: 'the visibility',
  variableDecl: 'the variable declaration',
  type: 'the type',
  firstDealerDecl: "the 'first dealer' line",
  nextDealerDecl: "the 'next dealer' line",
  knownDecl: "the 'known' line",
  dealerChoice: "the 'first dealer' line",
  cutDecl: "the 'cut' line",
  ranking: "the 'highest' ranking",
  dealDecl: "the 'deal' line",
  phaseDecl: 'the phase block',
  turnsClause: "the 'turns' line",
  choicesClause: "the 'choices' line",
  playTricksClause: "the 'play tricks' line",
  leadClause: "the 'lead' line",
  followClause: "the 'follow' line",
  ledSuitClause: "the 'led suit' line",
  winnerClause: "the 'winner' line",
  playedByClause: "the 'played by' line",
  hook: "the 'at' hook",
  moveDecl: 'the move',
  param: "the move's parameter",
  endWhen: "the 'end when' line",
  scoringDecl: 'the scoring block',
  matchDecl: 'the match block',
  targetItem: "the 'target' line",
  tiesItem: "the 'ties' line",
  instantWinItem: "the 'instant win' line",
  atMostItem: "the 'at most' line",
  lowestWinsItem: "the 'lowest total wins' line",
  block: 'the block',
  setStmt: "the 'set' statement",
  addStmt: "the 'add' statement",
  removeStmt: "the 'remove' statement",
  moveStmt: "the 'move' statement",
  scoreStmt: "the 'score' statement",
  ifStmt: "the 'if' statement",
  forStmt: "the 'for' statement",
  repeatStmt: "the 'repeat' statement",
  nextTurnStmt: "the 'next turn to' statement",
  revealStmt: "the 'reveal' statement",
  letStmt: "the 'let' statement",
  requireStmt: "the 'require' statement",
  oweStmt: "the 'owe' statement",
  eventStmt: "the 'event' statement",
  conditional: "the 'if ... then ... else' value",
  parenExpr: "the '(' ... ')'",
  call: 'the call',
  braces: 'the set',
  selector: "the '[...]'",
};

/** Tokens of the file being parsed, so a missing `}` can say where its `{` was opened. */
let currentTokens: readonly IToken[] = [];
/** Messages built for the file being parsed: one for each syntax error Chevrotain records. */
let built = 0;

export function setMessageContext(tokens: readonly IToken[]): void {
  currentTokens = tokens;
  built = 0;
}

/**
 * Thrown out of the parse once the file has more syntax errors than LIMITS.diagnostics: none
 * past it would be reported, and recovering from each costs time (a megabyte of noise took half a
 * minute). parse() reports what was found and closes the list with `too-many-errors`.
 */
export class TooManySyntaxErrors extends Error {
  constructor() {
    super('too many syntax errors');
  }
}

/** Counts one more message, stopping the parse past the limit. */
function counted(message: string): string {
  if (++built > LIMITS.diagnostics) throw new TooManySyntaxErrors();
  return message;
}

/** `'zone'`, `"Hand"`, `the end of the file`. */
export function describeToken(token: IToken): string {
  if (tokenMatcher(token, EOF)) return 'the end of the file';
  if (token.image.startsWith('"')) return token.image;
  return `'${token.image}'`;
}

function label(type: TokenType): string {
  return type.LABEL ?? type.name;
}

/** `'a', 'b' or 'c'`. */
export function oneOf(words: readonly string[]): string {
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique[0] ?? 'something else';
  return `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1] ?? ''}`;
}

const OPENERS: Readonly<Record<string, string>> = { '}': '{', ')': '(', ']': '[' };

/** The innermost bracket of `open` still unclosed before `at`. */
function unclosedOpener(open: string, close: string, at: IToken): IToken | undefined {
  const stack: IToken[] = [];
  const limit = Number.isNaN(at.startOffset) ? Infinity : at.startOffset;
  for (const token of currentTokens) {
    if (token.startOffset >= limit) break;
    if (token.image === open) stack.push(token);
    else if (token.image === close) stack.pop();
  }
  return stack[stack.length - 1];
}

function where(ruleName: string): string {
  const words = RULE_WORDS[ruleName];
  return words === undefined ? '' : ` in ${words}`;
}

function firstTokens(paths: readonly (readonly TokenType[])[]): string[] {
  return paths.flatMap((path) => (path[0] === undefined ? [] : [label(path[0])]));
}

export const errorMessageProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual, ruleName }) {
    const wanted = label(expected);
    const found = describeToken(actual);
    // Between declarations Chevrotain expects the end of the file; say what may come instead.
    if (expected === EOF) return counted(`expected ${ERR.declaration}, found ${found}`);
    const open = OPENERS[expected.LABEL?.slice(1, -1) ?? ''];
    if (open !== undefined) {
      const close = expected.LABEL?.slice(1, -1) ?? '';
      const opener = unclosedOpener(open, close, actual);
      if (opener !== undefined) {
        const what = open === '{' ? (RULE_WORDS[ruleName] ?? `the '{'`) : `the '${open}'`;
        const at = `${opener.startLine ?? '?'}:${opener.startColumn ?? '?'}`;
        return counted(`expected ${wanted} to close ${what} opened at ${at}, found ${found}`);
      }
    }
    return counted(`expected ${wanted}${where(ruleName)}, found ${found}`);
  },

  buildNotAllInputParsedMessage({ firstRedundant }) {
    return counted(`expected ${ERR.declaration}, found ${describeToken(firstRedundant)}`);
  },

  buildNoViableAltMessage({ expectedPathsPerAlt, actual, customUserDescription, ruleName }) {
    const found = actual[0] === undefined ? 'something else' : describeToken(actual[0]);
    const wanted = customUserDescription ?? oneOf(firstTokens(expectedPathsPerAlt.flat()));
    return counted(
      `expected ${wanted}${customUserDescription === undefined ? where(ruleName) : ''}, found ${found}`,
    );
  },

  buildEarlyExitMessage({ expectedIterationPaths, actual, customUserDescription, ruleName }) {
    const found = actual[0] === undefined ? 'something else' : describeToken(actual[0]);
    const wanted = customUserDescription ?? oneOf(firstTokens(expectedIterationPaths));
    return counted(`expected ${wanted}${where(ruleName)}, found ${found}`);
  },
};
