// A model of President written from the tags of rules/examples/president.rules (P1 to P9), not
// read from the engine: the ranks, what may be led and played on the last play, when a round
// is over and who leads the next, who goes out in which place, the exchange before later hands,
// and the scores. president.ts writes scenarios from it; president-golden.ts holds the golden
// playthrough to it.

import { seeded } from './seeded';

/** P2: the suits in the order the rules file declares them; ranks from the highest. */
export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'];
export const RANKS = ['2', 'ace', 'king', 'queen', 'jack', '10', '9', '8', '7', '6', '5', '4', '3'];
export const DECK = SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}`));

export const rankOf = (card: string) => card.slice(card.indexOf('-') + 1);
/** P2: a rank's strength, 13 for the 2 down to 1 for the 3. */
export const strength = (card: string) => RANKS.length - RANKS.indexOf(rankOf(card));
export const sorted = (cards: readonly string[]) =>
  [...cards].sort((x, y) => DECK.indexOf(x) - DECK.indexOf(y));

/** Every way of choosing `k` cards of `cards`, each in deck order. */
export function choose(cards: readonly string[], k: number): string[][] {
  if (k === 0) return [[]];
  const out: string[][] = [];
  cards.forEach((c, i) => {
    for (const rest of choose(cards.slice(i + 1), k - 1)) out.push([c, ...rest]);
  });
  return out;
}

/** P3, P4: the plays a hand can make: sets of one rank, of `count` cards (1 to 4 when leading). */
export function plays(hand: readonly string[], last: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let k = 1; k <= 4; k++) {
    if (last.length > 0 && k !== last.length) continue;
    for (const set of choose(sorted(hand), k)) {
      if (!set.every((c) => rankOf(c) === rankOf(set[0]!))) continue;
      if (last.length > 0 && strength(set[0]!) <= strength(last[0]!)) continue;
      out.push(set);
    }
  }
  return out;
}

/** P8: the places of the hand before, by seat: president, vice, vice-scum, scum. */
export interface Roles {
  readonly president: number;
  readonly vice: number;
  readonly viceScum: number;
  readonly scum: number;
}

export interface PresidentDeal {
  readonly dealer: number;
  readonly hands: string[][];
}

/** A whole deal from the cards that matter, the rest shuffled by `seed` into the other places. */
export function dealWith(
  dealer: number,
  fixed: readonly (readonly string[])[],
  seed: number,
): PresidentDeal {
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
  if (rest.length !== 0 || hands.some((h) => h.length !== 13)) throw new Error('thirteen each');
  return { dealer, hands };
}

export type PresidentMove =
  | { type: 'play'; cards: string[] }
  | { type: 'pass' }
  | { type: 'give-best' | 'give-back'; cards: string[] }
  | { type: 'give-highest' | 'give-one-back'; card: string };

const key = (m: PresidentMove) =>
  JSON.stringify({ ...m, ...('cards' in m ? { cards: sorted(m.cards) } : {}) });

/** One hand played by the rules above, move by move. */
export class PresidentHand {
  readonly hands: string[][];
  readonly dealer: number;
  readonly places = [0, 0, 0, 0];
  phase: 'exchange' | 'play' | 'over';
  seat: number;
  step = 0;
  leading = true;
  table: string[] = [];
  aside: string[] = [];
  lastPlayer = -1;
  passes = 0;
  outCount = 0;
  /** Plays and rounds over, in order, for the scenarios' notes. */
  readonly log: string[] = [];

  constructor(
    deal: PresidentDeal,
    readonly roles?: Roles,
  ) {
    this.hands = deal.hands.map(sorted);
    this.dealer = deal.dealer;
    if (roles === undefined) {
      this.phase = 'play';
      this.seat = this.hands.findIndex((h) => h.includes('clubs-3')); // P3
    } else {
      this.phase = 'exchange';
      this.seat = roles.scum; // P8: the Scum gives first
    }
  }

  get over(): boolean {
    return this.phase === 'over';
  }

  /** Seats still holding cards. */
  get holding(): number[] {
    return [0, 1, 2, 3].filter((s) => this.hands[s]!.length > 0);
  }

  legal(): PresidentMove[] {
    const hand = this.hands[this.seat]!;
    if (this.phase === 'exchange') {
      if (this.step === 0)
        return choose(hand, 2)
          .filter((given) =>
            hand.every((c) => given.includes(c) || given.every((d) => strength(d) >= strength(c))),
          )
          .map((cards) => ({ type: 'give-best', cards }));
      if (this.step === 1) return choose(hand, 2).map((cards) => ({ type: 'give-back', cards }));
      if (this.step === 2) {
        const best = Math.max(...hand.map(strength));
        return hand
          .filter((c) => strength(c) === best)
          .map((card) => ({ type: 'give-highest', card }));
      }
      return hand.map((card) => ({ type: 'give-one-back', card }));
    }
    if (this.phase !== 'play' || hand.length === 0) return [];
    const moves: PresidentMove[] = plays(hand, this.leading ? [] : this.table).map((cards) => ({
      type: 'play',
      cards,
    }));
    return this.leading ? moves : [...moves, { type: 'pass' }];
  }

  /** The seat from `seat` on, clockwise, that holds cards (P5: a seat with none is passed by). */
  private nextHolding(seat: number): number {
    for (let k = 0; k < 4; k++) if (this.hands[(seat + k) % 4]!.length > 0) return (seat + k) % 4;
    return seat;
  }

  move(m: PresidentMove): PresidentMove & { seat: number } {
    const seat = this.seat;
    if (!this.legal().some((l) => key(l) === key(m)))
      throw new Error(`seat ${seat} may not ${JSON.stringify(m)} in ${this.phase}`);
    const shown = { seat, ...m, ...('cards' in m ? { cards: sorted(m.cards) } : {}) };
    const roles = this.roles!;
    const give = (cards: readonly string[], to: number) => {
      this.hands[seat] = this.hands[seat]!.filter((c) => !cards.includes(c));
      this.hands[to] = sorted([...this.hands[to]!, ...cards]);
    };
    switch (m.type) {
      case 'give-best':
        give(m.cards, roles.president);
        this.step = 1;
        this.seat = roles.president;
        return shown;
      case 'give-back':
        give(m.cards, roles.scum);
        this.step = 2;
        this.seat = roles.viceScum;
        return shown;
      case 'give-highest':
        give([m.card], roles.vice);
        this.step = 3;
        this.seat = roles.vice;
        return shown;
      case 'give-one-back':
        give([m.card], roles.viceScum);
        this.phase = 'play';
        this.seat = roles.scum; // P3: the Scum leads
        return shown;
      case 'play': {
        this.aside.push(...this.table);
        this.hands[seat] = this.hands[seat]!.filter((c) => !m.cards.includes(c));
        this.table = sorted(m.cards);
        this.lastPlayer = seat;
        this.passes = 0;
        this.leading = false;
        this.log.push(`${seat} plays ${this.table.join(' ')}`);
        if (this.hands[seat]!.length === 0) this.places[seat] = ++this.outCount; // P6
        if (this.holding.length <= 1) {
          for (const s of this.holding) this.places[s] = 4; // P6: the Scum
          this.phase = 'over';
          return shown;
        }
        this.seat = this.nextHolding((seat + 1) % 4);
        return shown;
      }
      case 'pass': {
        this.passes++;
        const others = this.holding.filter((s) => s !== this.lastPlayer).length;
        if (this.passes >= others) {
          // P5: the round is over; the last player leads, or the next holding cards
          this.aside.push(...this.table);
          this.table = [];
          this.leading = true;
          this.passes = 0;
          this.log.push(`round to ${this.lastPlayer}`);
          this.seat = this.nextHolding(this.lastPlayer);
        } else this.seat = this.nextHolding((seat + 1) % 4);
        return shown;
      }
    }
  }

  apply(m: PresidentMove): this {
    this.move(m);
    return this;
  }

  /** P7: one point for each player out after. */
  scores(): number[] {
    return this.places.map((p) => 4 - p);
  }

  /** P8: the places of this hand, for the next. */
  rolesAfter(): Roles {
    const at = (p: number) => this.places.indexOf(p);
    return { president: at(1), vice: at(2), viceScum: at(3), scum: at(4) };
  }
}
