import { describe, expect, it } from 'vitest';
import { aggregate, builtin, isSuit, local, union } from '../build';
import type { Ir } from '../expr';
import { overOwners } from './over-owners';

// IR in, IR out: an aggregate over a union is the aggregate over each owner's instance.

const c = { text: 'c' };
const red = isSuit(local(c), 0, 'red');

describe('over owners', () => {
  it("splits count, any and all over a union into each owner's instance", () => {
    const out = overOwners(aggregate('count', c, union('pile', builtin('opponents')), red));
    expect(out).toMatchObject({ kind: 'over-owners', combine: 'sum' });
    if (out.kind !== 'over-owners') throw new Error('not split');
    expect(out.part).toEqual(
      aggregate('count', c, { kind: 'instance', zone: 'pile', owner: local(out.owner) }, red),
    );
    expect(overOwners(aggregate('any', c, union('pile', builtin('opponents')), red))).toMatchObject(
      { combine: 'any' },
    );
    expect(overOwners(aggregate('all', c, union('pile', builtin('opponents')), red))).toMatchObject(
      { combine: 'all' },
    );
  });

  it("reads a bag union's owners through their bags", () => {
    const bags: Ir = {
      kind: 'union',
      zone: 'hand',
      seats: builtin('all-seats'),
      bag: true,
      known: false,
      slot: 64,
    };
    const out = overOwners(aggregate('count', undefined, bags));
    expect(out).toMatchObject({
      kind: 'over-owners',
      part: { collection: { kind: 'bag', zone: 'hand', slot: 64, stays: false } },
    });
  });

  it('leaves max, min and aggregates over anything else alone', () => {
    const untouched = [
      aggregate('max', c, union('pile', builtin('opponents')), undefined, local(c)),
      aggregate('count', c, builtin('deck'), red),
    ];
    for (const e of untouched) expect(overOwners(e)).toEqual(e);
  });
});
