// Names of the tables a generated engine keeps of the card values that depend on the card alone
// (which ones do is ../ir/card-only.ts's question, asked by ir/passes/index.ts `staticValues`).

import { identifier } from './escape';

/** The table of a value that depends on the card alone, one entry a card: `VALUE_POINTS`. */
export function valueTable(value: string): string {
  return identifier(`VALUE_${value.replace(/-/g, '_').toUpperCase()}`);
}
