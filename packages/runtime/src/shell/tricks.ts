/**
 * The parts of trick-taking that are the same in every game, from a trick phase's table and
 * kernels (tables.ts): who sits the tricks out and who plays next, whether the hands are played
 * out, why a card may not be played, and the completed trick going to its winner. The cards a
 * seat may play and playing one are the engine's own (they run at every move, and an engine
 * writes them with its constants); this module runs once a trick, or when a move is refused.
 */

import { bagCards } from '../bags';
import type { GameEvent, MoveError } from '../engine';
import { moveError, playsCard } from '../helpers';
import type { ShellState } from './context';
import type { EngineState } from './state';
import { cardGroup, cardSuit, cardWild, suitGroup, type Deck } from './deck';
import { teamOf } from './seats';
import type { Listing, TrickKernels, TrickTable } from './tables';
import type { ZoneLayout, ZoneTable } from './zones';
import { moveZone } from './zones';

/**
 * A trick phase, ready to play: its table, its kernels and its zones, read into plain fields
 * once (the trick's own run at every card played).
 */
export interface Tricks {
  readonly table: TrickTable;
  readonly k: TrickKernels<ShellState>;
  readonly deck: Deck;
  readonly words: number;
  readonly from: ZoneTable;
  readonly trickKey: string;
  readonly won: ZoneTable;
  readonly fromKey: string;
  readonly fromBag: boolean;
  readonly wonKey: string;
  readonly wonBag: boolean;
  /** Who owns the won zone's instance a trick goes to: its winner (0), its team (1), nobody (2). */
  readonly wonBy: 0 | 1 | 2;
  readonly winner: (s: ShellState) => number;
  readonly sitsOut: ((s: ShellState) => boolean) | undefined;
  /** The cards the seat to act may play: the engine's listing, narrowed by any `must play`. */
  readonly cards: Listing<ShellState>;
}

type Store = Record<string, unknown>;

export function tricksOf(
  table: TrickTable,
  k: TrickKernels<ShellState>,
  deck: Deck,
  layout: ZoneLayout,
): Tricks {
  const zone = (name: string) => layout.zones[layout.indexOf(name)]!;
  const clauses = k.mustPlay;
  const listed = k.cards;
  const cards: Listing<ShellState> =
    clauses === undefined || clauses.length === 0
      ? listed
      : (s, out, n) => mustPlay(k, s, out, n, listed(s, out, n));
  const from = zone(table.from);
  const won = zone(table.won);
  return {
    table,
    k,
    deck,
    words: layout.words,
    from,
    trickKey: zone(table.to).key,
    won,
    fromKey: from.key,
    fromBag: from.bag,
    wonKey: won.key,
    wonBag: won.bag,
    wonBy: won.owner === 'seat' ? 0 : won.owner === 'team' ? 1 : 2,
    winner: k.winner,
    sitsOut: k.sitsOut,
    cards,
  };
}

/** The cards of the trick being played, in the order played. */
export function trickCards(r: Tricks, s: ShellState): number[] {
  return (s.z as Store)[r.trickKey] as number[];
}

/**
 * `must play c where ..., if able`: of the play codes in `out[from..n)`, each clause in turn
 * keeps those whose card passes it, when any does. Returns the new end.
 */
function mustPlay(
  k: TrickKernels<ShellState>,
  s: ShellState,
  out: number[],
  from: number,
  n: number,
): number {
  for (const clause of k.mustPlay!) {
    let kept = from;
    for (let j = from; j < n; j++) {
      const code = out[j]!;
      // Nothing is overwritten until a card passes, so a clause that keeps none leaves all.
      if (clause.test(s, code >> 6)) out[kept++] = code;
    }
    if (kept > from) n = kept;
  }
  return n;
}

/**
 * Per seat, whether it sits the tricks out (`sit out when`, asked of each seat as the seat to
 * act). A rule that would leave nobody to play leaves everybody playing, so a hand goes on.
 */
export function sitting(r: Tricks, s: ShellState): boolean[] {
  const sitsOut = r.sitsOut;
  const out: boolean[] = [];
  if (sitsOut === undefined) {
    for (let x = 0; x < s.seats; x++) out.push(false);
    return out;
  }
  const acting = s.seat;
  let playing = 0;
  for (let x = 0; x < s.seats; x++) {
    s.seat = x;
    const sits = sitsOut(s);
    out.push(sits);
    if (!sits) playing++;
  }
  s.seat = acting;
  return playing === 0 ? out.map(() => false) : out;
}

