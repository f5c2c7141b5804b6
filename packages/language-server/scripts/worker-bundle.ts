// Bundles the Web Worker entry (src/browser.ts) with esbuild for the browser: one script a page
// starts with `new Worker(url)`. Building for `platform: 'browser'` fails on any Node import, so
// a bundle at all is the proof that the service runs without Node.
// `npm run bundle:worker -w @orrery/language-server` writes it to dist/worker.js.

import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface WorkerBundle {
  readonly code: string;
  /** Every module in the bundle, relative to the package. */
  readonly inputs: readonly string[];
}

export async function bundleWorker(): Promise<WorkerBundle> {
  const result = await build({
    entryPoints: [path.join(root, 'src/browser.ts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return {
    code: result.outputFiles[0]!.text,
    inputs: Object.keys(result.metafile.inputs),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { code } = await bundleWorker();
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'dist/worker.js'), code);
  console.log(`dist/worker.js: ${(code.length / 1024).toFixed(0)} KiB`);
}
