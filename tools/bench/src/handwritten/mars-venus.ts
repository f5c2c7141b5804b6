import { Sfc32 } from './sfc32';

/**
 * Mars & Venus written by hand, as fast as plain TypeScript allows: the ceiling the generated
 * engine is measured against. Four seats (C1), RULINGS M1-M12 and C1-C5. Cards are numbered as
 * the generated engine numbers them (deck order of rules/mars-venus.rules), so move codes are
 * deck indices and both engines deal the same hands from the same seed.
 *
 * A hand is six 10-bit masks per seat, one per suit (bit = rank strength - 1, the Galaxy is bit
 * 9); the trick's winner is kept as the trick is played. Nothing is allocated per move.
 */

const SEATS = 4;
const SUITS = 6;
const TRICKS = 14;
const MARS = 2;
const VENUS = 5;
/** M6: the suits that can't be led until broken. */
const RESTRICTED = (1 << MARS) | (1 << VENUS);
/** M10: all ten cards of Mars or Venus, the Galaxy (bit 9) included. */
const WHOLE_SUIT = 0x3ff;
const GALAXY_BIT = 1 << 9;

/** Suit strength within its group (M3), by suit: Earth/Neptune 3, Jupiter/Saturn 2, Mars/Venus 1. */
const SUIT_RANK = [3, 2, 1, 3, 2, 1];
const SUIT_GROUP = [0, 0, 0, 1, 1, 1];

/** Per card (deck index): suit, rank bit, group, and the M8 power key (suit rank, then rank). */
const SUIT_OF = new Uint8Array(56);
const BIT_OF = new Uint16Array(56);
const GROUP_OF = new Uint8Array(56);
const SUIT_RANK_OF = new Uint8Array(56);
const KEY_OF = new Uint8Array(56);
/** Deck index by suit * 16 + rank bit index. */
const CARD_AT = new Uint8Array(SUITS * 16);

function defineCard(card: number, suit: number, rank: number): void {
  SUIT_OF[card] = suit;
  BIT_OF[card] = 1 << (rank - 1);
  GROUP_OF[card] = SUIT_GROUP[suit]!;
  SUIT_RANK_OF[card] = SUIT_RANK[suit]!;
  KEY_OF[card] = SUIT_RANK[suit]! * 16 + rank;
  CARD_AT[suit * 16 + rank - 1] = card;
}
// M1: each suit Sun (rank 9), Moon (8), 7..1, in that deck order; then the two Galaxies (rank 10).
for (let suit = 0; suit < SUITS; suit++) {
  for (let k = 0; k < 9; k++) defineCard(suit * 9 + k, suit, 9 - k);
}
defineCard(54, MARS, 10);
defineCard(55, VENUS, 10);

export interface MarsVenusOptions {
  readonly target?: number;
  readonly skunk?: 'on' | 'off';
  readonly 'first-dealer'?: 'cut' | 'seat-0';
  readonly 'max-hands'?: number;
}

export class MarsVenusMatch {
  readonly rng: Sfc32;
  readonly target: number;
  readonly skunk: boolean;
  readonly maxHands: number;
  /** Seat * 6 + suit: the cards of that suit in the seat's hand. */
  readonly hands = new Uint16Array(SEATS * SUITS);
  /** Team * 6 + suit: the cards of that suit in the team's tricks. */
  readonly taken = new Uint16Array(2 * SUITS);
  readonly trick = new Uint8Array(SEATS);
  readonly total = new Int32Array(2);
  readonly handScore = new Int32Array(2);
  private readonly order = new Uint8Array(56);
  handNumber = 1;
  dealer = 0;
  leader = 0;
  seat = 0;
  trickSize = 0;
  tricksPlayed = 0;
  /** The seat that took the last completed trick, -1 before the first. */
  lastTrickWinner = -1;
  /** M6: suits played in completed tricks of this hand, one bit a suit. */
  broken = 0;
  private trickSuits = 0;
  private ledGroup = 0;
  private ledSuit = 0;
  private ledSuitRank = 0;
  private bestKey = 0;
  private bestSeat = 0;
  over = false;
  /** The winning team, -1 while playing, -2 for a draw. */
  winner = -1;

  constructor(seed: number, options: MarsVenusOptions = {}) {
    this.rng = new Sfc32(seed);
    this.target = options.target ?? 56;
    this.skunk = (options.skunk ?? 'on') === 'on';
    this.maxHands = options['max-hands'] ?? 0;
    this.dealer = (options['first-dealer'] ?? 'cut') === 'cut' ? this.cut() : 0;
    this.deal();
  }

  /** The seat to act, -1 once the match is over. */
  toMove(): number {
    return this.over ? -1 : this.seat;
  }

