import { describe, expect, it } from 'vitest';
import { engineCatalog } from './index';

describe('engineCatalog', () => {
  it('sorts games, drops duplicates and non-package folders', () => {
    expect(engineCatalog(['whist', '.cache', 'hearts', 'whist', 'README.md'])).toEqual([
      { game: 'hearts', packageName: '@orrery/engine-hearts' },
      { game: 'whist', packageName: '@orrery/engine-whist' },
    ]);
  });

  it('is empty when there are no engines', () => {
    expect(engineCatalog([])).toEqual([]);
  });
});
