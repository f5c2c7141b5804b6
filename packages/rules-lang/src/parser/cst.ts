// Reading Chevrotain's CST safely. With error recovery a node may miss any child, and tokens the
// parser inserted to recover have no position: every accessor here returns `undefined` for
// those, so the AST builder keeps what is really in the file and never throws.

import {
  tokenMatcher,
  type CstChildrenDictionary,
  type CstElement,
  type CstNode,
  type IToken,
} from 'chevrotain';
import type { Name, Position, Range } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import { UnterminatedString } from './tokens';

export type Ctx = CstChildrenDictionary;

function isNode(element: CstElement): element is CstNode {
  return 'children' in element;
}

function isReal(token: IToken): boolean {
  return token.isInsertedInRecovery !== true && Number.isFinite(token.startOffset);
}

/** Every real token under `label`, in source order. */
export function tokens(ctx: Ctx, label: string): IToken[] {
  return (ctx[label] ?? []).filter((e): e is IToken => !isNode(e) && isReal(e));
}

export function token(ctx: Ctx, label: string): IToken | undefined {
  return tokens(ctx, label)[0];
}

export function nodes(ctx: Ctx, label: string): CstNode[] {
  return (ctx[label] ?? []).filter(isNode);
}

export function node(ctx: Ctx, label: string): CstNode | undefined {
  return nodes(ctx, label)[0];
}

/** The only sub-rule child of a choice rule such as `declaration` or `statement`. */
export function onlyChild(ctx: Ctx): CstNode | undefined {
  for (const list of Object.values(ctx)) {
    for (const e of list) if (isNode(e)) return e;
  }
  return undefined;
}

export function startOf(t: IToken): Position {
  return { line: t.startLine ?? 0, column: t.startColumn ?? 0, offset: t.startOffset };
}

export function endOf(t: IToken): Position {
  return {
    line: t.endLine ?? t.startLine ?? 0,
    column: (t.endColumn ?? 0) + 1,
    offset: (t.endOffset ?? t.startOffset) + 1,
  };
}

export function tokenRange(t: IToken): Range {
  return { start: startOf(t), end: endOf(t) };
}

/** From the start of `a` to the end of `b`. */
export function span(a: Range, b: Range): Range {
  return { start: a.start, end: b.end };
}

/** A child node's own location, when recovery left it one; else the range of its tokens. */
function elementRange(element: CstElement): Range | undefined {
  if (!isNode(element)) return isReal(element) ? tokenRange(element) : undefined;
  const loc = element.location;
  if (
    loc !== undefined &&
    Number.isFinite(loc.startOffset) &&
    Number.isFinite(loc.endOffset) &&
    loc.startLine !== undefined &&
    loc.startColumn !== undefined &&
    loc.endLine !== undefined &&
    loc.endColumn !== undefined &&
    loc.endOffset !== undefined
  ) {
    return {
      start: { line: loc.startLine, column: loc.startColumn, offset: loc.startOffset },
      end: { line: loc.endLine, column: loc.endColumn + 1, offset: loc.endOffset + 1 },
    };
  }
  return ctxRange(element.children);
}

/** The range of the real tokens of `ctx`, or undefined when recovery left nothing. */
export function ctxRange(ctx: Ctx): Range | undefined {
  let start: Position | undefined;
  let end: Position | undefined;
  for (const list of Object.values(ctx)) {
    for (const e of list) {
      const r = elementRange(e);
      if (r === undefined) continue;
      if (start === undefined || r.start.offset < start.offset) start = r.start;
      if (end === undefined || r.end.offset > end.offset) end = r.end;
    }
  }
  return start === undefined || end === undefined ? undefined : { start, end };
}

export function nameOf(t: IToken | undefined): Name | undefined {
  return t === undefined ? undefined : { kind: 'Name', text: t.image, range: tokenRange(t) };
}

/** A string token's text, with `\"` and `\\` decoded; other escapes are reported. */
export function stringValue(t: IToken, sink: DiagnosticSink): string {
  const unterminated = tokenMatcher(t, UnterminatedString);
  const body = t.image.slice(1, unterminated ? undefined : -1);
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i] ?? '';
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = body[i + 1];
    if (next === '"' || next === '\\') {
      out += next;
    } else {
      const at = startOf(t);
      const start = { line: at.line, column: at.column + 1 + i, offset: at.offset + 1 + i };
      const len = next === undefined ? 1 : 2;
      const end = { line: at.line, column: start.column + len, offset: start.offset + len };
      const shown = next === undefined ? '\\' : `\\${next}`;
      sink.error(
        'invalid-escape',
        { start, end },
        `'${shown}' is not an escape a quoted text can hold; write \\" for a quote or \\\\ for a backslash`,
      );
      if (next !== undefined) out += next;
    }
    i++;
  }
  return out;
}

export function optionalString(t: IToken | undefined, sink: DiagnosticSink): string | undefined {
  return t === undefined ? undefined : stringValue(t, sink);
}
