// The orrery subcommands besides `check`: each lives in its own file and reads its own
// arguments, so adding one is a file and a line here.

import type { Io } from './main';

export interface Command {
  readonly name: string;
  /** One line for `orrery --help`: `generate <file.rules>... [--out DIR]`. */
  readonly usage: string;
  readonly summary: string;
  /** Exit status: 0 ok, 1 the input has errors, 2 usage or I/O errors (70: a bug, see main.ts). */
  run(args: readonly string[], io: Io): number | Promise<number>;
}

/** Each command's code is loaded only when it runs, so `orrery --help` stays quick. */
export const COMMANDS: readonly Command[] = [
  {
    name: 'generate',
    usage: 'generate <file.rules>... [--out DIR] | --all',
    summary: "Check rules files and write their engines (the repo's to packages/engines/<name>)",
    run: async (args, io) => (await import('./generate-command')).runGenerateCommand(args, io),
  },
  {
    name: 'sim',
    usage:
      'sim <game|file.rules> [--games N] [--hands-only] [--bots SPEC[,SPEC...]] [--seed S] [--options JSON] [--workers W] [--json FILE] [--report FILE.html] [--compare OTHER]',
    summary:
      'Let bots play many matches on every core and report balance figures with 95% intervals',
    run: async (args, io) => (await import('./sim-command')).runSimCommand(args, io),
  },
  {
    name: 'replay',
    usage: 'replay <file.replay.json|-> [--json] [--rules PATH] [--force]',
    summary: 'Play a replay file through its engine and print the match (--json: the report)',
    run: async (args, io) => (await import('./replay-command')).runReplayCommand(args, io),
  },
  {
    name: 'record',
    usage:
      'record <game|file.rules> --seed N [--options JSON] [--hands H] [--bots SPEC] [--max-moves M] [--out FILE]',
    summary:
      'Let bots play a match (SPEC: random, greedy, ismcts:N; one, or one per seat) and write its replay',
    run: async (args, io) => (await import('./record-command')).runRecordCommand(args, io),
  },
  {
    name: 'bundle',
    usage: 'bundle <file.rules|game> [--out DIR]',
    summary:
      'Write <game>-game.js (one ES module: element, engine, bots, card art), custom-elements.json and a demo index.html',
    run: async (args, io) => (await import('./bundle-command')).runBundleCommand(args, io),
  },
  {
    name: 'play',
    usage: 'play <file.rules|game> [--port N]',
    summary:
      'Serve the game on 127.0.0.1 and rebuild and reload the page on every save of the rules file, its errors shown over the last game',
    run: async (args, io) => (await import('./play-command')).runPlayCommand(args, io),
  },
  {
    name: 'fmt',
    usage: 'fmt [--check] <file.rules|dir|->...',
    summary: 'Write rules files in their one layout (--check: list those that are not, exit 1)',
    run: async (args, io) => (await import('./fmt-command')).runFmtCommand(args, io),
  },
  {
    name: 'lsp',
    usage: 'lsp --stdio',
    summary: 'Run the rules language server for an editor, over standard input and output',
    run: async (args, io) => (await import('./lsp-command')).runLspCommand(args, io),
  },
];
