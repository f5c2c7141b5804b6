// The parsing stage: text → tokens → CST → AST, with every lexer and parser error turned into a
// Diagnostic. It never throws: an unexpected failure becomes one `internal-error` diagnostic.

import {
  tokenMatcher,
  type ILexingError,
  type IRecognitionException,
  type IToken,
} from 'chevrotain';
import type { GameFile, Position, Range } from '../ast/ast';
import { DiagnosticSink, type Diagnostic } from '../diagnostics';
import { LIMITS } from '../limits';
import { sizeProblem, utf8Length, withoutBom } from '../source';
import { TooDeep } from './grammar-expressions';
import { NESTED_TOO_DEEP_TREE, tooDeepNode } from './tree-depth';
import { buildAst } from './ast-builder';
import { endOf, startOf, token, tokenRange } from './cst';
import { ERR, setMessageContext, TooManySyntaxErrors } from './messages';
import { rulesParser } from './parser';
import { InvalidName, rulesLexer, UnterminatedString } from './tokens';

export interface ParseResult {
  /** Undefined only when the file does not even start with `game <id>`. */
  readonly file: GameFile | undefined;
  /** Sorted by position. */
  readonly diagnostics: Diagnostic[];
}

function endOfText(text: string): Position {
  const lines = text.split(/\r\n|\r|\n/);
  const last = lines[lines.length - 1] ?? '';
  return { line: lines.length, column: last.length + 1, offset: text.length };
}

function lexingError(error: ILexingError, text: string, sink: DiagnosticSink): void {
  const start = { line: error.line ?? 1, column: error.column ?? 1, offset: error.offset };
  const end = {
    line: start.line,
    column: start.column + error.length,
    offset: start.offset + error.length,
  };
  const chars = text.slice(error.offset, error.offset + error.length);
  const what = error.length === 1 ? 'character' : 'characters';
  sink.error('unexpected-character', { start, end }, `unexpected ${what} '${chars}'`);
}

/** Tokens the lexer accepted only to keep parsing: report them, then parse them as meant. */
function suspiciousToken(t: IToken, sink: DiagnosticSink): void {
  if (tokenMatcher(t, UnterminatedString)) {
    sink.error(
      'unterminated-string',
      tokenRange(t),
      `this quoted text has no closing '"' before the end of the line`,
    );
  } else if (tokenMatcher(t, InvalidName)) {
    sink.error(
      'invalid-name',
      tokenRange(t),
      `'${t.image}' is not a valid name: names use lower-case letters, digits and single hyphens, as in 'first-dealer'`,
      `write '${t.image.toLowerCase().replace(/_+/g, '-')}'`,
    );
  }
}

/** At the end of the file there is no token to point at: point just after the last one. */
function errorRange(error: IRecognitionException, text: string, last: IToken | undefined): Range {
  if (Number.isFinite(error.token.startOffset)) return tokenRange(error.token);
  const at = last === undefined ? endOfText(text) : endOf(last);
  return { start: at, end: at };
}

function parserErrors(
  errors: readonly IRecognitionException[],
  text: string,
  last: IToken | undefined,
  sink: DiagnosticSink,
): void {
  const seen = new Set<number>();
  for (const error of errors) {
    const range = errorRange(error, text, last);
    // Recovery can report one bad token twice; the first report is the meaningful one.
    if (seen.has(range.start.offset)) continue;
    seen.add(range.start.offset);
    const betweenDeclarations = error.message.startsWith(`expected ${ERR.declaration}`);
    const code =
      error.name === 'MismatchedTokenException' && !betweenDeclarations
        ? 'missing-token'
        : 'unexpected-token';
    sink.error(code, range, error.message);
  }
}

/**
 * Brackets open at once past LIMITS.brackets. Checked on the tokens, before parsing, as the
 * clearest message for the commonest way to nest too deep; the parser counts every other way
 * (`nested` in grammar-expressions.ts).
 */