  /** Writes the legal cards (deck indices) into `out`; returns how many. */
  legal(out: Int32Array): number {
    const base = this.seat * SUITS;
    const hands = this.hands;
    let suits = 0x3f;
    if (this.trickSize === 0) {
      // M6: no Mars or Venus lead until broken, unless the seat holds nothing else.
      const closed = RESTRICTED & ~this.broken;
      for (let s = 0; s < SUITS; s++) {
        if ((closed & (1 << s)) === 0 && hands[base + s] !== 0) {
          suits = 0x3f & ~closed;
          break;
        }
      }
    } else if (hands[base + this.ledSuit] !== 0) {
      suits = 1 << this.ledSuit; // M7
    }
    let n = 0;
    for (let s = 0; s < SUITS; s++) {
      if ((suits & (1 << s)) === 0) continue;
      for (let m = hands[base + s]!; m !== 0; m &= m - 1) {
        out[n++] = CARD_AT[s * 16 + 31 - Math.clz32(m & -m)]!;
      }
    }
    return n;
  }

  /** Plays a card `legal` returned. */
  play(card: number): void {
    const seat = this.seat;
    const suit = SUIT_OF[card]!;
    this.hands[seat * SUITS + suit]! &= ~BIT_OF[card]!;
    if (this.trickSize === 0) {
      this.ledSuit = suit;
      this.ledGroup = GROUP_OF[card]!;
      this.ledSuitRank = SUIT_RANK_OF[card]!;
      this.bestKey = KEY_OF[card]!;
      this.bestSeat = seat;
    } else if (
      // M8: power is the led group at or above the led suit; the greatest power wins.
      GROUP_OF[card] === this.ledGroup &&
      SUIT_RANK_OF[card]! >= this.ledSuitRank &&
      KEY_OF[card]! > this.bestKey
    ) {
      this.bestKey = KEY_OF[card]!;
      this.bestSeat = seat;
    }
    this.trick[this.trickSize++] = card;
    this.trickSuits |= 1 << suit;
    if (this.trickSize < SEATS) {
      this.seat = (seat + 1) & 3;
      return;
    }
    this.completeTrick();
  }

  private completeTrick(): void {
    const winner = this.bestSeat;
    const base = (winner & 1) * SUITS;
    for (let k = 0; k < SEATS; k++) {
      const c = this.trick[k]!;
      this.taken[base + SUIT_OF[c]!]! |= BIT_OF[c]!;
    }
    this.broken |= this.trickSuits;
    this.trickSuits = 0;
    this.trickSize = 0;
    this.leader = winner;
    this.seat = winner;
    this.lastTrickWinner = winner;
    if (++this.tricksPlayed === TRICKS) this.endHand();
  }

  /** M10 scoring, then C5/M11/M12: the match ends, or the deal passes clockwise. */
  private endHand(): void {
    for (let t = 0; t < 2; t++) {
      let score = 0;
      for (let s = MARS; s <= VENUS; s += VENUS - MARS) {
        const m = this.taken[t * SUITS + s]!;
        if (m === WHOLE_SUIT) score += 20;
        else if ((m & GALAXY_BIT) === 0) score += popCount(m);
      }
      this.handScore[t] = score;
      this.total[t]! += score;
    }
    const winner = this.matchWinner();
    if (winner !== -1) {
      this.over = true;
      this.winner = winner;
      return;
    }
    this.handNumber++;
    this.dealer = (this.dealer + 1) & 3;
    this.deal();
  }

  private matchWinner(): number {
    const a = this.total[0]!;
    const b = this.total[1]!;
    if (this.skunk && this.handNumber === 1) {
      if (this.handScore[0] === 40) return 0; // M12
      if (this.handScore[1] === 40) return 1;
    }
    if (Math.max(a, b) >= this.target && a !== b) return a > b ? 0 : 1; // C5: a tie plays on
    if (this.maxHands > 0 && this.handNumber >= this.maxHands) return a === b ? -2 : a > b ? 0 : 1;
    return -1;
  }

  /** M5: the whole deck, one card at a time from the dealer's left. */
  private deal(): void {
    const order = this.order;
    for (let i = 0; i < 56; i++) order[i] = i;
    this.rng.shuffle(order);
    this.hands.fill(0);
    this.taken.fill(0);
    for (let i = 0; i < 56; i++) {
      const c = order[i]!;
      this.hands[((this.dealer + 1 + i) & 3) * SUITS + SUIT_OF[c]!]! |= BIT_OF[c]!;
    }
    this.broken = 0;
    this.trickSuits = 0;
    this.trickSize = 0;
    this.tricksPlayed = 0;
    this.leader = (this.dealer + 1) & 3; // C2
    this.seat = this.leader;
  }

  /** M4: every contender cuts from a shuffled deck; the highest suit tier, then rank, deals. */
  private cut(): number {
    const order = this.order;
    let contenders = [0, 1, 2, 3];
    for (let round = 0; round < 64; round++) {
      for (let i = 0; i < 56; i++) order[i] = i;
      this.rng.shuffle(order);
      let best = -1;
      for (let i = 0; i < contenders.length; i++) best = Math.max(best, KEY_OF[order[i]!]!);
      const tied = contenders.filter((_, i) => KEY_OF[order[i]!] === best);
      if (tied.length === 1) return tied[0]!;
      contenders = tied;
    }
    return contenders[0]!;
  }
}

function popCount(m: number): number {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
}
