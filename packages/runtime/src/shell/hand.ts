/**
 * The parts of a hand that are the same in every game, for the kernels to call: the deal (C2:
 * one card at a time from the dealer's left, or as a replay gave it), the cut for the first
 * dealer, what is reset as a hand starts, and the record and the match check as it ends (C5).
 */

import type { DealEvent, HandEndEvent, MatchEndEvent } from '../engine';
import { shuffleInPlace } from '../fast-random';
import { compareKeys, largest, setAll, smallest } from '../helpers';
import { NOTHING_REVEALED } from './reveal';
import { deckOf, seatList } from './seats';
import type { EngineState } from './state';
import type { ZoneLayout, ZoneField } from './zones';

/** Where a helper sends events: any engine's list of its own events. */
export interface EventSink<E> {
  push(event: E): unknown;
}

type State = EngineState<string, unknown, object, unknown>;

/** Resets what a hand keeps, for a new hand: scores, tricks, the lead, owed choices, voids. */
export function resetHand(s: State): void {
  setAll(s.handScore, 0);
  setAll(s.tricksWon, 0);
  s.broken = 0;
  s.led = -1;
  s.leader = (s.dealer + 1) % s.seats; // C2: left of the dealer acts first
  s.direction = 1;
  s.turnTo = -1;
  if (s.revealed.length !== 0) s.revealed = NOTHING_REVEALED; // face down again for the deal
  // Setting the length is a call into the runtime, even when it is 0 already.
  if (s.owed.length !== 0) s.owed.length = 0;
  setAll(s.voids, 0);
}

/**
 * The cards each seat is dealt when the rules ask for `size`: what the deck can give every seat
 * alike. A size may read the state (issue 26), which no checker can bound, so a size beyond the
 * deck deals ⌊deck / seats⌋ each and one below 0 deals none; every seat is dealt the same, as a
 * designer who wrote `deal N each` expects. The checker refuses a size known to be out of range.
 */
export function cardsEach(size: number, deckSize: number, seats: number): number {
  return Math.max(0, Math.min(Math.trunc(size), Math.floor(deckSize / seats)));
}

/**
 * Deals the hand into the empty zones of `s`: `size` cards each (as `cardsEach` bounds it) into
 * zone `to` (its index in the layout; -1 for none), the rest into zone `rest` (-1 for none), top
 * card last, and keeps the size dealt in `s.dealt` (saved games keep it: the state the size was
 * read from changes as the hand goes on). A hand a replay gave is dealt as given; otherwise the
 * deck is shuffled from the state's generator.
 */
export function dealHand(
  s: State,
  layout: ZoneLayout,
  to: number,
  rest: number,
  size: number,
): void {
  const store = s.z as Record<string, ZoneField>;
  const given = s.deals[s.handNumber - 1] ?? null;
  if (given !== null) {
    // A given deal gives every seat the same count (setup.ts checks it).
    s.dealt = given.hands[0]?.length ?? 0;
    // The zones are empty and a given deal holds each card once: each card is put, not moved.
    if (to >= 0)
      given.hands.forEach((cards, seat) => {
        for (const c of cards) layout.add(s.z, c, to * 64 + seat);
      });
    if (rest >= 0) for (const c of given.stock) layout.add(s.z, c, rest * 64);
    return;
  }
  const order = shuffledDeck(s.deckSize, s.rng);
  s.dealt = cardsEach(size, order.length, s.seats);
  const dealt = s.dealt * s.seats;
  if (to >= 0) {
    const zone = layout.zones[to]!;
    const field = store[zone.key]!;
    const seats = s.seats;
    // C2: one at a time from the dealer's left, the seat moved on by one, not worked out again.
    if (zone.bag) {
      const bits = field as Int32Array;
      const words = layout.words;
      for (let i = 0, seat = (s.dealer + 1) % seats; i < dealt; i++) {
        const c = order[i]!;
        bits[seat * words + (c >> 5)]! |= 1 << (c & 31);
        seat = seat + 1 === seats ? 0 : seat + 1;
      }
    } else {
      const hands = field as number[][];
      // The deck was just gathered up: each card is in no zone.
      for (let i = 0, seat = (s.dealer + 1) % seats; i < dealt; i++) {
        hands[seat]!.push(order[i]!);
        seat = seat + 1 === seats ? 0 : seat + 1;
      }
    }
  }
  if (rest >= 0) {
    // The undealt cards, top card (the first undealt) last: copied by `slice` in one call, then
    // turned end for end in place. Counted under valgrind for a 32-card deck, a copy card by card
    // into a list of its size took about 280 instructions a deal more, and `reverse` 130 more.
    const stock = order.slice(dealt);
    for (let i = 0, j = stock.length - 1; i < j; i++, j--) {
      const top = stock[j]!;
      stock[j] = stock[i]!;
      stock[i] = top;
    }
    store[layout.zones[rest]!.key] = stock;
  }
}

