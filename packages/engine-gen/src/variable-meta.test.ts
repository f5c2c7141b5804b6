import { engine as annexation } from '@orrery/engine-annexation';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import type { GameMeta } from '@orrery/runtime';
import { describe, expect, it } from 'vitest';

const setBy = (meta: GameMeta, name: string) => meta.variables.find((v) => v.name === name)?.setBy;

describe('variable metadata', () => {
  it('names the moves whose effects set each variable, from the rules file', () => {
    expect(setBy(starbuckaroos.meta, 'bid')).toEqual(['bid']); // set bid[seat] = points
    expect(setBy(starbuckaroos.meta, 'decided')).toEqual(['draw', 'skip-draw']);
    expect(setBy(starbuckaroos.meta, 'quiet')).toEqual(['lay', 'capture', 'nova', 'pass']);
    expect(setBy(annexation.meta, 'annexed')).toEqual(['annex']); // add suit to annexed[team]
  });

  it('leaves it empty where only hooks or scoring set a variable', () => {
    expect(setBy(annexation.meta, 'whole')).toEqual([]);
    expect(setBy(annexation.meta, 'replaced')).toEqual([]);
  });
});
