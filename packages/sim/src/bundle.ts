// Workers run plain JavaScript: the engine, the bots and the match loop are bundled by esbuild
// into one module in the cache, so a worker starts without tsx and a rules file from anywhere
// finds `@orrery/runtime`. The loop is sim's own by default; the game server bundles its bot
// loop the same way (`@orrery/sim/bundle`).

import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { writeCacheFile } from './cache-file';
import { CACHE_DIR, REPO_ROOT } from './source';
import type { AnyEngine } from './players';

/**
 * What a worker runs on the engine: `serve` is a function exported by `module`, called with the
 * engine when the bundle loads. It must do nothing on the main thread, which imports the same
 * bundle for the engine alone.
 */
export interface WorkerLoop {
  readonly module: string;
  readonly serve: string;
}

const SIM_LOOP: WorkerLoop = {
  module: fileURLToPath(new URL('./worker.ts', import.meta.url)),
  serve: 'serveMatches',
};

/** Bundles `entry`'s engine with a worker loop (sim's by default); returns the module's path. */
export async function bundleEngine(entry: string, loop: WorkerLoop = SIM_LOOP): Promise<string> {
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(loop.serve)) {
    throw new Error(`not a function name: '${loop.serve}'`);
  }
  const result = await build({
    stdin: {
      contents: [
        `import { engine } from ${JSON.stringify(entry)};`,
        `import { ${loop.serve} } from ${JSON.stringify(loop.module)};`,
        `${loop.serve}(engine);`,
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