/** How many seats play to each trick. */
export function players(r: Tricks, s: ShellState): number {
  if (r.sitsOut === undefined) return s.seats;
  const out = sitting(r, s);
  let n = 0;
  for (let x = 0; x < s.seats; x++) if (!out[x]) n++;
  return n;
}

/** The first seat from seat `x` on (clockwise) that plays to the tricks. */
export function nextPlayer(r: Tricks, s: ShellState, x: number): number {
  let seat = x % s.seats;
  if (r.sitsOut === undefined) return seat;
  const out = sitting(r, s);
  while (out[seat]) seat = (seat + 1) % s.seats;
  return seat;
}

/** The seat that played the trick's `k`-th card, counted from the leader over those who play. */
export function trickSeat(r: Tricks, s: ShellState, k: number): number {
  if (r.sitsOut === undefined) return (s.leader + k) % s.seats;
  let seat = s.leader;
  for (let j = 0; j < k; j++) seat = nextPlayer(r, s, seat + 1);
  return seat;
}

/** Who played each card of the trick being played. */
export function trickSeats(r: Tricks, s: ShellState): number[] {
  return trickCards(r, s).map((_, k) => trickSeat(r, s, k));
}

/** Whether every hand that plays is empty: the tricks of the hand are played out. */
export function handsEmpty(r: Tricks, s: ShellState): boolean {
  const hands = (s.z as Store)[r.fromKey];
  // A seat sitting out keeps its hand.
  const out = r.sitsOut === undefined ? undefined : sitting(r, s);
  if (r.fromBag) {
    const bits = hands as Int32Array;
    if (out === undefined) {
      for (let k = 0; k < bits.length; k++) if (bits[k] !== 0) return false;
      return true;
    }
    for (let k = 0; k < bits.length; k++)
      if (bits[k] !== 0 && !out[(k / r.words) | 0]) return false;
    return true;
  }
  const lists = hands as number[][];
  for (let x = 0; x < lists.length; x++) {
    if (lists[x]!.length > 0 && out?.[x] !== true) return false;
  }
  return true;
}

/**
 * The trick is complete: it goes to its winner's won zone (by seat, by team, or shared), every
 * suit in it is broken, the winner leads the next, the phase's `at trick end` runs, and the
 * trick's variables start again.
 */
export function completeTrick(
  r: Tricks,
  s: ShellState,
  ev: GameEvent[] | undefined,
  resetTrick: ((s: ShellState) => void) | undefined,
): void {
  const winner = trickSeat(r, s, r.winner(s));
  const owner = r.wonBy === 0 ? winner : r.wonBy === 1 ? teamOf(s, winner) : 0;
  const won = (s.z as Store)[r.wonKey];
  const seats = ev && r.sitsOut !== undefined ? trickSeats(r, s) : undefined;
  const cards = trickCards(r, s);
  if (r.wonBag) takeTrick(s, r.deck, cards, winner, won as Int32Array, owner * r.words, ev, seats);
  else {
    const into = r.wonBy === 2 ? (won as number[]) : (won as number[][])[owner]!;
    takeTrick(s, r.deck, cards, winner, into, 0, ev, seats);
  }
  // `at trick end`: the trick is taken, its `each trick` variables not yet started again.
  if (r.k.end !== undefined) r.k.end(s, ev, winner);
  if (resetTrick !== undefined) resetTrick(s);
}

/**
 * Seat `winner` takes the full trick `cards`: into its won zone, a bag (`won`'s words from
 * `at`) or a list (`won` itself, in the order played); every suit in it is broken, its team
 * counts a trick, and it leads the next. `seats`: who played each card, where some seat sat
 * the trick out. The one way a trick is taken: the shell's flow calls it, and so does an
 * engine's own step where its trick phase has nothing else to do then (no `at trick end`).
 */
