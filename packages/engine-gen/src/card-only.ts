// Which expressions read nothing but some cards and the deck's constants: those can be worked
// out for every card (or pair of cards) when the engine loads, as tables and bag masks.

import type { Expression, Name, Reference, ResolvedValue } from '@orrery/rules-lang';
import type { GenContext } from './context';
import { identifier } from './escape';
import { everyNode } from './every-node';

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

/** The table of a value that depends on the card alone, one entry a card: `VALUE_POINTS`. */
export function valueTable(value: string): string {
  return identifier(`VALUE_${value.replace(/-/g, '_').toUpperCase()}`);
}

/** Whether an expression depends on the card alone, so it can be a constant table. */
export function isStatic(ctx: GenContext, e: Expression): boolean {
  return everyNode(e, (node) => {
    if (node.kind === 'Reference') {
      const sym = ctx.game.symbolOf(node as Reference);
      if (['option', 'variable', 'define', 'zone'].includes(sym.kind)) return 'fail';
      if (sym.kind === 'builtin' && !['true', 'false', 'suits', 'wild'].includes(sym.name))
        return 'fail';
      if (sym.kind === 'value' && !staticValue(ctx, sym.value)) return 'fail';
      return 'accept';
    }
    if (node.kind === 'Member') {
      const m = node as { object: Expression; member: Name };
      const sym = ctx.game.symbolOf(m.member);
      if (sym.kind === 'value' && !staticValue(ctx, sym.value)) return 'fail';
      return isStatic(ctx, m.object) ? 'accept' : 'fail';
    }
    return 'look-inside';
  });
}

const staticValues = new WeakMap<ResolvedValue, boolean>();

/**
 * Whether a card value depends on the card alone, worked out once a value: a value that uses
 * another twice (`c.a + c.a`) would otherwise be walked 2^n times n values deep.
 */
function staticValue(ctx: GenContext, value: ResolvedValue): boolean {
  const known = staticValues.get(value);
  if (known !== undefined) return known;
  staticValues.set(value, false); // a cycle, which the checker refuses
  const result = isStatic(ctx, value.body);
  staticValues.set(value, result);
  return result;
}
