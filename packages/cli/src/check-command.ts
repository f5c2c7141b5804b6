// `orrery check <files...>`: parse, link and validate rules files and print their diagnostics.

import { check, formatDiagnostic, type Diagnostic } from '@orrery/rules-lang';
import type { Io } from './main';
import { readRules } from './read-text';

export const EXIT_ERRORS = 1;

export interface CheckOptions {
  readonly files: readonly string[];
  readonly format: 'text' | 'json';
}

/** One file's diagnostics: its bytes' own (size, UTF-8), else the checker's. */
function checkOne(file: string): Diagnostic[] | { problem: string } {
  const source = readRules(file);
  if ('problem' in source) return source;
  if ('diagnostic' in source) return [source.diagnostic];
  return check(source.text, file).diagnostics;
}

/** Returns 0 when every file is free of errors (warnings allowed), 1 on errors, 2 on I/O errors. */
export function runCheck(options: CheckOptions, io: Io): number {
  // Kept one file's list to an entry, never spread into another: a file holds at most a
  // thousand and one diagnostics, but `check` takes any number of files.
  const perFile: Diagnostic[][] = [];
  let ioError = false;
  for (const file of options.files) {
    const result = checkOne(file);
    if ('problem' in result) {
      io.err(`orrery check: ${result.problem}`);
      ioError = true;
      continue;
    }
    perFile.push(result);
  }
  const all = perFile.flat();
  if (options.format === 'json') io.out(JSON.stringify(all, null, 2));
  else for (const d of all) io.out(formatDiagnostic(d));
  if (ioError) return 2;
  return all.some((d) => d.severity === 'error') ? EXIT_ERRORS : 0;
}
