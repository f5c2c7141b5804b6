// The types of the rules language (SEMANTICS.md "Types"). The checker gives every expression
// one; the generator maps them onto TypeScript types.

import type { OwnerKind } from '../ast/ast';

export type ScalarKind =
  'number' | 'flag' | 'card' | 'suit' | 'rank' | 'group' | 'seat' | 'team' | 'string' | 'none';

export type Type =
  | { readonly kind: ScalarKind }
  /** A value of an enumerated option, e.g. `always` for option `draw`. */
  | { readonly kind: 'symbol'; readonly option: string }
  | { readonly kind: 'set' | 'list'; readonly of: Type }
  /**
   * A collection of cards: a zone instance (`hand[seat]`, `stock`: `zone` names it), a union of
   * zones, a filtered set of cards, or `deck`.
   */
  | { readonly kind: 'cards'; readonly zone: string | undefined }
  /** `a..b`, only as a move parameter's domain. */
  | { readonly kind: 'range' }
  /** A per-seat or per-team zone or variable before it is indexed: `hand`, `bid`. */
  | { readonly kind: 'per'; readonly owner: Exclude<OwnerKind, 'shared'>; readonly of: Type }
  /** The type of an expression that already has an error: compatible with anything. */
  | { readonly kind: 'unknown' };

export const T = {
  number: { kind: 'number' },
  flag: { kind: 'flag' },
  card: { kind: 'card' },
  suit: { kind: 'suit' },
  rank: { kind: 'rank' },
  group: { kind: 'group' },
  seat: { kind: 'seat' },
  team: { kind: 'team' },
  string: { kind: 'string' },
  none: { kind: 'none' },
  range: { kind: 'range' },
  unknown: { kind: 'unknown' },
  cards: { kind: 'cards', zone: undefined },
} as const satisfies Record<string, Type>;

export function setOf(of: Type): Type {
  return { kind: 'set', of };
}

export function listOf(of: Type): Type {
  return { kind: 'list', of };
}

/** The element type when `t` can be iterated (`for x in t`), else undefined. */
export function elementType(t: Type): Type | undefined {
  switch (t.kind) {
    case 'cards':
      return T.card;
    case 'set':
    case 'list':
      return t.of;
    case 'range':
      return T.number;
    case 'unknown':
      return T.unknown;
    default:
      return undefined;
  }
}

/** Two types a designer may compare with `=` or put one where the other is wanted. */
export function compatible(a: Type, b: Type): boolean {
  if (a.kind === 'unknown' || b.kind === 'unknown') return true;
  // `led.suit` may be none; comparing with none is how a rules file asks "is there one?"
  if (a.kind === 'none' || b.kind === 'none') return true;
  if (a.kind === 'cards' || b.kind === 'cards') {
    const other = a.kind === 'cards' ? b : a;
    return (
      other.kind === 'cards' ||
      ((other.kind === 'set' || other.kind === 'list') && compatible(other.of, T.card))
    );
  }
  if ((a.kind === 'set' || a.kind === 'list') && (b.kind === 'set' || b.kind === 'list')) {
    return compatible(a.of, b.of);
  }
  if (a.kind === 'symbol' && b.kind === 'symbol') return a.option === b.option;
  if (a.kind === 'per' && b.kind === 'per') return a.owner === b.owner && compatible(a.of, b.of);
  return a.kind === b.kind;
}

export function isCollection(t: Type): boolean {
  return elementType(t) !== undefined;
}

/** In the designer's words: `number`, `set of suits`, `cards`. */
export function typeName(t: Type): string {
  switch (t.kind) {
    case 'symbol':
      return `a value of option '${t.option}'`;
    case 'set':
    case 'list':
      return `${t.kind} of ${plural(t.of)}`;
    case 'cards':
      return t.zone === undefined ? 'cards' : `zone '${t.zone}'`;
    case 'per':
      return `per-${t.owner} ${typeName(t.of)}`;
    case 'range':
      return 'range';
    case 'unknown':
      return 'unknown';
    default:
      return t.kind;
  }
}

function plural(t: Type): string {
  const name = typeName(t);
  return t.kind === 'set' || t.kind === 'list' ? name : `${name}s`;
}
