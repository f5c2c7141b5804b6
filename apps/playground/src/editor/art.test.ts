import { describe, expect, it } from 'vitest';
import { ART_SETS } from '@orrery/rules-lang';
import { genericArt } from '@orrery/web';
import { ART_SETS_BY_NAME, artSetOf } from './art';

describe('artSetOf', () => {
  it('has every art set the rules language names, and the generic face otherwise', () => {
    expect(Object.keys(ART_SETS_BY_NAME).sort()).toEqual([...ART_SETS].sort());
    for (const name of ART_SETS) expect(artSetOf({ art: name, suits: {} })).not.toBe(genericArt);
    expect(artSetOf({ suits: {} })).toBe(genericArt);
  });
});
