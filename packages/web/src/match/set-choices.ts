import type { GameMeta, Move, MoveParamMeta } from '@orrery/runtime';
import { firstCardOf } from './move-cards';
import { moveLabel } from './move-labels';
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

/** The declared parameters of each move type, looked up once per listing. */
type Declared = ReadonlyMap<string, readonly MoveParamMeta[]>;

function declaredOf(meta: GameMeta): Declared {
  return new Map(meta.moves.map((m) => [m.type, m.params]));
}

function shapeWith(declared: Declared, move: Move): SetShape | null {
  const params = declared.get(move.type) ?? [];
  const at = params.findIndex((p) => p.kind === 'cards');
  const set = at < 0 ? undefined : move[params[at]!.name];
  if (!Array.isArray(set)) return null;
  const leads = params
    .slice(0, at)
    .filter((p) => p.kind === 'card')
    .map((p) => move[p.name])
    .filter((v): v is string => typeof v === 'string');
  return { leads, set: set.map(String) };
}

/** A move's leads and set, or null for a move that takes no set of cards. */
export function setShapeOf(meta: GameMeta, move: Move): SetShape | null {
  return shapeWith(declaredOf(meta), move);
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
  /** How many cards `chosen` holds past the largest legal set; 0 when it does not. */
  readonly over: number;
  /** The sizes of the group's legal sets, smallest and largest. */
  readonly least: number;
  readonly most: number;
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
  const declared = declaredOf(meta);
  const addable = new Set<string>();
  const byGroup = new Map<string, { type: string; leads: readonly string[]; sets: Move[] }>();
  const sets = new Map<Move, ReadonlySet<string>>();
  for (const move of legal) {
    const shape = shapeWith(declared, move);
    if (shape === null) continue;
    const { leads } = shape;
    const overlap = Math.min(leads.length, picked.length);
    if (leads.slice(0, overlap).some((c, i) => picked[i] !== c)) continue;
    if (picked.length < leads.length) {
      // Partway through the leads: the next one is the card to pick. (Picking the first lead
      // is a fresh pick of a hand card, as for any move that plays a card.)
      if (picked.length > 0) addable.add(leads[picked.length]!);
      continue;
    }
    const key = `${move.type}\n${leads.join('\n')}`;
    const group = byGroup.get(key) ?? { type: move.type, leads, sets: [] };
    group.sets.push(move);
    byGroup.set(key, group);
    sets.set(move, new Set(shape.set));
  }
  const groups: SetGroup[] = [];
  for (const { type, leads, sets: moves } of byGroup.values()) {
    const chosen = picked.slice(leads.length);
    const members = new Set(moves.flatMap((m) => [...sets.get(m)!]));
    if (!chosen.every((c) => members.has(c))) continue;
    const exact: Move[] = [];
    let more: number | null = null;
    let least = Infinity;
    let most = 0;
    for (const move of moves) {
      const set = sets.get(move)!;
      least = Math.min(least, set.size);
      most = Math.max(most, set.size);
      if (!chosen.every((c) => set.has(c))) continue;
      if (set.size === chosen.length) exact.push(move);
      else more = Math.min(more ?? Infinity, set.size - chosen.length);
    }
    groups.push({
      type,
      leads,
      chosen,
      exact,
      more,
      over: Math.max(0, chosen.length - most),
      least,
      most,
    });
    for (const c of members) if (!picked.includes(c)) addable.add(c);
  }
  return { groups, addable };
}

/** What a tap on a card does: make a move at once, change the picked cards, or nothing. */
export type Tap =
  | { readonly kind: 'play'; readonly move: Move }
  | { readonly kind: 'pick'; readonly picked: readonly string[] }
  | { readonly kind: 'refuse' };

/**
 * A tap on `card` (of the hand or the table) with `picked` already picked. A picked card is put
 * back; a card that fits the picked ones joins them; any other card starts afresh: as before
 * sets existed, a card that only one move plays, and no set takes, is played at once; a card
 * some move takes is picked; a card no move takes is refused (the caller says why).
 */
