// `orrery <command> --help` (or -h) and `orrery help <command>`: each command's usage, arguments,
// options with their defaults, and an example. The texts live here, beside the command table,
// so the help runs from the bundle without loading a command (the commands that import engines
// run through tsx). A test reads the command table: a command without a text here fails it.

import { COMMANDS } from './commands';
import type { Parsed } from './main';

const BOTS =
  'random, first (the first legal move), greedy[:N] (N sampled deals a move, default 16), ismcts[:N] (N iterations a decision, default 1000) or ismcts:Nms (as many as fit in N ms)';

/** Command name → its help, as printed. */
export const COMMAND_HELP: Readonly<Record<string, string>> = {
  check: `Usage: orrery check <file.rules>... [--format text|json]

Check rules files: every error and warning with its place, code and a suggestion.

Arguments:
  <file.rules>...    One or more rules files

Options:
  --format text|json Print diagnostics as text lines or one JSON array (default: text)
  -h, --help         Show this help

Exit status: 0 no errors (warnings allowed), 1 errors, 2 usage or I/O errors.

Example:
  orrery check my-variant.rules`,

  generate: `Usage: orrery generate <file.rules>... [--out DIR] | --all

Check rules files and write their engines: a file of the repository's rules/ to
packages/engines/<name>, any other file to --out (default: ./<name>-engine).

Arguments:
  <file.rules>...    The rules files to generate

Options:
  --out DIR          Where the engine of a single file goes (default: ./<name>-engine
                     for a file outside the repository)
  --all              Every rules file of the repository
  -h, --help         Show this help

Exit status: 0 written or up to date, 1 a file has errors, 2 usage or I/O errors.

Example:
  orrery generate my-variant.rules --out my-engine`,

  sim: `Usage: orrery sim <game|file.rules> [options]

Let bots play many matches on every core and report balance figures, each with its
95% interval.

Arguments:
  <game|file.rules>  A game of the repository by its id, or any rules file by its path

Options:
  --games N          How many matches (default: 1000)
  --hands-only       Play single hands instead of whole matches
  --bots SPEC,...    One bot for every seat, or one per seat (default: random):
                     ${BOTS}
  --seed S           The run's seed: the same seed gives the same figures (default: 1)
  --options JSON     The game's options, e.g. '{"target": 30}' (default: the rules file's)
  --workers W        Worker threads (default: one per core)
  --json FILE        Write every figure as JSON
  --report FILE.html Write a self-contained HTML report for a designer
  --compare OTHER    Run another game or rules file on the same seeds and test each difference
  -h, --help         Show this help

Exit status: 0 done, 1 the game, file or options have errors, 2 usage or I/O errors,
130 or 143 stopped by Ctrl-C or SIGTERM (what was gathered is still written).

Example:
  orrery sim my-variant.rules --games 2000 --report report.html`,

  replay: `Usage: orrery replay <file.replay.json|-> [--json] [--rules PATH] [--force]

Play a replay file through its game's engine and print the match as a transcript, or
(--json) as the report of REPLAY.md.

Arguments:
  <file.replay.json> The replay file; - reads standard input

Options:
  --json             Print the report as JSON instead of the transcript
  --rules PATH       The rules file to play it with (default: the one the replay names,
                     relative to the replay file's folder)
  --force            Play it even when the rules file has changed since it was recorded
  -h, --help         Show this help

Exit status: 0 every move legal, 1 the file is wrong, its rules file has errors or has
changed, or a move was refused, 2 usage or I/O errors (a rules file not found included).

Example:
  orrery replay game.json --rules moved/my-variant.rules`,

  record: `Usage: orrery record <game|file.rules> --seed N [options]

Let bots play a match and write its replay file, which orrery replay plays back to the
same result. A rules file is named in the replay with the SHA-256 of its text.

Arguments:
  <game|file.rules>  A game of the repository by its id, or any rules file by its path

Options:
  --seed N           The match's seed (required)
  --options JSON     The game's options, e.g. '{"target": 30}' (default: the rules file's)
  --hands H          Stop after H hands (default: play the match to its end)
  --bots SPEC,...    One bot for every seat, or one per seat (default: random):
                     ${BOTS}
  --max-moves M      Stop the bots after M moves, the match over or not (default: 100000);
                     a match stopped so is said on standard error, its moves still written
  --out FILE         Write the replay here (default: standard output)
  -h, --help         Show this help

Exit status: 0 written, 1 the rules file has errors or the options are refused, 2 usage
or I/O errors.

Example:
  orrery record my-variant.rules --seed 7 --hands 2 --bots ismcts:200 --out game.json`,

  bundle: `Usage: orrery bundle <file.rules|game> [--out DIR]

Check a rules file, generate its engine and write an embeddable game: <game>-game.js
(one ES module: the element, Lit, the engine, the bots and the card art its deck names),
orrery-online.js (online play, loaded only by a page that joins a room), its
custom-elements.json entry and a demo index.html. Its gzip size is printed; over the
50 KB budget nothing is written.

Arguments:
  <file.rules|game>  Any rules file by its path, or a game of the repository by its id

Options:
  --out DIR          Where the files go (default: ./<game>-game)
  -h, --help         Show this help

Exit status: 0 written, 1 the rules file has errors or the bundle is over budget, 2 usage
errors, a missing file or an unknown game.

Example:
  orrery bundle my-variant.rules --out site`,

  play: `Usage: orrery play <file.rules|game> [--port N]

Serve the game on http://127.0.0.1 and print its URL, then watch the rules file. Every
save is checked, its engine generated and the game rebuilt ("rebuilt in 180 ms"), and
the page reloads with the same seed, seats and house rules (kept in its URL; the match
resumes when the new rules still accept it, else the same seed starts again). A save
with errors shows its diagnostics (path:line:col, message, suggestion) over the last
game that built, which stays playable; the next good save removes them.

Arguments:
  <file.rules|game>  Any rules file by its path, or a game of the repository by its id
                     (played from its rules file, so edits show)

Options:
  --port N           The port to serve on (default: a free one)
  -h, --help         Show this help

Exit status: 0 stopped by Ctrl-C or SIGTERM, 2 usage errors, a missing file, an unknown
game or a port in use.

Example:
  orrery play my-variant.rules --port 5173`,

  fmt: `Usage: orrery fmt [--check] <file.rules|dir|->...

Write rules files in their one layout: spacing, indentation and the column of trailing
comments change; line breaks and comments stay.

Arguments:
  <file.rules|dir>...  Rules files, or folders (every rules file under them); - formats
                       standard input to standard output

Options:
  --check            Write nothing; name each file not in the layout (exit 1 if any)
  -h, --help         Show this help

Exit status: 0 done (or all in layout), 1 a file is not in the layout (--check) or has
syntax errors, 2 usage or I/O errors.

Example:
  orrery fmt --check rules/`,

  lsp: `Usage: orrery lsp --stdio

Run the rules language server for an editor, over standard input and output.

Options:
  --stdio            Talk LSP over standard input and output (required)
  -h, --help         Show this help

Example (an editor's server command):
  npx orrery lsp --stdio`,
};

/** Every command `orrery` knows: `check` and the table's. */
export function commandNames(): string[] {
  return ['check', ...COMMANDS.map((c) => c.name)];
}

const printing = (text: string): Parsed => ({
  kind: 'command',
  run: (io) => {
    io.out(text);
    return 0;
  },
});

/**
 * The help `argv` asks for, or undefined: `help <command>`, or `<command> ... --help|-h`.
 * `orrery help` alone and `orrery --help` are the main help, which main.ts prints.
 */
export function helpAsked(argv: readonly string[]): Parsed | undefined {
  const [first, ...rest] = argv;
  if (first === undefined) return undefined;
  if (first === 'help' && rest.length === 1) {
    const text = helpOf(rest[0]!);
    return text === undefined
      ? { kind: 'error', message: `unknown command '${rest[0]!}'` }
      : printing(text);
  }
  const text = helpOf(first);
  if (text !== undefined && rest.some((arg) => arg === '--help' || arg === '-h')) {
    return printing(text);
  }
  return undefined;
}

/** Own keys only: `help constructor` is an unknown command, not Object's. */
export function helpOf(command: string): string | undefined {
  return Object.hasOwn(COMMAND_HELP, command) ? COMMAND_HELP[command] : undefined;
}
