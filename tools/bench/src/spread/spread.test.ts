import { describe, expect, it } from 'vitest';
import { spreadOf } from './spread';

describe('the spread of a ratio over isolates', () => {
  const isolates = [
    { engine: 'fast', rates: [200, 210, 190] },
    { engine: 'hw', rates: [300, 320, 310] },
    { engine: 'fast', rates: [150, 160, 140] },
    { engine: 'hw', rates: [250, 240, 260] },
    { engine: 'fast', rates: [240, 250, 230] },
  ];

  it("takes each isolate's median, then the median over an engine's isolates", () => {
    const s = spreadOf(isolates, 'fast', 'hw');
    expect(s.medians).toEqual({ fast: [200, 150, 240], hw: [310, 250] });
    expect(s.typical).toEqual({ fast: 200, hw: 280 });
    expect(s.ratio).toBeCloseTo(200 / 280, 9);
  });

  it('gives the lowest and highest ratio one isolate of each could read', () => {
    const s = spreadOf(isolates, 'fast', 'hw');
    expect(s.pairs.min).toBeCloseTo(150 / 310, 9);
    expect(s.pairs.max).toBeCloseTo(240 / 250, 9);
  });

  it('refuses an engine with no isolate', () => {
    expect(() => spreadOf(isolates, 'fast', 'pure')).toThrow(/no isolate of pure/);
  });
});
