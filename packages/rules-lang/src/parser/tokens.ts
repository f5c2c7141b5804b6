// Every token of the `.rules` language, in lexer order: skipped whitespace and comments first,
// then strings, keywords, names, numbers and punctuation.
//
// Most keywords are "soft": they belong to the `Name` category, so a keyword such as `seat`,
// `hand` or `target` may also be used wherever a name is expected (`hand[seat]`, `option
// target`). Only the words that join or end expressions are reserved (`HARD_KEYWORDS`).

import { createToken, Lexer, type TokenType } from 'chevrotain';

export const WhiteSpace = createToken({
  name: 'WhiteSpace',
  pattern: /[ \t\r\n]+/,
  group: Lexer.SKIPPED,
  line_breaks: true,
});

export const Comment = createToken({
  name: 'Comment',
  pattern: /\/\/[^\r\n]*/,
  group: Lexer.SKIPPED,
});

/** Any name: an identifier or a soft keyword. The grammar consumes this where a name goes. */
export const Name = createToken({ name: 'Name', pattern: Lexer.NA, label: 'a name' });

export const StringLiteral = createToken({
  name: 'StringLiteral',
  pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*"/,
  label: 'a quoted text',
});

/** A string cut short by the end of the line; reported, then parsed as if it were closed. */
export const UnterminatedString = createToken({
  name: 'UnterminatedString',
  pattern: /"(?:[^"\\\r\n]|\\[^\r\n])*\\?/,
  categories: [StringLiteral],
  label: 'a quoted text',
});

