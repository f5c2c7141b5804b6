import type { GameMeta, Move } from '@orrery/runtime';
import { moveLabel } from './move-labels';
import { seatName } from './names';

/**
 * "North: Pass (3 hidden cards)": a move as a person who may not see every card it names reads
 * it in the log. `move` is the move with each such card replaced by null (the runtime's
 * `redact`, as the server sends moves): those cards are left out of its words, and it says how many
 * were hidden. The one text the local table and online play both write.
 */
export function shownMoveText(
  meta: GameMeta,
  deckNames: ReadonlyMap<string, string>,
  seat: number,
  move: Readonly<Record<string, unknown>>,
  /** The seat whose turn it was, where `seat` played it for it (`played by`). */
  turn = seat,
): string {
  let hidden = 0;
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(move)) {
    if (value === null) hidden++;
    else if (Array.isArray(value)) {
      const seen = value.filter((v) => v !== null);
      hidden += value.length - seen.length;
      if (seen.length > 0) shown[key] = seen;
    } else shown[key] = value;
  }
  const words = moveLabel(meta, deckNames, shown as Move);
  const note = hidden === 0 ? '' : hidden === 1 ? ' (a hidden card)' : ` (${hidden} hidden cards)`;
  const who =
    turn === seat ? seatName(meta, seat) : `${seatName(meta, seat)} for ${seatName(meta, turn)}`;
  return `${who}: ${words}${note}`;
}
