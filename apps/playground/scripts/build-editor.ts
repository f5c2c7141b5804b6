// Builds the rules editor page into a folder: editor.html, its script (CodeMirror, the LSP
// client, the game element and the rules interpreter), the language server's Web Worker, the
// edited game's two workers (its bots', edited-bots.js, and the simulation's, edited-sim.js),
// and rules-files.json, every rules file of the repo with its text to start from. The playground build calls it; the editor's browser test calls it
// alone, as it needs no game bundle.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { repoGames } from '../../../packages/web/bundler/index';
import { bundleWorker } from '../../../packages/language-server/scripts/worker-bundle';
import type { RulesFile } from '../src/editor/files';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repo = path.resolve(app, '../..');

export async function buildEditor({ outdir }: { outdir: string }): Promise<string> {
  mkdirSync(outdir, { recursive: true });
  const files: RulesFile[] = repoGames(repo).map((g) => ({
    rulesPath: g.rulesPath,
    group: g.group,
    text: readFileSync(path.join(repo, g.rulesPath), 'utf8'),
  }));
  writeFileSync(path.join(outdir, 'rules-files.json'), `${JSON.stringify(files)}\n`);
  // For the browser: a node: import anywhere these reach fails the build.
  const bundle = (entry: string, out: string) =>
    build({
      entryPoints: [path.join(app, 'src/editor', entry)],
      outfile: path.join(outdir, out),
      bundle: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      minify: true,
      logLevel: 'warning',
    });
  const [worker] = await Promise.all([
    bundleWorker(),
    bundle('main.ts', 'editor.js'),
    bundle('bots-worker.ts', 'edited-bots.js'),
    bundle('sim-worker.ts', 'edited-sim.js'),
  ]);
  writeFileSync(path.join(outdir, 'lsp-worker.js'), worker.code);
  copyFileSync(path.join(app, 'public/editor.html'), path.join(outdir, 'editor.html'));
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await buildEditor({ outdir: path.join(app, 'dist') });