/** `Hearts`, `first_dealer`: reported as `invalid-name`, then parsed as a name. */
export const InvalidName = createToken({
  name: 'InvalidName',
  pattern: /[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*/,
  categories: [Name],
  label: 'a name',
});

export const Identifier = createToken({
  name: 'Identifier',
  pattern: /[a-z][a-z0-9]*(?:-[a-z0-9]+)*/,
  categories: [Name],
  label: 'a name',
  longer_alt: InvalidName,
});

/** Words that join or end expressions; they can never be names. */
const HARD_KEYWORDS = [
  'if',
  'then',
  'else',
  'and',
  'or',
  'not',
  'in',
  'is',
  'of',
  'where',
  'when',
  'to',
  'from',
  'by',
] as const;

/** Words with a fixed place in the grammar that may still be used as names elsewhere. */
const SOFT_KEYWORDS = [
  'game',
  'option',
  'seats',
  'seat',
  'names',
  'teams',
  'solo',
  'alternating',
  'deck',
  'ranks',
  'suits',
  'card',
  'group',
  'copies',
  'x',
  'wild',
  'art',
  'look',
  'icon',
  'value',
  'define',
  'zone',
  'per',
  'team',
  'shared',
  'visible',
  'owner',
  'all',
  'hidden',
  'sorted',
  'spread',
  'var',
  'record',
  'each',
  'turn',
  'trick',
  'hand',
  'number',
  'flag',
  'suit',
  'set',
  'list',
  'cards',
  'numbers',
  'first',
  'dealer',
  'cut',
  'again',
  'highest',
  'deal',
  'rest',
  'phase',
  'turns',
  'once',
  'around',
  'clockwise',
  'the',
  's',
  'left',
  'choices',
  'at',
  'start',
  'end',
  'move',
  'step',
  'play',
  'tricks',
  'won',
  'lead',
  'no',
  'until',
  'broken',
  'unless',
  'only',
  'those',
  'are',
  'held',
  'follow',
  'exempt',
  'non-wild',
  'led',
  'sit',
  'out',
  'must',
  'able',
  'winner',
  'any',
  'for',
  'repeat',
  'skip',
  'reverse',
  'next',
  'reveal',
  'played',
  'let',
  'require',
  'owe',
  'event',
  'add',
  'remove',
  'score',
  'scoring',
  'match',
  'target',
  'ties',
  'instant',
  'win',
  'most',
  'hands',
  'lowest',
  'wins',
  'draw',
  'known',
] as const;

export type KeywordWord = (typeof HARD_KEYWORDS)[number] | (typeof SOFT_KEYWORDS)[number];

function tokenName(word: string): string {
  return `Kw${word.replace(/(^|-)([a-z])/g, (_m, _d: string, c: string) => c.toUpperCase())}`;
}

function makeKeywords(): Record<KeywordWord, TokenType> {
  const soft = new Set<string>(SOFT_KEYWORDS);
  const entries = [...HARD_KEYWORDS, ...SOFT_KEYWORDS].map(
    (word) =>
      [
        word,
        createToken({
          name: tokenName(word),
          pattern: word,
          label: `'${word}'`,
          longer_alt: [Identifier, InvalidName],
          categories: soft.has(word) ? [Name] : [],
        }),
      ] as const,
  );
  return Object.fromEntries(entries) as Record<KeywordWord, TokenType>;
}

/** Keyword tokens by their word: `Kw.deck`, `Kw['non-wild']`. */
export const Kw = makeKeywords();

export const Integer = createToken({
  name: 'Integer',
  pattern: /0|[1-9][0-9]*/,
  label: 'a whole number',
});

function punct(name: string, pattern: string, categories: TokenType[] = []): TokenType {
  return createToken({ name, pattern, label: `'${pattern}'`, categories });
}

/** `=` `!=` `<` `<=` `>` `>=`: one category so a comparison is one alternative. */
export const CompareOp = createToken({
  name: 'CompareOp',
  pattern: Lexer.NA,
  label: 'a comparison',
});
export const AddOp = createToken({ name: 'AddOp', pattern: Lexer.NA, label: "'+' or '-'" });
export const MulOp = createToken({ name: 'MulOp', pattern: Lexer.NA, label: "'*' or '/'" });

export const LCurly = punct('LCurly', '{');
export const RCurly = punct('RCurly', '}');
export const LParen = punct('LParen', '(');
export const RParen = punct('RParen', ')');
export const LBracket = punct('LBracket', '[');
export const RBracket = punct('RBracket', ']');
export const Comma = punct('Comma', ',');
export const Semicolon = punct('Semicolon', ';');
export const Colon = punct('Colon', ':');
export const DotDot = punct('DotDot', '..');
export const Dot = punct('Dot', '.');
export const NotEqual = punct('NotEqual', '!=', [CompareOp]);
export const LessEqual = punct('LessEqual', '<=', [CompareOp]);
export const GreaterEqual = punct('GreaterEqual', '>=', [CompareOp]);
export const Equals = punct('Equals', '=', [CompareOp]);
export const Less = punct('Less', '<', [CompareOp]);
export const Greater = punct('Greater', '>', [CompareOp]);
export const Plus = punct('Plus', '+', [AddOp]);
export const Minus = punct('Minus', '-', [AddOp]);
export const Star = punct('Star', '*', [MulOp]);
export const Slash = punct('Slash', '/', [MulOp]);
export const Pipe = punct('Pipe', '|');
/** The `'` of `dealer's`; strings are double-quoted, so it never starts one. */
export const Apostrophe = createToken({
  name: 'Apostrophe',
  pattern: "'",
  label: "an apostrophe (as in dealer's)",
});

/** Longest keywords first, so `seats` wins over `seat` and `instant` over `in`. */
const keywordsByLength = Object.entries(Kw)
  .sort(([a], [b]) => b.length - a.length || a.localeCompare(b))
  .map(([, token]) => token);

export const allTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  StringLiteral,
  UnterminatedString,
  ...keywordsByLength,
  Identifier,
  InvalidName,
  Integer,
  LCurly,
  RCurly,
  LParen,
  RParen,
  LBracket,
  RBracket,
  Comma,
  Semicolon,
  Colon,
  DotDot,
  Dot,
  NotEqual,
  LessEqual,
  GreaterEqual,
  Equals,
  Less,
  Greater,
  Plus,
  Minus,
  Star,
  Slash,
  Pipe,
  Apostrophe,
  // Categories last: they match nothing themselves.
  Name,
  CompareOp,
  AddOp,
  MulOp,
];

export const rulesLexer = new Lexer(allTokens, {
  positionTracking: 'full',
  ensureOptimizations: false,
});
