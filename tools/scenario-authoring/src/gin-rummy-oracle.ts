// A model of Gin Rummy written from the tags of rules/examples/gin-rummy.rules (G1 to G10), not
// read from the engine: the pack and its points, the deal and the upcard, the offer of the
// upcard, drawing and discarding, knocking and going gin, laying out and laying off, the scores
// and who deals next. Deadwood is found by a search of its own over the melds a hand holds.
// gin-rummy.ts writes scenarios from it; gin-rummy-golden.ts holds the golden playthrough to it.

import { seeded } from './seeded';

/** G1: the suits in the order the rules file declares them, each from the king down to the ace. */
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
export const RANKS = ['king', 'queen', 'jack', '10', '9', '8', '7', '6', '5', '4', '3', '2', 'ace'];
export const DECK = SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}`));

export const suitOf = (card: string) => card.split('-')[0]!;
export const rankOf = (card: string) => card.slice(card.indexOf('-') + 1);
/** G1: a card's place in a run, the ace 1 (low) up to the king 13. */
export const order = (card: string) => 13 - RANKS.indexOf(rankOf(card));
/** G1: court cards 10, an ace 1, every other card its number. */
export const points = (card: string) => Math.min(order(card), 10);
export const sorted = (cards: readonly string[]) =>
  [...cards].sort((x, y) => DECK.indexOf(x) - DECK.indexOf(y));
export const sum = (cards: readonly string[]) => cards.reduce((n, c) => n + points(c), 0);

/** G3: three or four cards of one rank. */
export const isSet = (cards: readonly string[]) =>
  cards.length >= 3 && cards.every((c) => rankOf(c) === rankOf(cards[0]!));

/** G3, G1: three or more cards of one suit in sequence, the ace low only. */
export function isRun(cards: readonly string[]): boolean {
  if (cards.length < 3 || !cards.every((c) => suitOf(c) === suitOf(cards[0]!))) return false;
  const o = cards.map(order).sort((a, b) => a - b);
  return o.every((v, k) => k === 0 || v === o[k - 1]! + 1);
}

export const isMeld = (cards: readonly string[]) => isSet(cards) || isRun(cards);

/** Every meld that can be taken from `hand` (G3), each in deck order. */
export function meldsOf(hand: readonly string[]): string[][] {
  const out: string[][] = [];
  const cards = sorted(hand);
  for (const r of RANKS) {
    const same = cards.filter((c) => rankOf(c) === r);
    if (same.length >= 3) out.push(same);
    if (same.length === 4) for (const c of same) out.push(same.filter((x) => x !== c));
  }
  for (const s of SUITS) {
    const suit = cards.filter((c) => suitOf(c) === s); // king first
    for (let i = 0; i < suit.length; i++)
      for (let j = i + 2; j < suit.length; j++) {
        const run = suit.slice(i, j + 1);
        if (isRun(run)) out.push(run);
      }
  }
  return out;
}

/** G3: the least count of the cards left out of melds, the hand laid out as well as it can be. */
export function deadwood(hand: readonly string[]): number {
  const melds = meldsOf(hand);
  let best = sum(hand);
  const search = (from: number, used: Set<string>) => {
    const left = hand.filter((c) => !used.has(c));
    best = Math.min(best, sum(left));
    for (let k = from; k < melds.length; k++) {
      const m = melds[k]!;
      if (m.some((c) => used.has(c))) continue;
      search(k + 1, new Set([...used, ...m]));
    }
  };
  search(0, new Set());
  return best;
}

/** G2: a deal, its stock top card first (the card turned up as the upcard). */
export interface GinDeal {
  readonly dealer: number;
  readonly hands: string[][];
  readonly stock: string[];
}

/**
 * A whole deal from the cards that matter: `fixed` cards for some seats, `upcard` the first card
 * of the discard pile, `stockTop` the cards on top of the stock after it, the rest shuffled by
 * `seed`.
 */
export function dealWith(
  dealer: number,
  fixed: readonly (readonly string[])[],
  upcard: string,
  seed: number,
  stockTop: readonly string[] = [],
): GinDeal {
  const random = seeded(seed);
  const placed = new Set([...fixed.flat(), upcard, ...stockTop]);
  if (placed.size !== fixed.flat().length + 1 + stockTop.length) throw new Error('placed twice');
  const rest = DECK.filter((c) => !placed.has(c));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const hands = [0, 1].map((s) => [
    ...(fixed[s] ?? []),
    ...rest.splice(0, 10 - (fixed[s]?.length ?? 0)),
  ]);
  return { dealer, hands, stock: [upcard, ...stockTop, ...rest] };
}

export type GinMove =
  | { type: 'pass' }
  | { type: 'take-discard' }
  | { type: 'draw' }
  | { type: 'discard'; card: string }
  | { type: 'knock'; card: string }
  | { type: 'meld'; cards: string[] }
  | { type: 'show-deadwood' }
  | { type: 'lay-off-first'; card: string }
  | { type: 'lay-off-second'; card: string }
  | { type: 'lay-off-third'; card: string }
  | { type: 'stop-laying-off' };

export const LAY_OFF = ['lay-off-first', 'lay-off-second', 'lay-off-third'] as const;

/** Every subset of `cards` with at least `min` cards, in deck order. */
function subsets(cards: readonly string[], min: number): string[][] {
  const out: string[][] = [];
  const s = sorted(cards);
  for (let mask = 1; mask < 1 << s.length; mask++) {
    const pick = s.filter((_, k) => mask & (1 << k));
    if (pick.length >= min) out.push(pick);
  }
  return out;
}

/** One hand played by the rules above, move by move. */
export class GinHand {
  readonly hands: string[][];
  readonly dealer: number;
  readonly stock: string[];
  /** The discard pile, its top card last. */
  readonly discard: string[];
  seat: number;
  phase: 'play' | 'lay-out' | 'lay-off' | 'over' = 'play';
  /** G4: 0 before any pass, 1 after one, 2 after both, 3 once a card was drawn. */
  offers = 0;
  drew = false;
  taken: string | null = null;
  knocker = -1;
  readonly melds: string[][] = [[], [], []];
  /** G6: the knocker's deadwood, laid apart face up once no meld is left. */
  readonly knockersDeadwood: string[] = [];

  constructor(deal: GinDeal) {
    this.hands = deal.hands.map(sorted);
    this.dealer = deal.dealer;
    this.discard = [deal.stock[0]!]; // G2: the upcard
    this.stock = deal.stock.slice(1);
    this.seat = (deal.dealer + 1) % 2; // G4
  }

  get over(): boolean {
    return this.phase === 'over';
  }

  get defender(): number {
    return 1 - this.knocker;
  }

  legal(): GinMove[] {
    const hand = this.hands[this.seat]!;
    switch (this.phase) {
      case 'over':
        return [];
      case 'play': {
        if (!this.drew) {
          const moves: GinMove[] = [];
          if (this.offers < 2) moves.push({ type: 'pass' }); // G4
          if (this.offers !== 2 && this.discard.length > 0) moves.push({ type: 'take-discard' }); // G4, G5
          if (this.offers >= 2) moves.push({ type: 'draw' }); // G4, G5
          return moves;
        }
        const free = hand.filter((c) => c !== this.taken); // G5
        return [
          ...free.map((card): GinMove => ({ type: 'discard', card })),
          ...free
            .filter((card) => deadwood(hand.filter((c) => c !== card)) <= 10) // G6
            .map((card): GinMove => ({ type: 'knock', card })),
        ];
      }
      case 'lay-out': {
        // G6: a layout that leaves the least deadwood, so each meld is one of such a layout: the
        // cards it leaves can still be laid out to the hand's best count. Of those, any.
        const best = deadwood(hand);
        const moves: GinMove[] = subsets(hand, 3)
          .filter((m) => isMeld(m) && deadwood(hand.filter((c) => !m.includes(c))) === best)
          .map((cards) => ({ type: 'meld', cards }));
        // The deadwood goes apart once the layout is done: no meld is left in the hand.
        if (sum(hand) === best) moves.push({ type: 'show-deadwood' });
        return moves;
      }
      case 'lay-off': {
        // G7: a card that extends a run or is the fourth of a set
        const moves: GinMove[] = [];
        this.melds.forEach((meld, k) => {
          if (meld.length === 0) return;
          for (const card of hand)
            if (isMeld([...meld, card])) moves.push({ type: LAY_OFF[k]!, card });
        });
        moves.push({ type: 'stop-laying-off' });
        return moves;
      }
    }
  }

  move(m: GinMove): GinMove & { seat: number } {
    const seat = this.seat;
    const key = JSON.stringify(canonical(m));
    if (!this.legal().some((l) => JSON.stringify(canonical(l)) === key))
      throw new Error(`seat ${seat} may not ${key}`);
    const hand = () => this.hands[seat]!;
    const drop = (cards: readonly string[]) =>
      (this.hands[seat] = hand().filter((c) => !cards.includes(c)));
    switch (m.type) {
      case 'pass':
        this.offers++;
        this.seat = 1 - seat;
        break;
      case 'take-discard':
        this.taken = this.discard.pop()!;
        this.hands[seat] = sorted([...hand(), this.taken]);
        this.drew = true;
        this.offers = 3;
        break;
      case 'draw':
        this.hands[seat] = sorted([...hand(), this.stock.shift()!]);
        this.drew = true;
        this.offers = 3;
        break;
      case 'discard':
        drop([m.card]);
        this.discard.push(m.card);
        this.drew = false;
        this.taken = null;
        this.seat = 1 - seat;
        if (this.stock.length <= 2) this.phase = 'over'; // G9
        break;
      case 'knock': // G6
        drop([m.card]);
        this.discard.push(m.card);
        this.knocker = seat;
        this.phase = 'lay-out';
        break;
      case 'meld':
        drop(m.cards);
        this.melds[this.melds.findIndex((x) => x.length === 0)]!.push(...sorted(m.cards));
        break;
      case 'show-deadwood':
        // G6: the deadwood laid apart, face up
        this.knockersDeadwood.push(...hand());
        this.hands[seat] = [];
        // G7: no laying off after gin
        if (this.knockersDeadwood.length === 0) this.phase = 'over';
        else {
          this.phase = 'lay-off';
          this.seat = this.defender;
        }
        break;
      case 'stop-laying-off':
        this.phase = 'over';
        break;
      default: {
        const k = LAY_OFF.indexOf(m.type);
        drop([m.card]);
        this.melds[k] = sorted([...this.melds[k]!, m.card]);
      }
    }
    return { seat, ...m };
  }

  apply(m: GinMove): this {
    this.move(m);
    return this;
  }

  /** G6: what the knocker laid apart from its melds. */
  knockerCount(): number {
    return sum(this.knockersDeadwood);
  }

  /** G7: the other player's deadwood, laid out as well as it can be. */
  otherCount(): number {
    return deadwood(this.hands[this.defender]!);
  }

  /** G8: each seat's points for the hand; G9: none for a drawn hand. */
  scores(): number[] {
    const s = [0, 0];
    if (this.knocker < 0) return s;
    const k = this.knockerCount();
    const o = this.otherCount();
    if (k === 0) s[this.knocker] = 25 + o;
    else if (k < o) s[this.knocker] = o - k;
    else s[this.defender] = 25 + k - o;
    return s;
  }

  /** G1: the loser deals next; after a drawn hand the same dealer. */
  nextDealer(): number {
    const s = this.scores();
    if (this.knocker < 0) return this.dealer;
    return s[0]! > 0 ? 1 : 0;
  }
}

/** A move with its cards in deck order, to compare two lists of moves. */
export function canonical(m: GinMove): GinMove {
  return m.type === 'meld' ? { type: 'meld', cards: sorted(m.cards) } : m;
}
