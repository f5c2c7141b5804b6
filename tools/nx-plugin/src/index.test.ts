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
  it('matches rules files and contributes nothing yet', async () => {
    const [glob, createNodes] = createNodesV2;
    expect(glob).toBe(RULES_GLOB);
    const context = { nxJsonConfiguration: {}, workspaceRoot: '/repo' };
    const results = await createNodes(['rules/whist.rules'], undefined, context);
    expect(results).toEqual([['rules/whist.rules', {}]]);
  });
});
