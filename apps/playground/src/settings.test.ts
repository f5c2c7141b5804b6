import { engine } from '@orrery/engine-starbuckaroos';
import { describe, expect, it } from 'vitest';
import { attributesFor, defaultSeats } from './settings';

describe('attributesFor', () => {
  it('passes seats and seed through and keeps only house rules that differ from the default', () => {
    const attrs = attributesFor(engine.meta, {
      seats: ['human', 'random'],
      seed: 42,
      options: { players: 2, target: 300 },
    });
    expect(attrs).toEqual({
      seats: 'human random',
      seed: '42',
      options: '{"target":300}',
      'save-key': 'playground-starbuckaroos',
    });
  });

  it('gives one seat per seat of the chosen rules', () => {
    expect(defaultSeats(engine.meta, { players: 4 }, 'random')).toEqual([
      'human',
      'random',
      'random',
      'random',
    ]);
    expect(defaultSeats(engine.meta, {}, 'random')).toHaveLength(2);
  });
});
