// The page's script, compiled from client/play-page.ts when `orrery play` starts (a few
// milliseconds), so it is type-checked TypeScript like the rest and never a string of code.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client', 'play-page.ts');

export async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    logLevel: 'silent',
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}
