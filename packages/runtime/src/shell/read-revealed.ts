/**
 * The `revealed` field of a saved game (save.ts writes it where a `reveal` turned any zone face
 * up): zone instances by zone key, `{ "hand": [2] }`. Only a zone some `reveal` of the rules file
 * names may be there, each owner of the table once, in ascending order.
 */

import { asArray, asInt, asRecord, at, InputFault } from '../reader';
import type { Shell, ShellState } from './context';
import { NOTHING_REVEALED } from './reveal';

/** The slots a saved game's `revealed` names, ascending; none where it is absent. */
export function readRevealed(
  shell: Shell,
  value: unknown,
  path: string,
  s: Pick<ShellState, 'seats' | 'teams'>,
): readonly number[] {
  if (value === undefined) return NOTHING_REVEALED;
  const layout = shell.t.zones;
  const byZone = asRecord(value, path);
  const slots: number[] = [];
  for (const [key, owners] of Object.entries(byZone)) {
    const where = at(path, key);
    const i = layout.zones.findIndex((z) => z.key === key);
    if (i < 0) throw new InputFault(where, `this game has no zone '${key}'`);
    const zone = layout.zones[i]!;
    if (zone.revealable !== true) {
      throw new InputFault(where, `no rule of this game reveals zone '${zone.name}'`);
    }
    const list = asArray(owners, where);
    if (list.length === 0) throw new InputFault(where, `${where} names no ${zone.owner}`);
    const most = layout.owners(i, s) - 1;
    let last = -1;
    list.forEach((o, j) => {
      const owner = asInt(o, at(where, j), 0, most);
      if (owner <= last) {
        throw new InputFault(at(where, j), `${where} lists each ${zone.owner} once, in order`);
      }
      last = owner;
      slots.push(i * 64 + owner);
    });
  }
  return slots.length === 0 ? NOTHING_REVEALED : slots.sort((a, b) => a - b);
}
