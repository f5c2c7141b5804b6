// A model of Euchre written from the tags of rules/examples/euchre.rules (E1 to E12), not read
// from the engine: the pack, which suit a card counts as once trumps are made (the left bower
// joins them), what a seat may play, who takes a trick, who sits out, and the hand's scores.
// euchre.ts writes scenarios from it; euchre-golden.ts holds the golden playthrough to it.

import { seeded } from './seeded';

export const SUITS = ['spades', 'clubs', 'hearts', 'diamonds'];
/** E2, E8: the plain suits' order, ace high. */
export const RANKS = ['ace', 'king', 'queen', 'jack', '10', '9'];
export const DECK = SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}`));
const SAME_COLOUR: Record<string, string> = {
  spades: 'clubs',
  clubs: 'spades',
  hearts: 'diamonds',
  diamonds: 'hearts',
};

export const suitOf = (card: string) => card.split('-')[0]!;
export const rankOf = (card: string) => card.slice(card.indexOf('-') + 1);
export const teamOf = (seat: number) => seat % 2; // E1: partners sit opposite
export const partnerOf = (seat: number) => (seat + 2) % 4;

export const rightBower = (trump: string) => `${trump}-jack`;
export const leftBower = (trump: string) => `${SAME_COLOUR[trump]}-jack`;

/** E8, E10: the suit a card counts as; the left bower is a trump. */
export function playSuit(card: string, trump: string): string {
  return card === leftBower(trump) ? trump : suitOf(card);
}

/** E8: a trump's strength (right bower, left bower, then A K Q 10 9); 0 for other cards. */
export function trumpPower(card: string, trump: string): number {
  if (card === rightBower(trump)) return 20;
  if (card === leftBower(trump)) return 19;
  if (suitOf(card) !== trump) return 0;
  return 10 + RANKS.length - RANKS.indexOf(rankOf(card));
}

/** E10: the index (leader first) of the card that takes the trick. */
export function winningIndex(cards: readonly string[], trump: string): number {
  let best = -1;
  cards.forEach((c, i) => {
    if (
      trumpPower(c, trump) > 0 &&
      (best < 0 || trumpPower(c, trump) > trumpPower(cards[best]!, trump))
    )
      best = i;
  });
  if (best >= 0) return best;
  const led = playSuit(cards[0]!, trump);
  const power = (c: string) => RANKS.length - RANKS.indexOf(rankOf(c));
  cards.forEach((c, i) => {
    if (playSuit(c, trump) === led && (best < 0 || power(c) > power(cards[best]!))) best = i;
  });
  return best;
}

/** E10: what a seat holding `hand` may play to a trick whose first card is `led`. */
export function playable(
  hand: readonly string[],
  led: string | undefined,
  trump: string,
): string[] {
  if (led === undefined) return [...hand];
  const suit = playSuit(led, trump);
  const following = hand.filter((c) => playSuit(c, trump) === suit);
  return following.length > 0 ? following : [...hand];
}

/** E11: the hand's points per team, given who made trumps, alone or not, and the tricks. */
export function handScores(maker: number, alone: boolean, tricks: readonly number[]): number[] {
  const makers = teamOf(maker);
  const taken = tricks[makers]!;
  const scores = [0, 0];
  if (taken === 5) scores[makers] = alone ? 4 : 2;
  else if (taken >= 3) scores[makers] = 1;
  else scores[1 - makers] = 2;
  return scores;
}

/** E3: a deal of five cards a seat and the kitty, its top (turned) card first. */
export interface EuchreDeal {
  readonly dealer: number;
  readonly hands: string[][];
  readonly stock: string[];
}

/**
 * A whole deal from the cards that matter: `fixed` cards for some seats, `turned` on top of the
 * kitty, the rest of the pack shuffled by `seed` into the other places.
 */
export function dealWith(
  dealer: number,
  fixed: readonly (readonly string[])[],
  turned: string,
  seed: number,
): EuchreDeal {
  const random = seeded(seed);
  const placed = new Set([...fixed.flat(), turned]);
  if (placed.size !== fixed.flat().length + 1) throw new Error('a card placed twice');
  const rest = DECK.filter((c) => !placed.has(c));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const hands = fixed.map((h) => [...h, ...rest.splice(0, 5 - h.length)]);
  if (rest.length !== 3) throw new Error('five cards a seat');
  return { dealer, hands, stock: [turned, ...rest] };
}

/** One hand played by the rules above, move by move; it writes the moves as scenario steps. */
export class EuchreHand {
  readonly hands: string[][];
  readonly dealer: number;
  readonly turned: string;
  trump: string | undefined;
  maker = -1;
  alone = false;
  passes = 0;
  seat: number;
  phase: 'ordering' | 'taking-up' | 'calling' | 'play' | 'over' = 'ordering';
  leader = -1;
  trick: string[] = [];
  readonly tricks = [0, 0];
  kitty: string[];

  constructor(readonly deal: EuchreDeal) {
    this.hands = deal.hands.map((h) => [...h]);
    this.dealer = deal.dealer;
    this.turned = deal.stock[0]!;
    this.kitty = deal.stock.slice(1);
    this.seat = (this.dealer + 1) % 4; // E4: from the dealer's left
  }

  /** E7: the lone maker's partner, or -1. */
  get sittingOut(): number {
    return this.alone ? partnerOf(this.maker) : -1;
  }

  private next(seat: number): number {
    let s = (seat + 1) % 4;
    while (s === this.sittingOut) s = (s + 1) % 4;
    return s;
  }

  private startPlay(): void {
    this.phase = 'play';
    this.leader = (this.dealer + 1) % 4; // E9
    if (this.leader === this.sittingOut) this.leader = (this.leader + 1) % 4;
    this.seat = this.leader;
  }

  /** The moves the seat to act may make, as the scenario files write them (no seat). */
  legal(): Record<string, string>[] {
    switch (this.phase) {
      case 'ordering':
        return [{ type: 'order' }, { type: 'order-alone' }, { type: 'pass' }];
      case 'taking-up':
        return this.hands[this.dealer]!.map((card) => ({ type: 'discard', card }));
      case 'calling': {
        const named = SUITS.filter((s) => s !== suitOf(this.turned));
        return [
          ...named.map((suit) => ({ type: 'call', suit })),
          ...named.map((suit) => ({ type: 'call-alone', suit })),
          ...(this.stuck ? [] : [{ type: 'pass-again' }]),
        ];
      }
      case 'play': {
        const led = this.trick[0];
        return playable(this.hands[this.seat]!, led, this.trump!).map((card) => ({
          type: 'play',
          card,
        }));
      }
      default:
        return [];
    }
  }

  stickTheDealer = false;
  private get stuck(): boolean {
    return this.stickTheDealer && this.seat === this.dealer;
  }

  /** Whether the hand is over. */
  get over(): boolean {
    return this.phase === 'over';
  }

  /** Plays one move of the seat to act, as `move` does. */
  apply(m: Record<string, string>): this {
    this.move(m);
    return this;
  }

  /** Plays one move of the seat to act; returns the move with its seat. */
  move(m: Record<string, string>): Record<string, string | number> {
    const seat = this.seat;
    const allowed = this.legal().some((l) => JSON.stringify(l) === JSON.stringify(m));
    if (!allowed) throw new Error(`seat ${seat} may not ${JSON.stringify(m)} in ${this.phase}`);
    switch (m['type']) {
      case 'order':
      case 'order-alone':
        this.trump = suitOf(this.turned);
        this.maker = seat;
        this.alone = m['type'] === 'order-alone';
        // E6: the dealer takes the turned card up, then discards
        this.hands[this.dealer]!.push(this.turned);
        this.phase = 'taking-up';
        this.seat = this.dealer;
        break;
      case 'pass':
        this.passes++;
        if (this.passes === 4) {
          this.kitty.unshift(this.turned); // E5: turned face down
          this.phase = 'calling';
          this.seat = (this.dealer + 1) % 4;
        } else this.seat = (seat + 1) % 4;
        break;
      case 'discard':
        this.hands[seat] = this.hands[seat]!.filter((c) => c !== m['card']);
        this.kitty.push(m['card']!);
        this.startPlay();
        break;
      case 'call':
      case 'call-alone':
        this.trump = m['suit'];
        this.maker = seat;
        this.alone = m['type'] === 'call-alone';
        this.startPlay();
        break;
      case 'pass-again':
        this.passes++;
        if (this.passes === 8)
          this.phase = 'over'; // E5: thrown in
        else this.seat = (seat + 1) % 4;
        break;
      case 'play': {
        this.hands[seat] = this.hands[seat]!.filter((c) => c !== m['card']);
        this.trick.push(m['card']!);
        const playing = this.alone ? 3 : 4;
        if (this.trick.length < playing) {
          this.seat = this.next(seat);
          break;
        }
        let winner = this.leader;
        for (let k = winningIndex(this.trick, this.trump!); k > 0; k--) winner = this.next(winner);
        this.tricks[teamOf(winner)]!++;
        this.lastTrick = { cards: this.trick, leader: this.leader, winner };
        this.trick = [];
        this.leader = winner; // E9: the winner leads next
        this.seat = winner;
        if (this.tricks[0]! + this.tricks[1]! === 5) this.phase = 'over';
        break;
      }
    }
    return { seat, ...m };
  }

  lastTrick: { cards: string[]; leader: number; winner: number } | undefined;

  /** Plays a trick: the given cards first, then each seat's first playable card. */
  playTrick(cards: readonly (string | undefined)[] = []): { trick: string[]; winner: number } {
    const playing = this.alone ? 3 : 4;
    for (let k = 0; k < playing; k++) {
      const card = cards[k] ?? this.legal()[0]!['card']!;
      this.move({ type: 'play', card });
    }
    return { trick: this.lastTrick!.cards, winner: this.lastTrick!.winner };
  }

  /** E11: the hand's scores, once it is over. */
  scores(): number[] {
    if (this.maker < 0) return [0, 0];
    return handScores(this.maker, this.alone, this.tricks);
  }
}
