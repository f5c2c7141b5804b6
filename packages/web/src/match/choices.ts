import type { GameMeta, Move } from '@orrery/runtime';
import { firstCardOf } from './move-cards';
import { setChoicesOf, setShapeOf, type SetChoices } from './set-choices';

/**
 * What a person can choose now, sorted by where they choose it, from the legal moves and the
 * moves' declared parameter kinds:
 * - `hand`: cards of their hand that some move plays or some set takes (tap the card);
 * - `targets`: cards on the table a tap settles: the other card of a move whose card was picked
 *   (a capture's target), or a table card that is itself the move (take the top of a pile);
 * - `picks`: cards on the table a tap adds to the picked cards or takes back (a set capture);
 * - `options`: the rest of a picked card's moves (lay it, name a suit), as buttons by the card;
 * - `others`: moves that play no card (pass, bid, draw), kept apart from the card choices;
 * - `sets`: the set moves the picked cards may become (see set-choices.ts), never buttons each.
 */
export interface Choices {
  readonly hand: ReadonlySet<string>;
  readonly targets: ReadonlyMap<string, Move>;
  readonly picks: ReadonlySet<string>;
  readonly options: readonly Move[];
  readonly others: readonly Move[];
  readonly sets: SetChoices;
}

/** The card parameters a move declares, in order. */
function cardParams(meta: GameMeta, move: Move): string[] {
  const declared = meta.moves.find((m) => m.type === move.type);
  return (declared?.params ?? []).filter((p) => p.kind === 'card').map((p) => p.name);
}

/**
 * `picked`: the cards picked so far, in order (set-choices.ts). One picked card is the card of
 * a move that still needs a choice, as before sets: its options and targets are listed.
 */
export function choicesOf(
  meta: GameMeta,
  legal: readonly Move[],
  held: ReadonlySet<string>,
  picked: readonly string[],
): Choices {
  const chosen = picked.length === 1 ? picked[0]! : null;
  const hand = new Set<string>();
  const targets = new Map<string, Move[]>();
  const options: Move[] = [];
  const others: Move[] = [];
  for (const move of legal) {
    const shape = setShapeOf(meta, move);
    if (shape !== null) {
      for (const c of shape.leads.length > 0 ? shape.leads.slice(0, 1) : shape.set)
        if (held.has(c)) hand.add(c);
      continue;
    }
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
    } else if (picked.length === 0 && !held.has(first)) {
      targets.set(first, [...(targets.get(first) ?? []), move]);
    }
  }
  const sets = setChoicesOf(meta, legal, picked);
  const picks = new Set([...sets.addable, ...picked].filter((c) => !held.has(c)));
  // A table card two moves could take is no single tap: those moves become buttons. Nor is
  // one a tap adds to a set: with nothing picked, its moves join the others.
  const single = new Map<string, Move>();
  for (const [card, moves] of targets)
    if (moves.length === 1 && !picks.has(card)) single.set(card, moves[0]!);
    else if (picks.has(card) && chosen === null) others.push(...moves);
    else options.push(...moves);
  return { hand, targets: single, picks, options, others, sets };
}
