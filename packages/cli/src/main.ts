import pkg from '../package.json' with { type: 'json' };
import { COMMANDS } from './commands';
import { helpAsked } from './help';

export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export const EXIT_OK = 0;
export const EXIT_USAGE = 2;
/** A command stopped on an exception: a bug in Orrery, reported in one line (EX_SOFTWARE). */
export const EXIT_INTERNAL = 70;

const HELP = `orrery ${pkg.version}: turn card-game rules files into typed engines, bots and web components

Usage: orrery <command> [options]

Commands:
  check <files...>  Check rules files; --format json prints the diagnostics as JSON
${COMMANDS.map((c) => `  ${c.usage}\n      ${c.summary}`).join('\n')}
  help [command]    Show this help, or a command's (also: orrery <command> --help)

Options:
  -h, --help     Show this help
  -v, --version  Print the version`;

export type Parsed =
  | { readonly kind: 'help' }
  | { readonly kind: 'version' }
  | { readonly kind: 'check'; readonly files: readonly string[]; readonly format: 'text' | 'json' }
  | { readonly kind: 'command'; readonly run: (io: Io) => number | Promise<number> }
  | { readonly kind: 'error'; readonly message: string };

/** Reads the command line; anything it does not know is a usage error, never a guess. */
export function parseArgs(argv: readonly string[]): Parsed {
  const help = helpAsked(argv);
  if (help !== undefined) return help;
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
  if (first === 'check') return parseCheck(rest);
  const command = COMMANDS.find((c) => c.name === first);
  if (command !== undefined) return { kind: 'command', run: (io) => command.run(rest, io) };
  if (first.startsWith('-')) return { kind: 'error', message: `unknown option '${first}'` };
  return { kind: 'error', message: `unknown command '${first}'` };
}

function parseCheck(args: readonly string[]): Parsed {
  const files: string[] = [];
  let format: 'text' | 'json' = 'text';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? args[++i] : arg.slice('--format='.length);
      if (value !== 'text' && value !== 'json') {
        return { kind: 'error', message: `--format takes 'text' or 'json', not '${value ?? ''}'` };
      }
      format = value;
    } else if (arg.startsWith('-') && arg !== '-') {
      return { kind: 'error', message: `unknown option '${arg}' for 'check'` };
    } else files.push(arg);
  }
  if (files.length === 0)
    return { kind: 'error', message: "'check' needs at least one rules file" };
  return { kind: 'check', files, format };
}

/**
 * Runs a command so that nothing it throws reaches the user as a stack trace: a command reports
 * its user's mistakes itself, so an exception here is a bug, said in one line.
 */
export function guarded(
  name: string,
  io: Io,
  run: () => number | Promise<number>,
): number | Promise<number> {
  const failed = (error: unknown): number => {
    const message = error instanceof Error ? error.message : String(error);
    io.err(
      `orrery ${name}: stopped on an internal error (a bug in Orrery; please report it): ${message}`,
    );
    return EXIT_INTERNAL;
  };
  try {
    const result = run();
    return typeof result === 'number' ? result : result.catch(failed);
  } catch (error) {
    return failed(error);
  }
}

/** Runs the CLI and returns its exit code; the bin sets process.exitCode from it. */
export function main(argv: readonly string[], io: Io): number | Promise<number> {
  const parsed = parseArgs(argv);
  switch (parsed.kind) {
    case 'help':
      io.out(HELP);
      return EXIT_OK;
    case 'version':
      io.out(pkg.version);
      return EXIT_OK;
    case 'check':
      return guarded('check', io, () =>
        import('./check-command').then(({ runCheck }) => runCheck(parsed, io)),
      );
    case 'command':
      return guarded(argv[0] ?? '', io, () => parsed.run(io));
    case 'error':
      io.err(`orrery: ${parsed.message} (see 'orrery --help')`);
      return EXIT_USAGE;
  }
}
