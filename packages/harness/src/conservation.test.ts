import { describe, expect, it } from 'vitest';
import { checkConservation, countCards } from './index';

const deck = ['AS', 'KS', 'QS', 'JS'];

describe('card conservation', () => {
  it('counts cards across zones', () => {
    const counts = countCards({ north: ['AS', 'KS'], trick: ['AS'], stock: [] });
    expect(Object.fromEntries(counts)).toEqual({ AS: 2, KS: 1 });
  });

  it('accepts a layout that holds each card exactly once', () => {
    const report = checkConservation(deck, { north: ['AS', 'JS'], south: ['QS'], stock: ['KS'] });
    expect(report.ok).toBe(true);
  });

  it('names missing, duplicated and unknown cards', () => {
    const report = checkConservation(deck, { north: ['AS', 'AS'], south: ['2H'], stock: ['KS'] });
    expect(report).toMatchObject({
      ok: false,
      missing: ['JS', 'QS'],
      duplicated: ['AS'],
      unknown: ['2H'],
    });
  });
});
