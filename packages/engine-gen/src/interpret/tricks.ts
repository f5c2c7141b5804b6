// Trick-taking in an interpreted engine (tricks.ts of the generator): which cards may be led
// and followed, why one may not, playing one (with the voids it shows), who wins the trick and
// where it goes. The hand is read in its zone's order: deck order for a bag, as a bag's
// listing walks it.

import type { ResolvedPhase } from '@orrery/rules-lang';
import {
  bagCards,
  baseCard,
  cardGroup,
  cardSuit,
  cardWild,
  keepPlaysIfAny,
  moveError,
  playsCard,
  moveZone,
  suitGroup,
  takeCard,
  teamOf,
  type MoveError,
} from '@orrery/runtime';
import { zoneField } from './collections';
import { lowerTricks, type WinnerTierIr } from '../ir/tricks';
import { evaluate, irOf } from './expressions';
import {
  ACTING,
  NOWHERE,
  NotInterpreted,
  slotOf,
  type Interp,
  type Sink,
  type State,
} from './values';

export interface TrickKernels {
  handsEmpty(s: State): boolean;
  /** Writes the codes of the cards the seat to act may play from `out[n]`; returns the new n. */
  list(s: State, out: number[], n: number): number;
  why(s: State, card: number): MoveError | null;
  play(s: State, card: number, ev: Sink): void;
  /**
   * The trick is taken; then `trickEnd` (the phase's `at trick end`, told the seat that took
   * it) runs, and `resetTrick` starts the `each trick` variables again.
   */
  complete(
    s: State,
    ev: Sink,
    resetTrick: ((s: State) => void) | undefined,
    trickEnd?: (s: State, ev: Sink, winner: number) => void,
  ): void;
  /** How many seats play to a trick (not sitting out). */
  players(s: State): number;
  /** The first seat from `x` on that plays to the tricks. */
  nextPlayer(s: State, x: number): number;
  /** Who played each card of the trick so far, counted over the seats that play. */
  trickSeats(s: State): number[];
  /** Per seat, whether it sits these tricks out. */
  sitting(s: State): boolean[];
}

