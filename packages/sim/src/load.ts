// The one way a game named on the command line becomes a loaded engine, for `orrery sim`,
// `record` and `replay` alike: a repo game id or a rules file anywhere on disk (checked and
// generated into the cache by source.ts), bundled with esbuild (bundle.ts) and imported.

import { bundleEngine, loadBundle } from './bundle';
import type { AnyEngine } from './players';
import { quoted } from './shown';
import { resolveSource, type RulesText } from './source';

export { isRulesPath, repoGames, type RulesText } from './source';

export interface LoadedGame {
  /** What the user typed, for messages. */
  readonly label: string;
  /** `@orrery/engine-<id>` or the rules file's path as typed. */
  readonly source: string;
  readonly engine: AnyEngine;
  /** The bundled module (engine, bots, match loop) that worker threads load. */
  readonly bundle: string;
  /** The rules file, when a path was given. */
  readonly rules: RulesText | undefined;
  /** Positioned warnings of the rules file, ready to print. */
  readonly warnings: readonly string[];
}

export type LoadResult =
  | { readonly ok: true; readonly game: LoadedGame }
  /**
   * Ready to print on stderr, each line prefixed as `command` says; `hasErrors` when the rules
   * file was read and has errors (rather than being unknown or unreadable).
   */
  | { readonly ok: false; readonly lines: readonly string[]; readonly hasErrors: boolean };

/**
 * Loads `arg` (a game id or a rules file, relative to `cwd`). `command` prefixes the messages
 * (`orrery record`); a rules file's own diagnostics are printed as they are, positioned.
 */
export async function loadGame(arg: string, cwd: string, command: string): Promise<LoadResult> {
  const resolved = await resolveSource(arg, cwd);
  if (!resolved.ok) {
    const hasErrors = resolved.hasErrors === true;
    const lines = hasErrors
      ? [...resolved.lines, `${command}: ${quoted(arg)} has errors; no engine was built`]
      : [`${command}: ${resolved.lines[0]!}`];
    return { ok: false, lines, hasErrors };
  }
  const bundle = await bundleEngine(resolved.game.entry);
  const engine = await loadBundle(bundle);
  return {
    ok: true,
    game: {
      label: resolved.game.label,
      source: resolved.game.source,
      engine,
      bundle,
      rules: resolved.game.rules,
      warnings: resolved.warnings,
    },
  };
}
