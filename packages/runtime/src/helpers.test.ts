import { describe, expect, it } from 'vitest';
import { teamLabel } from './helpers';

describe('teamLabel', () => {
  const names = ['South', 'West', 'North', 'East'];

  it('names a partnership by letter, from its team index', () => {
    expect(teamLabel(names, [0, 2], 0)).toBe('Team A');
    expect(teamLabel(names, [1, 3], 1)).toBe('Team B');
  });

  it("names a one-seat team by its seat's name, or Seat N past the names given", () => {
    expect(teamLabel(names, [1], 1)).toBe('West');
    expect(teamLabel([], [2], 2)).toBe('Seat 3');
  });
});
