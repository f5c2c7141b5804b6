// `orrery fmt [--check] <file.rules|dir|->...`: write rules files in their one canonical layout
// (the formatter of @orrery/rules-lang, the same one the language server applies). A folder means
// every rules file under it; `-` formats standard input to standard output. With --check nothing
// is written: each file that is not in the layout is named, and the exit status says whether any
// was. A file with syntax errors is left alone and its diagnostics printed.

import { statSync, writeFileSync } from 'node:fs';
import { formatDiagnostic } from '@orrery/rules-lang';
import { formatRules } from '@orrery/rules-lang/editor';
import { findRulesFiles } from './generate-command';
import type { Io } from './main';
import { readText } from './read-text';

export interface FmtOptions {
  readonly check: boolean;
  readonly paths: readonly string[];
}

export type FmtParse =
  | { readonly kind: 'fmt'; readonly options: FmtOptions }
  | { readonly kind: 'error'; readonly message: string };

export function parseFmt(args: readonly string[]): FmtParse {
  const paths: string[] = [];
  let check = false;
  for (const arg of args) {
    if (arg === '--check') check = true;
    else if (arg.startsWith('-') && arg !== '-')
      return { kind: 'error', message: `unknown option '${arg}' for 'fmt'` };
    else paths.push(arg);
  }
  if (paths.length === 0)
    return { kind: 'error', message: "'fmt' needs a rules file or a folder of them" };
  return { kind: 'fmt', options: { check, paths } };
}

/** The files a path names: itself, or every rules file under a folder. */
function expand(target: string): string[] {
  try {
    return statSync(target).isDirectory() ? findRulesFiles(target) : [target];
  } catch {
    return [target]; // readText says why it cannot be read
  }
}

/** 0: every file is (now) in the layout; 1: syntax errors, or --check found one that is not; 2: I/O. */
export function runFmt(options: FmtOptions, io: Io): number {
  let status = 0;
  for (const file of options.paths.flatMap(expand)) {
    const source = readText(file, { stdin: true });
    if ('problem' in source) {
      io.err(`orrery fmt: ${source.problem}`);
      status = 2;
      continue;
    }
    const result = formatRules(source.text, file);
    if (!result.ok) {
      for (const d of result.diagnostics) io.out(formatDiagnostic(d));
      status = Math.max(status, 1);
      continue;
    }
    if (file === '-') {
      if (options.check && result.changed) status = Math.max(status, 1);
      else if (!options.check) io.out(result.text.replace(/\n$/, ''));
      continue;
    }
    if (!result.changed) continue;
    if (options.check) {
      io.out(`${file}: not formatted (run 'orrery fmt ${file}')`);
      status = Math.max(status, 1);
      continue;
    }
    try {
      writeFileSync(file, result.text);
      io.out(`${file}: formatted`);
    } catch (error) {
      io.err(
        `orrery fmt: cannot write '${file}': ${(error as NodeJS.ErrnoException).code ?? 'unwritable'}`,
      );
      status = 2;
    }
  }
  return status;
}

/** `orrery fmt ...` as the command table calls it. */
export function runFmtCommand(args: readonly string[], io: Io): number {
  const parsed = parseFmt(args);
  if (parsed.kind === 'error') {
    io.err(`orrery fmt: ${parsed.message} (see 'orrery --help')`);
    return 2;
  }
  return runFmt(parsed.options, io);
}
