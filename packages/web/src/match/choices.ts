import type { GameMeta, Move } from '@orrery/runtime';
import { firstCardOf } from './move-cards';

/**
 * What a person can choose now, sorted by where they choose it, from the legal moves and the
 * moves' declared parameter kinds:
 * - `hand`: cards of their hand that some move plays (tap the card);
 * - `targets`: cards on the table a tap settles: the other card of a move whose card was picked
 *   (a capture's target), or a table card that is itself the move (take the top of a pile);
 * - `options`: the rest of a picked card's moves (lay it, name a suit), as buttons by the card;
 * - `others`: moves that play no card (pass, bid, draw), kept apart from the card choices.
 */
export interface Choices {
  readonly hand: ReadonlySet<string>;
  readonly targets: ReadonlyMap<string, Move>;
  readonly options: readonly Move[];
  readonly others: readonly Move[];
}

/** The card parameters a move declares, in order. */
function cardParams(meta: GameMeta, move: Move): string[] {
  const declared = meta.moves.find((m) => m.type === move.type);
  return (declared?.params ?? []).filter((p) => p.kind === 'card').map((p) => p.name);
}

export function choicesOf(
  meta: GameMeta,
  legal: readonly Move[],
  held: ReadonlySet<string>,
  chosen: string,
): Choices {
  const hand = new Set<string>();
  const targets = new Map<string, Move[]>();
  const options: Move[] = [];
  const others: Move[] = [];
  for (const move of legal) {
    const first = firstCardOf(meta, move);
    if (first === null) {
      others.push(move);
      continue;
    }
    if (held.has(first)) hand.add(first);
    if (first === chosen) {
      const second = cardParams(meta, move)[1];
      const target = second === undefined ? undefined : move[second];
      if (typeof target === 'string') targets.set(target, [...(targets.get(target) ?? []), move]);
      else options.push(move);
    } else if (chosen === '' && !held.has(first)) {
      targets.set(first, [...(targets.get(first) ?? []), move]);
    }
  }
  // A table card two moves could take is no single tap: those moves become buttons.
  const single = new Map<string, Move>();
  for (const [card, moves] of targets)
    if (moves.length === 1) single.set(card, moves[0]!);
    else options.push(...moves);
  return { hand, targets: single, options, others };
}
