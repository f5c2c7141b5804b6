// Turns rules files (or repo game ids) into one ES module each, `<game-id>-game.js`: the generic
// element, Lit, the engine, the bots and the art. An esbuild context is kept between builds, so a
// dev server can call `build()` on every save and pay only for what changed.

import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { context, type BuildContext, type Message } from 'esbuild';
import type { Diagnostic } from '@orrery/rules-lang';
import { REPO_ROOT } from '@orrery/sim/source';
import { compactStyles } from './compact-styles';
import { pageRuntime } from './page-runtime';
import { squeezed } from './squeeze';
import { ONLINE_MODULE } from '../src/online/module-name';
import { entryModule } from './entry-module';
import { planGame, type GamePlan } from './plan';

/** The web elements' and card art's sources, whose templates the bundle carries compacted. */
const TEMPLATE_DIRS = ['../src/elements', '../src/art'].map((d) =>
  fileURLToPath(new URL(d, import.meta.url)),
);

/** The most a game's bundle may weigh, gzipped (issue 7). */
export const BUDGET_BYTES = 50 * 1024;

/** Where generated entry modules are written: under the repo's node_modules, so imports resolve. */
export const BUNDLE_CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'orrery', 'bundle');

/**
 * Online play, as a module of its own beside the games' bundles (`orrery-online.js`): a game
 * element loads it only when it is given a `server` and a `room`, so a page that plays on the
 * device does not pay for it. One file for every game, as nothing in it is a game's.
 */
export { ONLINE_MODULE };
const ONLINE_ENTRY = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/online/online-module.ts',
);

export interface OnlineModuleFile {
  readonly fileName: string;
  readonly code: Uint8Array;
  readonly gzipBytes: number;
}

export interface BuiltGame {
  readonly plan: GamePlan;
  /** `<tag>.js` */
  readonly fileName: string;
  readonly code: Uint8Array;
  /** Gzip size at level 9, as the budget counts it. */
  readonly gzipBytes: number;
}

export type BuildOutcome =
  | {
      readonly ok: true;
      readonly games: readonly BuiltGame[];
      /** `orrery-online.js`, written beside the games (see ONLINE_MODULE). */
      readonly online: OnlineModuleFile;
      readonly warnings: readonly string[];
    }
  /**
   * `lines` ready to print; `diagnostics` when they are the rules file's, as `orrery check` makes
   * them (a dev server's page shows them itself).
   */
  | {
      readonly ok: false;
      readonly lines: readonly string[];
      readonly diagnostics?: readonly Diagnostic[];
    };

export interface BundlerOptions {
  /** Where relative rules paths are read from. */
  readonly cwd: string;
  /** Minified, as a site gets it (default); off for reading the output. */
  readonly minify?: boolean;
}

export interface GameBundler {
  /**
   * Reads each game again (check, generate, look), rewrites the entry modules that changed and
   * rebuilds. Never throws for bad input: a rules file with errors gives its diagnostics.
   */
  build(): Promise<BuildOutcome>;
  dispose(): Promise<void>;
}

