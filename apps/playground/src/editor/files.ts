// The rules files the editor starts from: every rules file of the repo, with its text, as the
// build embeds them in rules-files.json (scripts/build-editor.ts), grouped as rules/ groups them.

export interface RulesFile {
  /** Relative to the repo, e.g. `rules/examples/spades.rules`. */
  readonly rulesPath: string;
  /** `seeds`, `examples` or `variants`: the folder of rules/ the file is in. */
  readonly group: string;
  readonly text: string;
}

const GROUP_TITLES: Readonly<Record<string, string>> = {
  seeds: 'Seed games',
  examples: 'Examples',
  variants: 'Variants',
};

/** The files by group, in the order the build listed them, each group with its heading. */
export function groupFiles(
  files: readonly RulesFile[],
): { readonly title: string; readonly files: readonly RulesFile[] }[] {
  const groups = new Map<string, RulesFile[]>();
  for (const f of files) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  return [...groups].map(([group, list]) => ({
    title: GROUP_TITLES[group] ?? group[0]!.toUpperCase() + group.slice(1),
    files: list,
  }));
}

/** The file's name without its folder, as the picker shows it. */
export function fileLabel(file: RulesFile): string {
  return file.rulesPath.slice(file.rulesPath.lastIndexOf('/') + 1);
}