/**
 * The deck in a random order drawn from `rng`: a shuffled copy of the deck. A new copy at each
 * deal (`slice` copies in one call) costs less than refilling a kept list card by card, which
 * checked both lists at every card: about 550 instructions a deal of a 32-card deck, counted
 * under valgrind (`npm run bench:instructions`).
 */
function shuffledDeck(size: number, rng: number[]): number[] {
  const order = deckOf({ deckSize: size }).slice();
  shuffleInPlace(order, rng);
  return order;
}

/** The deal event of the hand just dealt. */
export function dealt(s: State, ev: EventSink<DealEvent> | undefined): void {
  if (ev) ev.push({ type: 'deal', hand: s.handNumber, dealer: s.dealer });
}

/**
 * Every contending seat cuts a card (`again` says which cards are cut again, if any); the
 * highest by `keys` deals, and tied seats cut again.
 */
export function cutForDealer(
  s: State,
  keys: (card: number) => number[],
  again?: (card: number) => boolean,
): number {
  let contenders = seatList(s).slice();
  for (let round = 0; round < 64; round++) {
    const order = deckOf(s).slice();
    shuffleInPlace(order, s.rng);
    let next = 0;
    const cut = contenders.map(() => {
      let c = order[next++]!;
      while (again !== undefined && again(c) && next < order.length) c = order[next++]!;
      return keys(c);
    });
    let best = cut[0]!;
    for (const k of cut) if (compareKeys(k, best) > 0) best = k;
    const tied = contenders.filter((_, i) => compareKeys(cut[i]!, best) === 0);
    if (tied.length === 1) return tied[0]!;
    contenders = tied;
  }
  return contenders[0]!;
}

/** Adds the hand's scores to the totals and keeps the hand in the record, as it ended. */
export function recordHand(s: State, ev: EventSink<HandEndEvent> | undefined): void {
  for (let t = 0; t < s.teams; t++) s.total[t]! += s.handScore[t]!;
  // The finished zones go to the record as they are: the next deal starts from new ones.
  const scores = s.handScore.slice();
  s.history.push(
    s.revealed.length === 0
      ? { hand: s.handNumber, dealer: s.dealer, scores, zones: s.z }
      : // What lay face up as the hand ended stays so in its record.
        { hand: s.handNumber, dealer: s.dealer, scores, zones: s.z, revealed: s.revealed },
  );
  if (ev) {
    ev.push({
      type: 'hand-end',
      hand: s.handNumber,
      scores: s.handScore.slice(),
      totals: s.total.slice(),
    });
  }
}

/**
 * After the match check: ends the match when `winner` says so (a team, -2 for a draw), else
 * passes the deal clockwise. True when the next hand is to be dealt now; false when the match is
 * over, or the state stops at the end of the hand (`pauseAtHandEnd`).
 */
/**
 * The team with the higher total, or -2 (a draw) when the top is shared: C5's hand limit. With
 * `lowest` (a rules file's `lowest total wins`), the team with the lower total.
 */
export function leaderOrDraw(total: readonly number[], lowest = false): number {
  const best = lowest ? smallest(total) : largest(total);
  let leader = -1;
  for (let t = 0; t < total.length; t++) {
    if (total[t] !== best) continue;
    if (leader >= 0) return -2;
    leader = t;
  }
  return leader;
}

/**
 * The match check after the tool's limit (`SetupArgs.handLimit`): a match the rules let go on
 * ends once that many hands are played, as under C5's hand limit.
 */
export function limitedWinner(
  s: { readonly handLimit: number; readonly handNumber: number; readonly total: readonly number[] },
  winner: number,
  lowest = false,
): number {
  return winner === -1 && s.handLimit > 0 && s.handNumber >= s.handLimit
    ? leaderOrDraw(s.total, lowest)
    : winner;
}

export function closeHand<S extends State>(
  s: S,
  winner: number,
  ev: EventSink<MatchEndEvent> | undefined,
  /** The rules file says `lowest total wins`: so does the tool's hand limit. */
  lowest = false,
  /** `next dealer: SEAT`, read once the hand is scored: the next hand's dealer, or -1 for C2. */
  nextDealer?: (s: S) => number,
): boolean {
  winner = limitedWinner(s, winner, lowest);
  if (winner !== -1) {
    s.over = true;
    s.winner = winner;
    s.seat = -1;
    s.phase = -1;
    if (ev) ev.push({ type: 'match-end', winner: winner === -2 ? 'draw' : winner });
    return false;
  }
  const chosen = nextDealer === undefined ? -1 : nextDealer(s);
  s.handNumber++;
  // C2: the deal passes clockwise, unless the rules file chose a seat of the table.
  s.dealer = chosen >= 0 && chosen < s.seats ? chosen : (s.dealer + 1) % s.seats;
  if (s.pause) {
    // A search that stops at the end of the hand: nothing to move until the next deal.
    s.seat = -1;
    s.phase = -1;
    return false;
  }
  return true;
}
