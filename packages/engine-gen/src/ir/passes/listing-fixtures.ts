// Hand-built moves as their listing reads them, for the listing passes' tests.

import { builtin, faceOf, greater, local } from '../build';
import type { Ir, Local } from '../expr';
import type { ListedMove, ListedParam } from '../listing';

export const card: Local = { text: 'card' };
export const target: Local = { text: 'target' };
export const hand: Ir = { kind: 'bag', zone: 'hand', owner: builtin('seat'), slot: 0, stays: true };
export const area: Ir = {
  kind: 'union',
  zone: 'area',
  seats: builtin('opponents'),
  bag: true,
  known: false,
  slot: 64,
};

export function cardParam(l: Local, collection: Ir, where?: Ir): ListedParam {
  return { local: l, kind: 'card', domain: { kind: 'collection', collection }, where };
}

/** `capture(card in hand[seat], target in area of opponents)`, requiring target.face <= card.face. */
export function capture(overrides: Partial<ListedMove> = {}): ListedMove {
  return {
    index: 3,
    when: undefined,
    params: [cardParam(card, hand), cardParam(target, area)],
    requires: [{ code: 'too-low', condition: greater(faceOf(local(card)), faceOf(local(target))) }],
    ...overrides,
  };
}