export function tapCard(
  meta: GameMeta,
  legal: readonly Move[],
  picked: readonly string[],
  card: string,
): Tap {
  if (picked.includes(card)) {
    const rest = picked.filter((c) => c !== card);
    return { kind: 'pick', picked: fits(meta, legal, rest) ? rest : [] };
  }
  if (picked.length > 0 && setChoicesOf(meta, legal, picked).addable.has(card))
    return { kind: 'pick', picked: [...picked, card] };
  const { played, inSet } = takers(meta, legal, card);
  if (!inSet && played.length === 1) return { kind: 'play', move: played[0]! };
  if (!inSet && played.length === 0) return { kind: 'refuse' };
  return { kind: 'pick', picked: [card] };
}

/**
 * The moves a fresh tap on `card` could lead to: those it is the first card of (played), and
 * whether a set move with no card before its set holds it (then it is picked, never played).
 */
function takers(meta: GameMeta, legal: readonly Move[], card: string) {
  const declared = declaredOf(meta);
  const played: Move[] = [];
  let inSet = false;
  for (const move of legal) {
    const shape = shapeWith(declared, move);
    if (shape === null) {
      if (firstCardOf(meta, move) === card) played.push(move);
    } else if (shape.leads.length > 0) {
      if (shape.leads[0] === card) played.push(move);
    } else if (shape.set.includes(card)) inSet = true;
  }
  return { played, inSet };
}

/** Whether picked cards still mean something: a set they fit, or one card some move takes. */
function fits(meta: GameMeta, legal: readonly Move[], picked: readonly string[]): boolean {
  if (picked.length === 0) return false;
  if (setChoicesOf(meta, legal, picked).groups.length > 0) return true;
  return picked.length === 1 && takers(meta, legal, picked[0]!).played.length > 0;
}

function cards(n: number, more = ''): string {
  return `${n}${more} ${n === 1 ? 'card' : 'cards'}`;
}

function sizes(least: number, most: number): string {
  return least === most ? cards(most) : `${least} to ${most} cards`;
}

/**
 * What a group's confirm button says is missing, in words built from the move's name: "Choose
 * 3 cards to pass", "Choose 1 more card to lay", "Pass takes 3 cards: 1 too many", "No legal
 * pass has these cards"; when the cards are a legal move but could grow into another, "Or
 * choose 1 more card"; empty when they are a legal move and can only be confirmed.
 */
export function setHint(group: SetGroup): string {
  const verb = humanize(group.type).toLowerCase();
  const { chosen, exact, more, over, least, most } = group;
  if (exact.length > 0) return more === null ? '' : `Or choose ${cards(more, ' more')}`;
  if (chosen.length === 0) return `Choose ${sizes(least, most)} to ${verb}`;
  if (more !== null) return `Choose ${cards(more, ' more')} to ${verb}`;
  if (over > 0) return `${humanize(group.type)} takes ${sizes(least, most)}: ${over} too many`;
  return `No legal ${verb} has these cards`;
}

/**
 * What a screen reader hears after a tap picked `card` or put it back: the card, then for each
 * set the picked cards may become, the move ready to confirm or what is missing ("Queen of
 * Spades chosen. Choose 1 more card to pass"). A card that no set takes, but several moves play
 * (`moves` of them), is asked about as before sets.
 */
export function pickWords(
  meta: GameMeta,
  deckNames: ReadonlyMap<string, string>,
  legal: readonly Move[],
  picked: readonly string[],
  card: string,
  moves: number,
): string {
  const name = deckNames.get(card) ?? card;
  const { groups } = setChoicesOf(meta, legal, picked);
  if (groups.length === 0) return `${name}: choose one of ${moves} moves`;
  const lines = [`${name} ${picked.includes(card) ? 'chosen' : 'put back'}`];
  for (const group of groups) {
    for (const move of group.exact)
      lines.push(`${moveLabel(meta, deckNames, move, group.leads[0], 'counts')} can be confirmed`);
    const hint = setHint(group);
    if (hint !== '') lines.push(hint);
  }
  return lines.join('. ');
}
