// A model of Casino written from the tags of rules/examples/casino.rules (K1 to K11), not read
// from the engine: the worth of a card, the deal and the five deals after it, capturing by
// pairing and by groups, building, adding to a build and raising it, trailing, the last capturer
// taking the table, a hand's score with its sweeps, and the match. Whether cards split into
// groups of one value is found by a search of its own. casino.ts writes scenarios from it;
// casino-agreement.ts plays it against the engine and casino-golden.ts holds the golden
// playthrough to it.

/** K1: the suits in the order the rules file declares them, each from the king down to the ace. */
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
export const RANKS = ['king', 'queen', 'jack', '10', '9', '8', '7', '6', '5', '4', '3', '2', 'ace'];
export const DECK = SUITS.flatMap((s) => RANKS.map((r) => `${s}-${r}`));

export const suitOf = (card: string) => card.split('-')[0]!;
export const rankOf = (card: string) => card.slice(card.indexOf('-') + 1);
/** K1: an ace 1, the 2 to the 10 their number, jacks, queens and kings nothing. */
export const worth = (card: string) => {
  const r = rankOf(card);
  return r === 'ace' ? 1 : Number(r) || 0;
};
export const sorted = (cards: readonly string[]) =>
  [...cards].sort((x, y) => DECK.indexOf(x) - DECK.indexOf(y));
const total = (cards: readonly string[]) => cards.reduce((n, c) => n + worth(c), 0);

/**
 * K4, K5: whether the cards split into groups, every card in one, each adding up to `to`. The
 * largest card left must be in some group; try each group it can make with the others.
 */
export function splits(cards: readonly string[], to: number): boolean {
  const values = cards.map(worth).sort((a, b) => b - a);
  if (to <= 0 || values.some((v) => v <= 0) || total(cards) % to !== 0) return false;
  const search = (left: number[]): boolean => {
    if (left.length === 0) return true;
    const [first, ...rest] = left;
    const need = to - first!;
    const pick = (from: number, want: number, used: number[]): boolean => {
      if (want === 0) return search(rest.filter((_, k) => !used.includes(k)));
      for (let k = from; k < rest.length; k++)
        if (rest[k]! <= want && pick(k + 1, want - rest[k]!, [...used, k])) return true;
      return false;
    };
    return pick(0, need, []);
  };
  return search(values);
}

/** Every subset of `cards` with at least one card, each in deck order. */
export function subsets(cards: readonly string[]): string[][] {
  const s = sorted(cards);
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << s.length; mask++) out.push(s.filter((_, k) => mask & (1 << k)));
  return out;
}

/** K2: a deal: each seat's four cards, the table's four, the stock top card first. */
export interface CasinoDeal {
  readonly dealer: number;
  readonly hands: readonly (readonly string[])[];
  /** When absent, the first four cards of `stock` (the harness's deals lay them from it). */
  readonly table?: readonly string[];
  readonly stock: readonly string[];
}

export type CasinoMove =
  | { type: 'capture'; card: string; taken: string[] }
  | { type: 'capture-build'; card: string }
  | { type: 'pair'; card: string }
  | { type: 'build'; value: number; card: string; with: string[] }
  | { type: 'add-card'; card: string }
  | { type: 'add-group'; card: string; with: string[] }
  | { type: 'raise'; builder: number; card: string }
  | { type: 'trail'; card: string };

/** One hand played by the rules above, move by move. */
export class CasinoHand {
  readonly dealer: number;
  readonly hands: string[][];
  readonly stock: string[];
  readonly table: string[];
  /** K5: each seat's build, one pile, and the value it was announced at (0: none). */
  readonly builds: string[][] = [[], []];
  readonly buildValue = [0, 0];
  readonly piles: string[][] = [[], []];
  readonly sweeps = [0, 0];
  lastCapturer = -1;
  seat: number;
  over = false;
  /** The events the rules file names, as they happen: 'build', 'raise', 'sweep'. */
  readonly events: string[] = [];

  constructor(deal: CasinoDeal) {
    this.dealer = deal.dealer;
    this.hands = deal.hands.map((h) => [...h]);
    this.stock = [...deal.stock];
    this.table = deal.table ? [...deal.table] : this.stock.splice(0, 4); // K2: face up
    this.seat = 1 - deal.dealer; // K3: the dealer's left plays first
  }

  /** Whether `hand` holds a card of worth `value` besides `card` (K5 to K7). */
  private holdsAnother(hand: readonly string[], card: string, value: number): boolean {
    return hand.some((c) => c !== card && worth(c) === value);
  }

