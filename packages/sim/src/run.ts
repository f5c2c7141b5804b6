// `orrery sim`: resolve the game(s), bundle each engine for the workers, play the matches,
// print the figures, write the JSON and the HTML report. Exit status: 0 done, 1 the input
// (game, rules file, options) has errors, 2 usage or I/O errors, 130 stopped by Ctrl-C (SIGINT)
// and 143 by SIGTERM, 128 + the signal's number as shells report it (what was gathered is still
// printed and written).

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatBotSpec, type BotSpec } from '@orrery/bots';
import { parseSim, type SimArgs } from './args';
import { compareTallies, type ComparedFigure } from './compare';
import { figuresOf, type Figures } from './figures';
import { loadGame } from './load';
import { NO_WORDS, rulesWords, type RulesWords } from './rules-words';
import { repoRulesFile } from './source';
import type { AnyEngine } from './players';
import { runPool } from './pool';
import { createProgress, type ProgressSink } from './progress';
import { quoted, shown } from './shown';
import { compareLines, summaryLines } from './summary';
import type { Tally } from './tally';

export interface SimIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Where the progress bar goes (stderr). */
  readonly progress: ProgressSink;
  readonly cwd: string;
}

/**
 * The signals that stop a run cleanly: Ctrl-C, and SIGTERM from a service manager, `timeout` or
 * a CI runner cancelling, which should lose no more than Ctrl-C does. A second one ends the
 * workers at once.
 */
const STOP_SIGNALS = { SIGINT: 130, SIGTERM: 143 } as const;
type StopSignal = keyof typeof STOP_SIGNALS;

/** A run stops being worth waiting for here: such a match counts as unfinished. */
export const MAX_DECISIONS = 200_000;

class InputProblem {
  constructor(
    readonly lines: readonly string[],
    readonly status: 1 | 2,
  ) {}
}

interface Prepared {
  readonly label: string;
  /** What the rules file calls the events it counts, for the report. */
  readonly words: RulesWords;
  readonly source: string;
  readonly engine: AnyEngine;
  readonly bundle: string;
  readonly options: Readonly<Record<string, string | number>>;
  readonly bots: readonly BotSpec[];
  readonly teamOfSeat: readonly number[];
}

interface Played {
  readonly tally: Tally;
  readonly words: RulesWords;
  readonly figures: Figures;
  readonly interrupted: boolean;
}

export async function runSim(argv: readonly string[], io: SimIo): Promise<number> {
  const parsed = parseSim(argv);
  if (parsed.kind === 'error') {
    io.err(`orrery sim: ${parsed.message} (see 'orrery --help')`);
    return 2;
  }
  const args = parsed.args;
  let stop: (() => void) | undefined;
  let interrupted = false;
  let stoppedBy: StopSignal = 'SIGINT';
  const onSignal = (signal: StopSignal) => {
    if (!interrupted) stoppedBy = signal;
    interrupted = true;
    stop?.();
  };
  for (const signal of Object.keys(STOP_SIGNALS) as StopSignal[]) process.on(signal, onSignal);
  try {
    const a = await prepare(args.game, args, io);
    const b = args.compare === undefined ? undefined : await prepare(args.compare, args, io);
    const play = async (p: Prepared): Promise<Played> => {
      const start = performance.now();
      const progress = createProgress(io.progress, p.label, args.games);
      const pool = runPool({
        bundle: p.bundle,
        games: args.games,
        workers: args.workers,
        setup: {
          orrerySim: true,
          settings: {
            runSeed: args.seed,
            options: p.options,
            bots: p.bots,
            handsOnly: args.handsOnly,
            maxDecisions: MAX_DECISIONS,
            scoreReasons: p.words.scores,
          },
          seats: p.teamOfSeat.length,
          teamOfSeat: p.teamOfSeat,
        },
        onProgress: (done) => progress.update(done),
      });
      stop = () => pool.stop();
      if (interrupted) pool.stop();
      const result = await pool.done;
      stop = undefined;
      progress.end(result.tally.games);
      const elapsed = (performance.now() - start) / 1000;
      const figures = figuresOf(result.tally, {
        game: p.engine.meta.id,
        title: p.engine.meta.title,
        source: p.source,
        seed: args.seed,
        requestedGames: args.games,
        handsOnly: args.handsOnly,
        options: p.options,
        bots: p.bots.map(formatBotSpec),
        workers: args.workers,
        elapsedSeconds: elapsed,
        interrupted: result.interrupted,
        seats: p.teamOfSeat.length,
        teamOfSeat: p.teamOfSeat,
        seatNames: p.engine.meta.seatNames.slice(0, p.teamOfSeat.length),
      });
      for (const line of summaryLines(figures)) io.out(line);
      io.out(
        `${figures.games} ${args.handsOnly ? 'hands' : 'matches'} in ${figures.elapsedSeconds.toFixed(1)} s on ${args.workers} worker${args.workers === 1 ? '' : 's'}: ${figures.gamesPerSecond} games/s`,
      );
      return { tally: result.tally, figures, interrupted: result.interrupted, words: p.words };
    };
    const first = await play(a);
    let second: Played | undefined;
    let rows: ComparedFigure[] | undefined;
    if (b !== undefined && !interrupted) {
      second = await play(b);
      rows = compareTallies(first.tally, second.tally, a.teamOfSeat.length);
      for (const line of compareLines(first.figures, second.figures, rows)) io.out(line);
    }
    const status = await write(args, io, [first, ...(second === undefined ? [] : [second])], rows);
    if (interrupted) {
      const by = stoppedBy === 'SIGINT' ? '' : ` (${stoppedBy})`;
      io.err(`orrery sim: interrupted${by}; the figures cover the matches finished`);
    }
    return status !== 0 ? status : interrupted ? STOP_SIGNALS[stoppedBy] : 0;
  } catch (error) {
    if (error instanceof InputProblem) {
      for (const line of error.lines) io.err(line);
      return error.status;
    }
    io.err(`orrery sim: ${shown(error instanceof Error ? error.message : String(error))}`);
    return 1;
  } finally {
    for (const signal of Object.keys(STOP_SIGNALS) as StopSignal[]) process.off(signal, onSignal);
  }
}

