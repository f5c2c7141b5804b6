// `orrery check <files...>`: parse, link and validate rules files and print their diagnostics.

import { check, formatDiagnostic, type Diagnostic } from '@orrery/rules-lang';
import type { Io } from './main';
import { readText } from './read-text';

export const EXIT_ERRORS = 1;

export interface CheckOptions {
  readonly files: readonly string[];
  readonly format: 'text' | 'json';
}

/** Returns 0 when every file is free of errors (warnings allowed), 1 on errors, 2 on I/O errors. */
export function runCheck(options: CheckOptions, io: Io): number {
  const all: Diagnostic[] = [];
  let ioError = false;
  for (const file of options.files) {
    const source = readText(file);
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
