// Reading a command's input file, with the reason in words when it cannot be read: commands
// print one line and exit 2 instead of a stack trace. A rules file is read as bytes, at most one
// past the language's limit, and decoded by the rules language itself (UTF-8 only, a byte-order
// mark dropped), so a bad byte or a huge file is a diagnostic like any other.

import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { decodeRules, LIMITS, sizeProblem, type Diagnostic } from '@orrery/rules-lang';

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

function problemOf(file: string, error: unknown): { problem: string } {
  const code = (error as NodeJS.ErrnoException).code;
  const why = (code !== undefined ? REASONS[code] : undefined) ?? code ?? 'unreadable';
  return { problem: `cannot read '${file}': ${why}` };
}

/** The text of `file` (`-` is standard input where `stdin` allows it), or why it cannot be read. */
export function readText(
  file: string,
  { stdin = false }: { readonly stdin?: boolean } = {},
): { text: string } | { problem: string } {
  try {
    return { text: readFileSync(stdin && file === '-' ? 0 : file, 'utf8') };
  } catch (error) {
    return problemOf(file, error);
  }
}

/**
 * At most `limit` + 1 bytes of `file` (enough to know it is too big), or why it cannot be read.
 * A regular file's size is known before reading: one past the limit is not read at all.
 */
export function readBytes(
  file: string,
  limit: number,
): { bytes: Uint8Array } | { tooLarge: number } | { problem: string } {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return problemOf(file, { code: 'EISDIR' });
    if (stat.isFile() && stat.size > limit) return { tooLarge: stat.size };
    const buffer = Buffer.alloc(limit + 1);
    let length = 0;
    for (;;) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length === buffer.length) return { tooLarge: length };
    }
    return { bytes: buffer.subarray(0, length) };
  } catch (error) {
    return problemOf(file, error);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * A rules file's text, the one diagnostic that says why its bytes are not a rules file's
 * (`file-too-large`, `invalid-utf8`), or why it cannot be read at all.
 */
export function readRules(
  file: string,
): { text: string } | { diagnostic: Diagnostic } | { problem: string } {
  const read = readBytes(file, LIMITS.fileBytes);
  if ('problem' in read) return read;
  if ('tooLarge' in read) return { diagnostic: sizeProblem(read.tooLarge, file)! };
  return decodeRules(read.bytes, file);
}
