import { engine as annexation } from '@orrery/engine-annexation';
import { engine as crazyEights } from '@orrery/engine-crazy-eights';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as spades } from '@orrery/engine-spades';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { zoneKey } from '@orrery/rules-lang';
import { describe, expect, it } from 'vitest';
import { turnOf, zoneKeyOf, zoneOf, type AnyEngine, type TableView } from './table-view';

const ENGINES = [annexation, crazyEights, marsVenus, spades, starbuckaroos] as AnyEngine[];

describe('zoneOf', () => {
  it('keys a zone as the rules language does', () => {
    for (const name of ['hand', 'tricks-won', 'a-b-c', 'pile-2', 'x9-y', 'won-tricks-team'])
      expect(zoneKeyOf(name)).toBe(zoneKey({ name }));
  });

  it('finds a multi-word zone under its camel-case key', () => {
    const view = { zones: { tricksWon: [{ count: 2, cards: ['a', 'b'] }, { count: 0 }] } };
    expect(zoneOf(view as unknown as TableView, 'tricks-won', 0)?.cards).toEqual(['a', 'b']);
    expect(zoneOf(view as unknown as TableView, 'tricks-won', 1)?.count).toBe(0);
  });

  it("finds every zone of every engine's metadata in its views", () => {
    for (const engine of ENGINES) {
      const setup = engine.setup({ seed: 1 });
      if (!setup.ok) throw new Error(setup.error.message);
      const view = engine.view(setup.value, 0) as TableView;
      for (const zone of engine.meta.zones)
        expect(zoneOf(view, zone.name, 0), `${engine.meta.id} ${zone.name}`).toBeDefined();
    }
  });
});

describe('turnOf', () => {
  it("is the seat to choose, unless the view names another seat's turn it plays", () => {
    expect(turnOf({ toMove: 1 })).toBe(1);
    expect(turnOf({ toMove: 0, turn: 2 })).toBe(2);
    expect(turnOf({ toMove: null, turn: null })).toBeNull();
  });
});
