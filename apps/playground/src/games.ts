/**
 * The games the playground offers: one per rules file of the repo, as the build lists them in
 * games.json (scripts/build.ts). The page imports no engine: each game's bundle defines its
 * element, and the element class carries the engine's metadata (`meta`) for the form.
 */
export interface PlaygroundGame {
  readonly id: string;
  readonly tag: string;
  readonly title: string;
  /** `seeds`, `examples` or `variants`: the folder of rules/ the file is in. */
  readonly group: string;
  /** Relative to the repo, e.g. `rules/examples/spades.rules`. */
  readonly rulesPath: string;
  /** The bundle's file name beside the page. */
  readonly bundle: string;
}

const GROUP_TITLES: Readonly<Record<string, string>> = {
  seeds: 'Seed games',
  examples: 'Examples',
  variants: 'Variants',
};

/** The games by group, in the order the build listed them, each group with its heading. */
export function groupGames(
  games: readonly PlaygroundGame[],
): { readonly title: string; readonly games: readonly PlaygroundGame[] }[] {
  const groups = new Map<string, PlaygroundGame[]>();
  for (const g of games) groups.set(g.group, [...(groups.get(g.group) ?? []), g]);
  return [...groups].map(([group, list]) => ({
    title: GROUP_TITLES[group] ?? group[0]!.toUpperCase() + group.slice(1),
    games: list,
  }));
}

/** The players a seat can have, as `seats` attribute words. */
export const PLAYERS: readonly { readonly spec: string; readonly label: string }[] = [
  { spec: 'human', label: 'Person' },
  { spec: 'random', label: 'Bot: random' },
  { spec: 'greedy', label: 'Bot: greedy' },
  { spec: 'ismcts:300', label: 'Bot: ISMCTS 300' },
  { spec: 'ismcts:1000', label: 'Bot: ISMCTS 1000' },
];
