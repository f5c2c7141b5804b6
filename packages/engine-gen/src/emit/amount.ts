// A number a rule gives, as the runtime's `Amount` takes it: data where the rule names only a
// number, an option or a shared variable (the shell reads them), else a kernel the emitter
// writes.

import type { Expression } from '@orrery/rules-lang';
import { lowered } from '../compile-expr';
import type { GenContext } from '../context';
import { quote } from '../naming';

/** The `Amount` data of expression `e`, or undefined when it takes a kernel to work out. */
export function amountData(ctx: GenContext, e: Expression): string | undefined {
  const ir = lowered(ctx, e);
  switch (ir.kind) {
    case 'number':
      return String(ir.value);
    case 'option':
      return `{ option: ${quote(ir.name)} }`;
    case 'variable':
      return `{ variable: ${quote(ir.key)} }`;
    default:
      return undefined;
  }
}
