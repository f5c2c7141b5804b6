// `nx build web`: one ES module per game in packages/web/dist, then their gzip sizes.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleGames, webRoot } from './bundle.mjs';
import { printSizes } from './size.mjs';

const outdir = path.join(webRoot, 'dist');
rmSync(outdir, { recursive: true, force: true });
const { entries } = await bundleGames({ outdir });
printSizes(entries.map((e) => path.join(outdir, `${e}.js`)));
