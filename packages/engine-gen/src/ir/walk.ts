// Walking the expression IR: a node's children, rebuilt through a function (what every pass
// does for the nodes it leaves alone), and a test of every node under a root.

import type { CardMask, CardValues, Ir } from './expr';

/** `e` with `f` applied to each of its direct children; `e` itself when none changed. */
export function mapChildren(e: Ir, f: (child: Ir) => Ir): Ir {
  const opt = (x: Ir | undefined) => (x === undefined ? undefined : f(x));
  switch (e.kind) {
    case 'number':
    case 'string':
    case 'option':
    case 'fixed':
    case 'option-value':
    case 'variable':
    case 'define':
    case 'zone':
    case 'suit':
    case 'rank':
    case 'group':
    case 'card':
    case 'local':
    case 'builtin':
      return e;
    case 'written-out':
      return { ...e, body: f(e.body) };
    case 'card-attribute':
    case 'value':
      return { ...e, card: f(e.card) };
    case 'suit-attribute':
      return { ...e, suit: f(e.suit) };
    case 'index':
      return { ...e, object: f(e.object), index: f(e.index) };
    case 'instance':
    case 'bag':
      return { ...e, owner: f(e.owner) };
    case 'not':
    case 'negate':
      return { ...e, operand: f(e.operand) };
    case 'logic':
    case 'arithmetic':
    case 'compare':
    case 'equal':
      return { ...e, left: f(e.left), right: f(e.right) };
    case 'is':
      return { ...e, subject: f(e.subject) };
    case 'in':
      return { ...e, element: f(e.element), collection: f(e.collection) };
    case 'conditional':
      return { ...e, condition: f(e.condition), then: f(e.then), otherwise: f(e.otherwise) };
    case 'set':
      return { ...e, elements: e.elements.map(f) };
    case 'filter':
      return { ...e, collection: f(e.collection), where: f(e.where) };
    case 'aggregate': {
      const suit = opt(e.suit);
      const target = opt(e.target);
      return {
        ...e,
        collection: f(e.collection),
        where: opt(e.where),
        body: opt(e.body),
        ...(suit === undefined ? {} : { suit }),
        ...(target === undefined ? {} : { target }),
      };
    }
    case 'top':
      return { ...e, zone: f(e.zone) };
    case 'union':
    case 'bags-empty':
      return { ...e, seats: f(e.seats) };
    case 'seats-of':
    case 'tricks-of':
      return { ...e, team: f(e.team) };
    case 'cards-test':
      return { ...e, cards: f(e.cards) };
    case 'team-of':
    case 'seat-beside':
    case 'seats-from':
      return { ...e, seat: f(e.seat) };
    case 'over-owners':
      return { ...e, union: { ...e.union, seats: f(e.union.seats) }, part: f(e.part) };
    case 'suit-cards':
      return { ...e, suit: f(e.suit) };
    case 'mask-query': {
      const mask = (m: CardMask): CardMask => ({ ...m, tests: m.tests.map(f) });
      const values = (v: CardValues): CardValues =>
        v.of === 'body' ? { ...v, body: f(v.body) } : v;
      switch (e.ask) {
        case 'sum':
          return { ...e, source: f(e.source), mask: mask(e.mask), body: f(e.body) };
        case 'sum-of':
          return {
            ...e,
            source: f(e.source),
            values: values(e.values),
            mask: e.mask === undefined ? undefined : mask(e.mask),
          };
        default:
          return { ...e, source: f(e.source), mask: mask(e.mask) };
      }
    }
  }
}

/** The direct children of `e`, in the order the printer writes them. */
export function childrenOf(e: Ir): Ir[] {
  const out: Ir[] = [];
  mapChildren(e, (child) => {
    out.push(child);
    return child;
  });
  return out;
}

/**
 * Whether `test` passes every node under `root` (root included): 'look-inside' goes on to the
 * children, 'accept' passes the node without looking inside, 'fail' stops the walk.
 */
export function everyIr(root: Ir, test: (e: Ir) => 'look-inside' | 'accept' | 'fail'): boolean {
  const verdict = test(root);
  if (verdict !== 'look-inside') return verdict === 'accept';
  return childrenOf(root).every((child) => everyIr(child, test));
}
