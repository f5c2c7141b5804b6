// Reading a command's input file, with the reason in words when it cannot be read: commands
// print one line and exit 2 instead of a stack trace.

import { readFileSync } from 'node:fs';

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

/** The text of `file` (`-` is standard input where `stdin` allows it), or why it cannot be read. */
export function readText(
  file: string,
  { stdin = false }: { readonly stdin?: boolean } = {},
): { text: string } | { problem: string } {
  try {
    return { text: readFileSync(stdin && file === '-' ? 0 : file, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = (code !== undefined ? REASONS[code] : undefined) ?? code ?? 'unreadable';
    return { problem: `cannot read '${file}': ${why}` };
  }
}
