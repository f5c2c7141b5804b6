// `orrery record <game|file.rules> --seed N [--options JSON] [--hands H] [--bots SPEC]
// [--max-moves M] [--out FILE]`: let bots play a match and write its replay file (REPLAY.md),
// which `orrery replay` plays back to the same result. A designer's rules file is named in the
// replay by its path and the SHA-256 of its bytes; the bots that played are listed. Bots that
// never end a match are stopped at the move limit: the replay of the moves so far is written and
// the command says, on standard error, that the match is not over. Exit 0 when written, 1 when
// the rules file has errors or the engine refuses the options, 2 on usage or I/O.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createBot,
  formatBotSpec,
  parseBotSpec,
  playMatch,
  type Bot,
  type BotSpec,
} from '@orrery/bots';
import {
  escapeUnsafe,
  quote,
  safeMessage,
  type AnyEngine,
  type ReplayMove,
  type RulesRef,
} from '@orrery/harness/replay';
import type { Io } from './main';
import { openGame } from './open-game';

export interface RecordOptions {
  /** A game id of the repository or a rules file's path. */
  readonly game: string;
  readonly seed: number;
  readonly options: Readonly<Record<string, string | number>>;
  /** Stop once this many hands are complete. */
  readonly hands: number | undefined;
  /** One spec for every seat, or one per seat. */
  readonly bots: readonly BotSpec[];
  /** The match stops after this many moves, over or not (the bots' default when undefined). */
  readonly maxMoves?: number;
  readonly out: string | undefined;
}

export type RecordParse =
  | { readonly kind: 'record'; readonly options: RecordOptions }
  | { readonly kind: 'error'; readonly message: string };

const USAGE_ERROR = 2;

export function parseRecord(args: readonly string[]): RecordParse {
  const fail = (message: string): RecordParse => ({ kind: 'error', message });
  const games: string[] = [];
  let seed: number | undefined;
  let options: Record<string, string | number> = {};
  let hands: number | undefined;
  let bots: BotSpec[] = [{ kind: 'random' }];
  let maxMoves: number | undefined;
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const takesValue = [
      '--seed',
      '--options',
      '--hands',
      '--bots',
      '--max-moves',
      '--out',
    ].includes(flag);
    if (!takesValue) {
      if (arg.startsWith('-')) return fail(`unknown option ${quote(arg)} for 'record'`);
      games.push(arg);
      continue;
    }
    const value = flag === arg ? args[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '') return fail(`${flag} needs a value`);
    switch (flag) {
      case '--seed':
      case '--hands':
      case '--max-moves': {
        const n = /^-?[0-9]+$/.test(value) ? Number(value) : Number.NaN;
        const min = flag === '--seed' ? -(2 ** 31) : 1;
        if (!Number.isSafeInteger(n) || n < min || n > 2 ** 32 - 1) {
          return fail(
            `${flag} takes a whole number${flag === '--seed' ? '' : ' from 1'}, not ${quote(value)}`,
          );
        }
        if (flag === '--seed') seed = n;
        else if (flag === '--hands') hands = n;
        else maxMoves = n;
        break;
      }
      case '--options': {
        const parsed = readOptionsJson(value);
        if (typeof parsed === 'string') return fail(parsed);
        options = parsed;
        break;
      }
      case '--bots': {
        const specs: BotSpec[] = [];
        for (const text of value.split(',')) {
          const spec = parseBotSpec(text);
          if (!spec.ok) return fail(`--bots: ${safeMessage(spec.message)}`);
          specs.push(spec.spec);
        }
        bots = specs;
        break;
      }
      case '--out':
        out = value;
        break;
    }
  }
  if (games.length !== 1) {
    return fail("'record' needs exactly one game id or rules file, e.g. 'mars-venus' or my.rules");
  }
  if (seed === undefined) return fail("'record' needs --seed N");
  return {
    kind: 'record',
    options: {
      game: games[0]!,
      seed,
      options,
      hands,
      bots,
      ...(maxMoves === undefined ? {} : { maxMoves }),
      out,
    },
  };
}

function readOptionsJson(text: string): Record<string, string | number> | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `--options takes a JSON object such as '{"target":30}', not ${quote(text)}`;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return '--options takes a JSON object';
  }
  for (const [name, v] of Object.entries(json)) {
    if (typeof v !== 'string' && typeof v !== 'number') {
      return `--options: option ${quote(name)} must be a string or a number`;
    }
  }
  return json as Record<string, string | number>;
}

export interface Recording {
  /** The engine's game id. */
  readonly game: string;
  readonly rules?: RulesRef;
  readonly options: Readonly<Record<string, string | number>>;
  /** The hands the match was limited to (`--hands`): the runtime's hand limit. */
  readonly handLimit?: number;
  readonly seed: number;
  /** The bot of each seat, as `--bots` spells it. */
  readonly players: readonly string[];
  readonly moves: readonly ReplayMove[];
}

/**
 * Plays the match. With --hands, the runtime's hand limit ends it there, with a result, and the
 * replay says so (`handLimit`), so that replaying it ends it there too.
 */
