// How long a save takes to reach the page under `orrery play`, for each seed game: the real
// program on a copy of the seed's rules file in a temp folder, its page in Chromium, and for each
// run the time from writing the file to the reloaded page's element having rendered. Each edit
// changes the game's title, so the engine is generated and bundled again as for a rule change.
// Prints the median, the fastest and the slowest of RUNS, and the rebuild times the program
// printed. A benchmark, not a test: it prints figures and asserts nothing.
//
//   npx tsx packages/cli/src/play/bench-reload.ts [RUNS]

import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { repoGames } from '@orrery/web/bundler';
import { findChromium } from '../../../web/test/chromium';

const RUNS = Number(process.argv[2] ?? 7);
const orrery = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/orrery.js');
const chromiumPath = findChromium();
if (chromiumPath === undefined) {
  console.error('bench-reload: Chromium not found (apt-get install -y chromium, or CHROMIUM_PATH)');
  process.exit(2);
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, ok: () => boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`bench-reload: timed out waiting for ${what}`);
    await sleep(10);
  }
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-bench-play-'));
try {
  console.log(
    `save to reloaded page under orrery play, median of ${RUNS} (min-max); rebuild as printed`,
  );
  for (const game of repoGames().filter((g) => g.group === 'seeds')) {
    const file = path.join(dir, path.basename(game.rulesPath));
    copyFileSync(game.rulesPath, file);
    const original = readFileSync(file, 'utf8');
    const child = spawn(process.execPath, [orrery, 'play', path.basename(file)], { cwd: dir });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => process.stderr.write(d));
    try {
      await waitFor('the first build', () => /^built in \d+ ms/m.test(out));
      const url = / at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)![1]!;
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const shown: { build: string; at: number }[] = [];
      // Called by the page the moment its element has rendered a build (play-page.ts sets
      // data-build then); the time is taken here, on the clock that timed the write.
      await page.exposeBinding('__benchShown', (_source, build: string) =>
        shown.push({ build, at: performance.now() }),
      );
      await page.addInitScript(() => {
        const report = (window as unknown as { __benchShown(b: string): void }).__benchShown;
        new MutationObserver(() => {
          const build = document.documentElement.dataset['build'];
          if (build !== undefined) report(build);
        }).observe(document, { subtree: true, attributeFilter: ['data-build'] });
      });
      // Bots wait an hour to move, so none thinks while the page is timed.
      await page.goto(`${url}?bot-delay=3600000`);
      await waitFor('the first page', () => shown.length > 0);
      const reloads: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        await sleep(300);
        const before = shown.length;
        const edited = original.replace(/^(game \S+ "[^"]*)"/m, `$1 #${run}"`);
        if (edited === original) throw new Error(`bench-reload: no game line in ${file}`);
        const wrote = performance.now();
        writeFileSync(file, edited);
        await waitFor(`reload ${run}`, () => shown.length > before);
        reloads.push(shown[shown.length - 1]!.at - wrote);
      }
      const rebuilds = [...out.matchAll(/^rebuilt in (\d+) ms/gm)].map((m) => Number(m[1]));
      const ms = (x: number) => `${x.toFixed(0).padStart(5)} ms`;
      console.log(
        `${game.id.padEnd(16)} save to reload ${ms(median(reloads))} (${ms(Math.min(...reloads)).trim()}-${ms(Math.max(...reloads)).trim()})   rebuild ${ms(median(rebuilds))}`,
      );
      await page.close();
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
  }
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
