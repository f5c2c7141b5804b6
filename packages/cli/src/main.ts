import pkg from '../package.json' with { type: 'json' };

export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export const EXIT_OK = 0;
export const EXIT_USAGE = 2;

const HELP = `orrery ${pkg.version}: turn card-game rules files into typed engines, bots and web components

Usage: orrery <command> [options]

Commands:
  help          Show this help

Options:
  -h, --help     Show this help
  -v, --version  Print the version`;

export type Parsed =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'error'; readonly message: string };

/** Reads the command line; anything it does not know is a usage error, never a guess. */
export function parseArgs(argv: readonly string[]): Parsed {
  const [first, ...rest] = argv;
  if (first === undefined || first === 'help' || first === '-h' || first === '--help') {
    return rest.length === 0 || first === undefined
      ? { kind: 'help' }
      : { kind: 'error', message: `unexpected argument '${rest[0]}'` };
  }
  if (first === '-v' || first === '--version') {
    return rest.length === 0
      ? { kind: 'version' }
      : { kind: 'error', message: `unexpected argument '${rest[0]}'` };
  }
  if (first.startsWith('-')) return { kind: 'error', message: `unknown option '${first}'` };
  return { kind: 'error', message: `unknown command '${first}'` };
}

/** Runs the CLI and returns its exit code; the bin sets process.exitCode from it. */
export function main(argv: readonly string[], io: Io): number {
  const parsed = parseArgs(argv);
  switch (parsed.kind) {
    case 'help':
      io.out(HELP);
      return EXIT_OK;
    case 'version':
      io.out(pkg.version);
      return EXIT_OK;
    case 'error':
      io.err(`orrery: ${parsed.message} (see 'orrery --help')`);
      return EXIT_USAGE;
  }
}
