// A walk whose test asks for one suit (`c.suit = x`, `c is hearts`, either side, as one of its
// `and`s) walks only that suit's cards: over the whole deck, the suit's own cards in deck
// order; over a bag, the suit's bits. The test is still made, so the result is the same, with a
// fifth of the work in a deck of five suits.

import type { Ir, Local } from '../expr';
import { everyIr, mapChildren } from '../walk';

export function suitWalk(e: Ir): Ir {
  const rewrite = (x: Ir): Ir => {
    const y = mapChildren(x, rewrite);
    if (y.kind === 'filter' && isDeck(y.collection)) {
      const suit = suitAsked(y.local, y.where);
      return suit === undefined ? y : { ...y, collection: { kind: 'suit-cards', suit } };
    }
    if (y.kind !== 'aggregate' || y.local === undefined || y.where === undefined) return y;
    if (isDeck(y.collection)) {
      const suit = suitAsked(y.local, y.where);
      return suit === undefined ? y : { ...y, collection: { kind: 'suit-cards', suit } };
    }
    if (y.collection.kind === 'bag') {
      const suit = suitAsked(y.local, y.where);
      return suit === undefined ? y : { ...y, suit };
    }
    return y;
  };
  return rewrite(e);
}

function isDeck(e: Ir): boolean {
  return e.kind === 'builtin' && e.name === 'deck';
}

/** The one suit `where` asks `local` to have, if it asks for one. */
export function suitAsked(local: Local, where: Ir): Ir | undefined {
  const isLocal = (x: Ir) => x.kind === 'local' && x.local === local;
  const suitOfLocal = (x: Ir) =>
    x.kind === 'card-attribute' && x.attribute === 'suit' && isLocal(x.card);
  const free = (x: Ir) => everyIr(x, (node) => (isLocal(node) ? 'fail' : 'look-inside'));
  switch (where.kind) {
    case 'logic':
      return where.op === 'and'
        ? (suitAsked(local, where.left) ?? suitAsked(local, where.right))
        : undefined;
    case 'is':
      return isLocal(where.subject) && where.test.of === 'suit'
        ? { kind: 'number', value: where.test.index }
        : undefined;
    case 'equal':
      if (where.negated) return undefined;
      if (suitOfLocal(where.left) && free(where.right)) return where.right;
      if (suitOfLocal(where.right) && free(where.left)) return where.left;
      return undefined;
    default:
      return undefined;
  }
}
