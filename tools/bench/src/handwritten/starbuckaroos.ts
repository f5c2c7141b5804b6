import { Sfc32 } from './sfc32';

/**
 * Two-player Starbuckaroos written by hand, as fast as plain TypeScript allows: the ceiling the
 * generated engine is measured against. RULINGS S1-S12 and C1-C5 with `players` 2, `draw`
 * `always`; `unclaimed`, `target` and `max-hands` as options. Cards are numbered in the
 * generated engine's deck order (Planet 10..1, Moon 10..1, Comet 10..1, Nova 1, Nova 2), so one
 * deck is one 32-bit mask: hands, areas and piles are masks, the stock is the shuffled order
 * with a pointer to its top card.
 *
 * A move code is `type << 12 | card << 6 | target`, with the move types numbered as the rules
 * file declares them (lay 3, capture 4, nova 5, pass 6): sorting codes sorts moves by type,
 * card and target, the canonical order the agreement test uses.
 */

export const LAY = 3;
export const CAPTURE = 4;
export const NOVA = 5;
export const PASS = 6;

const HAND_LIMIT = 10; // S6
const DEAL = 5; // S3
/** Planets (bits 0-9) and Moons (10-19): the cards that are laid and score (S8). */
const LAYABLE = 0xfffff;
const COMETS = 0x3ff << 20;
const NOVAS = (1 << 30) | (1 << 31);

/** S5: by Comet face value, the Planets and Moons of that face or lower. */
const CAPTURABLE = new Int32Array(11);
for (let face = 1; face <= 10; face++) {
  const low = 0x3ff & ~((1 << (10 - face)) - 1); // Planet index i has face 10 - i
  CAPTURABLE[face] = low | (low << 10);
}

/** S8: a Planet scores twice its face, a Moon its face. */
function points(mask: number): number {
  let n = 0;
  for (let m = mask & LAYABLE; m !== 0; m &= m - 1) {
    const i = 31 - Math.clz32(m & -m);
    n += i < 10 ? 2 * (10 - i) : 20 - i;
  }
  return n;
}

function popCount(m: number): number {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
}

export interface StarbuckaroosOptions {
  readonly unclaimed?: 'owner' | 'nobody';
  readonly target?: number;
  readonly 'max-hands'?: number;
}

export class StarbuckaroosMatch {
  readonly rng: Sfc32;
  readonly target: number;
  readonly maxHands: number;
  readonly ownerScores: boolean;
  /** Per seat (= team, C1): cards in hand, laid in the area, and captured into the pile. */
  readonly hand = new Int32Array(2);
  readonly area = new Int32Array(2);
  readonly pile = new Int32Array(2);
  readonly total = new Int32Array(2);
  readonly handScore = new Int32Array(2);
  /** The shuffled deck: the first ten were dealt, the stock's top is `order[stockTop]`. */
  private readonly order = new Uint8Array(32);
  stockTop = 0;
  handNumber = 1;
  dealer = 0; // S3: seat 0 deals first
  seat = 0;
  /** S7: cards drawn this turn, and passes in a row without a draw. */
  private drew = 0;
  private quiet = 0;
  over = false;
  /** The winning seat, -1 while playing, -2 for a draw. */
  winner = -1;

  constructor(seed: number, options: StarbuckaroosOptions = {}) {
    this.rng = new Sfc32(seed);
    this.target = options.target ?? 500;
    this.maxHands = options['max-hands'] ?? 0;
    this.ownerScores = (options.unclaimed ?? 'owner') === 'owner';
    this.deal();
  }

  toMove(): number {
    return this.over ? -1 : this.seat;
  }

