// A small model of Go Fish written from the rules in the comments of
// rules/examples/go-fish.rules (F1 to F10), not from the engine: the deck, the deal, who may be
// asked for what, what an answer or a fish does, books, empty hands and the score. Cards handed
// over (F5) and a lucky fish (F6) lie face up in front of the seat that takes them, `shown`, which
// counts as part of what the seat holds for every rule (the file's note on what every seat saw);
// only a miss and the draw of a seat left without cards (F8) go into the hidden hand. What every
// seat heard is kept too, as the file's note on it says: the ranks a seat asked for and still
// holds, and the ranks a seat was asked for and has not drawn a card since (`asked`, `lacks`).
// The scenarios of go-fish.ts and the golden review of go-fish-golden.ts take their expectations
// from it; the engine only runs the files.

import type { DealSpec } from '@orrery/runtime';
import { seeded } from './seeded';

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
/** F1: high to low, as the deck lists them; only the rank matters in play. */
export const RANKS = ['ace', 'king', 'queen', 'jack', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
/** F1: 52 cards, `hearts-queen`, `clubs-10`, in deck order (suit by suit). */
export const DECK: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}`));

export const rankOf = (card: string): string => card.slice(card.indexOf('-') + 1);

/** F2: seven cards each to two or three players, five to four, five or six. */
export const handSize = (players: number): number => (players <= 3 ? 7 : 5);

export type Move = { type: 'ask'; target: number; rank: string } | { type: 'pass' };

/** One hand of Go Fish played by the rules. */
export class Hand {
  /**
   * What each seat holds, hidden and shown alike, in the order it got the cards: every rule
   * reads this (F4 to F8); only where a card lies tells the two apart.
   */
  readonly holdings: string[][];
  /** The cards the whole table saw change hands (F5) or fished for luckily (F6). */
  private readonly faceUp = new Set<string>();
  /** Each seat's books, the cards in the order they were laid down. */
  readonly books: string[][];
  /** Top card first. */
  stock: string[];
  seat: number;
  over = false;
  /** Per seat, ranks it asked for (F4) and has neither handed over nor laid down since. */
  readonly asked: Set<string>[];
  /** Per seat, ranks it was asked for (F5, F6) and holds none of, hidden, until it next draws. */
  readonly lacks: Set<string>[];
  /** Rule events, by name, in the order the rules send them: books and lucky fishes. */
  events: string[] = [];
  readonly seats: number;

  constructor(readonly deal: DealSpec) {
    this.holdings = deal.hands.map((h) => [...h]);
    this.stock = [...(deal.stock ?? [])];
    this.seats = deal.hands.length;
    this.books = this.holdings.map(() => []);
    this.asked = this.holdings.map(() => new Set());
    this.lacks = this.holdings.map(() => new Set());
    // F7: books dealt are laid down at once, seat by seat, in rank order.
    for (let s = 0; s < this.seats; s++) for (const r of RANKS) this.layBook(s, r);
    this.seat = ((deal.dealer ?? 0) + 1) % this.seats; // F3
  }

  /** Each seat's hidden cards (`hand`): the deal, a fish that missed, the draw of an empty seat. */
  get hands(): string[][] {
    return this.holdings.map((cards) => cards.filter((c) => !this.faceUp.has(c)));
  }

  /** Each seat's cards lying face up in front of it (`shown`) until they make a book. */
  get shown(): string[][] {
    return this.holdings.map((cards) => cards.filter((c) => this.faceUp.has(c)));
  }

  holding(seat: number): string[] {
    return this.holdings[seat]!;
  }

  held(seat: number, rank: string): string[] {
    return this.holding(seat).filter((c) => rankOf(c) === rank);
  }

  /** Takes every card of the rank out of what the seat holds, hidden or shown. */
  private takeRank(seat: number, rank: string): string[] {
    const taken = this.held(seat, rank);
    this.holdings[seat] = this.holdings[seat]!.filter((c) => rankOf(c) !== rank);
    return taken;
  }

  /** F7: four of a rank, hidden and shown together, go down whole as a book. */
  private layBook(seat: number, rank: string): void {
    if (this.held(seat, rank).length < 4) return;
    const four = this.takeRank(seat, rank);
    for (const c of four) this.faceUp.delete(c);
    this.books[seat]!.push(...four);
    this.asked[seat]!.delete(rank);
    this.events.push('book');
  }

  /** F8: a seat left without cards draws one, unseen, if the stock has one. */
  private refill(seat: number): void {
    if (this.holding(seat).length === 0 && this.stock.length > 0) {
      this.holdings[seat]!.push(this.stock.shift()!);
      this.lacks[seat]!.clear(); // it may have drawn any rank
    }
  }

  get booksLaid(): number {
    return this.books.reduce((n, b) => n + b.length / 4, 0);
  }

  /** F4, F8: what the seat to move may do. */
  legal(): Move[] {
    if (this.holding(this.seat).length === 0) return [{ type: 'pass' }]; // F8: out of the hand
    const moves: Move[] = [];
    for (let k = 1; k < this.seats; k++) {
      const target = (this.seat + k) % this.seats;
      if (this.holding(target).length === 0) continue; // F8: nobody asks a seat out of cards
      for (const rank of RANKS)
        if (this.held(this.seat, rank).length > 0) moves.push({ type: 'ask', target, rank });
    }
    return moves;
  }

  /** F6, F9: the turn passes to the left, unless the hand is over. */
  private passTurn(): void {
    if (this.booksLaid === 13) this.over = true;
    else this.seat = (this.seat + 1) % this.seats;
  }

  apply(move: Move): this {
    if (this.over) throw new Error('the hand is over');
    const known = this.legal().some((m) => JSON.stringify(m) === JSON.stringify(move));
    if (!known) throw new Error(`seat ${this.seat} may not ${JSON.stringify(move)}`);
    const seat = this.seat;
    if (move.type === 'pass') {
      this.passTurn();
      return this;
    }
    const { target, rank } = move;
    let again = false;
    // Every seat heard the ask: the asker holds the rank (F4), and the seat asked holds none of
    // it once it answers, whether it hands them over (F5) or says go fish (F6).
    this.asked[seat]!.add(rank);
    this.asked[target]!.delete(rank);
    this.lacks[target]!.add(rank);
    if (this.held(target, rank).length > 0) {
      // F5: every card of the rank, hidden or shown, changes hands in sight of every seat, so
      // it lies shown in front of the asker; the asker asks again.
      const given = this.takeRank(target, rank);
      for (const c of given) this.faceUp.add(c);
      this.holdings[seat]!.push(...given);
      again = true;
    } else {
      const drawn = this.stock.shift(); // F6: nothing, when the stock is empty
      if (drawn !== undefined) {
        this.holdings[seat]!.push(drawn); // F6: go fish, unseen unless it is the rank asked for
        if (rankOf(drawn) === rank) {
          this.faceUp.add(drawn);
          this.events.push('lucky'); // F6: shown, and the asker goes again
          again = true;
        } else this.lacks[seat]!.clear(); // an unseen card of any rank
      }
    }
    // F7: any four of a rank go down; F8: the seat asked, then any other empty hand, draws.
    for (let s = 0; s < this.seats; s++) for (const r of RANKS) this.layBook(s, r);
    this.refill(target);
    for (let s = 0; s < this.seats; s++) this.refill(s);
    if (this.booksLaid === 13)
      this.over = true; // F9
    else if (!again) this.seat = (seat + 1) % this.seats; // F6: the turn passes left
    return this;
  }

  /** F9: a point a book. */
  scores(): number[] {
    return this.books.map((b) => b.length / 4);
  }
}

/** The cards of the deck in a seeded order. */
export function shuffled(cards: readonly string[], seed: number): string[] {
  const random = seeded(seed);
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A whole deal (F2): the given cards in each hand and at the top of the stock, the hands filled
 * up to their size with shuffled cards that `filler` allows, the rest of the deck below in the
 * stock.
 */
export function dealWith(
  dealer: number,
  fixed: readonly (readonly string[])[],
  stockTop: readonly string[],
  seed: number,
  filler: (card: string) => boolean = () => true,
): DealSpec {
  const size = handSize(fixed.length);
  const placed = new Set([...fixed.flat(), ...stockTop]);
  if (placed.size !== fixed.flat().length + stockTop.length) throw new Error('a card given twice');
  for (const c of placed) if (!DECK.includes(c)) throw new Error(`${c} is not in the deck`);
  let rest = shuffled(
    DECK.filter((c) => !placed.has(c)),
    seed,
  );
  const hands = fixed.map((h) => {
    if (h.length > size) throw new Error('a hand given too many cards');
    const fill = rest.filter(filler).slice(0, size - h.length);
    if (fill.length < size - h.length) throw new Error('not enough filler cards');
    rest = rest.filter((c) => !fill.includes(c));
    return [...h, ...fill];
  });
  return { dealer, hands, stock: [...stockTop, ...rest] };
}
