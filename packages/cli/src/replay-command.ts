// `orrery replay FILE [--json]`: play a replay file (REPLAY.md) through its game's engine and
// print the match, as a report (--json) or a transcript. Exit 0 when every move was legal, 1
// when the file is wrong or a move was refused, 2 on usage or I/O errors.

import {
  buildReport,
  formatJson,
  invalidReplayReport,
  replayText,
  transcript,
} from '@orrery/harness/replay';
import type { Io } from './main';
import { readText } from './read-text';

export interface ReplayOptions {
  /** A path, or `-` for standard input. */
  readonly file: string;
  readonly json: boolean;
}

export type ReplayParse =
  | { readonly kind: 'replay'; readonly options: ReplayOptions }
  | { readonly kind: 'error'; readonly message: string };

export function parseReplay(args: readonly string[]): ReplayParse {
  const files: string[] = [];
  let json = false;
  for (const arg of args) {
    if (arg === '--json') json = true;
    else if (arg.startsWith('-') && arg !== '-')
      return { kind: 'error', message: `unknown option '${arg}' for 'replay'` };
    else files.push(arg);
  }
  if (files.length !== 1) {
    return { kind: 'error', message: "'replay' needs exactly one replay file (or - for stdin)" };
  }
  return { kind: 'replay', options: { file: files[0]!, json } };
}

/** The replay of `text`, printed; returns the exit status. */
export async function runReplay(text: string, json: boolean, io: Io): Promise<number> {
  const result = await replayText(text);
  if (!result.ok) {
    const report = invalidReplayReport(result.error);
    if (json) io.out(formatJson(report));
    else
      io.err(
        `orrery replay: ${report.error.code} at ${report.error.path || 'the file'}: ${report.error.message}`,
      );
    return 1;
  }
  if (json) io.out(formatJson(buildReport(result.run)));
  else io.out(transcript(result.run).trimEnd());
  return result.run.stop === undefined ? 0 : 1;
}

/** `orrery replay ...` as the command table calls it. */
export async function runReplayCommand(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseReplay(args);
  if (parsed.kind === 'error') {
    io.err(`orrery replay: ${parsed.message} (see 'orrery --help')`);
    return 2;
  }
  const source = readText(parsed.options.file, { stdin: true });
  if ('problem' in source) {
    io.err(`orrery replay: ${source.problem}`);
    return 2;
  }
  try {
    return await runReplay(source.text, parsed.options.json, io);
  } catch (error) {
    // A bug, not bad input; still one line, never a stack trace.
    const message = error instanceof Error ? error.message : String(error);
    if (parsed.options.json) {
      io.out(formatJson({ ok: false, error: { code: 'internal-error', message } }));
    } else io.err(`orrery replay: internal error: ${message}`);
    return 2;
  }
}
