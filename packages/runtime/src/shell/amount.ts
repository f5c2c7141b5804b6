/** A number a rule gives (tables.ts `Amount`), as a function of the state. */

import type { Amount } from './tables';

export function amountOf<S extends { readonly options: object }>(a: Amount<S>): (s: S) => number {
  if (typeof a === 'number') return () => a;
  if (typeof a === 'function') return a;
  if ('option' in a) {
    const name = a.option;
    return (s) => Number((s.options as Record<string, unknown>)[name]);
  }
  const key = a.variable;
  return (s) => Number(((s as { readonly v?: object }).v as Record<string, unknown>)[key]);
}
