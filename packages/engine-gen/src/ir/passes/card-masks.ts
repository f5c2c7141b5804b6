// An aggregate over a bag (or a union of one) whose tests read nothing but the card becomes a
// question about the cards of a bag mask (../card-only.ts): `count` counts them, `any` asks for
// one, `all` asks for none of the cards that fail, `sum` sums a card-only table of values over
// them, or a body over the cards of the mask. The printer makes each mask once when the engine
// loads (../../card-masks.ts).

import type { CardMask, CardValues, Ir } from '../expr';
import { cardOnly, type StaticValue } from '../card-only';
import { mapChildren } from '../walk';

export interface CardMaskFacts {
  /** Whether the game keeps any zone as bags: without bags there are no masks. */
  readonly bags: boolean;
  readonly staticValue: StaticValue;
}

export function cardMasks(e: Ir, facts: CardMaskFacts): Ir {
  if (!facts.bags) return e;
  const rewrite = (x: Ir): Ir => {
    const y = mapChildren(x, rewrite);
    if (y.kind !== 'aggregate') return y;
    const c = y.collection;
    const source =
      c.kind === 'bag' || (c.kind === 'union' && c.bag && y.op !== 'max' && y.op !== 'min');
    return source ? (maskQuery(y, c.kind === 'bag', facts) ?? y) : y;
  };
  return rewrite(e);
}

function maskQuery(
  e: Extract<Ir, { kind: 'aggregate' }>,
  instance: boolean,
  facts: CardMaskFacts,
): Ir | undefined {
  const local = e.local;
  if (local === undefined) return undefined;
  const source = e.collection;
  const mask = (tests: readonly Ir[], when: CardMask['when']): CardMask | undefined =>
    tests.every((t) => cardOnly(t, local, facts.staticValue)) ? { local, tests, when } : undefined;
  const given = [e.where, e.body].filter((t): t is Ir => t !== undefined);
  switch (e.op) {
    case 'count':
    case 'any': {
      if (given.length === 0) return undefined;
      const m = mask(given, 'all');
      return m === undefined ? undefined : { kind: 'mask-query', ask: e.op, source, mask: m };
    }
    case 'all': {
      if (e.body === undefined) return undefined;
      // Every card that passes `where` passes the body: none passes `where` and fails it.
      const m = mask(given, 'last-fails');
      return m === undefined ? undefined : { kind: 'mask-query', ask: 'none', source, mask: m };
    }
    case 'sum': {
      const values = e.body === undefined ? undefined : cardValues(e.body, e, facts);
      const kept = e.where === undefined ? undefined : mask([e.where], 'all');
      if (values !== undefined && (e.where === undefined || kept !== undefined))
        return { kind: 'mask-query', ask: 'sum-of', source, values, mask: kept };
      // A body over the cards of a mask is asked of one bag at a time only.
      if (e.where === undefined || !instance || kept === undefined) return undefined;
      if (e.body === undefined) return { kind: 'mask-query', ask: 'count', source, mask: kept };
      return { kind: 'mask-query', ask: 'sum', source, mask: kept, local, body: e.body };
    }
    default:
      return undefined;
  }
}

/**
 * A table of `body` for each card, when it reads nothing but the aggregate's card: a card value
 * that depends on the card alone (`c.points`) is its own table, anything else a table made
 * from the body.
 */
function cardValues(
  body: Ir,
  e: Extract<Ir, { kind: 'aggregate' }>,
  facts: CardMaskFacts,
): CardValues | undefined {
  const local = e.local!;
  if (body.kind === 'value' && body.card.kind === 'local' && body.card.local === local) {
    return facts.staticValue(body.value) ? { of: 'value', value: body.value } : undefined;
  }
  return cardOnly(body, local, facts.staticValue) ? { of: 'body', local, body } : undefined;
}
