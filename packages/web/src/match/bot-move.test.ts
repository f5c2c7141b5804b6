import { engine as annexation } from '@orrery/engine-annexation';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { describe, expect, it } from 'vitest';
import { chooseBotMove } from './bot-move';
import type { AnyEngine, TableView } from './table-view';

const engines: readonly AnyEngine[] = [marsVenus, starbuckaroos, annexation];

describe('chooseBotMove', () => {
  for (const engine of engines) {
    it(`${engine.meta.id}: every bot spec picks a legal move from the seat's view, the same for the same seed`, () => {
      const setup = engine.setup({ seed: 8 });
      if (!setup.ok) throw new Error(setup.error.message);
      const seat = engine.toMove(setup.value)!;
      const view = engine.view(setup.value, seat) as TableView;
      for (const spec of ['random', 'greedy:2', 'ismcts:20']) {
        const move = chooseBotMove(engine, { spec, seat, view, seed: 5 });
        expect(view.legal).toContainEqual(move);
        expect(chooseBotMove(engine, { spec, seat, view, seed: 5 })).toEqual(move);
      }
    });
  }
});
