import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from './suggest';

describe('suggestions', () => {
  it.each([
    ['neptun', 'neptune', 1],
    ['fats', 'fast', 1],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('%s → %s is %i edits', (a, b, n) => expect(editDistance(a, b)).toBe(n));

  it('suggests only a close name, ignoring case', () => {
    expect(didYouMean('Neptun', ['earth', 'neptune'])).toBe("did you mean 'neptune'?");
    expect(didYouMean('zzz', ['earth', 'neptune'])).toBeUndefined();
  });
});
