// `nx build web`: every rules file of the repo as one ES module in packages/web/dist (the same
// bundler `orrery bundle` runs), a custom-elements.json for their tags, a demo page each, and
// each bundle's size against the 50 KB gzip budget (the build fails above it).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleGames, overBudget, repoGames, sizeLine, writeBundles } from '../bundler/index';

const outdir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const built = await bundleGames(
  repoGames().map((g) => g.id),
  { cwd: process.cwd() },
);
if (!built.ok) {
  for (const line of built.lines) console.error(line);
  process.exit(1);
}
rmSync(outdir, { recursive: true, force: true });
writeBundles(built.games, outdir, { online: built.online });
for (const g of built.games) console.log(sizeLine(g));
const over = overBudget(built.games);
if (over.length > 0) {
  console.error(`over the 50 KB gzip budget: ${over.map((g) => g.fileName).join(', ')}`);
  process.exit(1);
}
