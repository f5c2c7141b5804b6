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

export async function buildPlayground() {
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });
  const { entries } = await bundleGames({ outdir: distDir });
  await build({
    entryPoints: [path.join(app, 'src/page.ts')],
    outfile: path.join(distDir, 'playground.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  copyFileSync(path.join(app, 'public/index.html'), path.join(distDir, 'index.html'));
  printSizes(entries.map((e) => path.join(distDir, `${e}.js`)));
  return distDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildPlayground();
