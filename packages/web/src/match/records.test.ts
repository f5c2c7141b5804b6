import { engine as annexation } from '@orrery/engine-annexation';
import { engine as crazyEights } from '@orrery/engine-crazy-eights';
import { describe, expect, it } from 'vitest';
import { tableFacts, teamRecords } from './records';
import type { AnyEngine, TableView } from './table-view';

const meta = (annexation as AnyEngine).meta;

describe('teamRecords', () => {
  it("names each team's kept suits, held as ids or as places in the suit list", () => {
    const records = teamRecords(meta, {
      variables: { annexed: [['mars'], []], replaced: [[], [4]] },
    });
    expect(records.map((r) => [r.key, r.values])).toEqual([
      ['annexed', [['Mars'], []]],
      ['replaced', [[], ['Saturn']]],
    ]);
  });

  it('reads the suits a real match records, by their names in the metadata', () => {
    const setup = annexation.setup({ seed: 2 });
    if (!setup.ok) throw new Error(setup.error.message);
    let state: unknown = setup.value;
    const names = new Set(meta.suits.map((s) => s.name));
    for (let n = 0; n < 3000; n++) {
      const view = annexation.view(state as never, 0) as unknown as TableView;
      const kept = teamRecords(meta, view).flatMap((r) => r.values.flat());
      if (kept.length > 0) {
        expect(kept.every((k) => names.has(k))).toBe(true);
        return;
      }
      const legal = annexation.legalMoves(state as never);
      const applied = annexation.apply(state as never, legal[n % legal.length]);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.state;
    }
    throw new Error('no suit was recorded in 3000 moves');
  });
});

describe('tableFacts', () => {
  const eights = (crazyEights as AnyEngine).meta;

  it('names a titled shared variable by its value, and leaves out one that is none', () => {
    // crazy-eights.rules: `var current "Suit to follow": suit`, and `var passes` with no title.
    const suit = eights.suits[2]!;
    expect(tableFacts(eights, { variables: { current: 2, passes: 3 } })).toEqual([
      { key: 'current', title: 'Suit to follow', value: suit.name },
    ]);
    expect(tableFacts(eights, { variables: { current: suit.id, passes: 3 } })).toEqual([
      { key: 'current', title: 'Suit to follow', value: suit.name },
    ]);
    expect(tableFacts(eights, { variables: { current: -1, passes: 3 } })).toEqual([]);
  });

  it('shows nothing for a game whose shared variables have no title', () => {
    expect(tableFacts(meta, { variables: { annexed: [[], []] } })).toEqual([]);
  });
});
