// `orrery play <file.rules|game> [--port N]`: serves the game on 127.0.0.1, prints the URL and
// watches the rules file. Each save is checked, its engine generated and the bundle rebuilt (by
// @orrery/web's bundler, the one `orrery bundle` uses), and the page reloads with the same seed,
// seats and house rules; a save with errors shows its diagnostics over the last game that
// built. Runs until Ctrl-C or SIGTERM, then lets go of everything it made. See play/README.md.

import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type * as Source from '@orrery/sim/source';
import type { Io } from './main';

export type PlayParse =
  | { readonly kind: 'play'; readonly game: string; readonly port: number }
  | { readonly kind: 'error'; readonly message: string };

export function parsePlay(args: readonly string[]): PlayParse {
  const games: string[] = [];
  let port = 0;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--port' || arg.startsWith('--port=')) {
      const value = arg === '--port' ? args[++i] : arg.slice('--port='.length);
      if (value === undefined || !/^\d{1,5}$/.test(value) || Number(value) > 65535)
        return {
          kind: 'error',
          message: `--port takes a port number 0..65535, not '${value ?? ''}'`,
        };
      port = Number(value);
    } else if (arg.startsWith('-') && arg !== '-')
      return { kind: 'error', message: `unknown option '${arg}' for 'play'` };
    else games.push(arg);
  }
  if (games.length !== 1)
    return {
      kind: 'error',
      message:
        games.length === 0
          ? "'play' needs a rules file or a game"
          : "'play' takes one rules file or game",
    };
  return { kind: 'play', game: games[0]!, port };
}

export async function runPlayCommand(args: readonly string[], io: Io): Promise<number> {
  const parsed = parsePlay(args);
  if (parsed.kind === 'error') {
    io.err(`orrery play: ${parsed.message} (see 'orrery play --help')`);
    return 2;
  }
  const cwd = process.cwd();
  const source = await import('@orrery/sim/source');
  const target = await targetOf(parsed.game, cwd, source);
  if ('problem' in target) {
    io.err(`orrery play: ${target.problem}`);
    return 2;
  }
  // From here on Ctrl-C and SIGTERM stop the server and let go of the bundler's folders.
  const stopped = untilStopped();
  const [{ createBundler, removeStaleEntries }, { PlaySession }, { startServer }, { pageScript }] =
    await Promise.all([
      import('@orrery/web/bundler'),
      import('./play/session'),
      import('./play/server'),
      import('./play/client-script'),
    ]);
  const { watchFile } = await import('./play/watch-file');
  // Entry folders of bundlers that were killed before they could clean up.
  removeStaleEntries();
  const session = new PlaySession(target, createBundler([target.shown], { cwd }), io);
  const listened = await startServer(session, await pageScript(), parsed.port);
  if (!listened.ok) {
    stopped.cancel();
    await session.dispose();
    io.err(`orrery play: ${listened.message}`);
    return 2;
  }
  const { server } = listened;
  io.out(`orrery play: ${target.shown} at ${server.url} (Ctrl-C to stop)`);
  const watch = watchFile(
    target.file,
    () => void session.rebuild(),
    (message) => io.err(`orrery play: ${message}`),
  );
  await session.rebuild();
  const signal = await stopped.signal;
  watch.close();
  await server.close();
  await session.dispose();
  io.out(`orrery play: stopped (${signal})`);
  return 0;
}

/** The first Ctrl-C or SIGTERM; `cancel` gives the signals back to Node's defaults. */
function untilStopped(): { signal: Promise<NodeJS.Signals>; cancel(): void } {
  let stop: (signal: NodeJS.Signals) => void = () => {};
  const signal = new Promise<NodeJS.Signals>((resolve) => (stop = resolve));
  const onSignal = (s: NodeJS.Signals) => {
    cancel();
    stop(s);
  };
  const cancel = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return { signal, cancel };
}

/** The rules file to watch: a path as given, or a repo game's rules file by its id. */
async function targetOf(
  game: string,
  cwd: string,
  source: typeof Source,
): Promise<{ shown: string; file: string } | { problem: string }> {
  if (!source.isRulesPath(game)) {
    const file = source.repoRulesFile(game);
    if (file === undefined) {
      const known = await source.resolveSource(game, cwd);
      return { problem: known.ok ? `no rules file for game '${game}'` : known.lines.join('; ') };
    }
    // Played from its rules file, not its checked-in engine, so an edit shows at once.
    return { shown: path.relative(cwd, file) || file, file };
  }
  const file = path.resolve(cwd, game);
  if (!existsSync(file)) return { problem: `cannot read '${game}': no such file` };
  if (!statSync(file).isFile()) return { problem: `cannot read '${game}': not a file` };
  return { shown: game, file };
}
