// A card parameter's `where` that reads nothing but the card (`card is wild`) becomes a constant
// table, one entry per card, made when the engine loads: listing moves reads it instead of
// testing attributes, and a walk of a bag can visit only the table's cards (its bag mask).

import { cardOnly, type StaticValue } from '../card-only';
import type { ListedParam } from '../listing';

export function hasWhereTable(p: ListedParam, staticValue: StaticValue): boolean {
  return p.kind === 'card' && p.where !== undefined && cardOnly(p.where, p.local, staticValue);
}
