import type { GameMeta, VariableMeta } from '@orrery/runtime';
import type { TableView } from './table-view';

/** Which seat variables were set, for the saved match (loading rebuilds it from the moves). */
export interface SeatVariablesData {
  /** Each variable's value (as JSON) when its life began: the hand for a `var`, the match for a `record`. */
  readonly start: Readonly<Record<string, string>>;
  readonly set: readonly string[];
}

/**
 * Which per-seat variables (`meta.variables` owned by a seat, such as a bid) mean something now,
 * so a seat's badge does not show a value no rule has set. A variable that moves set (its
 * `setBy`, such as `bid`) is shown for a seat once that seat has made such a move, for the rest
 * of the variable's life (the hand for a `var`, the match for a `record`): a bid of 0 shows, a
 * seat that has not bid yet shows nothing. One that only hooks or scoring set is shown, for
 * every seat, once its value differs from the value it began with. A phase that never happens
 * under the house rules never sets either, so they stay hidden.
 *
 * `shown` holds `key` (every seat) or `key#seat` (that seat).
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

  /** `seat` made a move of this type: the variables it sets now mean something for that seat. */
  noteMove(seat: number, type: string): void {
    for (const { key, setBy } of this.#vars)
      if (setBy.includes(type)) this.#set.add(`${key}#${seat}`);
  }

  noteView(view: TableView): void {
    for (const { key, setBy } of this.#vars) {
      if (setBy.length > 0) continue; // moves say when these are set
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
      for (const shown of [...this.#set])
        if (shown === v.key || shown.startsWith(`${v.key}#`)) this.#set.delete(shown);
    }
  }

  toJSON(): SeatVariablesData {
    return { start: Object.fromEntries(this.#start), set: [...this.#set] };
  }
}
