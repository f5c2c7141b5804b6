// How a game element becomes one ES module: esbuild bundles the element, Lit, the engine and the
// bots into dist/<game>-game.js. Shared by the build, the size script and the browser tests.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every `src/games/<game>-game.ts` entry, as `<game>-game`. */
export function gameEntries() {
  return readdirSync(path.join(webRoot, 'src/games'))
    .filter((f) => f.endsWith('-game.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
}

/**
 * Bundles every game. No code splitting: the element is reached through a dynamic import, which
 * esbuild then keeps inside the same file, run only in a page (the bots' worker never runs it).
 */
export async function bundleGames({ outdir, write = true, minify = true } = {}) {
  const entries = gameEntries();
  const result = await build({
    entryPoints: Object.fromEntries(
      entries.map((e) => [e, path.join(webRoot, 'src/games', `${e}.ts`)]),
    ),
    outdir,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify,
    legalComments: 'none',
    write,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return { entries, outputFiles: result.outputFiles ?? [] };
}
