import type { GameMeta, VariableMeta } from '@orrery/runtime';
import type { TableView } from './table-view';

/** What a reload needs to keep knowing which seat variables were set. */
export interface SeatVariablesData {
  /** Each variable's value (as JSON) when its life began: the hand for a `var`, the match for a `record`. */
  readonly start: Readonly<Record<string, string>>;
  readonly set: readonly string[];
}

/**
 * Which per-seat variables (`meta.variables` owned by a seat, such as a bid) mean something now,
 * so a seat's badge does not show a value no rule has set: one is shown once its value differs
 * from the value it began with, for the rest of its life (the hand for a `var`, the match for a
 * `record`). A phase that never happens under the house rules never sets it, so it stays hidden.
 *
 * The engine's metadata does not say which phase sets a variable, nor whether a phase applies
 * under the options; watching the values is what it allows. A seat that sets a variable to its
 * starting value (a bid of 0 when every bid starts at 0) shows once any seat's value changes.
 */
export class SeatVariables {
  readonly #vars: readonly VariableMeta[];
  #start = new Map<string, string>();
  #set = new Set<string>();

  constructor(meta: GameMeta) {
    this.#vars = meta.variables.filter((v) => v.owner === 'seat');
  }

  /** Keys (in a view's `variables`) of the per-seat variables worth showing now. */
  get shown(): ReadonlySet<string> {
    return new Set(this.#set);
  }

  noteView(view: TableView): void {
    for (const { key } of this.#vars) {
      const now = JSON.stringify(view.variables[key] ?? null);
      const start = this.#start.get(key);
      if (start === undefined) this.#start.set(key, now);
      else if (start !== now) this.#set.add(key);
    }
  }

  /** A hand ended: its `var`s begin again with the next hand's first view. */
  endHand(): void {
    for (const v of this.#vars) {
      if (v.storage !== 'var') continue;
      this.#start.delete(v.key);
      this.#set.delete(v.key);
    }
  }

  toJSON(): SeatVariablesData {
    return { start: Object.fromEntries(this.#start), set: [...this.#set] };
  }

  /** Restores `toJSON` output; returns false (and changes nothing) when it does not fit. */
  load(data: unknown): boolean {
    if (typeof data !== 'object' || data === null) return false;
    const { start, set } = data as Partial<SeatVariablesData>;
    if (typeof start !== 'object' || start === null || !Array.isArray(set)) return false;
    const entries = Object.entries(start);
    if (!entries.every(([, v]) => typeof v === 'string')) return false;
    if (!set.every((k) => typeof k === 'string')) return false;
    this.#start = new Map(entries);
    this.#set = new Set(set);
    return true;
  }
}
