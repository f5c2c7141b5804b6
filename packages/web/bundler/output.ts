// Writes built games into a folder a site can serve: each `<tag>.js`, one custom-elements.json
// for all their tags, and demo pages.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGET_BYTES, type BuiltGame, type OnlineModuleFile } from './bundler';
import { demoPage } from './demo-page';
import { elementManifest } from './manifest';

export interface WriteOptions {
  /** One game: `index.html` plays it. Several: `<tag>.html` for each. */
  readonly demo?: boolean;
  /** The online-play module, written beside the games so their elements can play a room. */
  readonly online?: OnlineModuleFile;
}

export function writeBundles(
  games: readonly BuiltGame[],
  outdir: string,
  options: WriteOptions = {},
): string[] {
  mkdirSync(outdir, { recursive: true });
  const written: string[] = [];
  const put = (name: string, contents: string | Uint8Array) => {
    writeFileSync(path.join(outdir, name), contents);
    written.push(path.join(outdir, name));
  };
  for (const g of games) put(g.fileName, g.code);
  if (options.online !== undefined) put(options.online.fileName, options.online.code);
  put(
    'custom-elements.json',
    `${JSON.stringify(elementManifest(games.map((g) => g.plan)), null, 2)}\n`,
  );
  if (options.demo !== false) {
    if (games.length === 1) put('index.html', demoPage(games[0]!.plan));
    else for (const g of games) put(`${g.plan.tag}.html`, demoPage(g.plan));
  }
  return written;
}

/** `spades-game.js   101.2 KB   34.1 KB gzip  (budget 50 KB)`, flagged when over. */
export function sizeLine(game: BuiltGame): string {
  const over = game.gzipBytes > BUDGET_BYTES ? '  OVER BUDGET' : '';
  return `${game.fileName.padEnd(44)} ${(game.code.length / 1024).toFixed(1).padStart(7)} KB  ${(game.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip  (budget ${BUDGET_BYTES / 1024} KB)${over}`;
}

export function overBudget(games: readonly BuiltGame[]): BuiltGame[] {
  return games.filter((g) => g.gzipBytes > BUDGET_BYTES);
}
