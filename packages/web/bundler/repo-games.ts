// The repo's games, one per rules file, grouped as the rules folder groups them: the seed games
// (rules/*.rules), then each subfolder (rules/examples, rules/variants).

import path from 'node:path';
import { REPO_ROOT } from '@orrery/sim/source';
import { repoRulesFiles } from './plan';

export interface RepoGame {
  /** The file's name without `.rules`: the game id and its engine package's name. */
  readonly id: string;
  /** `seeds`, `examples`, `variants`. */
  readonly group: string;
  /** Relative to the repo, e.g. `rules/examples/spades.rules`. */
  readonly rulesPath: string;
}

/** The seed games first, then the folders in the order a newcomer meets them. */
const GROUP_ORDER = ['seeds', 'examples', 'variants'];

export function repoGames(root = REPO_ROOT): RepoGame[] {
  const rules = path.join(root, 'rules');
  const rank = (g: string) =>
    (GROUP_ORDER.indexOf(g) + GROUP_ORDER.length + 1) % (GROUP_ORDER.length + 1);
  const games = repoRulesFiles(root).map((file): RepoGame => {
    const folder = path.dirname(path.relative(rules, file));
    return {
      id: path.basename(file, '.rules'),
      group: folder === '.' ? 'seeds' : folder,
      rulesPath: path.relative(root, file),
    };
  });
  return games.sort((a, b) => rank(a.group) - rank(b.group) || a.id.localeCompare(b.id));
}
