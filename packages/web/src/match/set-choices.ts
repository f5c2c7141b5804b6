import type { GameMeta, Move } from '@orrery/runtime';
import { firstCardOf } from './move-cards';
import { humanize } from './names';

/**
 * Moves whose last parameter is a set of cards (pass three, lay a pair, capture the cards that
 * add up to the one played) are chosen by picking cards one at a time, then confirming: listing
 * each set as a button would make 286 buttons of a pass of three from thirteen. The cards a
 * person has picked are one ordered list, `picked`: the cards a set move names before its set
 * (a capture's hand card: its leads) come first, in order, then the set's cards in any order.
 */

/** How a set move names its cards: the card parameters before the set, then the set. */
export interface SetShape {
  readonly leads: readonly string[];
  readonly set: readonly string[];
}

/** A move's leads and set, or null for a move that takes no set of cards. */
export function setShapeOf(meta: GameMeta, move: Move): SetShape | null {
  const params = meta.moves.find((m) => m.type === move.type)?.params ?? [];
  const at = params.findIndex((p) => p.kind === 'cards');
  const set = at < 0 ? null : move[params[at]!.name];
  if (!Array.isArray(set)) return null;
  const leads = params
    .slice(0, at)
    .flatMap((p) => (p.kind === 'card' ? [String(move[p.name])] : []));
  return { leads, set: set.map(String) };
}

/**
 * The legal set moves of one type that share leads, seen from the cards picked so far:
 * `chosen` are the picked cards past the leads, to be compared with each move's set as a set.
 */
export interface SetGroup {
  readonly type: string;
  readonly leads: readonly string[];
  readonly chosen: readonly string[];
  /** The legal moves whose set is exactly `chosen` (several when another parameter differs). */
  readonly exact: readonly Move[];
  /** The fewest cards more that make a legal move of this group; null when adding cannot. */
  readonly more: number | null;
}

export interface SetChoices {
  /**
   * The groups the picked cards fit: every picked card past the leads is in some legal set of
   * the group, though maybe not all in one (then no move of it takes them together).
   */
  readonly groups: readonly SetGroup[];
  /** Cards a tap adds to the picked ones: each in a legal set of a group they fit. */
  readonly addable: ReadonlySet<string>;
}

/** What the picked cards can still become, among the legal set moves. */
export function setChoicesOf(
  meta: GameMeta,
  legal: readonly Move[],
  picked: readonly string[],
): SetChoices {
  const addable = new Set<string>();
  const byGroup = new Map<string, { type: string; leads: readonly string[]; moves: Move[] }>();
  const sets = new Map<Move, readonly string[]>();
  for (const move of legal) {
    const shape = setShapeOf(meta, move);
    if (shape === null) continue;
    const { leads } = shape;
    // Its leads are picked first (the first by a fresh pick, as any card a move plays), in order.
    if (picked.length < leads.length || leads.some((c, i) => picked[i] !== c)) continue;
    const key = [move.type, ...leads].join(' ');
    const group = byGroup.get(key) ?? { type: move.type, leads, moves: [] };
    group.moves.push(move);
    byGroup.set(key, group);
    sets.set(move, shape.set);
  }
  const groups: SetGroup[] = [];
  for (const { type, leads, moves } of byGroup.values()) {
    const chosen = picked.slice(leads.length);
    const members = new Set(moves.flatMap((m) => sets.get(m)!));
    if (!chosen.every((c) => members.has(c))) continue;
    const exact: Move[] = [];
    let more: number | null = null;
    for (const move of moves) {
      const set = sets.get(move)!;
      if (!chosen.every((c) => set.includes(c))) continue;
      if (set.length === chosen.length) exact.push(move);
      else more = Math.min(more ?? Infinity, set.length - chosen.length);
    }
    groups.push({ type, leads, chosen, exact, more });
    for (const c of members) if (!picked.includes(c)) addable.add(c);
  }
  return { groups, addable };
}

/** What a tap on a card does: make a move at once, change the picked cards, or (null) nothing. */
export type Tap = { readonly move: Move } | { readonly picked: readonly string[] } | null;

/**
 * A tap on `card` (of the hand or the table) with `picked` already picked. A picked card is put
 * back (and the rest with it, when they no longer mean anything); a card that fits the picked
 * ones joins them; any other card starts afresh: as before sets existed, a card that only one
 * move plays, and no set takes, is played at once; a card some move takes is picked; a card no
 * move takes is refused: null (the caller says why).
 */
export function tapCard(
  meta: GameMeta,
  legal: readonly Move[],
  picked: readonly string[],
  card: string,
): Tap {
  // The moves `c` is the first card of (a set's lead among them), and whether a set with no
  // lead takes it (then a tap picks it, never plays it).
  const played = (c?: string) => legal.filter((m) => firstCardOf(meta, m) === c);
  const rest = picked.filter((c) => c !== card);
  if (rest.length < picked.length) {
    const fits =
      setChoicesOf(meta, legal, rest).groups.length > 0 ||
      (rest.length === 1 && played(rest[0]).length > 0);
    return { picked: fits && rest.length > 0 ? rest : [] };
  }
  if (picked.length > 0 && setChoicesOf(meta, legal, picked).addable.has(card))
    return { picked: [...picked, card] };
  const moves = played(card);
  const inSet = legal.some(
    (m) => firstCardOf(meta, m) === null && setShapeOf(meta, m)?.set.includes(card),
  );
  if (inSet || moves.length > 1) return { picked: [card] };
  return moves[0] ? { move: moves[0] } : null;
}

/**
 * What a group's confirm button says is missing, in words built from the move's name: "Choose
 * 3 cards to pass", "Choose 1 more card to lay", "No legal pass has these cards"; when the cards
 * are a legal move but could grow into another, "Or choose 1 more card"; empty when they are a
 * legal move and can only be confirmed.
 */
export function setHint({ type, chosen, exact, more }: SetGroup): string {
  const verb = humanize(type).toLowerCase();
  const cards = `${more}${chosen.length > 0 ? ' more' : ''} card${more === 1 ? '' : 's'}`;
  if (exact.length > 0) return more === null ? '' : `Or choose ${cards}`;
  return more === null ? `No legal ${verb} has these cards` : `Choose ${cards} to ${verb}`;
}
