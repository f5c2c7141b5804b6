import { describe, expect, it } from 'vitest';
import { builtin, instance, local, num, union } from '../build';
import type { Ir } from '../expr';
import { storage } from './storage';

// IR in, IR out: a zone kept as bags is read through its bag; a zone kept as lists is not.

const facts = {
  bags: new Set(['hand']),
  zoneIndex: new Map([
    ['pile', 0],
    ['hand', 2],
  ]),
};
const s = { text: 's' };

describe('storage', () => {
  it("reads one owner's instance of a bag zone through the bag, with the zone's slot base", () => {
    expect(storage(instance('hand', builtin('seat')), facts)).toEqual({
      kind: 'bag',
      zone: 'hand',
      owner: builtin('seat'),
      slot: 128,
      stays: true,
    });
  });

  it('says an owner stays through a listing only for a number or the seat to act', () => {
    const stays = (owner: Ir) =>
      (storage(instance('hand', owner), facts) as { stays: boolean }).stays;
    expect(stays(num(1))).toBe(true);
    expect(stays(builtin('seat'))).toBe(true);
    expect(stays(local(s))).toBe(false);
    expect(stays(builtin('dealer'))).toBe(false);
  });

  it('leaves a zone kept as lists alone, and marks a union of a bag zone', () => {
    expect(storage(instance('pile', num(0)), facts)).toEqual(instance('pile', num(0)));
    expect(storage(union('hand', builtin('opponents')), facts)).toMatchObject({
      kind: 'union',
      bag: true,
      slot: 128,
    });
    expect(storage(union('pile', builtin('opponents')), facts)).toMatchObject({ bag: false });
  });

  it('rewrites inside other nodes, owners included', () => {
    const nested: Ir = { kind: 'top', zone: instance('hand', { kind: 'team-of', seat: local(s) }) };
    expect(storage(nested, facts)).toMatchObject({
      kind: 'top',
      zone: { kind: 'bag', owner: { kind: 'team-of' }, stays: false },
    });
  });
});
