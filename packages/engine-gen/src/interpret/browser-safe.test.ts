// The interpreter runs in the browser editor as it is: bundled for the browser, everything it
// reaches must load without Node, and nothing of Orrery's in it turns text into code.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

it('bundles for the browser with nothing of Node and no eval', async () => {
  const result = await build({
    entryPoints: [path.join(here, 'index.ts')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: here,
  });
  const inputs = Object.keys(result.metafile.inputs);
  // The rules language's parser comes along (the editor checks a file before it plays it).
  expect(inputs.filter((f) => f.startsWith('node:'))).toEqual([]);
  expect(inputs.length).toBeGreaterThan(10);
  const code = result.outputFiles[0]!.text;
  expect(code).not.toMatch(/from ["']node:|require\(["']node:/);
  // Orrery's own sources it reaches call no global `eval` and build no Function from text (the
  // parser's dependencies are not Orrery's to change).
  const own = inputs.filter((f) => !f.includes('node_modules/'));
  expect(own.map((f) => path.resolve(here, f))).toContain(path.join(here, 'index.ts'));
  const calls = own.filter((f) =>
    /[=(,;:?&|!]\s*eval\(|\bFunction\(/.test(readFileSync(path.resolve(here, f), 'utf8')),
  );
  expect(calls).toEqual([]);
});
