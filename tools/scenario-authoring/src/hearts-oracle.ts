// A model of Hearts written from the tags of rules/examples/hearts.rules (H1 to H10), not read
// from the engine: the pack, which way cards are passed in each hand, what a seat may lead and
// follow with (the 2 of clubs first, no points on the first trick, hearts broken), who takes a
// trick, and what a hand scores, shooting the moon included. hearts.ts writes scenarios from
// it; hearts-golden.ts holds the golden playthrough to it.

import { seeded } from './seeded';

/** H2: the suits and ranks in the order the rules file declares them, ace high. */
export const SUITS = ['clubs', 'diamonds', 'spades', 'hearts'];
export const RANKS = ['ace', 'king', 'queen', 'jack', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
export const DECK = SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}`));

export const suitOf = (card: string) => card.split('-')[0]!;
export const rankOf = (card: string) => card.slice(card.indexOf('-') + 1);
const byDeck = (x: string, y: string) => DECK.indexOf(x) - DECK.indexOf(y);
export const sorted = (cards: readonly string[]) => [...cards].sort(byDeck);

/** H8: a card's penalty points. */
export const penalty = (card: string) =>
  suitOf(card) === 'hearts' ? 1 : card === 'spades-queen' ? 13 : 0;

/** H3: how many seats to the left hand `handNumber` passes to; 0 for a hand with no passing. */
export function passOffset(handNumber: number): number {
  return [1, 3, 2, 0][(handNumber - 1) % 4]!;
}

/** H7: the index (leader first) of the card that takes the trick. */
export function winningIndex(cards: readonly string[]): number {
  const led = suitOf(cards[0]!);
  let best = 0;
  cards.forEach((c, i) => {
    if (suitOf(c) === led && RANKS.indexOf(rankOf(c)) < RANKS.indexOf(rankOf(cards[best]!)))
      best = i;
  });
  return best;
}

/**
 * H4-H6: what a seat holding `hand` may play to `trick` (empty when leading), on the hand's first
 * trick or a later one, with hearts broken or not.
 */
export function playable(
  hand: readonly string[],
  trick: readonly string[],
  firstTrick: boolean,
  broken: boolean,
): string[] {
  let allowed: string[];
  if (trick.length === 0) {
    // H6: no heart led before one has been played, unless the leader holds nothing else
    const other = hand.filter((c) => suitOf(c) !== 'hearts');
    allowed = broken || other.length === 0 ? [...hand] : other;
  } else {
    // H5: follow the suit led if able
    const following = hand.filter((c) => suitOf(c) === suitOf(trick[0]!));
    allowed = following.length > 0 ? following : [...hand];
  }
  if (allowed.includes('clubs-2')) return ['clubs-2']; // H4
  if (firstTrick && allowed.some((c) => penalty(c) === 0))
    allowed = allowed.filter((c) => penalty(c) === 0); // H5: no points on the first trick
  return allowed;
}

/** H8, H9: the hand's points per seat from the penalty points each took. */
export function handScores(taken: readonly number[]): number[] {
  const shooter = taken.indexOf(26);
  return shooter >= 0 ? taken.map((_, s) => (s === shooter ? 0 : 26)) : [...taken];
}

/** H2: a deal of thirteen cards a seat. */
export interface HeartsDeal {
  readonly dealer: number;
  readonly hands: string[][];
}

/**
 * A whole deal from the cards that matter: `fixed` cards for some seats, the rest of the pack
 * shuffled by `seed` into the other places.
 */
export function dealWith(
  dealer: number,
  fixed: readonly (readonly string[])[],
  seed: number,
): HeartsDeal {
  const random = seeded(seed);
  const placed = new Set(fixed.flat());
  if (placed.size !== fixed.flat().length) throw new Error('a card placed twice');
  const rest = DECK.filter((c) => !placed.has(c));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const hands = [0, 1, 2, 3].map((s) => [
    ...(fixed[s] ?? []),
    ...rest.splice(0, 13 - (fixed[s]?.length ?? 0)),
  ]);
  if (rest.length !== 0 || hands.some((h) => h.length !== 13)) throw new Error('thirteen a seat');
  return { dealer, hands };
}

export type HeartsMove = { type: 'pass'; cards: string[] } | { type: 'play'; card: string };

/** Every way of choosing `k` cards of `cards`, each in deck order, in deck order. */
function choose(cards: readonly string[], k: number): string[][] {
  if (k === 0) return [[]];
  const out: string[][] = [];
  cards.forEach((c, i) => {
    for (const rest of choose(cards.slice(i + 1), k - 1)) out.push([c, ...rest]);
  });
  return out;
}

/** One hand played by the rules above, move by move. */
export class HeartsHand {
  readonly hands: string[][];
  readonly dealer: number;
  readonly passed: string[][] = [[], [], [], []];
  readonly taken: string[][] = [[], [], [], []];
  phase: 'passing' | 'play' | 'over';
  seat: number;
  leader = -1;
  trick: string[] = [];
  tricksPlayed = 0;
  broken = false;
  lastTrick: { cards: string[]; leader: number; winner: number } | undefined;
  private passes = 0;

  constructor(
    deal: HeartsDeal,
    readonly handNumber = 1,
  ) {
    this.hands = deal.hands.map(sorted);
    this.dealer = deal.dealer;
    this.phase = passOffset(handNumber) === 0 ? 'play' : 'passing';
    this.seat = (this.dealer + 1) % 4; // H3: the passing goes round from the dealer's left
    if (this.phase === 'play') this.startPlay();
  }

  private startPlay(): void {
    this.phase = 'play';
    this.leader = this.hands.findIndex((h) => h.includes('clubs-2')); // H4
    this.seat = this.leader;
  }

  /** The moves the seat to act may make, as the engine writes them (no seat, sets in deck order). */
  legal(): HeartsMove[] {
    if (this.phase === 'passing')
      return choose(this.hands[this.seat]!, 3).map((cards) => ({ type: 'pass', cards }));
    if (this.phase === 'play')
      return playable(this.hands[this.seat]!, this.trick, this.tricksPlayed === 0, this.broken).map(
        (card) => ({ type: 'play', card }),
      );
    return [];
  }

  get over(): boolean {
    return this.phase === 'over';
  }

  apply(m: HeartsMove): this {
    this.move(m);
    return this;
  }

  /** Plays one move of the seat to act; returns the move with its seat. */
  move(m: HeartsMove): HeartsMove & { seat: number } {
    const seat = this.seat;
    const key = (x: HeartsMove) =>
      x.type === 'pass' ? `pass ${sorted(x.cards).join(' ')}` : `play ${x.card}`;
    if (!this.legal().some((l) => key(l) === key(m)))
      throw new Error(`seat ${seat} may not ${JSON.stringify(m)} in ${this.phase}`);
    if (m.type === 'pass') {
      this.hands[seat] = this.hands[seat]!.filter((c) => !m.cards.includes(c));
      this.passed[seat] = sorted(m.cards);
      this.passes++;
      this.seat = (seat + 1) % 4;
      if (this.passes === 4) {
        // H3: every seat has chosen; the cards are taken up together
        const offset = passOffset(this.handNumber);
        for (let s = 0; s < 4; s++) {
          const to = (s + offset) % 4;
          this.hands[to] = sorted([...this.hands[to]!, ...this.passed[s]!]);
          this.passed[s] = [];
        }
        this.startPlay();
      }
      return { seat, ...m, cards: sorted(m.cards) };
    }
    this.hands[seat] = this.hands[seat]!.filter((c) => c !== m.card);
    this.trick.push(m.card);
    if (this.trick.length < 4) {
      this.seat = (seat + 1) % 4;
      return { seat, ...m };
    }
    const winner = (this.leader + winningIndex(this.trick)) % 4;
    this.taken[winner]!.push(...this.trick);
    if (this.trick.some((c) => suitOf(c) === 'hearts')) this.broken = true; // H6
    this.lastTrick = { cards: this.trick, leader: this.leader, winner };
    this.trick = [];
    this.tricksPlayed++;
    this.leader = winner; // H4: the winner leads the next trick
    this.seat = winner;
    if (this.tricksPlayed === 13) this.phase = 'over';
    return { seat, ...m };
  }

  /** Plays a trick: the given cards first, then each seat's first playable card. */
  playTrick(cards: readonly (string | undefined)[] = []): { trick: string[]; winner: number } {
    for (let k = 0; k < 4; k++) {
      const first = this.legal()[0] as { card: string };
      this.move({ type: 'play', card: cards[k] ?? first.card });
    }
    return { trick: this.lastTrick!.cards, winner: this.lastTrick!.winner };
  }

  /** H8: the penalty points each seat has taken. */
  points(): number[] {
    return this.taken.map((cards) => cards.reduce((n, c) => n + penalty(c), 0));
  }

  /** H8, H9: the hand's scores, once it is over. */
  scores(): number[] {
    return handScores(this.points());
  }
}