  /** Writes the legal move codes, in canonical order, into `out`; returns how many. */
  legal(out: Int32Array): number {
    const hand = this.hand[this.seat]!;
    let n = 0;
    for (let m = hand & LAYABLE; m !== 0; m &= m - 1) {
      out[n++] = (LAY << 12) | ((31 - Math.clz32(m & -m)) << 6);
    }
    const area = this.area[this.seat ^ 1]!;
    if (area !== 0) {
      for (let m = hand & COMETS; m !== 0; m &= m - 1) {
        const comet = 31 - Math.clz32(m & -m);
        for (let t = area & CAPTURABLE[30 - comet]!; t !== 0; t &= t - 1) {
          out[n++] = (CAPTURE << 12) | (comet << 6) | (31 - Math.clz32(t & -t));
        }
      }
    }
    // S5: a Nova needs a Planet or Moon in some area (areas hold nothing else).
    if ((this.area[0]! | this.area[1]!) !== 0) {
      for (let m = hand & NOVAS; m !== 0; m &= m - 1) {
        out[n++] = (NOVA << 12) | ((31 - Math.clz32(m & -m)) << 6);
      }
    }
    out[n++] = PASS << 12;
    return n;
  }

  play(code: number): void {
    const seat = this.seat;
    const type = code >> 12;
    const card = 1 << ((code >> 6) & 63);
    if (type === PASS) {
      this.quiet = this.drew === 0 ? this.quiet + 1 : 0;
    } else {
      this.hand[seat]! &= ~card;
      this.quiet = 0;
      if (type === LAY) {
        this.area[seat]! |= card;
      } else if (type === CAPTURE) {
        const target = 1 << (code & 63);
        this.area[seat ^ 1]! &= ~target;
        this.pile[seat]! |= card | target;
      } else {
        this.pile[seat]! |= card | this.area[0]! | this.area[1]!;
        this.area[0] = 0;
        this.area[1] = 0;
      }
    }
    // S7: the stock and every hand empty, or a full round of passes without a draw.
    if ((this.stockTop === 32 && (this.hand[0]! | this.hand[1]!) === 0) || this.quiet >= 2) {
      this.endHand();
      return;
    }
    this.seat = seat ^ 1;
    this.startTurn();
  }

  /** S4: draw the stock's top card when there is one and the hand is below the limit. */
  private startTurn(): void {
    this.drew = 0;
    if (this.stockTop < 32 && popCount(this.hand[this.seat]!) < HAND_LIMIT) {
      this.hand[this.seat]! |= 1 << this.order[this.stockTop++]!;
      this.drew = 1;
    }
  }

  /** S8, S11 scoring, then C5/S12: the match ends, or the deal passes clockwise. */
  private endHand(): void {
    for (let t = 0; t < 2; t++) {
      const score = points(this.pile[t]!) + (this.ownerScores ? points(this.area[t]!) : 0);
      this.handScore[t] = score;
      this.total[t]! += score;
    }
    const a = this.total[0]!;
    const b = this.total[1]!;
    let winner = -1;
    if (Math.max(a, b) >= this.target && a !== b) winner = a > b ? 0 : 1;
    else if (this.maxHands > 0 && this.handNumber >= this.maxHands)
      winner = a === b ? -2 : a > b ? 0 : 1;
    if (winner !== -1) {
      this.over = true;
      this.winner = winner;
      return;
    }
    this.handNumber++;
    this.dealer ^= 1;
    this.deal();
  }

  /** S3: five each, one at a time from the dealer's left; the rest is the stock. */
  private deal(): void {
    const order = this.order;
    for (let i = 0; i < 32; i++) order[i] = i;
    this.rng.shuffle(order);
    this.hand[0] = 0;
    this.hand[1] = 0;
    this.area[0] = 0;
    this.area[1] = 0;
    this.pile[0] = 0;
    this.pile[1] = 0;
    for (let i = 0; i < 2 * DEAL; i++) this.hand[(this.dealer + 1 + i) & 1]! |= 1 << order[i]!;
    this.stockTop = 2 * DEAL;
    this.quiet = 0;
    this.seat = (this.dealer + 1) & 1; // C2
    this.startTurn();
  }
}