export function takeTrick(
  s: EngineState,
  deck: Deck,
  cards: number[],
  winner: number,
  won: Int32Array | number[],
  at: number,
  ev: GameEvent[] | undefined,
  seats?: number[],
): void {
  if (ev) {
    const ids = cards.map((c) => deck.ids[c]!);
    ev.push(
      seats === undefined
        ? { type: 'trick', leader: s.leader, winner, cards: ids }
        : { type: 'trick', leader: s.leader, winner, cards: ids, seats },
    );
  }
  // Every suit in the trick is broken. A won bag takes the cards in the same pass (this runs
  // at every trick of the fast path); a won list keeps the order they were played in.
  const suits = deck.suit;
  let broken = s.broken;
  if (won instanceof Int32Array) {
    for (let k = cards.length; k > 0; k--) {
      const c = cards.pop()!;
      const suit = suits[c]!;
      if (suit >= 0) broken |= 1 << suit;
      won[at + (c >> 5)]! |= 1 << (c & 31);
    }
  } else {
    for (let k = 0; k < cards.length; k++) {
      const suit = suits[cards[k]!]!;
      if (suit >= 0) broken |= 1 << suit;
    }
    moveZone(cards, won);
  }
  s.broken = broken;
  s.tricksWon[teamOf(s, winner)]!++;
  s.leader = winner;
  s.led = -1;
}

/** Whether every owner's instance of a hand zone (a bag's words, or lists) is empty. */
export function noCards(hands: Int32Array | readonly number[][]): boolean {
  for (let k = 0; k < hands.length; k++) {
    const h = hands[k]!;
    if (typeof h === 'number' ? h !== 0 : h.length > 0) return false;
  }
  return true;
}

/** The suit, or its group, card `c` counts as for following: `suit of c`, or the deck's. */
function attribute(r: Tricks, s: ShellState, step: 'suit' | 'group', c: number): number {
  const suitOf = r.k.suitOf;
  if (suitOf === undefined) return step === 'suit' ? cardSuit(r.deck, c) : cardGroup(r.deck, c);
  const suit = c < 0 ? -1 : suitOf(s, c);
  return step === 'suit' ? suit : suitGroup(r.deck, suit);
}

/** Whether card `c` may not be led now: its suit is one not to lead until broken, and is not. */
function leadRestricted(r: Tricks, s: ShellState, c: number): boolean {
  const suit = cardSuit(r.deck, c);
  const lead = r.table.lead!;
  return suit >= 0 && (lead.suits & (1 << suit)) !== 0 && (s.broken & (1 << suit)) === 0;
}

/**
 * Why the seat to act may not play `card` now, in the game's words; null when it may: a card
 * not held, a suit not yet broken led, a suit or group not followed, or a card a `must play`
 * clause took away.
 */
export function trickWhy(r: Tricks, s: ShellState, card: number): MoveError | null {
  const refused = followWhy(r, s, card);
  const clauses = r.k.mustPlay;
  if (refused !== null || clauses === undefined) return refused;
  const listed: number[] = [];
  let n = r.k.cards(s, listed, 0);
  for (const clause of clauses) {
    let kept = 0;
    for (let j = 0; j < n; j++) if (clause.test(s, listed[j]! >> 6)) listed[kept++] = listed[j]!;
    if (kept > 0) n = kept;
    if (!playsCard(listed, n, card)) return moveError(clause.code, clause.message);
  }
  return null;
}

function followWhy(r: Tricks, s: ShellState, card: number): MoveError | null {
  const { deck, table } = r;
  const held = (s.z as Store)[r.from.key];
  const hand = r.from.bag
    ? bagCards(held as Int32Array, s.seat, r.words)
    : (held as number[][])[s.seat]!;
  if (!hand.includes(card)) {
    return moveError('card-not-held', `You do not hold the ${deck.names[card]}`);
  }
  if (trickCards(r, s).length === 0) {
    if (
      table.lead !== undefined &&
      leadRestricted(r, s, card) &&
      (!table.lead.unlessOnly || hand.some((c) => !leadRestricted(r, s, c)))
    ) {
      const suit = deck.suits.names[cardSuit(deck, card)];
      return moveError(
        'suit-not-broken',
        `${suit} can't be led until a ${suit} card has been played`,
      );
    }
    return null;
  }
  if (s.led < 0) return null;
  const wild = (c: number) => table.wildExempt && cardWild(deck, c);
  for (const step of table.follow) {
    if (step === 'any') continue;
    const led = attribute(r, s, step, s.led);
    if (led >= 0 && hand.some((c) => attribute(r, s, step, c) === led && !wild(c))) {
      if (attribute(r, s, step, card) === led || wild(card)) return null;
      return step === 'suit'
        ? moveError('must-follow-suit', `You must follow ${deck.suits.names[led]}`)
        : moveError('must-follow-group', `You must play a ${deck.groups.names[led]} card`);
    }
  }
  return null;
}
