// The statements of a rules file (moves, hooks, scoring) as the generator's IR: each expression
// in them lowered (expr.ts), each choice the language leaves to the engine said as data (whether
// a value is copied as it is kept, whether a loop walks teams), and the zone operations said one
// card move at a time. `lower-stmt.ts` builds it; the passes in `passes/` annotate it (where a
// move's card still is, a walk of a bag into another bag); the printer (`../compile-stmt.ts`)
// and the interpreter (`../interpret/statements.ts`) play it.

import type { Range } from '@orrery/rules-lang';
import type { Reason } from './reason';
import type { CardMask, Ir, Local } from './expr';

export type Stmt =
  /** `set x = v`, `set x[i] = v`; `copy` when the value is a collection held elsewhere. */
  | {
      readonly kind: 'set';
      readonly range: Range;
      readonly target: Ir;
      readonly value: Ir;
      readonly copy: boolean;
    }
  /** `add v to x`: pushed onto a list, added to a set (`list` false). */
  | {
      readonly kind: 'add';
      readonly range: Range;
      readonly target: Ir;
      readonly value: Ir;
      readonly list: boolean;
    }
  | { readonly kind: 'remove'; readonly range: Range; readonly target: Ir; readonly value: Ir }
  /** `move A, B to Z`: each of `moves` in order. */
  | {
      readonly kind: 'move';
      readonly range: Range;
      readonly moves: readonly CardMove[];
      readonly to: Ir;
    }
  | {
      readonly kind: 'score';
      readonly range: Range;
      readonly team: Ir;
      readonly points: Ir;
      readonly reason: Reason | undefined;
    }
  | {
      readonly kind: 'if';
      readonly range: Range;
      readonly branches: readonly { readonly condition: Ir; readonly body: readonly Stmt[] }[];
      readonly otherwise: readonly Stmt[] | undefined;
    }
  /** `for x in C where W { }`; `overTeams` when it walks teams (its events are about each). */
  | {
      readonly kind: 'for';
      readonly range: Range;
      readonly local: Local;
      readonly collection: Ir;
      readonly where: Ir | undefined;
      readonly body: readonly Stmt[];
      readonly overTeams: boolean;
    }
  /** `for i in A..B where W { }`: both ends worked out once. */
  | {
      readonly kind: 'for-range';
      readonly range: Range;
      readonly local: Local;
      readonly from: Ir;
      readonly to: Ir;
      readonly where: Ir | undefined;
      readonly body: readonly Stmt[];
    }
  | {
      readonly kind: 'repeat';
      readonly range: Range;
      readonly count: Ir;
      readonly body: readonly Stmt[];
    }
  | {
      readonly kind: 'let';
      readonly range: Range;
      readonly local: Local;
      readonly value: Ir;
      readonly copy: boolean;
    }
  /** `owe T MOVE`: `move` is the move's index in the move table. */
  | { readonly kind: 'owe'; readonly range: Range; readonly team: Ir; readonly move: number }
  | {
      readonly kind: 'event';
      readonly range: Range;
      readonly name: string;
      readonly reason: Reason | undefined;
    }
  | { readonly kind: 'again' | 'skip' | 'reverse'; readonly range: Range }
  | { readonly kind: 'next-turn'; readonly range: Range; readonly seat: Ir }
  /**
   * `reveal Z[o]`: the zone instance `zone * 64 + owner` face up for all until the hand ends;
   * `owner` is undefined for a shared zone (instance 0). Never of a zone visible to all: such a
   * reveal changes nothing and is left out as the block is lowered.
   */
  | {
      readonly kind: 'reveal';
      readonly range: Range;
      readonly zone: number;
      readonly owner: Ir | undefined;
    }
  /** `require`: the moves' business (they check it before playing), no effect here. */
  | { readonly kind: 'require'; readonly range: Range };

/** Where a move's card parameter is as the move begins (passes/came-from.ts). */
export type CameFrom =
  | { readonly zone: string; readonly owner: Ir }
  /** In one of the instances of a bag zone, per seat or per team. */
  | { readonly zone: string; readonly owners: 'seat' | 'team' };

/** One card, or cards, that a `move` statement moves. */
export type CardMove =
  /** `top of Z`: popped off its list. */
  | { readonly kind: 'top'; readonly zone: Ir }
  /**
   * One card; with `from`, where it is known to be (a bag's instance or instances). With
   * `maybeNone`, the top of a collection built for the read (`top of {c in hand[seat] where
   * ...}`): -1 when it is empty, and then nothing moves.
   */
  | {
      readonly kind: 'card';
      readonly card: Ir;
      readonly from?: CameFrom;
      readonly maybeNone?: boolean;
    }
  /**
   * A collection of cards. With `walk` (passes/bag-walk.ts), a filter over a bag (or a union of
   * one) moved into another zone's bag: its bits walked, masked where the test reads only the
   * card, each card taken out by its bit (`from`).
   */
  | {
      readonly kind: 'cards';
      readonly cards: Ir;
      readonly walk?: {
        readonly local: Local;
        readonly source: Ir;
        readonly where: Ir;
        readonly mask: CardMask | undefined;
      };
    };
