// Workers run plain JavaScript: the engine, the bots and the match loop are bundled by esbuild
// into one module in the cache, so a worker starts without tsx and a rules file from anywhere
// finds `@orrery/runtime`.

import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { writeCacheFile } from './cache-file';
import { CACHE_DIR, REPO_ROOT } from './source';
import type { AnyEngine } from './players';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** Bundles `entry`'s engine with the worker loop; returns the module's path. */
export async function bundleEngine(entry: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        `import { engine } from ${JSON.stringify(entry)};`,
        `import { serveMatches } from ${JSON.stringify(WORKER)};`,
        'serveMatches(engine);',
        'export { engine };',
      ].join('\n'),
      resolveDir: REPO_ROOT,
      loader: 'ts',
      sourcefile: 'sim-entry.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const name = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(CACHE_DIR, 'bundles', `${name}.mjs`);
  writeCacheFile(file, code);
  return file;
}

/** The engine a bundle exports, for the main thread's checks and metadata. */
export async function loadBundle(file: string): Promise<AnyEngine> {
  const module = (await import(pathToFileURL(file).href)) as { engine: AnyEngine };
  return module.engine;
}
