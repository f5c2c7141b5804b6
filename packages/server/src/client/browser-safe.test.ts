// The client must run in a page as it is: bundled for the browser, it pulls in nothing of Node
// and nothing outside the client and the protocol's types.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

it('bundles for the browser from the client and protocol folders alone', async () => {
  const result = await build({
    entryPoints: [path.join(here, 'index.ts')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(f));
  const src = path.resolve(here, '..');
  const outside = inputs.filter(
    (f) => !f.startsWith(path.join(src, 'client')) && !f.startsWith(path.join(src, 'protocol')),
  );
  expect(outside).toEqual([]);
  expect(inputs.length).toBeGreaterThan(3);
  const code = result.outputFiles[0]!.text;
  expect(code).not.toMatch(/from ["']node:|require\(["'](node:|fs|net|crypto)/);
});
