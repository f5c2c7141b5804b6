// `orrery replay FILE [--json] [--rules PATH] [--force]`: play a replay file (REPLAY.md) through
// its game's engine and print the match, as a report (--json) or a transcript. The engine is the
// repository's game of that id, or the designer's rules file the replay names (replay-engine.ts).
// Exit 0 when every move was legal, 1 when the file is wrong, its rules file has errors or has
// changed, or a move was refused, 2 on usage or I/O errors (a rules file not found included).

import {
  buildReport,
  formatJson,
  INVALID_REPLAY,
  invalidReplayReport,
  parseReplayFile,
  quote,
  readReplayFile,
  replayWith,
  safeMessage,
  transcript,
  type InvalidReplayReport,
} from '@orrery/harness/replay';
import type { Io } from './main';
import { engineForReplay, type ReplayPlace } from './replay-engine';

export interface ReplayOptions {
  /** A path, or `-` for standard input. */
  readonly file: string;
  readonly json: boolean;
  /** The rules file to play the replay with, instead of the one it names. */
  readonly rules: string | undefined;
  /** Play it even when the rules file is not the one it was recorded with. */
  readonly force: boolean;
}

export type ReplayParse =
  | { readonly kind: 'replay'; readonly options: ReplayOptions }
  | { readonly kind: 'error'; readonly message: string };

export function parseReplay(args: readonly string[]): ReplayParse {
  const files: string[] = [];
  let json = false;
  let force = false;
  let rules: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--force') force = true;
    else if (arg === '--rules' || arg.startsWith('--rules=')) {
      const value = arg === '--rules' ? args[++i] : arg.slice('--rules='.length);
      if (value === undefined || value === '') {
        return { kind: 'error', message: '--rules needs the path of a rules file' };
      }
      rules = value;
    } else if (arg.startsWith('-') && arg !== '-')
      return { kind: 'error', message: `unknown option ${quote(arg)} for 'replay'` };
    else files.push(arg);
  }
  if (files.length !== 1) {
    return { kind: 'error', message: "'replay' needs exactly one replay file (or - for stdin)" };
  }
  return { kind: 'replay', options: { file: files[0]!, json, rules, force } };
}

/** The replay of `text`, printed; returns the exit status. */
export async function runReplay(
  text: string,
  json: boolean,
  io: Io,
  place: ReplayPlace = { file: '-', cwd: process.cwd() },
): Promise<number> {
  const parsed = parseReplayFile(text);
  if (!parsed.ok) return refuse(invalidReplayReport(parsed.error), json, io);
  const found = await engineForReplay(parsed.value, place);
  if (found.kind === 'unavailable') {
    for (const line of found.lines) io.err(line);
    return found.status;
  }
  if (found.kind === 'refused') return refuse(invalidReplayReport(found.error), json, io);
  for (const line of found.warnings) io.err(line);
  const result = replayWith(found.engine, parsed.value);
  if (!result.ok) return refuse(invalidReplayReport(result.error), json, io);
  if (json) io.out(formatJson(buildReport(result.run)));
  else io.out(transcript(result.run).trimEnd());
  return result.run.stop === undefined ? 0 : 1;
}

/** A file that is itself wrong: the JSON object of REPLAY.md, or one line on stderr. */
function refuse(report: InvalidReplayReport, json: boolean, io: Io): number {
  if (json) io.out(formatJson(report));
  else {
    const { code, path, message } = report.error;
    io.err(`orrery replay: ${code} at ${path || 'the file'}: ${message}`);
  }
  return 1;
}

/** `orrery replay ...` as the command table calls it. */
export async function runReplayCommand(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseReplay(args);
  if (parsed.kind === 'error') {
    io.err(`orrery replay: ${parsed.message} (see 'orrery --help')`);
    return 2;
  }
  const { file, json, rules, force } = parsed.options;
  // Read no further than the size limit: a 50 MB file is refused from its size alone.
  const source = await readReplayFile(file);
  if (source.kind === 'unreadable') {
    io.err(`orrery replay: ${source.message}`);
    return 2;
  }
  if (source.kind === 'invalid') {
    return refuse(
      { ok: false, error: { code: INVALID_REPLAY, message: source.message, path: '' } },
      json,
      io,
    );
  }
  try {
    return await runReplay(source.text, json, io, { file, cwd: process.cwd(), rules, force });
  } catch (error) {
    // A bug, not bad input; still one line, never a stack trace.
    const message = safeMessage(error instanceof Error ? error.message : String(error));
    if (json) {
      io.out(formatJson({ ok: false, error: { code: 'internal-error', message } }));
    } else io.err(`orrery replay: internal error: ${message}`);
    return 2;
  }
}
