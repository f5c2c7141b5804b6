// Builds the playground into apps/playground/dist: the page, its script, games.json (every rules
// file of the repo, grouped) and each game's bundle exactly as a site would embed it, made by the
// bundler `orrery bundle` uses.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import {
  bundleGames,
  overBudget,
  repoGames,
  sizeLine,
  writeBundles,
} from '../../../packages/web/bundler/index';
import type { PlaygroundGame } from '../src/games';
import { buildEditor } from './build-editor';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(app, 'dist');

/** Builds into `outdir` (dist/ by default; the browser test builds into a scratch folder). */
export async function buildPlayground({ outdir = distDir, quiet = false } = {}): Promise<string> {
  const games = repoGames();
  const built = await bundleGames(
    games.map((g) => g.id),
    { cwd: process.cwd() },
  );
  if (!built.ok) throw new Error(`the games do not bundle:\n${built.lines.join('\n')}`);
  const over = overBudget(built.games);
  if (over.length > 0)
    throw new Error(`over the 50 KB gzip budget: ${over.map((g) => g.fileName).join(', ')}`);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  writeBundles(built.games, outdir, { demo: false, online: built.online });
  const listing: PlaygroundGame[] = built.games.map((g, i) => ({
    id: g.plan.id,
    tag: g.plan.tag,
    title: g.plan.title,
    group: games[i]!.group,
    rulesPath: games[i]!.rulesPath,
    bundle: g.fileName,
  }));
  writeFileSync(path.join(outdir, 'games.json'), `${JSON.stringify(listing, null, 2)}\n`);
  await build({
    entryPoints: [path.join(app, 'src/page.ts')],
    outfile: path.join(outdir, 'playground.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  await build({
    entryPoints: [path.join(app, 'src/online/page.ts')],
    outfile: path.join(outdir, 'online.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  copyFileSync(path.join(app, 'public/index.html'), path.join(outdir, 'index.html'));
  copyFileSync(path.join(app, 'public/online.html'), path.join(outdir, 'online.html'));
  await buildEditor({ outdir });
  if (!quiet) for (const g of built.games) console.log(sizeLine(g));
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildPlayground();