  legal(): CasinoMove[] {
    if (this.over) return [];
    const s = this.seat;
    const hand = sorted(this.hands[s]!);
    const own = this.buildValue[s]!;
    const moves: CasinoMove[] = [];
    const upTo = (v: number) => this.table.filter((c) => worth(c) > 0 && worth(c) <= v);
    for (const card of hand) {
      const w = worth(card);
      if (w > 0) {
        // K4: groups of table cards adding up to the card, as many as the player likes
        for (const taken of subsets(upTo(w)))
          if (splits(taken, w)) moves.push({ type: 'capture', card, taken });
        // K4: a build of the card's value, alone
        if (this.buildValue.includes(w)) moves.push({ type: 'capture-build', card });
      } else if (this.table.some((c) => rankOf(c) === rankOf(card)))
        moves.push({ type: 'pair', card }); // K4: a court pairs only
    }
    if (own === 0) {
      // K5: a value held in another card, the card laid on table cards to make groups of it
      for (let value = 1; value <= 10; value++)
        for (const card of hand) {
          const w = worth(card);
          if (w === 0 || w > value || !this.holdsAnother(hand, card, value)) continue;
          for (const group of subsets(upTo(value)))
            if (splits([card, ...group], value))
              moves.push({ type: 'build', value, card, with: group });
        }
    } else
      for (const card of hand) {
        const w = worth(card);
        if (w === 0 || w > own || !this.holdsAnother(hand, card, own)) continue;
        // K6: the card alone another group of the build's value, or with table cards
        if (w === own) moves.push({ type: 'add-card', card });
        for (const group of subsets(upTo(own)))
          if (splits([card, ...group], own)) moves.push({ type: 'add-group', card, with: group });
      }
    // K7: a build of one group, one's own or, owning none, the other player's
    for (const builder of [0, 1]) {
      const v = this.buildValue[builder]!;
      if (v === 0 || total(this.builds[builder]!) !== v) continue;
      if (builder !== s && own !== 0) continue;
      for (const card of hand) {
        const w = worth(card);
        if (w > 0 && v + w <= 10 && this.holdsAnother(hand, card, v + w))
          moves.push({ type: 'raise', builder, card });
      }
    }
    // K8: no trailing while owning a build
    if (own === 0) for (const card of hand) moves.push({ type: 'trail', card });
    return moves;
  }

  move(m: CasinoMove): CasinoMove & { seat: number } {
    const s = this.seat;
    const key = moveKey(m);
    if (!this.legal().some((l) => moveKey(l) === key)) throw new Error(`seat ${s} may not ${key}`);
    this.hands[s] = this.hands[s]!.filter((c) => c !== m.card);
    const off = (cards: readonly string[]) => {
      for (const c of cards) this.table.splice(this.table.indexOf(c), 1);
    };
    const capture = (cards: string[]) => {
      off(cards.filter((c) => this.table.includes(c)));
      this.piles[s]!.push(m.card, ...cards);
      // K4: every build of the card's value goes with it, whoever owns it
      for (const b of [0, 1])
        if (this.buildValue[b] === worth(m.card) && worth(m.card) > 0) {
          this.piles[s]!.push(...this.builds[b]!);
          this.builds[b] = [];
          this.buildValue[b] = 0;
        }
      this.lastCapturer = s;
      // K10: a sweep clears the table, builds and all, and is not the last play of the hand
      const last = this.hands.every((h) => h.length === 0) && this.stock.length === 0;
      if (this.table.length === 0 && this.builds.every((b) => b.length === 0) && !last) {
        this.sweeps[s]!++;
        this.events.push('sweep');
      }
    };
    switch (m.type) {
      case 'capture':
        capture(m.taken);
        break;
      case 'capture-build':
        capture([]);
        break;
      case 'pair':
        capture(this.table.filter((c) => rankOf(c) === rankOf(m.card)));
        break;
      case 'build':
        off(m.with);
        this.builds[s] = [m.card, ...m.with];
        this.buildValue[s] = m.value;
        this.events.push('build');
        break;
      case 'add-card':
        this.builds[s]!.push(m.card);
        break;
      case 'add-group':
        off(m.with);
        this.builds[s]!.push(m.card, ...m.with);
        break;
      case 'raise': {
        const value = this.buildValue[m.builder]! + worth(m.card);
        const build = [...this.builds[m.builder]!, m.card];
        this.builds[m.builder] = [];
        this.buildValue[m.builder] = 0;
        this.builds[s] = build; // K7: the raiser's now
        this.buildValue[s] = value;
        this.events.push('raise');
        break;
      }
      case 'trail':
        this.table.push(m.card);
        break;
    }
    this.seat = 1 - s;
    if (this.hands.every((h) => h.length === 0)) {
      if (this.stock.length === 0) {
        // K9: what is left goes to the last to capture
        if (this.lastCapturer >= 0) this.piles[this.lastCapturer]!.push(...this.table.splice(0));
        this.over = true;
      } else
        for (let k = 0; k < 4; k++) {
          // K2: four more each, the dealer's left first, none to the table
          this.hands[1 - this.dealer]!.push(this.stock.shift()!);
          this.hands[this.dealer]!.push(this.stock.shift()!);
        }
    }
    return { seat: s, ...m };
  }

  apply(m: CasinoMove): this {
    this.move(m);
    return this;
  }

  /** K10: each seat's points for the hand. */
  scores(): number[] {
    const out = [0, 0];
    const spades = this.piles.map((p) => p.filter((c) => suitOf(c) === 'spades').length);
    for (const s of [0, 1]) {
      const o = 1 - s;
      const pile = this.piles[s]!;
      if (pile.length > this.piles[o]!.length) out[s]! += 3; // none on a tie
      if (spades[s]! > spades[o]!) out[s]! += 1;
      if (pile.includes('diamonds-10')) out[s]! += 2;
      if (pile.includes('spades-2')) out[s]! += 1;
      out[s]! += pile.filter((c) => rankOf(c) === 'ace').length;
      out[s]! += this.sweeps[s]!;
    }
    return out;
  }

  /** K1: the deal passes to the other player. */
  nextDealer(): number {
    return 1 - this.dealer;
  }
}

/** K11: whether the match is over after these totals, and who won it. */
export function matchResult(totals: readonly number[], target: number): number | null {
  const [a, b] = totals as [number, number];
  if (a < target && b < target) return null;
  if (a === b) return null; // both there with equal totals: another hand
  return a > b ? 0 : 1;
}

/** A move as one comparable string: its fields in a fixed order, its cards in deck order. */
export function moveKey(m: object): string {
  const fields = Object.entries(m)
    .filter(([k]) => k !== 'seat')
    .map(([k, v]) => [k, Array.isArray(v) ? sorted(v as string[]) : v])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  return JSON.stringify(fields);
}
