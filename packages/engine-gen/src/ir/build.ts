// Small constructors of IR nodes, for tests and for passes that make new nodes: `card.suit`,
// `hand[seat]`, `count(c in X where ...)` read as they do in a rules file.

import type { AggregateOp, BuiltinName } from '@orrery/rules-lang';
import type { Ir, Local } from './expr';

export const num = (value: number): Ir => ({ kind: 'number', value });
export const local = (l: Local): Ir => ({ kind: 'local', local: l });
export const builtin = (name: BuiltinName): Ir => ({ kind: 'builtin', name });
export const option = (name: string): Ir => ({ kind: 'option', name });
export const variable = (key: string): Ir => ({ kind: 'variable', key });
export const suitOf = (card: Ir): Ir => ({ kind: 'card-attribute', attribute: 'suit', card });
export const faceOf = (card: Ir): Ir => ({ kind: 'card-attribute', attribute: 'face', card });
export const instance = (zone: string, owner: Ir): Ir => ({ kind: 'instance', zone, owner });
export const union = (zone: string, seats: Ir): Ir => ({
  kind: 'union',
  zone,
  seats,
  bag: false,
  known: false,
});
export const equal = (left: Ir, right: Ir): Ir => ({
  kind: 'equal',
  negated: false,
  by: 'value',
  left,
  right,
});
export const and = (left: Ir, right: Ir): Ir => ({ kind: 'logic', op: 'and', left, right });
export const or = (left: Ir, right: Ir): Ir => ({ kind: 'logic', op: 'or', left, right });
export const greater = (left: Ir, right: Ir): Ir => ({ kind: 'compare', op: '>', left, right });
export const isSuit = (subject: Ir, index: number, name: string): Ir => ({
  kind: 'is',
  subject,
  test: { of: 'suit', index, name },
});
export const aggregate = (
  op: AggregateOp,
  l: Local | undefined,
  collection: Ir,
  where?: Ir,
  body?: Ir,
): Ir => ({ kind: 'aggregate', op, local: l, collection, where, body });
