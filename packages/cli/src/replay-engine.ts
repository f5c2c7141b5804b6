// The engine a replay is played with. A repository game is found by its id; a designer's game
// by the rules file the replay names (`rules.path`, relative to the replay's folder) or the one
// given with --rules, loaded the one way `orrery sim` and `orrery record` load it. The file's
// SHA-256 must be the one recorded: a changed file is refused, naming both hashes, unless
// --force asks to try it anyway (then it is a warning on stderr).

import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  escapeUnsafe,
  INVALID_REPLAY,
  loadEngine,
  quote,
  type AnyEngine,
  type InvalidReplayReport,
  type ReplayFile,
} from '@orrery/harness/replay';
import { repoGames } from '@orrery/sim/load';
import { openGame } from './open-game';

/** The code of a replay refused because its rules file is not the one it was recorded with. */
export const RULES_CHANGED = 'rules-changed';

export interface ReplayPlace {
  /** The replay file as typed, or `-` for standard input. */
  readonly file: string;
  readonly cwd: string;
  /** --rules: the rules file to use, relative to `cwd`. */
  readonly rules?: string | undefined;
  /** --force: play with a rules file whose hash is not the recorded one. */
  readonly force?: boolean;
}

export type ReplayEngine =
  | { readonly kind: 'engine'; readonly engine: AnyEngine; readonly warnings: readonly string[] }
  /** The replay does not fit what was found: a refusal with a code and a path, exit 1. */
  | { readonly kind: 'refused'; readonly error: InvalidReplayReport['error'] }
  /** No engine to play it with: lines for stderr, and the exit status. */
  | { readonly kind: 'unavailable'; readonly lines: readonly string[]; readonly status: 1 | 2 };

export async function engineForReplay(file: ReplayFile, place: ReplayPlace): Promise<ReplayEngine> {
  if (place.rules === undefined && file.rules === undefined) return repoEngine(file.game);
  const { cwd } = place;
  const base = place.file === '-' ? cwd : path.dirname(path.resolve(cwd, place.file));
  const target =
    place.rules !== undefined
      ? path.resolve(cwd, place.rules)
      : path.resolve(base, file.rules!.path);
  // As typed with --rules; the recorded path as seen from here, so messages name a findable file.
  const label = place.rules ?? (path.relative(cwd, target) || target);
  if (place.rules === undefined && !existsSync(target)) {
    return {
      kind: 'unavailable',
      status: 2,
      lines: [
        `orrery replay: this replay's rules file ('${escapeUnsafe(file.rules!.path)}' from the replay's folder) is not at '${escapeUnsafe(target)}'; if it moved, give it with --rules PATH`,
      ],
    };
  }
  const opened = await openGame(asPath(label), cwd, 'orrery replay');
  if (!opened.ok) return { kind: 'unavailable', lines: opened.lines, status: opened.status };
  const warnings = [...opened.warnings];
  const id = opened.engine.meta.id;
  if (id !== file.game) {
    return refused(
      INVALID_REPLAY,
      'game',
      `the replay is of ${quote(file.game)}, but ${quote(label)} is the rules of ${quote(id)}`,
    );
  }
  const now = opened.rules?.sha256;
  if (file.rules !== undefined && now !== undefined && now !== file.rules.sha256) {
    const changed = `the rules file ${quote(label)} has changed since this replay was recorded: recorded SHA-256 ${file.rules.sha256}, this file's ${now}`;
    if (place.force !== true) {
      return refused(
        RULES_CHANGED,
        'rules.sha256',
        `${changed}; give the file as it was with --rules PATH, or add --force to play the replay with this one (moves the changed rules refuse stop it)`,
      );
    }
    warnings.push(`orrery replay: warning: ${changed}; playing it anyway (--force)`);
  }
  return { kind: 'engine', engine: opened.engine, warnings };
}

async function repoEngine(game: string): Promise<ReplayEngine> {
  const lookup = await loadEngine(game);
  if (lookup.ok) return { kind: 'engine', engine: lookup.engine, warnings: [] };
  const hint = repoGames().includes(game)
    ? ''
    : ' (not a game of this repository: give its rules file with --rules PATH)';
  return refused(INVALID_REPLAY, 'game', `${lookup.message}${hint}`);
}

function refused(code: string, at: string, message: string): ReplayEngine {
  return { kind: 'refused', error: { code, message, path: at } };
}

/** A rules file named so that it is never taken for a game id. */
function asPath(file: string): string {
  return path.isAbsolute(file) || file.startsWith('.') ? file : `./${file}`;
}
