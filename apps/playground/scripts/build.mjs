// Builds the playground into apps/playground/dist: the page, its script, and the three game
// bundles exactly as a site would embed them.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleGames } from '../../../packages/web/scripts/bundle.mjs';
import { printSizes } from '../../../packages/web/scripts/size.mjs';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(app, 'dist');

/** Builds into `outdir` (dist/ by default; the browser test builds into a scratch folder). */
export async function buildPlayground({ outdir = distDir, quiet = false } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const { entries } = await bundleGames({ outdir });
  await build({
    entryPoints: [path.join(app, 'src/page.ts')],
    outfile: path.join(outdir, 'playground.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  copyFileSync(path.join(app, 'public/index.html'), path.join(outdir, 'index.html'));
  if (!quiet) printSizes(entries.map((e) => path.join(outdir, `${e}.js`)));
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildPlayground();
