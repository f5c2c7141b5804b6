/**
 * The rules file's variables and records as a state keeps them (`state.v`), by their tables: a
 * shared variable is its value, a per-seat or per-team one an array of one value per owner; a
 * set or a list is an array. Made and copied field by field in the tables' order, so every
 * variables object of an engine has one shape.
 */

import { cloneLists } from '../helpers';
import { perOwner } from './seats';
import type { EngineState } from './state';
import type { VariableTable } from './tables';

type Values = Record<string, unknown>;

/** What a variable of this table holds before anything sets it: its type's nothing. */
export function defaultValue(v: VariableTable): unknown {
  if (v.shape === 'flag') return false;
  if (v.shape === 'set' || v.shape === 'list') return [];
  // A number or a rank counts from 0; a suit, seat, team or card is -1 for none.
  return v.of === 'number' || v.of === 'rank' ? 0 : -1;
}

/**
 * The variables at the start of a match: each the value `starts` gives for its key (for a
 * per-owner variable, each owner's in turn), else its type's nothing.
 */
export function initialVariables<S extends Omit<EngineState, 'v'>>(
  tables: readonly VariableTable[],
  starts: { readonly [key: string]: (s: S) => unknown } | undefined,
  s: S,
): object {
  const v: Values = {};
  for (const table of tables) {
    const start = starts?.[table.key];
    const one = start === undefined ? () => fresh(defaultValue(table)) : () => start(s);
    v[table.key] = table.owner === 'shared' ? one() : perOwner(owners(table, s), one);
  }
  return v;
}

/** A deep copy of the variables `v`. */
export function cloneVariables(tables: readonly VariableTable[], v: object): object {
  const from = v as Values;
  const out: Values = {};
  for (const table of tables) {
    const x = from[table.key];
    const nested = table.shape === 'set' || table.shape === 'list';
    if (table.owner === 'shared') out[table.key] = nested ? (x as number[]).slice() : x;
    else out[table.key] = nested ? cloneLists(x as number[][]) : (x as unknown[]).slice();
  }
  return out;
}

function owners(table: VariableTable, s: { readonly seats: number; readonly teams: number }) {
  return table.owner === 'seat' ? s.seats : s.teams;
}

/** A new array for an empty set or list: no two variables share one. */
function fresh(value: unknown): unknown {
  return Array.isArray(value) ? [] : value;
}
