/**
 * A game's deck as tables, one entry per card number. Card k is copy ⌊k / base⌋ of base card
 * k mod base; ids of later copies end in `#2`, `#3`. A suit or group is its index in the rules
 * file, a rank its strength (1 for the lowest); -1 (0 for a rank) stands for none. The deck is
 * also a map from card ids to card numbers.
 */

import { bagTable } from '../bags';

/** A deck as a generated engine writes it: one entry per card of one copy. */
export interface DeckData {
  /** The most copies of the deck any option combination asks for. */
  readonly copies: number;
  /**
   * Each card's id, and what people and screen readers call it ("7 of Hearts"). Either both
   * lists, or `nameTemplate` and `others`: then a card of a suit and a rank is `hearts-7`, named
   * by the template with its rank's and suit's names in `{rank}` and `{suit}`, and the cards
   * outside the suits (a joker) are `others`, in deck order.
   */
  readonly ids?: readonly string[];
  readonly names?: readonly string[];
  readonly nameTemplate?: string;
  readonly others?: { readonly ids: readonly string[]; readonly names: readonly string[] };
  readonly suit: readonly number[];
  readonly rank: readonly number[];
  /** The face number of each card, 0 when its rank is not a number. */
  readonly face: readonly number[];
  readonly group: readonly number[];
  /** The strength of each card's suit in its group (1 is the lowest), 0 for none. */
  readonly suitRank: readonly number[];
  readonly wild: readonly boolean[];
  /** The declared kind of each card outside the suits, '' for none. */
  readonly kind: readonly string[];
  readonly suits: {
    readonly ids: readonly string[];
    readonly names: readonly string[];
    readonly group: readonly number[];
    readonly strength: readonly number[];
  };
  /** Ranks by strength: `ids[r - 1]` is the rank of strength r. */
  readonly ranks: { readonly ids: readonly string[]; readonly names: readonly string[] };
  readonly groups: { readonly ids: readonly string[]; readonly names: readonly string[] };
}

export class Deck<C extends string = string> extends Map<string, number> {
  /** Cards in one copy. */
  readonly base: number;
  readonly ids: readonly C[];
  readonly names: readonly string[];
  readonly suit: Int32Array;
  readonly rank: Int32Array;
  readonly face: Int32Array;
  readonly group: Int32Array;
  readonly suitRank: Int32Array;
  readonly wild: readonly boolean[];
  readonly kind: readonly string[];
  readonly suits: DeckData['suits'] & { readonly list: readonly number[] };
  readonly ranks: DeckData['ranks'];
  readonly groups: DeckData['groups'];
  /**
   * The cards of each suit, each group and the wild cards as bag masks (bags.ts), the deck's
   * words of them a value: `suitBits[(suit + 1) * words + w]` from suit -1 (no suit), as
   * `bagTable` makes them; `wildBits[w]`. Listings mask hands with them.
   */
  readonly suitBits: Int32Array;
  readonly groupBits: Int32Array;
  readonly wildBits: Int32Array;

  constructor(data: DeckData) {
    const copies = <T>(values: readonly T[]): T[] => {
      const out: T[] = [];
      for (let copy = 0; copy < data.copies; copy++) for (const v of values) out.push(v);
      return out;
    };
    // A card of a suit and a rank is `suit-rank`, named by the deck's template; the others are
    // listed, in deck order.
    const derive = (of: 'ids' | 'names', name: (rank: string, suit: string) => string) => {
      let other = 0;
      return data.suit.map((s, c) =>
        s < 0 || data.rank[c] === 0
          ? data.others![of][other++]!
          : name(data.ranks[of][data.rank[c]! - 1]!, data.suits[of][s]!),
      );
    };
    const template = data.nameTemplate ?? '';
    const base = data.ids ?? derive('ids', (rank, suit) => `${suit}-${rank}`);
    const ids = copies(base).map((id, c) =>
      c < base.length ? id : `${id}#${Math.floor(c / base.length) + 1}`,
    );
    super(ids.map((id, c) => [id, c]));
    this.base = base.length;
    this.ids = ids as C[];
    this.names = copies(
      data.names ??
        derive('names', (rank, suit) => template.replace('{rank}', rank).replace('{suit}', suit)),
    );
    this.suit = Int32Array.from(copies(data.suit));
    this.rank = Int32Array.from(copies(data.rank));
    this.face = Int32Array.from(copies(data.face));
    this.group = Int32Array.from(copies(data.group));
    this.suitRank = Int32Array.from(copies(data.suitRank));
    this.wild = copies(data.wild);
    this.kind = copies(data.kind);
    this.suits = { ...data.suits, list: data.suits.ids.map((_, i) => i) };
    this.ranks = data.ranks;
    this.groups = data.groups;
    const words = Math.ceil(ids.length / 32);
    this.suitBits = bagTable(ids.length, words, data.suits.ids.length, (c) => this.suit[c]!);
    this.groupBits = bagTable(ids.length, words, data.groups.ids.length, (c) => this.group[c]!);
    this.wildBits = bagTable(ids.length, words, 1, (c) => (this.wild[c] ? 0 : -1)).subarray(words);
  }
}

export function cardSuit(deck: Deck, c: number): number {
  return c < 0 ? -1 : deck.suit[c]!;
}

export function cardRank(deck: Deck, c: number): number {
  return c < 0 ? 0 : deck.rank[c]!;
}

export function cardFace(deck: Deck, c: number): number {
  return c < 0 ? 0 : deck.face[c]!;
}

export function cardGroup(deck: Deck, c: number): number {
  return c < 0 ? -1 : deck.group[c]!;
}

export function cardSuitRank(deck: Deck, c: number): number {
  return c < 0 ? 0 : deck.suitRank[c]!;
}

export function cardWild(deck: Deck, c: number): boolean {
  return c < 0 ? false : deck.wild[c]!;
}

export function cardKind(deck: Deck, c: number): string {
  return c < 0 ? '' : deck.kind[c]!;
}

/** The same card in the first copy: copies are equal for every rule. */
export function baseCard(deck: Deck, c: number): number {
  return c < 0 ? -1 : c % deck.base;
}

export function suitGroup(deck: Deck, suit: number): number {
  return suit < 0 ? -1 : deck.suits.group[suit]!;
}

export function suitRank(deck: Deck, suit: number): number {
  return suit < 0 ? 0 : deck.suits.strength[suit]!;
}
