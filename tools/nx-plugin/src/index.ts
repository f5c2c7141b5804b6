import type { CreateNodesV2 } from '@nx/devkit';

/**
 * Will infer a `generate` target for each rules file (rules/<game>.rules → the engine package
 * packages/engines/<game>). The generator does not exist yet, so for now the plugin only finds
 * the rules files and contributes nothing; `findRulesFiles` is what the tests pin down.
 */
export const RULES_GLOB = 'rules/**/*.rules';

export interface RulesFile {
  readonly path: string;
  readonly game: string;
}

/** The game each rules file defines, named by the file: rules/tricks/whist.rules → whist. */
export function findRulesFiles(files: readonly string[]): RulesFile[] {
  return files
    .filter((file) => /^rules\/(?:[^/]+\/)*[a-z][a-z0-9-]*\.rules$/.test(file))
    .map((file) => ({ path: file, game: file.slice(file.lastIndexOf('/') + 1, -'.rules'.length) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export const createNodesV2: CreateNodesV2 = [
  RULES_GLOB,
  (files) => {
    findRulesFiles(files);
    // No generator yet: each file yields an empty result, so `nx run-many -t generate` has no
    // projects to run and succeeds.
    return files.map((file) => [file, {}] as const);
  },
];
