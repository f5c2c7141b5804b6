// The variables of an interpreted engine (definitions.ts of the generator): the starting value
// the rules file gives a variable, and the resets of each lifetime. The runtime makes and copies
// `state.v` from the variable tables, as it does for a generated engine.

import type { ResolvedVariable, Type } from '@orrery/rules-lang';
import { perOwner } from '@orrery/runtime';
import { byValue, evaluator } from './expressions';
import { NOWHERE, type Eval, type Interp, type State, type Value, type Variables } from './values';

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
  /** The starting value of each variable the rules file gives one, by key (each owner's). */
  readonly starts: { readonly [key: string]: (s: Omit<State, 'v'>) => unknown };
  /** Gives the variables of a lifetime their starting values again; undefined when it has none. */
  reset(life: 'hand' | 'trick' | 'turn'): ((s: State) => void) | undefined;
}

export function variableKernels(interp: Interp): VariableKernels {
  const given = (v: ResolvedVariable): Eval | undefined =>
    v.initial === undefined ? undefined : byValue(interp, NOWHERE, v.initial);
  const starts: Record<string, (s: Omit<State, 'v'>) => unknown> = {};
  for (const { variable, key } of interp.ctx.variables) {
    const start = given(variable);
    if (start !== undefined) starts[key] = (s) => start(s as State);
  }
  const resets = (life: 'hand' | 'trick' | 'turn') => {
    const some = interp.ctx.variables.filter(({ variable }) => variable.lifetime === life);
    if (some.length === 0) return undefined;
    const steps = some.map(({ variable, key }): ((s: State) => void) => {
      const nested = variable.type.kind === 'set' || variable.type.kind === 'list';
      const one = given(variable) ?? defaultValue(variable.type);
      if (variable.owner === 'shared') {
        return (s) => {
          s.v[key] = one(s) as Variables[string];
        };
      }
      if (nested) {
        return (s) => {
          const count = variable.owner === 'seat' ? s.seats : s.teams;
          s.v[key] = perOwner(count, () => one(s)) as Variables[string];
        };
      }
      // One plain value per seat or team: written over in place.
      const plain =
        variable.initial === undefined ? one : evaluator(interp, NOWHERE, variable.initial);
      return (s) => {
        const a = s.v[key] as Value[];
        for (let k = 0; k < a.length; k++) a[k] = plain(s);
      };
    });
    return (s: State) => {
      for (const step of steps) step(s);
    };
  };
  return { starts, reset: resets };
}
