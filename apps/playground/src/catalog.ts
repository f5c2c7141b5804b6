/**
 * The playground lists the engines found under packages/engines. Until it has a page of its
 * own, this is the part that decides what it shows: a sorted catalogue of game names.
 */
export interface EngineEntry {
  readonly game: string;
  readonly packageName: string;
}

/** Engine package folders become entries; dot-folders and duplicates are dropped. */
export function engineCatalog(folders: readonly string[]): EngineEntry[] {
  const games = [...new Set(folders.filter((name) => /^[a-z][a-z0-9-]*$/.test(name)))].sort();
  return games.map((game) => ({ game, packageName: `@orrery/engine-${game}` }));
}
