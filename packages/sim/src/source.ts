// What `orrery sim` was asked to run: a game of the repo (its engine package) or any rules
// file, checked and generated on the fly into a cache folder, never into the repo's sources.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '@orrery/rules-lang';
import { writeCacheFile } from './cache-file';
import { quoted } from './shown';

/** The repository this package sits in: engines, node_modules and the cache are found from it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Generated engines and bundles live here, where `@orrery/*` packages resolve. */
export const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'orrery', 'sim');

export interface GameSource {
  /** What the user typed, for messages: `<game-id>` or `tmp/my.rules`. */
  readonly label: string;
  /** The engine module to bundle: an engine package's or a generated `index.ts`. */
  readonly entry: string;
  /** `@orrery/engine-<id>` or the rules file's path. */
  readonly source: string;
  /** The rules file the engine was generated from, when a path was given. */
  readonly rules?: RulesText;
}

/** A rules file as it was read: a replay names it by path and by the hash of its bytes. */
export interface RulesText {
  /** Absolute. */
  readonly file: string;
  readonly text: string;
  /** SHA-256 of the file's bytes in hex, as `sha256sum` prints it. */
  readonly sha256: string;
}

export type SourceResult =
  | {
      readonly ok: true;
      readonly game: GameSource;
      readonly warnings: readonly string[];
      /** The warnings as the checker made them, `path` as given (a repo game has none). */
      readonly diagnostics?: readonly Diagnostic[];
    }
  /**
   * `hasErrors`: the lines are the rules file's diagnostics, not why there is no file; then
   * `diagnostics` holds them as the checker made them, for a page that shows them itself.
   */
  | {
      readonly ok: false;
      readonly lines: readonly string[];
      readonly hasErrors?: true;
      readonly diagnostics?: readonly Diagnostic[];
    };

/** The repo's game ids: one per engine package. */
export function repoGames(): string[] {
  const dir = path.join(REPO_ROOT, 'packages', 'engines');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((id) => existsSync(path.join(dir, id, 'src', 'index.ts')))
    .sort();
}

/**
 * The rules file of a repository game: `rules/<id>.rules` or one folder down (examples,
 * variants), as the engine packages are named after their files.
 */
export function repoRulesFile(id: string): string | undefined {
  const dir = path.join(REPO_ROOT, 'rules');
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id) || !existsSync(dir)) return undefined;
  const folders = [dir, ...readdirSync(dir).map((f) => path.join(dir, f))];
  return folders
    .map((folder) => path.join(folder, `${id}.rules`))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

/** A path (anything ending in `.rules` or holding a slash) is a rules file; the rest are ids. */
export function isRulesPath(arg: string): boolean {
  return arg.endsWith('.rules') || arg.includes('/') || arg.includes(path.sep);
}

/** Rules files are checked and generated here; the generator is loaded only for them. */
export async function resolveSource(arg: string, cwd: string): Promise<SourceResult> {
  if (!isRulesPath(arg)) {
    const entry = path.join(REPO_ROOT, 'packages', 'engines', arg, 'src', 'index.ts');
    if (/^[a-z0-9][a-z0-9-]*$/.test(arg) && existsSync(entry)) {
      return {
        ok: true,
        game: { label: arg, entry, source: `@orrery/engine-${arg}` },
        warnings: [],
      };
    }
    return {
      ok: false,
      lines: [
        `unknown game ${quoted(arg)} (known: ${repoGames().join(', ')}; or give a .rules file)`,
      ],
    };
  }
  const file = path.resolve(cwd, arg);
  if (!existsSync(file)) return { ok: false, lines: [`cannot read ${quoted(arg)}: no such file`] };
  if (!statSync(file).isFile())
    return { ok: false, lines: [`cannot read ${quoted(arg)}: not a file`] };
  const [{ buildEngine }, { decodeRules, formatDiagnostic, sizeProblem }] = await Promise.all([
    import('@orrery/engine-gen'),
    import('@orrery/rules-lang'),
  ]);
  // The same reading as `orrery check`: a file over the limit is not read at all, and bytes that
  // are not UTF-8 are an error at their place, never replaced.
  const tooLarge = sizeProblem(statSync(file).size, arg);
  const bytes = tooLarge === undefined ? readFileSync(file) : new Uint8Array();
  const decoded = tooLarge === undefined ? decodeRules(bytes, arg) : { diagnostic: tooLarge };
  if ('diagnostic' in decoded) {
    const diagnostics = [decoded.diagnostic];
    return { ok: false, lines: diagnostics.map(formatDiagnostic), hasErrors: true, diagnostics };
  }
  const text = decoded.text;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const built = buildEngine(text, path.basename(file));
  const diagnostics = built.diagnostics.map((d) => ({ ...d, path: arg }));
  const shown = diagnostics.map(formatDiagnostic);
  if (built.files === undefined) return { ok: false, lines: shown, hasErrors: true, diagnostics };
  const hash = createHash('sha256');
  for (const f of built.files) hash.update(f.name).update('\0').update(f.text).update('\0');
  const dir = path.join(CACHE_DIR, 'engines', hash.digest('hex').slice(0, 16));
  for (const f of built.files) writeCacheFile(path.join(dir, f.name), f.text);
  return {
    ok: true,
    game: {
      label: arg,
      entry: path.join(dir, 'index.ts'),
      source: arg,
      rules: { file, text, sha256 },
    },
    warnings: shown,
    diagnostics,
  };
}
