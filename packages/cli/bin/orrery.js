#!/usr/bin/env node
// @ts-check
// The `orrery` command. `generate`, `check` and the help run from one bundled file that esbuild
// builds from the TypeScript sources into node_modules/.cache/orrery/cli, and builds again as
// soon as any file it came from changes (cli-bundle.js, fresh-bundle.js): loading it takes a
// tenth of a second where tsx compiling ~750 modules (Chevrotain's lodash-es among them) took
// two. The other commands import engine packages, which are TypeScript, while they run, so they
// run the sources through tsx; so does every command when the bundle cannot be built.
// ORRERY_TSX=1 always takes the tsx path; ORRERY_CLI_CACHE moves the cache (tests, benchmarks).
// Beside the bundle, V8's code cache of it and of the packages it loads (code-cache.js); the
// bundled commands are short, and run without TurboFan (short-run.js).

import { createRequire } from 'node:module';
import path from 'node:path';
import { cliBundle, codeCached } from './cli-bundle.js';
import { useCodeCache } from './code-cache.js';
import { tuneForShortRun } from './short-run.js';

const bundle = await cliBundle(process.argv.slice(2), process.env);
if (bundle !== undefined) {
  tuneForShortRun();
  useCodeCache(path.join(path.dirname(bundle), 'code-cache'), codeCached(bundle));
  createRequire(import.meta.url)(bundle);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/bin.ts');
}
