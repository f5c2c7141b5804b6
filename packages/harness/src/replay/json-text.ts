// A replay's text to a JSON value, refusing before JSON.parse what would be costly or confusing
// later: more than MAX_REPLAY_BYTES, nesting deeper than MAX_NESTING (a printer or reader that
// recurses would overflow its stack), and a key given twice in one object (parsers disagree on
// which one counts). One pass over the text also finds the first syntax error, so the message
// gives a line and column in its own words and never quotes the input at length (JSON.parse's
// own messages echo the text, control characters and all).

import { MAX_NESTING, MAX_REPLAY_BYTES } from './limits';
import { quote } from './quote';

export type JsonRead =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string };

/** UTF-8 bytes of `text` (a lone surrogate counts 3, as it is written as U+FFFD). */
export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

const mebibytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

/** Why a replay of `bytes` is refused; without `bytes`, for a stream cut off at the limit. */
export function tooLarge(bytes?: number): string {
  const limit = `${MAX_REPLAY_BYTES} bytes (${mebibytes(MAX_REPLAY_BYTES)})`;
  return bytes === undefined
    ? `the replay goes past the limit of ${limit}`
    : `the replay is ${bytes} bytes (${mebibytes(bytes)}); the limit is ${limit}`;
}

export function readJsonText(text: string): JsonRead {
  // A UTF-16 code unit is at most 3 bytes of UTF-8: most texts need no count.
  if (text.length * 3 > MAX_REPLAY_BYTES) {
    const bytes = utf8Length(text);
    if (bytes > MAX_REPLAY_BYTES) return { ok: false, message: tooLarge(bytes) };
  }
  const fault = scan(text);
  if (fault !== null) {
    const { line, column } = lineAndColumn(text, fault.at);
    return { ok: false, message: `not JSON: line ${line}, column ${column}: ${fault.what}` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // The scan accepts exactly JSON, so this is not reached; still no echo of the input.
    return { ok: false, message: 'not JSON' };
  }
}

interface Fault {
  readonly at: number;
  readonly what: string;
}

function lineAndColumn(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < at; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: at - start + 1 };
}

/** What the scan expects next. */
const Want = { Value: 0, ValueOrClose: 1, Key: 2, KeyOrClose: 3, After: 4 } as const;
type Want = (typeof Want)[keyof typeof Want];

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** The first place the text stops being JSON (RFC 8259) or breaks a limit; null when none. */
function scan(text: string): Fault | null {
  /** Per open container: the keys seen so far (objects) or null (lists). */
  const open: (Keys | null)[] = [];
  let want: Want = Want.Value;
  let i = 0;
  const found = (at: number) =>
    at >= text.length ? 'the end of the text' : quote(String.fromCodePoint(text.codePointAt(at)!));
  const unexpected = (at: number, expected: string): Fault => ({
    at,
    what: `expected ${expected}, found ${found(at)}`,
  });

  for (;;) {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (want === Want.ValueOrClose || want === Want.KeyOrClose) {
      // Just inside '[' or '{': it may close at once.
      if (c === (want === Want.ValueOrClose ? 0x5d : 0x7d)) {
        open.pop();
        i++;
        want = Want.After;
        continue;
      }
    }
    if (want === Want.Value || want === Want.ValueOrClose) {
      if (c === 0x7b || c === 0x5b) {
        if (open.length >= MAX_NESTING) {
          return { at: i, what: `nested deeper than ${MAX_NESTING} objects and lists` };
        }
        open.push(c === 0x7b ? new Keys() : null);
        i++;
        want = c === 0x7b ? Want.KeyOrClose : Want.ValueOrClose;
        continue;
      }
      const end =
        c === 0x22
          ? stringEnd(text, i)
          : c === 0x2d || isDigit(c)
            ? numberEnd(text, i)
            : literalEnd(text, i);
      if (typeof end !== 'number') return end ?? unexpected(i, 'a value');
      i = end;
      want = Want.After;
    } else if (want === Want.Key || want === Want.KeyOrClose) {
      if (c !== 0x22) return unexpected(i, want === Want.Key ? 'a key' : "a key or '}'");
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return end;
      const raw = text.slice(i + 1, end - 1);
      const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end)) as string) : raw;
      const keys = open[open.length - 1]!;
      if (!keys.add(key)) return { at: i, what: `the key ${quote(key)} is given twice` };
      i = end;
      while (i < text.length && isSpace(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) !== 0x3a) return unexpected(i, "':' after the key");
      i++;
      want = Want.Value;
    } else {
      if (open.length === 0) return c === -1 ? null : unexpected(i, 'the end of the text');
      const inObject = open[open.length - 1] !== null;
      if (c === 0x2c) {
        i++;
        want = inObject ? Want.Key : Want.Value;
      } else if (c === (inObject ? 0x7d : 0x5d)) {
        open.pop();
        i++;
      } else return unexpected(i, inObject ? "',' or '}'" : "',' or ']'");
    }
  }
}

/** An object's keys so far: a list while short (a replay's objects have a few), then a set. */
class Keys {
  private list: string[] | null = [];
  private set: Set<string> | null = null;

  /** False when `key` was there already. */
  add(key: string): boolean {
    if (this.list !== null) {
      if (this.list.includes(key)) return false;
      this.list.push(key);
      if (this.list.length > 16) {
        this.set = new Set(this.list);
        this.list = null;
      }
      return true;
    }
    if (this.set!.has(key)) return false;
    this.set!.add(key);
    return true;
  }
}

/** The index after the string that starts at `at`, or why it is not one. */
function stringEnd(text: string, at: number): number | Fault {
  let i = at + 1;
  for (;;) {
    if (i >= text.length) return { at, what: 'a string that never ends' };
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) return { at: i, what: 'a control character in a string (write it as \\u00XX)' };
    if (c === 0x5c) {
      const e = text[i + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          return { at: i, what: "'\\u' must be followed by four hex digits" };
        }
        i += 6;
      } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
      else return { at: i, what: 'an unknown escape in a string' };
    } else i++;
  }
}

/** The index after the number that starts at `at`, or null when there is none. */
function numberEnd(text: string, at: number): number | null {
  let i = at;
  if (text.charCodeAt(i) === 0x2d) i++;
  if (!isDigit(text.charCodeAt(i))) return null;
  if (text.charCodeAt(i) === 0x30) i++;
  else while (isDigit(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) === 0x2e) {
    i++;
    if (!isDigit(text.charCodeAt(i))) return null;
    while (isDigit(text.charCodeAt(i))) i++;
  }
  if ((text.charCodeAt(i) | 0x20) === 0x65) {
    i++;
    if (text.charCodeAt(i) === 0x2b || text.charCodeAt(i) === 0x2d) i++;
    if (!isDigit(text.charCodeAt(i))) return null;
    while (isDigit(text.charCodeAt(i))) i++;
  }
  return i;
}

function literalEnd(text: string, at: number): number | null {
  for (const word of ['true', 'false', 'null']) {
    if (text.startsWith(word, at)) return at + word.length;
  }
  return null;
}
