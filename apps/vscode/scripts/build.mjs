// Bundles the extension and its language server with esbuild into dist/, so the .vsix carries
// no node_modules and needs no network to build: `npm run build -w apps/vscode` then packages it
// with @vscode/vsce (--no-dependencies, as everything is in the two bundles).

import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  minify: true,
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: ['src/extension.ts'],
  outfile: 'dist/extension.js',
  external: ['vscode'],
});
await build({ ...common, entryPoints: ['src/server-main.ts'], outfile: 'dist/server.js' });