export function recordMatch(
  engine: AnyEngine,
  args: RecordOptions,
):
  | { ok: true; recording: Recording; state: unknown; stopped: boolean }
  | { ok: false; message: string } {
  const options = { ...args.options };
  const setup = engine.setup({ seed: args.seed, options, handLimit: args.hands });
  if (!setup.ok) {
    return { ok: false, message: safeMessage(`${setup.error.path}: ${setup.error.message}`) };
  }
  const seats = engine.meta.seatCount(options);
  if (args.bots.length !== 1 && args.bots.length !== seats) {
    return { ok: false, message: `--bots names ${args.bots.length} bots for ${seats} seats` };
  }
  const specs = Array.from({ length: seats }, (_, s) => args.bots[args.bots.length === 1 ? 0 : s]!);
  const bots: Bot[] = specs.map((spec, seat) => createBot(spec, botSeed(args.seed, seat)));
  const moves: ReplayMove[] = [];
  const { state, stopped } = playMatch(engine, bots, {
    seed: args.seed,
    options,
    ...(args.hands === undefined ? {} : { hands: args.hands }),
    ...(args.maxMoves === undefined ? {} : { maxMoves: args.maxMoves }),
    onMove: (seat, move) => moves.push({ seat, ...move }),
  });
  const players = specs.map(formatBotSpec);
  const recording: Recording = {
    game: engine.meta.id,
    options,
    ...(args.hands === undefined ? {} : { handLimit: args.hands }),
    seed: args.seed,
    players,
    moves,
  };
  return { ok: true, recording, state, stopped };
}

/** Each seat's bot gets its own dice, fixed by the match seed. */
function botSeed(seed: number, seat: number): number {
  return (Math.imul(seed >>> 0, 0x9e3779b1) + 0x632be5ab * (seat + 1)) >>> 0;
}

/** One move a line, so a recorded replay reads (and diffs) move by move. */
export function formatRecording(r: Recording): string {
  const head = [`  "game": ${JSON.stringify(r.game)}`];
  if (r.rules !== undefined) head.push(`  "rules": ${JSON.stringify(r.rules)}`);
  if (Object.keys(r.options).length > 0) head.push(`  "options": ${JSON.stringify(r.options)}`);
  if (r.handLimit !== undefined) head.push(`  "handLimit": ${r.handLimit}`);
  head.push(`  "seed": ${r.seed}`);
  head.push(`  "players": ${JSON.stringify(r.players)}`);
  const moves =
    r.moves.length === 0
      ? '  "moves": []'
      : `  "moves": [\n${r.moves.map((m) => `    ${JSON.stringify(m)}`).join(',\n')}\n  ]`;
  return `{\n${[...head, moves].join(',\n')}\n}\n`;
}

/**
 * Where a replay written to `out` (standard output when undefined: the current folder) finds
 * `rulesFile`: relative to the replay's folder, with forward slashes, so the two can move
 * together and the replay reads the same on any system.
 */
export function rulesPathFrom(out: string | undefined, rulesFile: string, cwd: string): string {
  const from = out === undefined ? cwd : path.dirname(path.resolve(cwd, out));
  return path.relative(from, rulesFile).split(path.sep).join('/');
}

/** `orrery record ...` as the command table calls it. */
export async function runRecordCommand(
  args: readonly string[],
  io: Io,
  cwd = process.cwd(),
): Promise<number> {
  const parsed = parseRecord(args);
  if (parsed.kind === 'error') {
    io.err(`orrery record: ${parsed.message} (see 'orrery --help')`);
    return USAGE_ERROR;
  }
  const { options } = parsed;
  const game = await openGame(options.game, cwd, 'orrery record');
  if (!game.ok) {
    for (const line of game.lines) io.err(line);
    return game.status;
  }
  for (const line of game.warnings) io.err(line);
  let played: ReturnType<typeof recordMatch>;
  try {
    played = recordMatch(game.engine, options);
  } catch (error) {
    // A bot or engine bug (a bot's move refused), not bad input: one line, no stack trace.
    const message = safeMessage(error instanceof Error ? error.message : String(error));
    io.err(`orrery record: internal error: ${message}`);
    return USAGE_ERROR;
  }
  if (!played.ok) {
    io.err(`orrery record: ${played.message}`);
    return 1;
  }
  const rules =
    game.rules === undefined
      ? undefined
      : { path: rulesPathFrom(options.out, game.rules.file, cwd), sha256: game.rules.sha256 };
  const text = formatRecording({ ...played.recording, ...(rules === undefined ? {} : { rules }) });
  if (played.stopped) {
    const n = played.recording.moves.length;
    io.err(
      `orrery record: the match is not over: the bots were stopped after ${n} move${n === 1 ? '' : 's'} (--max-moves), and the replay holds those`,
    );
  }
  if (options.out === undefined) {
    io.out(text.trimEnd());
    return 0;
  }
  try {
    writeFileSync(path.resolve(cwd, options.out), text);
  } catch (error) {
    io.err(
      `orrery record: cannot write '${escapeUnsafe(options.out)}': ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
    return USAGE_ERROR;
  }
  return 0;
}
