// The game `orrery record` and `orrery replay` are asked for: a repository game by its id (its
// engine package), or a rules file anywhere on disk, which goes the one way `orrery sim` takes
// (@orrery/sim/load: checked, generated into the cache, bundled, imported).

import { loadEngine, type AnyEngine } from '@orrery/harness/replay';
import { isRulesPath, loadGame, repoGames, type RulesText } from '@orrery/sim/load';

export type OpenedGame =
  | {
      readonly ok: true;
      readonly engine: AnyEngine;
      /** Set for a rules file given by path. */
      readonly rules: RulesText | undefined;
      /** The rules file's warnings, positioned, to print on stderr. */
      readonly warnings: readonly string[];
    }
  /** `status` 1: the rules file has errors; 2: no such game or file. */
  | { readonly ok: false; readonly lines: readonly string[]; readonly status: 1 | 2 };

/** `arg` as typed; a rules path is relative to `cwd`. `command` prefixes messages. */
export async function openGame(arg: string, cwd: string, command: string): Promise<OpenedGame> {
  if (isRulesPath(arg)) {
    const loaded = await loadGame(arg, cwd, command);
    if (!loaded.ok) return { ok: false, lines: loaded.lines, status: loaded.hasErrors ? 1 : 2 };
    const { engine, rules, warnings } = loaded.game;
    return { ok: true, engine, rules, warnings };
  }
  const lookup = await loadEngine(arg);
  if (!lookup.ok) {
    const known = repoGames().includes(arg)
      ? ''
      : ` (known: ${repoGames().join(', ')}; or give a .rules file)`;
    return { ok: false, lines: [`${command}: ${lookup.message}${known}`], status: 2 };
  }
  return { ok: true, engine: lookup.engine, rules: undefined, warnings: [] };
}
