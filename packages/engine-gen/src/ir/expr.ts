// The expressions of a rules file as the generator's IR: every name resolved to what it means
// (an option, a zone, a suit's index, a local), every test and comparison said in the engine's
// own terms (a card by its index, a rank by its strength, cards of several copies compared by
// their base card). `lower-expr.ts` builds it from the linked model; the passes in `passes/`
// rewrite it into cheaper forms (bags for zones, a shape's constants, card masks); the printer
// (`../compile-expr.ts`) writes it as TypeScript.

import type {
  AggregateOp,
  BuiltinName,
  CardAttribute,
  CardsTestName,
  ResolvedDefine,
} from '@orrery/rules-lang';

/** A local (a loop's card, a parameter, a `let`): its declaring name, compared by identity. */
export interface Local {
  readonly text: string;
}

/** What `x is N` asks. */
export type IsTest =
  | { readonly of: 'suit'; readonly index: number; readonly name: string }
  | { readonly of: 'group'; readonly index: number; readonly name: string }
  | { readonly of: 'card'; readonly index: number; readonly name: string }
  | { readonly of: 'card-kind'; readonly name: string }
  | { readonly of: 'wild' }
  /** A suit (not a card) asked for its own suit or group. */
  | { readonly of: 'suit-is-suit'; readonly index: number }
  | { readonly of: 'suit-in-group'; readonly index: number };

export type Ir =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'option'; readonly name: string }
  /** An option a shape holds at one value, or the seat count a shape fixes (passes/shape.ts). */
  | {
      readonly kind: 'fixed';
      readonly of: 'option' | 'seat-count';
      readonly value: number | string;
    }
  | { readonly kind: 'option-value'; readonly value: number | string }
  | { readonly kind: 'variable'; readonly key: string }
  /** A definition, called. */
  | { readonly kind: 'define'; readonly define: ResolvedDefine }
  /**
   * A definition's body written out where it is used (passes/shape.ts): read where the state's
   * seat is the one to act, as a definition's own body is.
   */
  | { readonly kind: 'written-out'; readonly body: Ir }
  /** A zone as a whole: a shared zone's cards, or a per-owner zone's instances. */
  | { readonly kind: 'zone'; readonly name: string }
  | { readonly kind: 'suit'; readonly index: number; readonly name: string }
  | { readonly kind: 'rank'; readonly strength: number; readonly name: string }
  | { readonly kind: 'group'; readonly index: number; readonly name: string }
  | { readonly kind: 'card'; readonly index: number; readonly name: string }
  | { readonly kind: 'local'; readonly local: Local }
  | { readonly kind: 'builtin'; readonly name: BuiltinName }
  | { readonly kind: 'card-attribute'; readonly attribute: CardAttribute; readonly card: Ir }
  | {
      readonly kind: 'suit-attribute';
      readonly attribute: 'group' | 'suit-rank';
      readonly suit: Ir;
    }
  /** A card value (`c.points`); `value` is its name. */
  | { readonly kind: 'value'; readonly value: string; readonly card: Ir }
  /** `x[i]` of anything but a zone: a per-seat variable's entry. */
  | { readonly kind: 'index'; readonly object: Ir; readonly index: Ir }
  /** One owner's instance of a per-owner zone, kept as a list of cards. */
  | { readonly kind: 'instance'; readonly zone: string; readonly owner: Ir }
  /**
   * One owner's instance of a zone kept as a bag (passes/storage.ts): `slot` is the zone's slot
   * base; `stays` says the owner cannot change while moves are listed (a number, or `seat`).
   */
  | {
      readonly kind: 'bag';
      readonly zone: string;
      readonly owner: Ir;
      readonly slot: number;
      readonly stays: boolean;
    }
  | { readonly kind: 'not'; readonly operand: Ir }
  | { readonly kind: 'negate'; readonly operand: Ir }
  | { readonly kind: 'logic'; readonly op: 'and' | 'or'; readonly left: Ir; readonly right: Ir }
  | {
      readonly kind: 'arithmetic';
      readonly op: '+' | '-' | '*' | '/';
      readonly left: Ir;
      readonly right: Ir;
    }
  | {
      readonly kind: 'compare';
      readonly op: '<' | '<=' | '>' | '>=';
      readonly left: Ir;
      readonly right: Ir;
    }
  /**
   * `=` or `!=`: by value, by base card (cards where the deck has copies), or as collections
   * with the same members.
   */
  | {
      readonly kind: 'equal';
      readonly negated: boolean;
      readonly by: 'value' | 'base-card' | 'members';
      readonly left: Ir;
      readonly right: Ir;
    }
  | { readonly kind: 'is'; readonly subject: Ir; readonly test: IsTest }
  | { readonly kind: 'in'; readonly element: Ir; readonly collection: Ir }
  | {
      readonly kind: 'conditional';
      readonly condition: Ir;
      readonly then: Ir;
      readonly otherwise: Ir;
    }
  | { readonly kind: 'set'; readonly elements: readonly Ir[] }
  | { readonly kind: 'filter'; readonly local: Local; readonly collection: Ir; readonly where: Ir }
  | Aggregate
  | { readonly kind: 'top'; readonly zone: Ir }
  | Union
  | { readonly kind: 'seats-of'; readonly team: Ir }
  | { readonly kind: 'team-of'; readonly seat: Ir }
  /** `left of s`: with `seats`, the seat count a shape fixes (passes/shape.ts). */
  | {
      readonly kind: 'seat-beside';
      readonly side: 'left' | 'right';
      readonly seat: Ir;
      readonly seats?: number;
    }
  /** `all seats from s`: every seat in turn order from s (from seat 0 when s is none). */
  | { readonly kind: 'seats-from'; readonly seat: Ir }
  | { readonly kind: 'tricks-of'; readonly team: Ir }
  /** `same-rank(C)`, `same-suit(C)`, `run(C)` of a collection of cards. */
  | { readonly kind: 'cards-test'; readonly test: CardsTestName; readonly cards: Ir }
  // The forms below are made by passes only.
  /** The deck's cards of one suit, in deck order (passes/suit-walk.ts). */
  | { readonly kind: 'suit-cards'; readonly suit: Ir }
  /** No owner in `seats` holds a card of bag zone `zone` (passes/empty-bags.ts). */
  | {
      readonly kind: 'bags-empty';
      readonly zone: string;
      readonly seats: Ir;
      readonly known: boolean;
    }
  /**
   * An aggregate over a union, as the same aggregate over each owner's instance (`part`, about
   * the owner `owner`), combined (passes/over-owners.ts): no array of the whole union is built.
   */
  | {
      readonly kind: 'over-owners';
      readonly combine: 'any' | 'all' | 'sum';
      readonly union: Union;
      readonly owner: Local;
      readonly part: Ir;
    }
  | MaskQuery;