function tooDeep(tokens: readonly IToken[]): IToken | undefined {
  let depth = 0;
  for (const t of tokens) {
    if (t.image === '(' || t.image === '[' || t.image === '{') depth++;
    else if (t.image === ')' || t.image === ']' || t.image === '}') depth--;
    if (depth > LIMITS.brackets) return t;
  }
  return undefined;
}

const NESTED_TOO_DEEP = `this is nested more than ${LIMITS.nesting} deep (brackets, blocks, 'not', '-', 'if ... then ... else', 'of'); split it up with 'define' or 'let'`;

/** Parses one `.rules` file. `path` is only used to label the diagnostics. */
export function parse(input: string, path: string): ParseResult {
  const tooLarge = sizeProblem(utf8Length(input, LIMITS.fileBytes), path);
  if (tooLarge !== undefined) return { file: undefined, diagnostics: [tooLarge] };
  const text = withoutBom(input);
  const sink = new DiagnosticSink(path);
  /** The last token, where an error at the end of the file is reported. */
  let last: IToken | undefined;
  try {
    const lexed = rulesLexer.tokenize(text);
    last = lexed.tokens[lexed.tokens.length - 1];
    for (const error of lexed.errors) lexingError(error, text, sink);
    for (const t of lexed.tokens) suspiciousToken(t, sink);
    const deep = tooDeep(lexed.tokens);
    if (deep !== undefined) {
      const message = `brackets are nested more than ${LIMITS.brackets} deep here; split the expression up`;
      sink.error('too-deeply-nested', tokenRange(deep), message);
      return { file: undefined, diagnostics: sink.sorted() };
    }
    setMessageContext(lexed.tokens);
    rulesParser.input = lexed.tokens;
    const cst = rulesParser.file();
    parserErrors(rulesParser.errors, text, last, sink);
    if (token(cst.children, 'game') === undefined) {
      const first = lexed.tokens[0];
      const at = first === undefined ? endOfText(text) : startOf(first);
      sink.error(
        'missing-game',
        first === undefined ? { start: at, end: at } : tokenRange(first),
        'a rules file starts with the game\'s name, as in: game hearts "Hearts"',
      );
    }
    const file = buildAst(cst, sink);
    const deepest = file === undefined ? undefined : tooDeepNode(file);
    if (deepest !== undefined) {
      sink.error('too-deeply-nested', deepest.range, NESTED_TOO_DEEP_TREE);
      return { file: undefined, diagnostics: sink.sorted() };
    }
    return { file, diagnostics: sink.sorted() };
  } catch (error: unknown) {
    // Both stop the parse before its end: what it found so far is reported, then why it stopped
    // (not that the rest of the file went unread, which Chevrotain records as the parse ends).
    const before = () => rulesParser.errors.filter((e) => e.name !== 'NotAllInputParsedException');
    if (error instanceof TooManySyntaxErrors) {
      parserErrors(before(), text, last, sink);
      sink.stoppedEarly();
      return { file: undefined, diagnostics: sink.sorted() };
    }
    if (error instanceof TooDeep) {
      parserErrors(before(), text, last, sink);
      const t = error.token;
      const range = Number.isFinite(t.startOffset)
        ? tokenRange(t)
        : { start: endOfText(text), end: endOfText(text) };
      const message =
        error.what === 'chain'
          ? `a chain of more than ${LIMITS.chain} operands ('${t.image}' here); split it up with 'define' or 'let'`
          : NESTED_TOO_DEEP;
      sink.error('too-deeply-nested', range, message);
      return { file: undefined, diagnostics: sink.sorted() };
    }
    const at = { line: 1, column: 1, offset: 0 };
    const detail = error instanceof Error ? error.message : String(error);
    sink.error(
      'internal-error',
      { start: at, end: at },
      `the parser failed unexpectedly: ${detail}`,
    );
    return { file: undefined, diagnostics: sink.sorted() };
  } finally {
    setMessageContext([]);
  }
}
