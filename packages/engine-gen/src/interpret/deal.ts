// The deal of an interpreted engine (deal.ts and the option kernels of the generator): seats
// and copies of the deck under the options, cards dealt each, and the first dealer, a seat or
// a cut (the runtime's cutForDealer draws from the state's generator).

import type { Expression } from '@orrery/rules-lang';
import { cutForDealer } from '@orrery/runtime';
import { evaluator, number } from './expressions';
import { NOWHERE, slotOf, type Interp, type State } from './values';

export interface DealKernels {
  seatCount(options: State['options']): number;
  copies(options: State['options']): number;
  dealSize(s: State): number;
  firstDealer(s: State): number;
}

export function dealKernels(interp: Interp): DealKernels {
  const g = interp.ctx.game;
  const onOptions = (e: Expression | undefined, fallback: number) => {
    if (e === undefined) return () => fallback;
    const f = number(interp, NOWHERE, e);
    return (options: State['options']) => f({ options } as State);
  };
  const copies = g.deck.copies;
  const count = onOptions(copies?.count, 1);
  const when = copies?.when === undefined ? undefined : evaluator(interp, NOWHERE, copies.when);
  const each = g.deal === undefined ? () => 0 : number(interp, NOWHERE, g.deal.each);
  const cut = (): ((s: State) => number) => {
    if (g.cut === undefined) return () => 0;
    const { ranking, again } = g.cut;
    const slot = slotOf(interp, ranking.card);
    const keys = ranking.keys.map((k) => evaluator(interp, NOWHERE, k));
    const cutAgain = again === undefined ? undefined : evaluator(interp, NOWHERE, again);
    const { locals } = interp;
    return (s) =>
      cutForDealer(
        s,
        (c) => {
          locals[slot] = c;
          return keys.map((k) => +k(s));
        },
        cutAgain === undefined
          ? undefined
          : (c) => {
              locals[slot] = c;
              return Boolean(cutAgain(s));
            },
      );
  };
  const fd = g.firstDealer;
  const choice = (c: NonNullable<typeof fd>['choice']): ((s: State) => number) => {
    if (c.kind === 'seat') {
      const seat = c.seat.value;
      return () => seat;
    }
    return cut();
  };
  let firstDealer: (s: State) => number;
  if (fd === undefined) firstDealer = () => 0;
  else if (fd.when === undefined || fd.otherwise === undefined) firstDealer = choice(fd.choice);
  else {
    const test = evaluator(interp, NOWHERE, fd.when);
    const yes = choice(fd.choice);
    const no = choice(fd.otherwise);
    firstDealer = (s) => (test(s) ? yes(s) : no(s));
  }
  return {
    seatCount: onOptions(g.seats, 2),
    copies: (options) =>
      copies === undefined
        ? 1
        : when === undefined
          ? count(options)
          : when({ options } as State)
            ? count(options)
            : 1,
    dealSize: each,
    firstDealer,
  };
}
