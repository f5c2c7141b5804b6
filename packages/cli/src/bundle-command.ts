// `orrery bundle <file.rules|game> [--out DIR]`: one rules file anywhere on disk (or a repo game)
// as an embeddable folder: `<game-id>-game.js` (the element, Lit, the engine, the bots and the
// card art in one ES module), its custom-elements.json entry and an index.html that plays it.
// The work is @orrery/web's bundler, the same one `nx build web` and the playground use.

import path from 'node:path';
import type { Io } from './main';

export type BundleParse =
  | { readonly kind: 'bundle'; readonly game: string; readonly out: string | undefined }
  | { readonly kind: 'error'; readonly message: string };

export function parseBundle(args: readonly string[]): BundleParse {
  const games: string[] = [];
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--out' || arg.startsWith('--out=')) {
      const value = arg === '--out' ? args[++i] : arg.slice('--out='.length);
      if (value === undefined || value === '')
        return { kind: 'error', message: '--out needs a folder' };
      out = value;
    } else if (arg.startsWith('-') && arg !== '-')
      return { kind: 'error', message: `unknown option '${arg}' for 'bundle'` };
    else games.push(arg);
  }
  if (games.length !== 1)
    return {
      kind: 'error',
      message:
        games.length === 0
          ? "'bundle' needs a rules file or a game"
          : "'bundle' takes one rules file or game",
    };
  return { kind: 'bundle', game: games[0]!, out };
}

export async function runBundleCommand(args: readonly string[], io: Io): Promise<number> {
  const parsed = parseBundle(args);
  if (parsed.kind === 'error') {
    io.err(`orrery bundle: ${parsed.message} (see 'orrery --help')`);
    return 2;
  }
  const { bundleGames, overBudget, sizeLine, writeBundles, BUDGET_BYTES } =
    await import('@orrery/web/bundler');
  const cwd = process.cwd();
  const built = await bundleGames([parsed.game], { cwd });
  if (!built.ok) {
    for (const line of built.lines) io.err(line);
    // A missing file or unknown game is a usage problem; a rules file with errors is bad input.
    return built.lines.some((l) => /: error /.test(l)) ? 1 : 2;
  }
  for (const line of built.warnings) io.err(line);
  const game = built.games[0]!;
  const over = overBudget(built.games);
  if (over.length > 0) {
    io.err(sizeLine(game));
    io.err(
      `orrery bundle: ${game.fileName} is over the ${BUDGET_BYTES / 1024} KB gzip budget; nothing written`,
    );
    return 1;
  }
  const out = path.resolve(cwd, parsed.out ?? game.plan.tag);
  writeBundles(built.games, out, { online: built.online });
  const shown = path.relative(cwd, out) || '.';
  io.out(sizeLine(game));
  io.out(
    `${shown}: wrote ${game.fileName}, ${built.online.fileName} (online play), custom-elements.json and index.html (<${game.plan.tag}>)`,
  );
  return 0;
}