/**
 * `op(local in collection where where: body)`, `sum-groups(... to target)`, and `first(local
 * in collection where where)`, the first element that passes or `none`. With `suit` (passes/suit-walk.ts), the collection
 * is a bag whose `where` asks for that one suit: only that suit's cards are walked.
 */
export interface Aggregate {
  readonly kind: 'aggregate';
  readonly op: AggregateOp;
  readonly local: Local | undefined;
  readonly collection: Ir;
  readonly where: Ir | undefined;
  readonly body: Ir | undefined;
  readonly suit?: Ir;
  /** `sum-groups`' sum of each group, read outside `local`. */
  readonly target?: Ir;
  /** `first`'s none, when no element meets `where`: 0 for a rank, else -1. */
  readonly none?: number;
}

/**
 * `zone of seats`: with `bag`, the zone is kept as bags (passes/storage.ts); with `known`, the
 * shape written for lists the seats one by one (passes/shape.ts).
 */
export interface Union {
  readonly kind: 'union';
  readonly zone: string;
  readonly seats: Ir;
  readonly bag: boolean;
  readonly known: boolean;
  /** A bag's slot base (passes/storage.ts). */
  readonly slot?: number;
}

/** The cards `local` stands for in `tests`, all of which read nothing but that card. */
export interface CardMask {
  readonly local: Local;
  readonly tests: readonly Ir[];
  /** Whether a card is in the mask when every test holds, or when the last fails (and any other holds). */
  readonly when: 'all' | 'last-fails';
}

/** A card value for each card: a value's own table, or one made from a card-only body. */
export type CardValues =
  | { readonly of: 'value'; readonly value: string }
  | { readonly of: 'body'; readonly local: Local; readonly body: Ir };

/**
 * An aggregate over a bag, or a union of one, asked as a question about the cards of a mask
 * (passes/card-masks.ts): how many, whether any (or none), the sum of a body or a table.
 */
export type MaskQuery =
  | {
      readonly kind: 'mask-query';
      readonly ask: 'count' | 'any' | 'none';
      readonly source: Ir;
      readonly mask: CardMask;
    }
  | {
      readonly kind: 'mask-query';
      readonly ask: 'sum';
      readonly source: Ir;
      readonly mask: CardMask;
      readonly local: Local;
      readonly body: Ir;
    }
  | {
      readonly kind: 'mask-query';
      readonly ask: 'sum-of';
      readonly source: Ir;
      readonly values: CardValues;
      readonly mask: CardMask | undefined;
    };
