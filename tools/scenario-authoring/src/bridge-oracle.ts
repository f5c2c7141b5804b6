// A model of Contract Bridge written from the standard rules (B1 to B9 of the draft rules file,
// tools/scenario-authoring/drafts/bridge.rules), not read from any engine: the pack and the
// deal, the auction (bids, passes, doubles and redoubles, three passes after a bid, four passes
// and the hand thrown in), the declarer and the dummy, the opening lead, the dummy's hand laid
// face up and its cards chosen by the declarer, following suit and trumps. bridge-scoring.ts
// says what the hand is worth; bridge.ts writes scenarios from both.

import { seeded } from './seeded';
import {
  FRESH,
  honoursOf,
  scoreHand,
  STRAINS,
  teamOf,
  type Contract,
  type Doubling,
  type HandScore,
  type Played,
  type Standing,
  type Strain,
} from './bridge-scoring';

/** B1: clockwise from North; seat 0 North. */
export const SEATS = ['North', 'East', 'South', 'West'];
/** B2: the suits as the draft declares them (spades highest), each from the ace down. */
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
export const RANKS = ['ace', 'king', 'queen', 'jack', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
export const DECK = SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}`));

export const suitOf = (card: string) => card.split('-')[0]!;
export const rankOf = (card: string) => card.slice(card.indexOf('-') + 1);
export const leftOf = (seat: number) => (seat + 1) % 4;
export const partnerOf = (seat: number) => (seat + 2) % 4;
export const sorted = (cards: readonly string[]) =>
  [...cards].sort((x, y) => DECK.indexOf(x) - DECK.indexOf(y));

export type Call =
  | { type: 'bid'; level: number; suit: string }
  | { type: 'bid-no-trump'; level: number }
  | { type: 'pass' }
  | { type: 'double' }
  | { type: 'redouble' };
export type BridgeMove = Call | { type: 'play'; card: string };

/** B4: the strain a bid names. */
export const strainOf = (c: Call): Strain =>
  c.type === 'bid-no-trump' ? 'no-trump' : (c as { suit: Strain }).suit;
/** B4: a bid's height, tricks first and the strain after: 1 clubs is 6, 7 no trump 40. */
export const height = (level: number, strain: Strain) => level * 5 + STRAINS.indexOf(strain) + 1;

/** B9: the index (leader first) of the card that takes the trick; `trump` null at no trump. */
export function winningIndex(cards: readonly string[], trump: string | null): number {
  const power = (c: string) => RANKS.length - RANKS.indexOf(rankOf(c));
  const led = suitOf(cards[0]!);
  const tier = (c: string) => (suitOf(c) === trump ? 2 : suitOf(c) === led ? 1 : 0);
  let best = 0;
  cards.forEach((c, i) => {
    const b = cards[best]!;
    if (tier(c) > tier(b) || (tier(c) === tier(b) && tier(c) > 0 && power(c) > power(b))) best = i;
  });
  return best;
}

/** B9: what a seat holding `hand` may play to a trick whose first card is `led`. */
export function playable(hand: readonly string[], led: string | undefined): string[] {
  if (led === undefined) return sorted(hand);
  const following = hand.filter((c) => suitOf(c) === suitOf(led));
  return sorted(following.length > 0 ? following : hand);
}

/** B3 to B7: the auction, call by call. */
export class Auction {
  /** The seat to call: the dealer first (B3). */
  seat: number;
  readonly calls: { seat: number; call: Call }[] = [];
  last: { level: number; strain: Strain; seat: number } | null = null;
  doubling: Doubling = 'undoubled';
  passes = 0;
  /** B7: for each side, the seat of it that first named each strain. */
  private readonly firstNamed = [new Map<Strain, number>(), new Map<Strain, number>()];

  constructor(readonly dealer: number) {
    this.seat = dealer;
  }

  /** B6: three passes after a bid, or four with none. */
  get over(): boolean {
    return (this.last !== null && this.passes === 3) || this.passes === 4;
  }

  /**
   * B4, B5: why the seat to call may not make `call`, as the draft's `require`s say it, in their
   * order; null when it may.
   */
  refusal(call: Call): string | null {
    const last = this.last;
    switch (call.type) {
      case 'bid':
      case 'bid-no-trump': {
        const now = last === null ? 0 : height(last.level, last.strain);
        return height(call.level, strainOf(call)) > now ? null : 'bid-too-low';
      }
      case 'pass':
        return null;
      case 'double':
        if (last === null) return 'nothing-to-double';
        if (teamOf(last.seat) === teamOf(this.seat)) return 'double-own-side';
        if (this.doubling !== 'undoubled') return 'already-doubled';
        return null;
      case 'redouble':
        if (this.doubling === 'undoubled') return 'not-doubled';
        if (teamOf(last!.seat) !== teamOf(this.seat)) return 'redouble-other-side';
        if (this.doubling === 'redoubled') return 'already-redoubled';
        return null;
    }
  }

  /** Every call the seat to call may make. */
  legal(): Call[] {
    const all: Call[] = [{ type: 'pass' }, { type: 'double' }, { type: 'redouble' }];
    for (let level = 1; level <= 7; level++) {
      for (const suit of SUITS) all.push({ type: 'bid', level, suit });
      all.push({ type: 'bid-no-trump', level });
    }
    return all.filter((c) => this.refusal(c) === null);
  }

  call(call: Call): void {
    const why = this.refusal(call);
    if (why !== null)
      throw new Error(`${SEATS[this.seat]} may not ${JSON.stringify(call)}: ${why}`);
    this.calls.push({ seat: this.seat, call });
    if (call.type === 'bid' || call.type === 'bid-no-trump') {
      const strain = strainOf(call);
      const named = this.firstNamed[teamOf(this.seat)]!;
      if (!named.has(strain)) named.set(strain, this.seat);
      this.last = { level: call.level, strain, seat: this.seat };
      this.doubling = 'undoubled'; // B5: a new bid does away with a double
      this.passes = 0;
    } else if (call.type === 'pass') this.passes++;
    else {
      this.doubling = call.type === 'double' ? 'doubled' : 'redoubled';
      this.passes = 0;
    }
    this.seat = leftOf(this.seat);
  }

  /** B6, B7: the contract once the auction is over, null when all four passed. */
  contract(): Contract | null {
    if (!this.over || this.last === null) return null;
    const { level, strain, seat } = this.last;
    const declarer = this.firstNamed[teamOf(seat)]!.get(strain)!;
    return { level, strain, doubling: this.doubling, declarer };
  }
}

/** B2: a deal of thirteen cards a seat. */
export interface BridgeDeal {
  readonly dealer: number;
  readonly hands: readonly (readonly string[])[];
}

/**
 * A whole deal from the cards that matter: `fixed` cards for some seats (by seat), the rest of
 * the pack shuffled by `seed` into the other places.
 */
export function dealWith(
  dealer: number,
  fixed: readonly (readonly string[])[],
  seed: number,
): BridgeDeal {
  const random = seeded(seed);
  const placed = new Set(fixed.flat());
  if (placed.size !== fixed.flat().length) throw new Error('a card placed twice');
  for (const c of placed) if (!DECK.includes(c)) throw new Error(`no card ${c}`);
  const rest = DECK.filter((c) => !placed.has(c));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const hands = [0, 1, 2, 3].map((s) => {
    const mine = fixed[s] ?? [];
    if (mine.length > 13) throw new Error(`${SEATS[s]} holds more than 13`);
    return [...mine, ...rest.splice(0, 13 - mine.length)];
  });
  return { dealer, hands };
}

export interface Trick {
  readonly leader: number;
  readonly cards: readonly string[];
  readonly winner: number;
}

/** One hand by the rules above, move by move: the auction, then the tricks when bid. */
export class BridgeHand {
  readonly dealt: readonly (readonly string[])[];
  readonly hands: string[][];
  readonly auction: Auction;
  contract: Contract | null = null;
  phase: 'auction' | 'play' | 'over' = 'auction';
  /** The seat whose turn it is: the dummy in its own turn (B8). */
  turn: number;
  trick: string[] = [];
  leader = -1;
  readonly tricks = [0, 0];
  readonly completed: Trick[] = [];
  /** B8: the dummy's hand lies face up once the opening lead is made. */
  revealed = false;
  /** The draft's rule events, as they happen ('contract', 'passed-out'; scoring's after). */
  readonly events: string[] = [];

  /** `standing` and `lastHand` are the rubber's, for what the hand is worth (B11, B17). */
  constructor(
    readonly deal: BridgeDeal,
    readonly standing: Standing = FRESH,
    readonly lastHand = false,
  ) {
    this.dealt = deal.hands.map((h) => [...h]);
    this.hands = deal.hands.map((h) => [...h]);
    this.auction = new Auction(deal.dealer);
    this.turn = deal.dealer; // B3
  }

  get over(): boolean {
    return this.phase === 'over';
  }

  get dummy(): number {
    return this.contract === null ? -1 : partnerOf(this.contract.declarer);
  }

  /** The seat that chooses this turn's move: the declarer in the dummy's turn (B8). */
  get seat(): number {
    return this.turn === this.dummy && this.phase === 'play' ? this.contract!.declarer : this.turn;
  }

  /** B9: the trump suit, null at no trump or before there is a contract. */
  get trump(): string | null {
    const s = this.contract?.strain;
    return s === undefined || s === 'no-trump' ? null : s;
  }

  legal(): BridgeMove[] {
    if (this.phase === 'auction') return this.auction.legal();
    if (this.phase === 'play')
      return playable(this.hands[this.turn]!, this.trick[0]).map((card) => ({
        type: 'play',
        card,
      }));
    return [];
  }

  /**
   * Why `seat` may not make `move` now, as the engine will say it: another seat's turn, a call
   * in the play or a card in the auction, a card the seat whose turn it is does not hold, a
   * card of another suit while holding the suit led, or the auction's own reasons. Null when it
   * may.
   */
  refusal(seat: number, move: BridgeMove): string | null {
    if (this.phase === 'over') return 'game-over';
    if (seat !== this.seat) return 'not-your-turn';
    if ((move.type === 'play') !== (this.phase === 'play')) return 'not-now';
    if (move.type !== 'play') return this.auction.refusal(move);
    const hand = this.hands[this.turn]!;
    if (!hand.includes(move.card)) return 'card-not-held';
    return playable(hand, this.trick[0]).includes(move.card) ? null : 'must-follow-suit';
  }

  /** Plays one move of the seat to choose; returns it with that seat, as a replay writes it. */
  move(m: BridgeMove): BridgeMove & { seat: number } {
    const seat = this.seat;
    const why = this.refusal(seat, m);
    if (why !== null) throw new Error(`${SEATS[seat]} may not ${JSON.stringify(m)}: ${why}`);
    if (m.type === 'play') this.play(m.card);
    else {
      this.auction.call(m);
      this.turn = this.auction.seat;
      if (this.auction.over) this.endAuction();
    }
    return { seat, ...m };
  }

  apply(m: BridgeMove): this {
    this.move(m);
    return this;
  }

  private endAuction(): void {
    this.contract = this.auction.contract();
    if (this.contract === null) {
      this.events.push('passed-out'); // B6: thrown in
      this.phase = 'over';
      return;
    }
    this.events.push('contract');
    this.phase = 'play';
    this.leader = leftOf(this.contract.declarer); // B8: the opening lead
    this.turn = this.leader;
  }

  private play(card: string): void {
    const seat = this.turn;
    this.hands[seat] = this.hands[seat]!.filter((c) => c !== card);
    this.trick.push(card);
    if (this.completed.length === 0 && this.trick.length === 1) this.revealed = true; // B8
    if (this.trick.length < 4) {
      this.turn = leftOf(seat);
      return;
    }
    const winner = (this.leader + winningIndex(this.trick, this.trump)) % 4;
    this.completed.push({ leader: this.leader, cards: this.trick, winner });
    this.tricks[teamOf(winner)]!++;
    this.trick = [];
    this.leader = winner; // B9
    this.turn = winner;
    if (this.completed.length === 13) this.phase = 'over';
  }

  /** Plays a trick: the given cards first, then each turn's lowest playable card. */
  playTrick(cards: readonly (string | undefined)[] = []): Trick {
    for (let k = 0; k < 4; k++) {
      const legal = this.legal() as { card: string }[];
      this.move({ type: 'play', card: cards[k] ?? legal[legal.length - 1]!.card });
    }
    return this.completed[this.completed.length - 1]!;
  }

  /** What a hand that reached play scored from: contract, tricks and honours (B10-B15). */
  played(): Played | null {
    if (!this.over || this.contract === null) return null;
    const contract = this.contract;
    return {
      contract,
      tricks: this.tricks[teamOf(contract.declarer)]!,
      honours: honoursOf(this.dealt, contract.strain),
    };
  }

  /** B10-B17: the hand's worth, once it is over. */
  scored(): HandScore {
    if (!this.over) throw new Error('the hand is not over');
    return scoreHand(this.standing, this.played(), this.lastHand);
  }

  scores(): number[] {
    return [...this.scored().scores];
  }

  /** B8: whether `viewer` sees the cards of `seat`'s hand. */
  sees(viewer: number, seat: number): boolean {
    return viewer === seat || (this.revealed && seat === this.dummy);
  }
}
