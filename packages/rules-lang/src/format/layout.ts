// Lays the tokens and comments of a parsed file out as lines. The line breaks are the author's
// (as gofmt keeps them): a token starts a new line exactly when it did in the source, and a run
// of blank lines becomes one. Everything else is decided here: indentation from the brackets and
// items, spacing from the grammar (spacing.ts), and trailing comments aligned in a column per run
// of consecutive commented lines. Keeping the lines keeps every line number, so the `// rules:N`
// citations in a generated engine stay where they were.

import { tokenMatcher, type IToken } from 'chevrotain';
import { Kw, LBracket, LCurly, LParen, RBracket, RCurly, RParen } from '../parser/tokens';
import type { Role, Roles } from './roles';
import { spaceBetween } from './spacing';

const INDENT = 2;
/** A line that continues an item, outside any bracket. */
const CONTINUATION = 4;
/** Between the code and a trailing comment, at the least. */
const COMMENT_GAP = 3;
/** Code wider than this keeps its comment close instead of pushing its neighbours' right. */
const ALIGNED_WIDTH = 80;

/** `{` rules that hold items on lines of their own; a set's `{` aligns like `(`. */
const BLOCK_RULES = new Set(['block', 'deckDecl', 'phaseDecl', 'matchDecl']);

interface Line {
  readonly indent: number;
  code: string;
  comment: string | undefined;
  readonly blankBefore: boolean;
}

interface Open {
  readonly block: boolean;
  /** Indent of the line the bracket opened on. */
  readonly lineIndent: number;
  /** For a block: where its items go. */
  readonly innerIndent: number;
  /** For `(`, `[` and a set's `{` followed by more on its line: the column after it. */
  readonly align: number | undefined;
}

function isOpener(t: IToken): boolean {
  return tokenMatcher(t, LCurly) || tokenMatcher(t, LParen) || tokenMatcher(t, LBracket);
}

function isCloser(t: IToken): boolean {
  return tokenMatcher(t, RCurly) || tokenMatcher(t, RParen) || tokenMatcher(t, RBracket);
}

function lineOf(t: IToken): number {
  return t.startLine ?? 0;
}

export function layout(
  tokens: readonly IToken[],
  comments: readonly IToken[],
  roles: Roles,
): string {
  const pieces = [...tokens, ...comments].sort((a, b) => a.startOffset - b.startOffset);
  const isComment = new Set(comments);
  const roleOf = (t: IToken): Role => roles.of.get(t) ?? { rule: '', label: '' };
  const lines: Line[] = [];
  const stack: Open[] = [];
  /** The indent of the line where the latest item at each block depth began. */
  const itemIndent: number[] = [];
  let depth = 0;
  let prev: IToken | undefined;
  let prevCode: IToken | undefined;
  let line: Line | undefined;

  const blockInner = (): number => {
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.block) return stack[i]!.innerIndent;
    return 0;
  };
  const indentFor = (t: IToken | undefined): number => {
    const top = stack[stack.length - 1];
    if (t !== undefined && isCloser(t) && top !== undefined)
      return top.block ? top.innerIndent - INDENT : top.lineIndent;
    if (top !== undefined && !top.block) return top.align ?? top.lineIndent + CONTINUATION;
    if (t === undefined || roles.itemStarts.has(t)) return blockInner();
    const item = itemIndent[depth] ?? blockInner();
    if (tokenMatcher(t, Kw.else) && roleOf(t).rule === 'ifStmt') return item;
    return item + CONTINUATION;
  };

  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const comment = isComment.has(piece);
    const startsLine = prev === undefined || lineOf(piece) > lineOf(prev);
    if (startsLine) {
      line = {
        indent: indentFor(comment ? undefined : piece),
        code: '',
        comment: undefined,
        blankBefore: prev !== undefined && lineOf(piece) > lineOf(prev) + 1,
      };
      lines.push(line);
    }
    const current = line!;
    prev = piece;
    if (comment) {
      const text = piece.image.trimEnd();
      if (current.code === '') current.code = text;
      else current.comment = text;
      continue;
    }
    if (
      !startsLine &&
      prevCode !== undefined &&
      spaceBetween(prevCode, roleOf(prevCode), piece, roleOf(piece))
    )
      current.code += ' ';
    if (roles.itemStarts.has(piece)) itemIndent[depth] = current.indent;
    if (isCloser(piece)) {
      if (stack.pop()?.block === true) depth--;
    }
    current.code += piece.image;
    if (isOpener(piece)) {
      const block = tokenMatcher(piece, LCurly) && BLOCK_RULES.has(roleOf(piece).rule);
      const next = pieces[i + 1];
      const lastOnLine = next === undefined || lineOf(next) > lineOf(piece) || isComment.has(next);
      stack.push({
        block,
        lineIndent: current.indent,
        innerIndent: (itemIndent[depth] ?? blockInner()) + INDENT,
        align: lastOnLine ? undefined : current.indent + current.code.length,
      });
      if (block) depth++;
    }
    prevCode = piece;
  }
  alignComments(lines);
  return render(lines);
}

/**
 * One column per run of consecutive lines that each end with a comment: just past the widest of
 * their code, not counting code wider than ALIGNED_WIDTH, which keeps the plain gap.
 */
function alignComments(lines: Line[]): void {
  let start = 0;
  while (start < lines.length) {
    if (!hasTrailing(lines[start]!)) {
      start++;
      continue;
    }
    let end = start + 1;
    while (end < lines.length && hasTrailing(lines[end]!) && !lines[end]!.blankBefore) end++;
    const run = lines.slice(start, end);
    const widths = run.map((l) => l.indent + l.code.length);
    const column = Math.max(0, ...widths.filter((w) => w <= ALIGNED_WIDTH)) + COMMENT_GAP;
    for (const l of run)
      l.code = l.code.padEnd(Math.max(column, l.indent + l.code.length + COMMENT_GAP) - l.indent);
    start = end;
  }
}

function hasTrailing(line: Line): boolean {
  return line.comment !== undefined;
}

function render(lines: readonly Line[]): string {
  const out: string[] = [];
  for (const l of lines) {
    if (l.blankBefore) out.push('');
    out.push(' '.repeat(l.indent) + l.code + (l.comment ?? ''));
  }
  return out.join('\n') + '\n';
}
