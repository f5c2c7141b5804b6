// A small model of Spectrum written from the rules in the comments of
// rules/examples/spectrum.rules (P1 to P11), not from the engine: the deck, the starter, what a
// seat may play, what each card does, the turned-over stock and the score. The scenarios of
// spectrum.ts take their expectations from it; the engine only runs the files.

import type { DealSpec } from '@orrery/runtime';
import { seeded } from './seeded';

export const COLOURS = ['red', 'yellow', 'green', 'blue'];
const NUMBERS = ['9', '8', '7', '6', '5', '4', '3', '2', '1'];
const ACTIONS = ['skip', 'reverse', 'draw-two'];

/** P1: one 0 a colour, two of each number and action, four wilds of each kind: 108 cards. */
export const DECK: readonly string[] = [
  ...COLOURS.map((c) => `${c}-0`),
  ...COLOURS.flatMap((c) =>
    [...NUMBERS, ...ACTIONS].flatMap((r) => [`${c}-${r}-1`, `${c}-${r}-2`]),
  ),
  ...[1, 2, 3, 4].map((i) => `wild-colour-${i}`),
  ...[1, 2, 3, 4].map((i) => `wild-four-${i}`),
];

export const isWild = (card: string): boolean => card.startsWith('wild-');
export const colourOf = (card: string): string | undefined =>
  isWild(card) ? undefined : card.slice(0, card.indexOf('-'));
/** The number or symbol a card shows: `red-draw-two-1` → `draw-two`, `red-0` → `0`. */
export function symbolOf(card: string): string {
  if (isWild(card)) return card.replace(/-[0-9]+$/, '');
  const rest = card.slice(card.indexOf('-') + 1);
  return rest === '0' ? '0' : rest.replace(/-[12]$/, '');
}
export const isAction = (card: string): boolean => isWild(card) || ACTIONS.includes(symbolOf(card));
/** P10: a number card its number, an action card 20, a wild 50. */
export const points = (card: string): number =>
  isWild(card) ? 50 : ACTIONS.includes(symbolOf(card)) ? 20 : Number(symbolOf(card));

export type Move =
  | { type: 'play'; card: string }
  | { type: 'play-wild'; card: string; named: string }
  | { type: 'draw' }
  | { type: 'pass' };

/** One hand of Spectrum played by the rules. */
export class Hand {
  readonly hands: string[][];
  /** Top card first. */
  stock: string[];
  /** Bottom card first; the last is the top card. */
  discard: string[] = [];
  colour: string;
  clockwise = true;
  seat: number;
  drew = false;
  drawn: string | undefined;
  blocked = 0;
  over = false;
  /** Rule events, by name, in the order the rules send them. */
  events: string[] = [];
  readonly seats: number;

  constructor(readonly deal: DealSpec) {
    this.hands = deal.hands.map((h) => [...h]);
    this.stock = [...(deal.stock ?? [])];
    this.seats = deal.hands.length;
    // P3: turn up cards until a number card shows; covered cards stay in the pile.
    this.discard.push(this.stock.shift()!);
    while (isAction(this.top) && this.stock.length > 0) this.discard.push(this.stock.shift()!);
    this.colour = colourOf(this.top)!;
    this.seat = ((deal.dealer ?? 0) + 1) % this.seats; // P4
  }

  get top(): string {
    return this.discard.at(-1)!;
  }

  /** P4, P6: the seat after `seat` in the direction of play. */
  next(seat = this.seat): number {
    return (seat + (this.clockwise ? 1 : -1) + this.seats) % this.seats;
  }

  private canDraw(): boolean {
    return this.stock.length > 0 || this.discard.length > 1;
  }

  /** P4, P5, P7: what the seat to move may do. */
  legal(): Move[] {
    const hand = this.hands[this.seat]!;
    const moves: Move[] = [];
    const mayPlay = (card: string) => !this.drew || card === this.drawn; // P7
    for (const card of hand) {
      if (isWild(card) || !mayPlay(card)) continue;
      if (colourOf(card) === this.colour || symbolOf(card) === symbolOf(this.top))
        moves.push({ type: 'play', card });
    }
    const colourHeld = hand.some((c) => colourOf(c) === this.colour);
    for (const card of hand) {
      if (!isWild(card) || !mayPlay(card)) continue;
      if (symbolOf(card) === 'wild-four' && colourHeld) continue; // P5
      for (const named of COLOURS) moves.push({ type: 'play-wild', card, named });
    }
    if (!this.drew && this.canDraw()) moves.push({ type: 'draw' });
    if (this.drew || !this.canDraw()) moves.push({ type: 'pass' });
    return moves;
  }

