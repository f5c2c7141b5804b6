// What the interpreter's parts share: the state it plays on (the same fields, zones and
// variables a generated engine keeps, so the two compare field by field), the values rules
// expressions evaluate to, and the context every part is built in.
//
// The linked model is turned once into closures (`Eval`), one per expression or statement,
// that read and change the state: no text is generated and nothing runs as code. Locals (`let`,
// `for`, parameters, aggregate variables) live in one array of slots, a slot per declaring name,
// which is safe because evaluation never re-enters a binder it is inside (the checker refuses
// cycles through definitions and values).

import type { Range, ResolvedDefine, ResolvedValue } from '@orrery/rules-lang';
import type {
  CardSets,
  Deck,
  EngineState,
  GameEvent,
  ZoneField,
  ZoneLayout,
} from '@orrery/runtime';
import type { GenContext } from '../context';
import type { Local } from '../ir/expr';

export type Zones = Record<string, ZoneField>;
/** A variable as the state keeps it: one value, or one per seat or team. */
export type VariableValue = number | boolean | number[] | boolean[] | number[][];
export type Variables = Record<string, VariableValue>;
export type State = EngineState<string, Record<string, string | number>, Zones, Variables>;

/** What an expression evaluates to: a number (card, suit, seat ...), a flag, a string, a list. */
export type Value = number | boolean | string | number[] | number[][] | boolean[] | Int32Array;

/** An expression, ready to evaluate on a state. */
export type Eval<T extends Value = Value> = (s: State) => T;

/** Where events go: the engine's list, or none on the fast path. */
export type Sink = GameEvent[] | undefined;

/** Who `seat` and `team` are where an expression is evaluated (compile-expr.ts's `Place`). */
export interface Place {
  readonly seat: Eval<number> | undefined;
  readonly team: Eval<number> | undefined;
  /** The team a rule event is about inside a loop over teams (compile-stmt.ts). */
  readonly eventTeam?: Eval<number> | undefined;
  /** `winner`, the seat that took the trick, in a trick phase's `at trick end`. */
  readonly winner?: Eval<number>;
}

/** The seat to act and its team: moves, hooks and definitions are evaluated there. */
export const ACTING: Place = {
  seat: (s) => s.seat,
  team: (s) => s.seat % s.teams,
};

/** Nowhere in particular: scoring, the deal, trick winners, phase conditions. */
export const NOWHERE: Place = { seat: undefined, team: undefined };

/** The interpreter of one game: its model, the generator's choices, its tables. */
export interface Interp {
  readonly ctx: GenContext;
  readonly deck: Deck;
  readonly layout: ZoneLayout;
  readonly seatNames: readonly string[];
  /** Every local's value, by slot. */
  readonly locals: Value[];
  /** The slot of a local, by its declaring name. */
  readonly slots: Map<Local, number>;
  /** Definitions and card values, each turned into closures once, where first met. */
  readonly defines: Map<ResolvedDefine, Eval>;
  readonly values: Map<ResolvedValue, (s: State, card: number) => number>;
  /** Index of each move name in the move table, for `owe`. */
  readonly moveIndex: ReadonlyMap<string, number>;
  /** The sets of cards moves have named, by id (a set parameter's value in a code). */
  readonly cardSets: CardSets;
}

/** The slot of the local declared by `name`, given one the first time it is asked for. */
export function slotOf(interp: Interp, name: Local): number {
  let slot = interp.slots.get(name);
  if (slot === undefined) {
    slot = interp.locals.length;
    interp.locals.push(0);
    interp.slots.set(name, slot);
  }
  return slot;
}

/** Thrown while building the interpreter, for a construct it cannot play yet. */
export class NotInterpreted extends Error {
  readonly node: { readonly range: Range } | undefined;
  constructor(message: string, node?: { readonly range: Range }) {
    super(message);
    this.node = node;
  }
}
