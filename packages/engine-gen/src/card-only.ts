// Which expressions read nothing but some cards and the deck's constants: those can be worked
// out for every card (or pair of cards) when the engine loads, as tables and bag masks.

import type { Expression, Name, Reference } from '@orrery/rules-lang';
import type { GenContext } from './context';
import { everyNode } from './every-node';
import { isStatic } from './emit/definitions';

/** Whether `e` reads nothing but the card `name` stands for and constants of the deck. */
export function cardOnly(ctx: GenContext, e: Expression, name: Name): boolean {
  return paramsOnly(ctx, e, [name]);
}

/**
 * Whether `e` reads nothing but the parameters `names` stand for and constants of the deck: it
 * can be worked out for any values of them, as no other state is read.
 */
export function paramsOnly(ctx: GenContext, e: Expression, names: readonly Name[]): boolean {
  return (
    isStatic(ctx, e) &&
    everyNode(e, (node) => {
      switch (node.kind) {
        case 'SetBuilder':
        case 'Aggregate':
          return 'fail';
        case 'Reference': {
          const sym = ctx.game.symbolOf(node as Reference);
          return sym.kind === 'local' && !names.includes(sym.declaration) ? 'fail' : 'accept';
        }
        case 'Member':
          // A value may read the state; an attribute is a constant of the card.
          return ctx.game.symbolOf((node as { member: Name }).member).kind === 'value'
            ? 'fail'
            : 'look-inside';
        default:
          return 'look-inside';
      }
    })
  );
}