export function createBundler(games: readonly string[], options: BundlerOptions): GameBundler {
  mkdirSync(BUNDLE_CACHE, { recursive: true });
  const entriesDir = mkdtempSync(path.join(BUNDLE_CACHE, ENTRIES_PREFIX));
  // Whose folder this is, so a later process can tell a folder left by one that was killed.
  writeFileSync(path.join(entriesDir, OWNER_FILE), String(process.pid));
  let ctx: BuildContext | undefined;
  let builtFor = '';

  async function contextFor(plans: readonly GamePlan[]): Promise<BuildContext> {
    const key = plans.map((p) => p.tag).join(' ');
    if (ctx !== undefined && key === builtFor) return ctx;
    await ctx?.dispose();
    builtFor = key;
    ctx = await context({
      entryPoints: {
        ...Object.fromEntries(plans.map((p) => [p.tag, entryFile(p)])),
        [ONLINE_MODULE.replace(/\.js$/, '')]: ONLINE_ENTRY,
      },
      // Never written: the output folder only names the files.
      outdir: path.join(entriesDir, 'out'),
      write: false,
      bundle: true,
      // One file per game: the art set, reached through a dynamic import, stays inside the same
      // file, loaded only in a page (the bots' worker never asks for it).
      splitting: false,
      format: 'esm',
      target: 'es2022',
      minify: options.minify ?? true,
      legalComments: 'none',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [compactStyles(TEMPLATE_DIRS), pageRuntime()],
    });
    return ctx;
  }

  const entryFile = (plan: GamePlan) => path.join(entriesDir, `${plan.tag}.ts`);

  return {
    async build() {
      const plans: GamePlan[] = [];
      for (const game of games) {
        const planned = await planGame(game, options.cwd);
        if (!planned.ok) return planned;
        plans.push(planned.plan);
      }
      const clash = plans.find((p, i) => plans.findIndex((q) => q.tag === p.tag) !== i);
      if (clash !== undefined)
        return {
          ok: false,
          lines: [`two games are both '${clash.id}': each tag can be bundled once`],
        };
      for (const plan of plans) writeIfChanged(entryFile(plan), entryModule(plan));
      try {
        const result = await (await contextFor(plans)).rebuild();
        const minify = options.minify ?? true;
        // Minified bundles are minified once more, whole (squeeze.ts).
        const finished = async (contents: Uint8Array): Promise<Uint8Array> =>
          minify ? Buffer.from(await squeezed(Buffer.from(contents).toString('utf8'))) : contents;
        const built: BuiltGame[] = [];
        for (const plan of plans) {
          const out = result.outputFiles?.find((f) => path.basename(f.path) === `${plan.tag}.js`);
          if (out === undefined) throw new Error(`esbuild made no ${plan.tag}.js`);
          const code = await finished(out.contents);
          built.push({
            plan,
            fileName: `${plan.tag}.js`,
            code,
            gzipBytes: gzipSync(code, { level: 9 }).length,
          });
        }
        const online = result.outputFiles?.find((f) => path.basename(f.path) === ONLINE_MODULE);
        if (online === undefined) throw new Error(`esbuild made no ${ONLINE_MODULE}`);
        const onlineCode = await finished(online.contents);
        return {
          ok: true,
          games: built,
          online: {
            fileName: ONLINE_MODULE,
            code: onlineCode,
            gzipBytes: gzipSync(onlineCode, { level: 9 }).length,
          },
          warnings: plans.flatMap((p) => p.warnings),
        };
      } catch (e) {
        return { ok: false, lines: esbuildLines(e) };
      }
    },
    async dispose() {
      await ctx?.dispose();
      ctx = undefined;
      rmSync(entriesDir, { recursive: true, force: true });
    },
  };
}

const ENTRIES_PREFIX = 'entries-';
const OWNER_FILE = 'owner.pid';
/** A folder without its owner file younger than this may be one being made right now. */
const UNOWNED_GRACE_MS = 60_000;

/**
 * Removes the entry folders of bundlers whose process is gone (killed before `dispose`), and
 * returns them. A folder whose owner still runs is left alone, so two builds at once are safe.
 */
export function removeStaleEntries(cache = BUNDLE_CACHE, now = Date.now()): string[] {
  if (!existsSync(cache)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(cache)) {
    if (!name.startsWith(ENTRIES_PREFIX)) continue;
    const dir = path.join(cache, name);
    if (!isStale(dir, now)) continue;
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

function isStale(dir: string, now: number): boolean {
  let owner: number;
  try {
    owner = Number(readFileSync(path.join(dir, OWNER_FILE), 'utf8'));
  } catch {
    try {
      return now - statSync(dir).mtimeMs > UNOWNED_GRACE_MS;
    } catch {
      return false;
    }
  }
  if (!Number.isInteger(owner) || owner <= 0) return true;
  try {
    process.kill(owner, 0);
    return false;
  } catch (e) {
    // EPERM: alive, someone else's.
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Builds once and lets go of the context. */
export async function bundleGames(
  games: readonly string[],
  options: BundlerOptions,
): Promise<BuildOutcome> {
  const bundler = createBundler(games, options);
  try {
    return await bundler.build();
  } finally {
    await bundler.dispose();
  }
}

/** Unchanged entries keep their file untouched, so esbuild's incremental build skips them. */
function writeIfChanged(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

/** esbuild's errors as `file:line:col: message` lines, never a stack. */
function esbuildLines(e: unknown): string[] {
  const errors = (e as { errors?: Message[] }).errors;
  if (Array.isArray(errors) && errors.length > 0)
    return errors.map((m) =>
      m.location
        ? `${m.location.file}:${m.location.line}:${m.location.column + 1}: error: ${m.text}`
        : `error: ${m.text}`,
    );
  return [`bundling failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`];
}