export function trickKernels(interp: Interp, phase: ResolvedPhase, playCode: number): TrickKernels {
  if (phase.tricks === undefined)
    throw new NotInterpreted(`phase ${phase.name} takes no tricks`, phase.decl);
  const { ctx, deck } = interp;
  const t = lowerTricks({ game: ctx.game, bags: ctx.bags, expr: (e) => irOf(interp, e) }, phase);
  const W = ctx.bagWords;
  const fromKey = zoneField(t.from);
  const trickKey = zoneField(t.to);
  const wonKey = zoneField(t.won);
  const fromBag = t.fromBag;
  const wonBag = t.wonBag;
  const restrictMask = t.lead?.mask ?? 0;
  const unlessOnly = t.lead?.unlessOnly ?? false;
  const skipWild = t.skipWild;
  const steps = t.follow.steps;
  const wildFree = t.follow.wildExempt;
  const allSuits = t.allSuits;
  const trick = (s: State) => s.z[trickKey] as number[];
  const hand = (s: State): number[] =>
    fromBag
      ? bagCards(s.z[fromKey] as Int32Array, s.seat, W)
      : (s.z[fromKey] as number[][])[s.seat]!;
  const leadRestricted = (s: State, c: number) => {
    const suit = cardSuit(deck, c);
    return suit >= 0 && (restrictMask & (1 << suit)) !== 0 && (s.broken & (1 << suit)) === 0;
  };
  // `suit of c: ...`: the suit (and its group) a card counts as, read from the state.
  const suitOf = t.suitOf;
  const suitNow =
    suitOf === undefined
      ? undefined
      : (() => {
          const slot = slotOf(interp, suitOf.local);
          const suit = evaluate(interp, NOWHERE, suitOf.suit, suitOf);
          return (s: State, c: number): number => {
            interp.locals[slot] = c;
            return suit(s) as number;
          };
        })();
  let current: State | undefined;
  const playSuit = (_d: unknown, c: number) => suitNow!(current!, c);
  const playGroup = (_d: unknown, c: number) => {
    const suit = suitNow!(current!, c);
    return suit < 0 ? -1 : suitGroup(deck, suit);
  };
  const attrOf = (step: 'suit' | 'group'): ((d: typeof deck, c: number) => number) =>
    suitOf === undefined
      ? step === 'suit'
        ? cardSuit
        : cardGroup
      : step === 'suit'
        ? playSuit
        : playGroup;

  // `sit out when ...`: asked of each seat as the seat to act; nobody sits out rather than all.
  const sitOut = t.sitOut;
  const sitsOut =
    sitOut === undefined ? undefined : evaluate(interp, ACTING, sitOut.condition, sitOut);
  const sitting = (s: State): boolean[] => {
    const out: boolean[] = [];
    if (sitsOut === undefined) return out;
    const acting = s.seat;
    for (let x = 0; x < s.seats; x++) {
      s.seat = x;
      out.push(Boolean(sitsOut(s)));
    }
    s.seat = acting;
    return out.includes(false) ? out : out.map(() => false);
  };
  const players = (s: State) => sitting(s).filter((o) => !o).length || s.seats;
  const nextPlayer = (s: State, x: number) => {
    const out = sitting(s);
    let seat = x % s.seats;
    while (out[seat] === true) seat = (seat + 1) % s.seats;
    return seat;
  };

  /** Every card of the hand, listed from `out[n]`. */
  const every = (cards: readonly number[], held: number, out: number[], n: number): number => {
    for (let k = 0; k < held; k++) out[n++] = playCode + 64 * cards[k]!;
    return n;
  };
  // The hand listed from: a bag's bits written into this buffer, in deck order, or the list.
  const buffer: number[] = [];
  const follow = (s: State, out: number[], n: number): number => {
    current = s;
    let cards: readonly number[];
    let held: number;
    if (fromBag) {
      const bits = s.z[fromKey] as Int32Array;
      held = 0;
      for (let w = 0; w < W; w++) {
        for (let m = bits[s.seat * W + w]!; m !== 0; m &= m - 1) {
          buffer[held++] = w * 32 + 31 - Math.clz32(m & -m);
        }
      }
      cards = buffer;
    } else {
      cards = (s.z[fromKey] as number[][])[s.seat]!;
      held = cards.length;
    }
    if (trick(s).length === 0) {
      if (t.lead === undefined) n = every(cards, held, out, n);
      else {
        const from = n;
        const closed = restrictMask & ~s.broken;
        for (let k = 0; k < held; k++) {
          const c = cards[k]!;
          if ((closed & (1 << cardSuit(deck, c))) === 0) out[n++] = playCode + 64 * c;
        }
        if (unlessOnly && n === from) n = every(cards, held, out, n);
      }
      return n;
    }
    if (s.led < 0) return every(cards, held, out, n);
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      if (step === 'any') return every(cards, held, out, n);
      const attr = attrOf(step);
      const led = attr(deck, s.led);
      if (led < 0) continue;
      const from = n;
      let able = false;
      for (let k = 0; k < held; k++) {
        const c = cards[k]!;
        if (attr(deck, c) === led || (wildFree && cardWild(deck, c))) out[n++] = playCode + 64 * c;
        if (attr(deck, c) === led && !(wildFree && cardWild(deck, c))) able = true;
      }
      if (able) return n;
      n = from;
    }
    return n;
  };

  // `must play c where ..., if able`: each clause narrows what the lead and follow rules list,
  // asked of each card with the seat to act as `seat` (the state is `current`, set by list).
  const narrowings = t.mustPlay.map((m) => {
    const slot = slotOf(interp, m.local);
    const condition = evaluate(interp, ACTING, m.condition, m);
    const test = (c: number): boolean => {
      interp.locals[slot] = c;
      return Boolean(condition(current!));
    };
    return { test, refusal: moveError(m.code, m.message) };
  });
  const list = (s: State, out: number[], n: number): number => {
    const from = n;
    n = follow(s, out, n);
    for (let k = 0; k < narrowings.length; k++)
      n = keepPlaysIfAny(out, from, n, narrowings[k]!.test);
    return n;
  };
  const listed: number[] = [];
  const why = (s: State, card: number): MoveError | null => {
    const refused = followWhy(s, card);
    if (refused !== null || narrowings.length === 0) return refused;
    let n = follow(s, listed, 0);
    for (const { test, refusal } of narrowings) {
      n = keepPlaysIfAny(listed, 0, n, test);
      if (!playsCard(listed, n, card)) return refusal;
    }
    return null;
  };

  const followWhy = (s: State, card: number): MoveError | null => {
    current = s;
    const cards = hand(s);
    if (!cards.includes(card)) {
      return moveError('card-not-held', `You do not hold the ${deck.names[card]}`);
    }
    if (trick(s).length === 0) {
      if (
        t.lead !== undefined &&
        leadRestricted(s, card) &&
        (!unlessOnly || cards.some((c) => !leadRestricted(s, c)))
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
    for (const step of steps) {
      if (step === 'any') continue;
      const attr = attrOf(step);
      const led = attr(deck, s.led);
      if (
        led >= 0 &&
        cards.some((c) => attr(deck, c) === led && !(wildFree && cardWild(deck, c)))
      ) {
        if (attr(deck, card) === led || (wildFree && cardWild(deck, card))) return null;
        return step === 'suit'
          ? moveError('must-follow-suit', `You must follow ${deck.suits.names[led]}`)
          : moveError('must-follow-group', `You must play a ${deck.groups.names[led]} card`);
      }
    }
    return null;
  };

  const followsSuit = steps.includes('suit');
  const followsGroup = steps.includes('group');
  const play = (s: State, card: number, ev: Sink): void => {
    if (unlessOnly && trick(s).length === 0 && leadRestricted(s, card)) {
      s.voids[s.seat]! |= allSuits & ~(restrictMask & ~s.broken);
    }
    if (followsSuit && suitOf === undefined && s.led >= 0 && !(wildFree && cardWild(deck, card))) {
      const ledSuit = cardSuit(deck, s.led);
      if (cardSuit(deck, card) !== ledSuit) s.voids[s.seat]! |= 1 << ledSuit;
      if (followsGroup) {
        const ledGroup = cardGroup(deck, s.led);
        if (ledGroup >= 0 && cardGroup(deck, card) !== ledGroup) {
          for (let x = 0; x < deck.suits.ids.length; x++) {
            if (suitGroup(deck, x) === ledGroup) s.voids[s.seat]! |= 1 << x;
          }
        }
      }
    }
    if (fromBag) {
      (s.z[fromKey] as Int32Array)[s.seat * W + (card >> 5)]! &= ~(1 << (card & 31));
    } else takeCard((s.z[fromKey] as number[][])[s.seat]!, card);
    trick(s).push(card);
    if (s.led < 0 && !(skipWild && cardWild(deck, card))) s.led = card;
    if (ev) ev.push({ type: 'play', seat: s.seat, card: deck.ids[card]! });
  };

  const tiers = t.winner.map((tier) => winnerTier(interp, tier));
  const winner = (s: State): number => {
    const cards = trick(s);
    for (let i = 0; i < tiers.length; i++) {
      const found = tiers[i]!(s, cards);
      if (found >= 0) return found;
    }
    return 0;
  };

  const complete: TrickKernels['complete'] = (s, ev, resetTrick, trickEnd) => {
    const cards = trick(s);
    let seat = s.leader;
    if (sitsOut === undefined) seat = (s.leader + winner(s)) % s.seats;
    else for (let k = winner(s); k > 0; k--) seat = nextPlayer(s, seat + 1);
    const team = teamOf(s, seat);
    const owner = t.wonOwner === 'seat' ? seat : t.wonOwner === 'team' ? team : 0;
    for (let k = 0; k < cards.length; k++) {
      const c = cards[k]!;
      const suit = cardSuit(deck, c);
      if (suit >= 0) s.broken |= 1 << suit; // a suit played in a trick is broken
      if (wonBag) (s.z[wonKey] as Int32Array)[owner * W + (c >> 5)]! |= 1 << (c & 31);
    }
    if (ev) {
      ev.push({
        type: 'trick',
        leader: s.leader,
        winner: seat,
        cards: cards.map((c) => deck.ids[c]!),
        ...(sitsOut === undefined ? {} : { seats: trickSeats(s) }),
      });
    }
    if (wonBag) for (let k = cards.length; k > 0; k--) cards.pop();
    else {
      const field = s.z[wonKey] as number[] | number[][];
      moveZone(
        cards,
        t.wonOwner === 'shared' ? (field as number[]) : (field as number[][])[owner]!,
      );
    }
    s.tricksWon[team]!++;
    s.leader = seat;
    s.led = -1;
    if (trickEnd !== undefined) trickEnd(s, ev, seat);
    if (resetTrick !== undefined) resetTrick(s);
  };

  const handsEmpty = (s: State): boolean => {
    const hands = s.z[fromKey]!;
    const out = sitting(s);
    if (fromBag) {
      const bits = hands as Int32Array;
      for (let k = 0; k < bits.length; k++)
        if (out[(k / W) | 0] !== true && bits[k] !== 0) return false;
      return true;
    }
    const lists = hands as number[][];
    for (let x = 0; x < lists.length; x++)
      if (out[x] !== true && lists[x]!.length > 0) return false;
    return true;
  };

  const trickSeats = (s: State): number[] => {
    let seat = s.leader;
    return trick(s).map((_, k) => {
      if (k > 0) seat = nextPlayer(s, seat + 1);
      return seat;
    });
  };

  return { handsEmpty, list, why, play, complete, players, nextPlayer, trickSeats, sitting };
}

/** One tier of a `winner` clause: the index in the trick of its winning card, -1 for none. */
function winnerTier(
  interp: Interp,
  tier: WinnerTierIr,
): (s: State, cards: readonly number[]) => number {
  const { deck, locals } = interp;
  if (tier.kind === 'card') {
    const index = tier.index;
    return (_s, cards) => cards.findIndex((c) => baseCard(deck, c) === index);
  }
  const slot = slotOf(interp, tier.local);
  const keys = tier.keys.map((k) => evaluate(interp, NOWHERE, k, tier));
  const where = tier.where === undefined ? undefined : evaluate(interp, NOWHERE, tier.where, tier);
  // The keys of the card looked at and of the best so far, kept from one trick to the next.
  const best: number[] = keys.map(() => 0);
  const key: number[] = keys.map(() => 0);
  return (s, cards) => {
    let found = -1;
    for (let k = 0; k < cards.length; k++) {
      locals[slot] = cards[k]!;
      if (where !== undefined && !where(s)) continue;
      for (let n = 0; n < keys.length; n++) key[n] = +keys[n]!(s);
      let higher = found < 0;
      for (let n = 0; !higher && n < key.length; n++) {
        if (key[n]! > best[n]!) higher = true;
        else if (key[n] !== best[n]) break;
      }
      if (higher) {
        found = k;
        for (let n = 0; n < key.length; n++) best[n] = key[n]!;
      }
    }
    return found;
  };
}
