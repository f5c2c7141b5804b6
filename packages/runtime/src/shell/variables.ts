/**
 * The rules file's variables and records as a state keeps them (`state.v`), by their tables: a
 * shared variable is its value, a per-seat or per-team one an array of one value per owner; a
 * set or a list is an array. Every variables object of an engine gets its fields in the tables'
 * order, so all have one shape (one hidden class, which keeps the kernels' reads monomorphic).
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
  // A number or a rank counts from 0; a suit, seat, team, card or anything else is -1 for none.
  return v.type === 'number' || v.type === 'rank' ? 0 : -1;
}

export class VariableLayout {
  private readonly tables: readonly VariableTable[];
  private readonly keys: readonly string[];

  constructor(tables: readonly VariableTable[]) {
    this.tables = tables;
    this.keys = tables.map((t) => t.key);
  }

  /**
   * The variables at the start of a match: each the value `starts` gives for its key (for a
   * per-owner variable, each owner's in turn), else its type's nothing.
   */
  initial<S extends Omit<EngineState, 'v'>>(
    starts: { readonly [key: string]: (s: S) => unknown } | undefined,
    s: S,
  ): object {
    const v: Values = {};
    for (const table of this.tables) {
      const start = starts?.[table.key];
      const one = start === undefined ? () => defaultValue(table) : () => start(s);
      v[table.key] =
        table.owner === 'shared'
          ? one()
          : perOwner(table.owner === 'seat' ? s.seats : s.teams, one);
    }
    return v;
  }

  /** A deep copy of variable `i`'s value. */
  private copy(i: number, x: unknown): unknown {
    const table = this.tables[i]!;
    const nested = table.shape === 'set' || table.shape === 'list';
    if (table.owner === 'shared') return nested ? (x as number[]).slice() : x;
    return nested ? cloneLists(x as number[][]) : (x as unknown[]).slice();
  }

  // A copy is made at every copy of a state: each of the first eight variables is stored by a
  // line of its own, as zones.ts does and for the same reason (a store that always adds one key
  // is as fast as a literal's).

  /** A deep copy of the variables `v`, in the same shape. */
  clone(v: object): object {
    const from = v as Values;
    const out: Values = {};
    const k = this.keys;
    const n = k.length;
    if (n > 0) out[k[0]!] = this.copy(0, from[k[0]!]);
    if (n > 1) out[k[1]!] = this.copy(1, from[k[1]!]);
    if (n > 2) out[k[2]!] = this.copy(2, from[k[2]!]);
    if (n > 3) out[k[3]!] = this.copy(3, from[k[3]!]);
    if (n > 4) out[k[4]!] = this.copy(4, from[k[4]!]);
    if (n > 5) out[k[5]!] = this.copy(5, from[k[5]!]);
    if (n > 6) out[k[6]!] = this.copy(6, from[k[6]!]);
    if (n > 7) out[k[7]!] = this.copy(7, from[k[7]!]);
    for (let i = 8; i < n; i++) out[k[i]!] = this.copy(i, from[k[i]!]);
    return out;
  }
}
