// Input quoted back to a person: short and escaped, so that a 50 MB field or an escape sequence
// in a file never reaches the terminal whole (issue 25). Paths name keys the same way.

import { EXCERPT_CHARS, MESSAGE_CHARS } from './limits';

/**
 * C0 and C1 controls, DEL, line and paragraph separators, and the bidirectional overrides and
 * isolates that can make text print in another order than it is stored.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text` with every unsafe character written as `\uXXXX`. */
export function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, escapeChar);
}

/**
 * `text` escaped, in at most `max` characters and an ellipsis where it was cut: never inside an
 * escape or a surrogate pair, and only as much of a huge text as is shown is looked at.
 */
function shorten(text: string, max: number): string {
  let out = '';
  /** Where the text is cut if it goes on: the end of the last piece that leaves room for '…'. */
  let room = 0;
  for (const char of text) {
    // A lone surrogate (half a pair) would print as a replacement character, or not at all.
    const lone = char.length === 1 && char >= '\ud800' && char <= '\udfff';
    const piece = lone ? escapeChar(char) : escapeUnsafe(char);
    if (out.length + piece.length > max) return `${out.slice(0, room)}…`;
    out += piece;
    if (out.length < max) room = out.length;
  }
  return out;
}

/** A string from the input, quoted for a message: `'earth-7'`, `'xxxxxxx…'` (40 characters in all). */
export function quote(text: string): string {
  return `'${shorten(text, EXCERPT_CHARS)}'`;
}

/** Any JSON value from the input, for a message: strings quoted, the rest by kind or value. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `the string ${quote(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return 'an object';
}

/** A message to print whole: unsafe characters escaped, at most MESSAGE_CHARS characters. */
export function safeMessage(message: string): string {
  return shorten(message, MESSAGE_CHARS);
}

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** The path of `key` inside `path`: `deals[0].dealer`, or `moves[2]["a b"]` for other keys. */
export function keyPath(path: string, key: string): string {
  if (key.length <= EXCERPT_CHARS && PLAIN_KEY.test(key)) {
    return path === '' ? key : `${path}.${key}`;
  }
  // A JSON string, as in the file: JSON.stringify escapes C0 controls and lone surrogates.
  const head = [...key.slice(0, EXCERPT_CHARS + 1)];
  const shown = head.length > EXCERPT_CHARS ? `${head.slice(0, EXCERPT_CHARS).join('')}…` : key;
  return `${path}[${escapeUnsafe(JSON.stringify(shown))}]`;
}
