// The variables and zones of an interpreted engine, kept as a generated engine keeps them
// (definitions.ts, zones.ts of the generator): per-owner values as arrays, sets and lists as
// arrays, bags as bitsets; their starting values, copies, and the resets of each lifetime.

import type { ResolvedVariable, Type } from '@orrery/rules-lang';
import { cloneLists, emptyLists, perOwner, type ZoneField } from '@orrery/runtime';
import { zoneField } from './collections';
import { byValue, evaluator } from './expressions';
import {
  NOWHERE,
  type Eval,
  type Interp,
  type State,
  type Value,
  type Variables,
  type Zones,
} from './values';

/** What a variable starts at, as a generated engine's `initial` writes it. */
function initial(interp: Interp, v: ResolvedVariable): Eval {
  const one = v.initial === undefined ? defaultValue(v.type) : byValue(interp, NOWHERE, v.initial);
  if (v.owner === 'shared') return one;
  const seat = v.owner === 'seat';
  return (s) => perOwner(seat ? s.seats : s.teams, () => one(s)) as Value;
}

function defaultValue(t: Type): Eval {
  switch (t.kind) {
    case 'number':
    case 'rank':
      return () => 0;
    case 'flag':
      return () => false;
    case 'set':
    case 'list':
      return () => [];
    default:
      return () => -1;
  }
}

export interface VariableKernels {
  initialVariables(s: Omit<State, 'v'>): Variables;
  cloneVariables(v: Variables): Variables;
  /** Gives the variables of a lifetime their starting values again; undefined when it has none. */
  reset(life: 'hand' | 'trick' | 'turn'): ((s: State) => void) | undefined;
}

export function variableKernels(interp: Interp): VariableKernels {
  const all = interp.ctx.variables.map(({ variable, key }) => ({
    variable,
    key,
    start: initial(interp, variable),
    nested: variable.type.kind === 'set' || variable.type.kind === 'list',
  }));
  const resets = (life: 'hand' | 'trick' | 'turn') => {
    const some = all.filter(({ variable }) => variable.lifetime === life);
    if (some.length === 0) return undefined;
    const steps = some.map(({ variable, key, start, nested }): ((s: State) => void) => {
      if (variable.owner === 'shared' || nested) {
        return (s) => {
          s.v[key] = start(s) as Variables[string];
        };
      }
      // One plain value per seat or team: written over in place.
      const one =
        variable.initial === undefined
          ? defaultValue(variable.type)
          : evaluator(interp, NOWHERE, variable.initial);
      return (s) => {
        const a = s.v[key] as Value[];
        for (let k = 0; k < a.length; k++) a[k] = one(s);
      };
    });
    return (s: State) => {
      for (const step of steps) step(s);
    };
  };
  return {
    initialVariables: (s) => {
      const v: Variables = {};
      for (const { key, start } of all) v[key] = start(s as State) as Variables[string];
      return v;
    },
    cloneVariables: (v) => {
      const out: Variables = {};
      for (const { variable, key, nested } of all) {
        const x = v[key]!;
        if (variable.owner === 'shared') out[key] = nested ? (x as number[]).slice() : x;
        else out[key] = nested ? cloneLists(x as number[][]) : (x as number[]).slice();
      }
      return out;
    },
    reset: resets,
  };
}

export interface ZoneKernels {
  emptyZones(seats: number, teams: number): Zones;
  cloneZones(z: Zones): Zones;
}

export function zoneKernels(interp: Interp): ZoneKernels {
  const W = interp.ctx.bagWords;
  const zones = interp.ctx.game.zones.map((z) => ({
    key: zoneField(z.name),
    owner: z.owner,
    bag: interp.ctx.bags.has(z.name),
  }));
  return {
    emptyZones: (seats, teams) => {
      const z: Zones = {};
      for (const { key, owner, bag } of zones) {
        const count = owner === 'seat' ? seats : owner === 'team' ? teams : 1;
        z[key] = bag ? new Int32Array(count * W) : owner === 'shared' ? [] : emptyLists(count);
      }
      return z;
    },
    cloneZones: (z) => {
      const out: Zones = {};
      for (const { key, owner, bag } of zones) {
        const field = z[key]!;
        out[key] =
          owner === 'shared' || bag
            ? (field as number[] | Int32Array).slice()
            : cloneLists(field as number[][]);
      }
      return out as Record<string, ZoneField>;
    },
  };
}
