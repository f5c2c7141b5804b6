// Which IR expressions read nothing but some cards and the deck's constants: those can be
// worked out for every card (or pair of cards) when the engine loads, as tables and bag masks.

import type { Ir, Local } from './expr';
import { everyIr } from './walk';

/** Whether a card value (by name) depends on the card alone. */
export type StaticValue = (value: string) => boolean;

/** Whether `e` depends on the cards it is about alone, so it can be a constant table. */
export function isStatic(e: Ir, staticValue: StaticValue): boolean {
  return everyIr(e, (x) => {
    switch (x.kind) {
      case 'option':
      case 'fixed':
      case 'variable':
      case 'define':
      case 'written-out':
      case 'zone':
      case 'instance':
      case 'bag':
      case 'seats-from': // the seats in turn order depend on the seat count
        return 'fail';
      case 'builtin':
        return ['true', 'false', 'suits', 'wild'].includes(x.name) ? 'accept' : 'fail';
      case 'value':
        return staticValue(x.value) ? 'look-inside' : 'fail';
      default:
        return 'look-inside';
    }
  });
}

/**
 * Whether `e` reads nothing but the locals `locals` and constants of the deck: it can be worked
 * out for any values of them, as no other state is read.
 */
export function paramsOnly(e: Ir, locals: readonly Local[], staticValue: StaticValue): boolean {
  return (
    isStatic(e, staticValue) &&
    everyIr(e, (x) => {
      switch (x.kind) {
        case 'filter':
        case 'aggregate':
          return 'fail';
        case 'value':
          // A value may read the state; an attribute is a constant of the card.
          return 'fail';
        case 'local':
          return locals.includes(x.local) ? 'accept' : 'fail';
        default:
          return 'look-inside';
      }
    })
  );
}

/** Whether `e` reads nothing but the card `local` stands for and constants of the deck. */
export function cardOnly(e: Ir, local: Local, staticValue: StaticValue): boolean {
  return paramsOnly(e, [local], staticValue);
}
