import { describe, expect, it } from 'vitest';
import { createNodesV2, findRulesFiles, RULES_GLOB } from './index';

describe('findRulesFiles', () => {
  it('finds rules files under rules/ and names the game after the file', () => {
    expect(
      findRulesFiles([
        'rules/whist.rules',
        'rules/tricks/hearts.rules',
        'docs/x.rules',
        'rules/a.md',
      ]),
    ).toEqual([
      { path: 'rules/tricks/hearts.rules', game: 'hearts' },
      { path: 'rules/whist.rules', game: 'whist' },
    ]);
  });
});

describe('createNodesV2', () => {
  it('infers an engine project with a cached generate target for each rules file', async () => {
    const [glob, createNodes] = createNodesV2;
    expect(glob).toBe(RULES_GLOB);
    const context = { nxJsonConfiguration: {}, workspaceRoot: '/repo' };
    const results = await createNodes(
      ['rules/variants/whist-to-5.rules', 'docs/x.rules'],
      undefined,
      context,
    );
    expect(results[1]).toEqual(['docs/x.rules', {}]);
    const [file, result] = results[0]!;
    expect(file).toBe('rules/variants/whist-to-5.rules');
    const project = result.projects?.['packages/engines/whist-to-5'];
    expect(project?.root).toBe('packages/engines/whist-to-5');
    const generate = project?.targets?.generate;
    expect(generate?.cache).toBe(true);
    expect(generate?.inputs).toContain('{workspaceRoot}/rules/variants/whist-to-5.rules');
    expect(generate?.inputs).toContain('{workspaceRoot}/packages/engine-gen/src/**/*.ts');
    expect(generate?.outputs).toEqual(['{projectRoot}/src/generated']);
    expect(generate?.options?.command).toBe(
      'node packages/cli/bin/orrery.js generate rules/variants/whist-to-5.rules',
    );
  });
});
