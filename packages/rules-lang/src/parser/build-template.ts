// A reason's quoted text split into plain text and `{name}` placeholders. The split reads the
// token as written, so each placeholder keeps its own range in the file for diagnostics; a
// string token never spans lines, so a column is the token's column plus an index.

import type { IToken } from 'chevrotain';
import { tokenMatcher } from 'chevrotain';
import type { Position, Range, Reference, ScoredPoints, Template } from '../ast/ast';
import type { DiagnosticSink } from '../diagnostics';
import { startOf, stringValue, tokenRange } from './cst';
import { UnterminatedString } from './tokens';

/** The spelling of a name (tokens.ts `Identifier`), the only thing braces may hold. */
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** In a `score` reason, `{points}` is the points scored, whatever else is called `points`. */
export const POINTS_PLACEHOLDER = 'points';

/** `scored`: the reason of a `score`, where `{points}` means the points it scores. */
export function buildTemplate(t: IToken, sink: DiagnosticSink, scored: boolean): Template {
  stringValue(t, sink); // reports bad escapes once, as for any other quoted text
  const at = startOf(t);
  const raw = t.image.slice(1, tokenMatcher(t, UnterminatedString) ? undefined : -1);
  /** Where the body's character `i` sits in the file. */
  const pos = (i: number): Position => ({
    line: at.line,
    column: at.column + 1 + i,
    offset: at.offset + 1 + i,
  });
  const rangeOf = (from: number, to: number): Range => ({ start: pos(from), end: pos(to) });
  const parts: (string | Reference | ScoredPoints)[] = [];
  let text = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] ?? '';
    if (c === '\\') {
      text += raw[i + 1] ?? '';
      i++;
      continue;
    }
    if (c !== '{') {
      text += c;
      continue;
    }
    const close = raw.indexOf('}', i);
    if (close < 0) {
      sink.error(
        'bad-placeholder',
        rangeOf(i, raw.length),
        "'{' opens a placeholder that is never closed",
        "write a name between braces, such as '{t}'",
      );
      text += raw.slice(i);
      break;
    }
    const name = raw.slice(i + 1, close);
    if (!NAME.test(name)) {
      sink.error(
        'bad-placeholder',
        rangeOf(i, close + 1),
        `'{${name}}' is not a placeholder: braces hold one name, such as '{t}'`,
      );
      text += raw.slice(i, close + 1);
    } else {
      if (text !== '') parts.push(text);
      text = '';
      const range = rangeOf(i, close + 1);
      parts.push(
        scored && name === POINTS_PLACEHOLDER
          ? { kind: 'ScoredPoints', range }
          : {
              kind: 'Reference',
              name: { kind: 'Name', text: name, range: rangeOf(i + 1, close) },
              range,
            },
      );
    }
    i = close;
  }
  if (text !== '') parts.push(text);
  return { kind: 'Template', parts, range: tokenRange(t) };
}
