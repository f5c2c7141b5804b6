// Reading a replay file (or standard input) with the size limit applied while reading: a file
// over MAX_REPLAY_BYTES is refused from its size alone, and a pipe or device is read no further
// than the limit. The bytes must be UTF-8 (a leading byte-order mark is dropped): a file that is
// not is refused, rather than read with replacement characters.

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { utf8Length, tooLarge } from './json-text';
import { MAX_REPLAY_BYTES } from './limits';
import { escapeUnsafe } from './quote';

export type ReplaySource =
  | { readonly kind: 'text'; readonly text: string }
  /** The bytes are no replay: too many, or not UTF-8. */
  | { readonly kind: 'invalid'; readonly message: string }
  /** The file cannot be read at all. */
  | { readonly kind: 'unreadable'; readonly message: string };

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

/** `file`, or standard input for `-`. Never throws. */
export async function readReplayFile(
  file: string,
  { limit = MAX_REPLAY_BYTES, stdin = process.stdin }: { limit?: number; stdin?: Readable } = {},
): Promise<ReplaySource> {
  try {
    if (file !== '-') {
      const info = await stat(file);
      if (info.isDirectory()) return unreadable(file, 'EISDIR');
      if (info.isFile() && info.size > limit) {
        return { kind: 'invalid', message: tooLarge(info.size) };
      }
    }
    const bytes = await readUpTo(file === '-' ? stdin : createReadStream(file), limit + 1);
    // A pipe has no size: all that is known is that it goes past the limit.
    if (bytes.length > limit) return { kind: 'invalid', message: tooLarge() };
    return decode(bytes);
  } catch (error) {
    return unreadable(file, (error as NodeJS.ErrnoException).code);
  }
}

function unreadable(file: string, code: string | undefined): ReplaySource {
  const why = (code !== undefined ? REASONS[code] : undefined) ?? code ?? 'unreadable';
  // The name as typed, escaped: a file name may hold any character but '/' and NUL.
  return { kind: 'unreadable', message: `cannot read '${escapeUnsafe(file)}': ${why}` };
}

/** The stream's bytes, stopping (and closing it) once `max` have come. */
async function readUpTo(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    chunks.push(bytes);
    total += bytes.length;
    if (total >= max) break; // leaving the loop destroys the stream
  }
  return Buffer.concat(chunks, total).subarray(0, max);
}

export function decode(bytes: Uint8Array): ReplaySource {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    return { kind: 'text', text: new TextDecoder('utf-8', { fatal: true }).decode(body) };
  } catch {
    // Every character before the first replacement is as it was in the file, so its length in
    // UTF-8 is the offset of the first bad byte.
    const loose = new TextDecoder('utf-8').decode(body);
    const at = utf8Length(loose.slice(0, loose.indexOf('\ufffd'))) + (bom ? 3 : 0);
    return {
      kind: 'invalid',
      message: `the replay is not UTF-8 text (the first bad byte is at offset ${at})`,
    };
  }
}
