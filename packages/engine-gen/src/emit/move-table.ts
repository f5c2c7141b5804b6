// Move codes in generated TypeScript: packing a move's parameter values with its index into one
// number and back (the table itself is ../ir/moves.ts).

import { NUMBER_OFFSET } from '@orrery/runtime';
import { paramKind, type MoveEntry } from '../ir/moves';

/** TypeScript packing parameter values (already numbers) with a move index into a code. */
export function encodeExpr(entry: MoveEntry, values: readonly string[]): string {
  let packed = '';
  for (let i = values.length - 1; i >= 0; i--) {
    const kind = paramKind(entry.params[i]!.type);
    const v = kind === 'number' ? `(${values[i]} + ${NUMBER_OFFSET})` : values[i]!;
    packed = packed === '' ? v : `${v} + 4096 * (${packed})`;
  }
  return packed === '' ? String(entry.index) : `${entry.index} + 64 * (${packed})`;
}

/** TypeScript for each parameter value of a move code held in `code`: the inverse of encodeExpr. */
export function decodeExprs(entry: MoveEntry, code: string): string[] {
  // Codes of up to two parameters stay below 2^30, so shifts are exact; three need division.
  const small = entry.params.length <= 2;
  return entry.params.map((p, k) => {
    // A set of cards, always the last parameter: its id may take more than 12 bits.
    if (p.type.kind === 'cards')
      return `GAME.cardSets.cards(Math.floor(${code} / ${64 * 4096 ** k}))`;
    const raw = small
      ? `((${code} >> ${6 + 12 * k}) & 4095)`
      : `(Math.floor(${code} / ${64 * 4096 ** k}) % 4096)`;
    return paramKind(p.type) === 'number' ? `(${raw} - ${NUMBER_OFFSET})` : raw;
  });
}
