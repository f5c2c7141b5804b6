import { describe, expect, it } from 'vitest';
import { SIMULATED_MATCHES, matchesToSimulate } from './simulate-count';

describe('matchesToSimulate', () => {
  it('is 1,000 unless the address asks for a whole number from 1 to 1,000', () => {
    expect(SIMULATED_MATCHES).toBe(1000);
    expect(matchesToSimulate('')).toBe(1000);
    expect(matchesToSimulate('?matches=20')).toBe(20);
    expect(matchesToSimulate('?x=1&matches=1')).toBe(1);
    expect(matchesToSimulate('?matches=5000')).toBe(1000);
    for (const bad of ['0', '-3', '2.5', '1e3', 'ten', '', '007'])
      expect(matchesToSimulate(`?matches=${bad}`)).toBe(1000);
  });
});