  /** P8: the pile under the top card, turned over as it lies: its bottom card comes out on top. */
  private turnOver(): void {
    const top = this.discard.pop()!;
    this.stock = [...this.discard];
    this.discard = [top];
    this.events.push('stock-turned');
  }

  private drawTo(seat: number, n: number): void {
    for (let i = 0; i < n; i++) {
      if (this.stock.length === 0 && this.discard.length > 1) this.turnOver();
      const card = this.stock.shift();
      if (card !== undefined) this.hands[seat]!.push(card);
    }
  }

  private endTurn(skips: number): void {
    this.drew = false;
    this.drawn = undefined;
    if (this.hands.some((h) => h.length === 0) || this.blocked >= this.seats) {
      this.over = true; // P9
      return;
    }
    this.seat = this.next();
    for (let i = 0; i < skips; i++) this.seat = this.next();
  }

  apply(move: Move): this {
    if (this.over) throw new Error('the hand is over');
    const known = this.legal().some((m) => JSON.stringify(m) === JSON.stringify(move));
    if (!known) throw new Error(`seat ${this.seat} may not ${JSON.stringify(move)}`);
    const hand = this.hands[this.seat]!;
    if (move.type === 'draw') {
      if (this.stock.length === 0) this.turnOver();
      this.drawn = this.stock.shift()!;
      hand.push(this.drawn);
      this.drew = true;
      this.blocked = 0;
      return this; // P7: the same seat plays on
    }
    if (move.type === 'pass') {
      if (!this.drew) this.blocked++;
      this.endTurn(0);
      return this;
    }
    hand.splice(hand.indexOf(move.card), 1);
    this.discard.push(move.card);
    this.blocked = 0;
    let skips = 0;
    if (move.type === 'play-wild') {
      this.colour = move.named; // P5
      this.events.push('colour-named');
      if (symbolOf(move.card) === 'wild-four') {
        this.drawTo(this.next(), 4);
        this.events.push('drew-four');
        skips = 1;
      }
    } else {
      this.colour = colourOf(move.card)!;
      const symbol = symbolOf(move.card);
      if (symbol === 'skip') skips = 1; // P6
      if (symbol === 'reverse') {
        if (this.seats === 2) skips = 1;
        else this.clockwise = !this.clockwise;
      }
      if (symbol === 'draw-two') {
        this.drawTo(this.next(), 2);
        this.events.push('drew-two');
        skips = 1;
      }
    }
    this.endTurn(skips);
    return this;
  }

  /** P10: the seat that went out scores every card left in the other hands; else nobody. */
  scores(): number[] {
    const out = this.hands.findIndex((h) => h.length === 0);
    return this.hands.map((_, s) =>
      s === out ? this.hands.flat().reduce((n, c) => n + points(c), 0) : 0,
    );
  }
}

/** The cards of the deck in a seeded order. */
function shuffled(cards: readonly string[], seed: number): string[] {
  const random = seeded(seed);
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A whole deal (P2): the given cards in each hand and at the top of the stock, the other hands
 * filled with shuffled cards that `filler` allows, and the rest of the deck below in the stock.
 */
export function dealWith(
  dealer: number,
  fixed: readonly (readonly string[])[],
  stockTop: readonly string[],
  seed: number,
  filler: (card: string) => boolean = () => true,
): DealSpec {
  const placed = new Set([...fixed.flat(), ...stockTop]);
  if (placed.size !== fixed.flat().length + stockTop.length) throw new Error('a card given twice');
  for (const c of placed) if (!DECK.includes(c)) throw new Error(`${c} is not in the deck`);
  let rest = shuffled(
    DECK.filter((c) => !placed.has(c)),
    seed,
  );
  const hands = fixed.map((h) => {
    const fill = rest.filter(filler).slice(0, 7 - h.length);
    if (fill.length < 7 - h.length) throw new Error('not enough filler cards');
    rest = rest.filter((c) => !fill.includes(c));
    return [...h, ...fill];
  });
  return { dealer, hands, stock: [...stockTop, ...rest] };
}
