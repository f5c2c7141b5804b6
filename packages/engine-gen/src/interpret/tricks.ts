// Trick-taking in an interpreted engine (tricks.ts of the generator): which cards may be led
// and followed, playing one (with the voids it shows), who wins the trick, and the `suit of`,
// `sit out` and `must play` conditions, and `at trick end`. Why a card is refused, who sits out, and where a
// complete trick goes are the runtime's (its shell/tricks.ts), as for a generated engine. The
// hand is read in its zone's order: deck order for a bag, as a bag's listing walks it.

import type { ResolvedPhase } from '@orrery/rules-lang';
import {
  baseCard,
  cardGroup,
  cardSuit,
  cardWild,
  suitGroup,
  takeCard,
  type TrickKernels,
} from '@orrery/runtime';
import { zoneField } from './collections';
import { lowerTricks, type WinnerTierIr } from '../ir/tricks';
import { evaluate, irOf } from './expressions';
import { runBlock } from './statements';
import {
  ACTING,
  NOWHERE,
  NotInterpreted,
  slotOf,
  type Interp,
  type Sink,
  type State,
} from './values';

/** A trick phase's kernels, and playing a card (the play move's kernel). */
export interface InterpretedTricks {
  readonly kernels: TrickKernels<State>;
  play(s: State, card: number, ev: Sink): void;
}

export function trickKernels(
  interp: Interp,
  phase: ResolvedPhase,
  playCode: number,
): InterpretedTricks {
  if (phase.tricks === undefined)
    throw new NotInterpreted(`phase ${phase.name} takes no tricks`, phase.decl);
  const { ctx, deck } = interp;
  const t = lowerTricks({ game: ctx.game, bags: ctx.bags, expr: (e) => irOf(interp, e) }, phase);
  const W = ctx.bagWords;
  const fromKey = zoneField(t.from);
  const trickKey = zoneField(t.to);
  const fromBag = t.fromBag;
  const restrictMask = t.lead?.mask ?? 0;
  const unlessOnly = t.lead?.unlessOnly ?? false;
  const skipWild = t.skipWild;
  const steps = t.follow.steps;
  const wildFree = t.follow.wildExempt;
  const allSuits = t.allSuits;
  const trick = (s: State) => s.z[trickKey] as number[];
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

  // `sit out when ...`: asked of each seat as the seat to act (the runtime asks each in turn).
  const sitOut = t.sitOut;
  const sitsOut =
    sitOut === undefined ? undefined : evaluate(interp, ACTING, sitOut.condition, sitOut);

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
  // asked of each card with the seat to act as `seat` (the runtime narrows, and refuses).
  const mustPlay = t.mustPlay.map((m) => {
    const slot = slotOf(interp, m.local);
    const condition = evaluate(interp, ACTING, m.condition, m);
    return {
      test: (s: State, c: number): boolean => {
        interp.locals[slot] = c;
        return Boolean(condition(s));
      },
      code: m.code,
      message: m.message,
    };
  });

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

  return {
    kernels: {
      cards: follow,
      winner,
      ...(suitNow === undefined ? {} : { suitOf: suitNow }),
      ...(sitsOut === undefined ? {} : { sitsOut: (s: State) => Boolean(sitsOut(s)) }),
      ...(mustPlay.length === 0 ? {} : { mustPlay }),
      ...(phase.hooks.trickEnd === undefined
        ? {}
        : { end: trickEnd(interp, phase.hooks.trickEnd) }),
    },
    play,
  };
}

/**
 * A trick phase's `at trick end`: no seat acts, and `winner`, the seat that took the trick, is
 * read from a slot of its own (as the match's `team` is, hand-end.ts).
 */
function trickEnd(
  interp: Interp,
  body: NonNullable<ResolvedPhase['hooks']['trickEnd']>,
): (s: State, ev: Sink, winner: number) => void {
  const slot = interp.locals.length;
  interp.locals.push(0);
  const { locals } = interp;
  const run = runBlock(interp, { ...NOWHERE, winner: () => locals[slot] as number }, body);
  return (s, ev, winner) => {
    locals[slot] = winner;
    run(s, ev);
  };
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
