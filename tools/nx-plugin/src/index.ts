import type { CreateNodesV2, TargetConfiguration } from '@nx/devkit';

/**
 * Infers, for each rules file, the engine project `packages/engines/<game>` with a cached
 * `generate` target: rules/tricks/whist.rules → packages/engines/whist. Its inputs are the rules
 * file and the sources of the language and the generator, so editing either regenerates.
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

/** The `generate` target of one engine project. */
export function generateTarget(rules: RulesFile): TargetConfiguration {
  return {
    executor: 'nx:run-commands',
    cache: true,
    inputs: [
      `{workspaceRoot}/${rules.path}`,
      '{workspaceRoot}/packages/engine-gen/src/**/*.ts',
      '{workspaceRoot}/packages/rules-lang/src/**/*.ts',
      '!{workspaceRoot}/packages/*/src/**/*.test.ts',
    ],
    outputs: ['{projectRoot}/src/generated'],
    options: {
      command: `node packages/cli/bin/orrery.js generate ${rules.path}`,
      cwd: '{workspaceRoot}',
    },
  };
}

export const createNodesV2: CreateNodesV2 = [
  RULES_GLOB,
  (files) =>
    files.map((file) => {
      const [rules] = findRulesFiles([file]);
      if (rules === undefined) return [file, {}] as const;
      const root = `packages/engines/${rules.game}`;
      return [
        file,
        { projects: { [root]: { root, targets: { generate: generateTarget(rules) } } } },
      ] as const;
    }),
];
