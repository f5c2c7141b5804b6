import { describe, expect, it } from 'vitest';
import { groupGames, type PlaygroundGame } from './games';

const game = (id: string, group: string): PlaygroundGame => ({
  id,
  tag: `${id}-game`,
  title: id,
  group,
  rulesPath: `rules/${id}.rules`,
  bundle: `${id}-game.js`,
});

describe('groupGames', () => {
  it('keeps the build order and gives each folder a heading', () => {
    const groups = groupGames([
      game('a', 'seeds'),
      game('b', 'seeds'),
      game('c', 'examples'),
      game('d', 'variants'),
      game('e', 'drafts'),
    ]);
    expect(groups.map((g) => [g.title, g.games.map((x) => x.id)])).toEqual([
      ['Seed games', ['a', 'b']],
      ['Examples', ['c']],
      ['Variants', ['d']],
      ['Drafts', ['e']],
    ]);
  });

  it('is empty when there are no games', () => {
    expect(groupGames([])).toEqual([]);
  });
});
