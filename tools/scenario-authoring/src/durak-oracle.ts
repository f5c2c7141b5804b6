// A model of two-player Durak written from the tags of rules/examples/durak.rules (D1 to D10),
// not read from the engine: the pack and the trump card, who attacks first, what may attack and
// what beats it, taking and ending a bout, drawing back up to six, and who is the durak.
// durak.ts writes scenarios from it; durak-golden.ts holds the golden playthrough to it.

import { seeded } from './seeded';

/** D1: the suits and ranks in the order the rules file declares them, the ace highest. */
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
export const RANKS = ['ace', 'king', 'queen', 'jack', '10', '9', '8', '7', '6'];
export const DECK = SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}`));

export const suitOf = (card: string) => card.split('-')[0]!;
export const rankOf = (card: string) => card.slice(card.indexOf('-') + 1);
/** D1: a card's strength in its suit, 14 for the ace down to 6. */
export const power = (card: string) => 14 - RANKS.indexOf(rankOf(card));
export const sorted = (cards: readonly string[]) =>
  [...cards].sort((x, y) => DECK.indexOf(x) - DECK.indexOf(y));

/** D4: whether `card` beats `target` with `trump` trumps. */
export function beats(card: string, target: string, trump: string): boolean {
  if (suitOf(card) === suitOf(target)) return power(card) > power(target);
  return suitOf(card) === trump && suitOf(target) !== trump;
}

/** D2: a deal, its stock top card first (the card turned for trumps). */
export interface DurakDeal {
  readonly dealer: number;
  readonly hands: string[][];
  readonly stock: string[];
}

/**
 * A whole deal from the cards that matter: `fixed` cards for some seats, `turned` the trump card,
 * `stockTop` the cards on top of the stock after it, the rest shuffled by `seed`.
 */
export function dealWith(
  dealer: number,
  fixed: readonly (readonly string[])[],
  turned: string,
  seed: number,
  stockTop: readonly string[] = [],
): DurakDeal {
  const random = seeded(seed);
  const placed = new Set([...fixed.flat(), turned, ...stockTop]);
  if (placed.size !== fixed.flat().length + 1 + stockTop.length) throw new Error('placed twice');
  const rest = DECK.filter((c) => !placed.has(c));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const hands = [0, 1].map((s) => [
    ...(fixed[s] ?? []),
    ...rest.splice(0, 6 - (fixed[s]?.length ?? 0)),
  ]);
  return { dealer, hands, stock: [turned, ...stockTop, ...rest] };
}

export type DurakMove =
  | { type: 'attack'; card: string }
  | { type: 'defend'; card: string; target: string }
  | { type: 'take' }
  | { type: 'end-bout' };

/** One hand played by the rules above, move by move. */
export class DurakHand {
  readonly hands: string[][];
  readonly dealer: number;
  readonly stock: string[];
  turned: string[];
  readonly trump: string;
  attacker: number;
  defender: number;
  seat: number;
  attack: string[] = [];
  beaten: string[] = [];
  readonly out: string[] = [];
  attacks = 0;
  phase: 'play' | 'over' = 'play';

  constructor(deal: DurakDeal) {
    this.hands = deal.hands.map(sorted);
    this.dealer = deal.dealer;
    this.stock = deal.stock.slice(1);
    this.turned = [deal.stock[0]!]; // D2
    this.trump = suitOf(this.turned[0]!);
    // D3: the lowest trump attacks first, else the dealer's left
    const lowest = (s: number) =>
      Math.min(...this.hands[s]!.filter((c) => suitOf(c) === this.trump).map(power), 99);
    const low = Math.min(lowest(0), lowest(1));
    this.attacker = low === 99 ? (this.dealer + 1) % 2 : lowest(0) === low ? 0 : 1;
    this.defender = 1 - this.attacker;
    this.seat = this.attacker;
  }

  get over(): boolean {
    return this.phase === 'over';
  }

  legal(): DurakMove[] {
    if (this.over) return [];
    const hand = this.hands[this.seat]!;
    if (this.seat === this.defender) {
      const moves: DurakMove[] = [];
      for (const target of this.attack)
        for (const card of hand)
          if (beats(card, target, this.trump)) moves.push({ type: 'defend', card, target });
      return this.attack.length > 0 ? [...moves, { type: 'take' }] : moves;
    }
    const moves: DurakMove[] = [];
    const onTable = [...this.attack, ...this.beaten].map(rankOf);
    if (this.attacks < 6 && this.hands[this.defender]!.length > 0) {
      for (const card of hand)
        if (onTable.length === 0 || onTable.includes(rankOf(card)))
          moves.push({ type: 'attack', card }); // D4, D5
    }
    if (this.beaten.length > 0) moves.push({ type: 'end-bout' }); // D6
    return moves;
  }

  /** D8: draws until six, the stock first and the turned trump last. */
  private drawUp(seat: number): void {
    const want = 6 - this.hands[seat]!.length;
    for (let k = 0; k < want; k++) {
      const card = this.stock.shift() ?? this.turned.shift();
      if (card !== undefined) this.hands[seat] = sorted([...this.hands[seat]!, card]);
    }
  }

  move(m: DurakMove): DurakMove & { seat: number } {
    const seat = this.seat;
    const key = JSON.stringify(m);
    if (!this.legal().some((l) => JSON.stringify(l) === key))
      throw new Error(`seat ${seat} may not ${key}`);
    const drop = (card: string) => (this.hands[seat] = this.hands[seat]!.filter((c) => c !== card));
    switch (m.type) {
      case 'attack':
        drop(m.card);
        this.attack.push(m.card);
        this.attacks++;
        this.seat = this.defender;
        break;
      case 'defend':
        drop(m.card);
        this.attack = this.attack.filter((c) => c !== m.target);
        this.beaten.push(m.target, m.card);
        this.seat = this.attacker;
        break;
      case 'take': // D7
        this.hands[seat] = sorted([...this.hands[seat]!, ...this.attack, ...this.beaten]);
        this.attack = [];
        this.beaten = [];
        this.attacks = 0;
        this.drawUp(this.attacker);
        this.seat = this.attacker;
        break;
      case 'end-bout': {
        // D6
        this.out.push(...this.beaten);
        this.beaten = [];
        this.attacks = 0;
        this.drawUp(this.attacker);
        this.drawUp(this.defender);
        [this.attacker, this.defender] = [this.defender, this.attacker];
        this.seat = this.attacker;
        break;
      }
    }
    // D9: the stock gone, the bout settled and a hand empty
    const drawable = this.stock.length + this.turned.length > 0;
    if (!drawable && this.attack.length === 0 && this.hands.some((h) => h.length === 0))
      this.phase = 'over';
    return { seat, ...m };
  }

  apply(m: DurakMove): this {
    this.move(m);
    return this;
  }

  /** D9: the durak, or -1 for a drawn hand. */
  durak(): number {
    const holding = [0, 1].filter((s) => this.hands[s]!.length > 0);
    return holding.length === 1 ? holding[0]! : -1;
  }

  /** D10: a point for the player who is not the durak. */
  scores(): number[] {
    const d = this.durak();
    return d < 0 ? [0, 0] : [0, 1].map((s) => (s === d ? 0 : 1));
  }

  /** D1: who deals the next hand. */
  nextDealer(): number {
    const d = this.durak();
    return d < 0 ? (this.dealer + 1) % 2 : d;
  }
}