/** Builds and loads one game's engine and checks the options and bots against it. */
async function prepare(label: string, args: SimArgs, io: SimIo): Promise<Prepared> {
  const loaded = await loadGame(label, io.cwd, 'orrery sim');
  if (!loaded.ok) throw new InputProblem(loaded.lines, 1);
  for (const line of loaded.game.warnings) io.err(line);
  const { engine, bundle } = loaded.game;
  const options: Record<string, string | number> = { ...args.options };
  const setup = engine.setup({ seed: 0, options });
  if (!setup.ok) {
    throw new InputProblem(
      [
        `orrery sim: ${quoted(label)} refuses --options: ${shown(`${setup.error.path}: ${setup.error.message}`)}`,
      ],
      1,
    );
  }
  const seats = engine.meta.seatCount(options);
  if (args.bots.length !== 1 && args.bots.length !== seats) {
    throw new InputProblem(
      [
        `orrery sim: --bots gives ${args.bots.length} bots but ${quoted(label)} has ${seats} seats: give one for all seats or one per seat`,
      ],
      2,
    );
  }
  const bots = Array.from({ length: seats }, (_, s) => args.bots[args.bots.length === 1 ? 0 : s]!);
  const teamOfSeat = Array.from({ length: seats }, (_, s) => engine.meta.teamOf(s, options));
  const words = await wordsFor(label, loaded.game.rules?.text);
  return { label, source: loaded.game.source, words, engine, bundle, options, bots, teamOfSeat };
}

/** The words of the rules file given, or of the repository game's own file. */
async function wordsFor(label: string, text: string | undefined): Promise<RulesWords> {
  if (text !== undefined) return rulesWords(text, label);
  const file = repoRulesFile(label);
  return file === undefined ? NO_WORDS : rulesWords(readFileSync(file, 'utf8'), file);
}

async function write(
  args: SimArgs,
  io: SimIo,
  runs: readonly Played[],
  rows: readonly ComparedFigure[] | undefined,
): Promise<number> {
  const a = runs[0]!.figures;
  const b = runs[1]?.figures;
  const put = (file: string, text: string): boolean => {
    const target = path.resolve(io.cwd, file);
    try {
      makeFolders(path.dirname(target));
      writeFileSync(target, text);
      io.err(`wrote ${file}`);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      io.err(`orrery sim: cannot write ${quoted(file)}: ${code}`);
      return false;
    }
  };
  let ok = true;
  if (args.json !== undefined) {
    const json = b === undefined ? a : { ...a, compare: { other: b, differences: rows ?? [] } };
    ok = put(args.json, `${JSON.stringify(json, null, 2)}\n`) && ok;
  }
  if (args.report !== undefined) {
    // Vega is loaded only for a report: it is the slowest import of the command.
    const { htmlReport } = await import('./html-report');
    const report = await htmlReport(
      runs.map((r) => ({ figures: r.figures, words: r.words })),
      rows,
    );
    ok = put(args.report, report) && ok;
  }
  return ok ? 0 : 2;
}

/**
 * `mkdir -p`, one level at a time: Node 20's recursive mkdir never returns under /proc (it
 * retries ENOENT forever), where `--json /proc/x/figures.json` would hang the run after it has
 * played every match. Each level's own mkdir fails at once with the reason.
 */
function makeFolders(folder: string): void {
  if (existsSync(folder)) return;
  const parent = path.dirname(folder);
  if (parent !== folder) makeFolders(parent);
  try {
    mkdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
