// Prints each game bundle's size, raw and gzip, against the 50 KB gzip budget (issue 7).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { gameEntries, webRoot } from './bundle.mjs';

export const BUDGET_BYTES = 50 * 1024;

export function printSizes(files) {
  let over = 0;
  for (const file of files) {
    const raw = readFileSync(file);
    const gz = gzipSync(raw, { level: 9 }).length;
    const flag = gz > BUDGET_BYTES ? '  OVER BUDGET' : '';
    if (gz > BUDGET_BYTES) over++;
    console.log(
      `${path.basename(file).padEnd(24)} ${(raw.length / 1024).toFixed(1).padStart(7)} KB  ${(gz / 1024).toFixed(1).padStart(6)} KB gzip  (budget 50 KB)${flag}`,
    );
  }
  return over;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = gameEntries().map((e) => path.join(webRoot, 'dist', `${e}.js`));
  const missing = files.filter((f) => !existsSync(f));
  if (missing.length > 0) {
    console.error(`no bundle at ${missing.join(', ')}: run 'npx nx build web' first`);
    process.exit(1);
  }
  process.exitCode = printSizes(files) > 0 ? 1 : 0;
}
