import path from 'node:path';
import type { Plugin } from 'esbuild';

/** The runtime's engine maker, whose `./deserialize` a page's bundle swaps (any install path). */
const MAKE_ENGINE = /[\\/]runtime[\\/]src[\\/]shell[\\/]make-engine\.ts$/;

/**
 * Builds the runtime as a web page uses it: the engine maker's saved-state reader
 * (`shell/deserialize.ts` and the saved-game checks behind it) becomes the runtime's
 * `shell/deserialize-in-page.ts`, which refuses every state with a code. A page never reads an
 * engine's saved state (it rebuilds a saved match from its moves), and the reader is an eighth of
 * a game's bundle gzipped, which has a budget.
 */
export function pageRuntime(): Plugin {
  return {
    name: 'orrery-page-runtime',
    setup(build) {
      build.onResolve({ filter: /^\.\/deserialize$/ }, ({ importer }) =>
        MAKE_ENGINE.test(importer)
          ? { path: path.join(path.dirname(importer), 'deserialize-in-page.ts') }
          : undefined,
      );
    },
  };
}
