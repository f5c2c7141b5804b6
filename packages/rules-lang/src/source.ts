// A rules file as bytes, before it is text: UTF-8 only, at most LIMITS.fileBytes, a byte-order
// mark allowed at the start. An editor shows neither the mark nor a byte that is not UTF-8, so
// the mark is dropped before anything counts lines and columns, and a bad byte is reported at the
// line and column where the editor shows the text around it, never silently replaced.

import type { Position } from './ast/ast';
import type { Diagnostic } from './diagnostics';
import { LIMITS } from './limits';

const BOM = '\ufeff';

/** The text without a byte-order mark at its start: what `parse` and `check` read. */
export function withoutBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}

/** Bytes of `text` in UTF-8, counted only up to `stopAbove` + 1 (enough to say it is too big). */
export function utf8Length(text: string, stopAbove = Infinity): number {
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= stopAbove; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

const START: Position = { line: 1, column: 1, offset: 0 };

function at(path: string, start: Position, code: string, message: string): Diagnostic {
  const end = { ...start, column: start.column + 1, offset: start.offset + 1 };
  return { path, range: { start, end }, severity: 'error', code, message };
}

/** `file-too-large` when a file of `bytes` bytes is over the limit, else undefined. */
export function sizeProblem(bytes: number, path: string): Diagnostic | undefined {
  if (bytes <= LIMITS.fileBytes) return undefined;
  return at(
    path,
    START,
    'file-too-large',
    `this file is ${bytes.toLocaleString('en')} bytes; a rules file may hold at most ${LIMITS.fileBytes.toLocaleString('en')} (1 MiB)`,
  );
}

/**
 * Where the first byte that does not start a whole UTF-8 character is (a lead byte whose
 * character is cut short counts, not the byte that cuts it), or -1 when every byte does.
 */
function firstBadByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    const [length, min] =
      b < 0x80
        ? [1, 0]
        : b >= 0xc2 && b < 0xe0
          ? [2, 0x80]
          : b >= 0xe0 && b < 0xf0
            ? [3, 0x800]
            : b >= 0xf0 && b < 0xf5
              ? [4, 0x10000]
              : [0, 0];
    if (length === 0) return i;
    let code = length === 1 ? b : b & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    // Overlong forms, surrogates and code points past U+10FFFF are not UTF-8 either.
    if (code < min || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return i;
    i += length;
  }
  return -1;
}

/** Line and column (1-based, in UTF-16 units as the lexer counts) just after `text`. */
function endOf(text: string): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: text.length - lineStart + 1, offset: text.length };
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A rules file's bytes as its text (without a byte-order mark), or the one diagnostic that says
 * why they are not one: `file-too-large`, or `invalid-utf8` at the first bad byte.
 */
export function decodeRules(
  bytes: Uint8Array,
  path: string,
): { readonly text: string } | { readonly diagnostic: Diagnostic } {
  const tooLarge = sizeProblem(bytes.length, path);
  if (tooLarge !== undefined) return { diagnostic: tooLarge };
  const bad = firstBadByte(bytes);
  if (bad < 0) return { text: withoutBom(decoder.decode(bytes)) };
  const before = withoutBom(decoder.decode(bytes.subarray(0, bad)));
  const hex = bytes[bad]!.toString(16).toUpperCase().padStart(2, '0');
  return {
    diagnostic: at(
      path,
      endOf(before),
      'invalid-utf8',
      `byte 0x${hex} is not UTF-8: a rules file is UTF-8 text (save it as UTF-8 in your editor)`,
    ),
  };
}
