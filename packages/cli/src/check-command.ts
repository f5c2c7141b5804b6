// `orrery check <files...>`: parse, link and validate rules files and print their diagnostics.

import { readFileSync } from 'node:fs';
import { check, formatDiagnostic, type Diagnostic } from '@orrery/rules-lang';
import type { Io } from './main';

export const EXIT_ERRORS = 1;

export interface CheckOptions {
  readonly files: readonly string[];
  readonly format: 'text' | 'json';
}

/** Reads a file, or says in one line why it cannot. */
function read(file: string): { text: string } | { problem: string } {
  try {
    return { text: readFileSync(file, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : (code ?? 'unreadable');
    return { problem: `cannot read '${file}': ${why}` };
  }
}

/** Returns 0 when every file is free of errors (warnings allowed), 1 on errors, 2 on I/O errors. */
export function runCheck(options: CheckOptions, io: Io): number {
  const all: Diagnostic[] = [];
  let ioError = false;
  for (const file of options.files) {
    const source = read(file);
    if ('problem' in source) {
      io.err(`orrery check: ${source.problem}`);
      ioError = true;
      continue;
    }
    all.push(...check(source.text, file).diagnostics);
  }
  if (options.format === 'json') io.out(JSON.stringify(all, null, 2));
  else for (const d of all) io.out(formatDiagnostic(d));
  if (ioError) return 2;
  return all.some((d) => d.severity === 'error') ? EXIT_ERRORS : 0;
}
