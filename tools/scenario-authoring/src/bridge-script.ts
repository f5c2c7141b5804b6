// What bridge.ts writes Contract Bridge's scenarios with: cards written short, deals from the
// cards that matter, a seat's sensible card for playing hands out, and a script that plays
// calls and cards through the model (bridge-oracle.ts, bridge-scoring.ts) over a rubber of
// hands, writing each as a scenario step and what the model says must hold as expectations.
// No engine is asked here: `write` hands each to the harness's save(), which runs it.

import type { Draft, Step } from './author';
import {
  BridgeHand,
  dealWith,
  leftOf,
  RANKS,
  sorted,
  rankOf,
  winningIndex,
  type BridgeDeal,
  type BridgeMove,
  type Call,
} from './bridge-oracle';
import { FRESH, honoursOf, Rubber, STRAINS } from './bridge-scoring';

export const NORTH = 0;
export const EAST = 1;
export const SOUTH = 2;
export const WEST = 3;

const SUIT: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK: Record<string, string> = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: '10' };
/** Cards written short, `SA HK D10 C2` (or `DT`), as their ids. */
export const cards = (text: string) =>
  text
    .split(' ')
    .filter((c) => c !== '')
    .map((c) => `${SUIT[c[0]!]!}-${RANK[c.slice(1)] ?? c.slice(1)}`);
export const card = (text: string) => cards(text)[0]!;

/** A deal by `dealer` with the cards that matter for each seat (North first), the rest by seed. */
export const deal = (dealer: number, hands: readonly string[], seed = 1): BridgeDeal =>
  dealWith(dealer, hands.map(cards), seed);

/** Calls written short, `1C P X XX 3N`, as moves. */
export function calls(text: string): Call[] {
  return text
    .split(' ')
    .filter((c) => c !== '')
    .map((c): Call => {
      if (c === 'P') return { type: 'pass' };
      if (c === 'X') return { type: 'double' };
      if (c === 'XX') return { type: 'redouble' };
      const level = Number(c[0]);
      return c[1] === 'N'
        ? { type: 'bid-no-trump', level }
        : { type: 'bid', level, suit: SUIT[c[1]!]! };
    });
}

const power = (c: string) => RANKS.length - RANKS.indexOf(rankOf(c));
const lowest = (cs: readonly string[]) => cs.reduce((low, c) => (power(c) < power(low) ? c : low));

/**
 * A sensible card for the seat whose turn it is: the lowest card that wins the trick so far if
 * the partner is not winning it already, else the lowest card. Enough to play hands out to a
 * plain result from deals that make it plain.
 */
export function sensible(h: BridgeHand): string {
  const legal = h.legal().map((m) => (m as { card: string }).card);
  const trick = h.trick;
  if (trick.length === 0) return lowest(legal);
  const best = winningIndex(trick, h.trump);
  const partnerWinning = (h.leader + best) % 4 === (h.turn + 2) % 4;
  const winners = legal.filter((c) => winningIndex([...trick, c], h.trump) === trick.length);
  return partnerWinning || winners.length === 0 ? lowest(legal) : lowest(winners);
}

/**
 * A deal by `dealer` with the cards that matter, the rest from the first seed at or after
 * `from` on which the calls, then each turn's sensible card, leave the declarer's side with
 * `tricks` tricks: the scenario then plays exactly that hand. Deals where a hand holds honours
 * (B15) are passed over unless `honours` is set, so that no bonus comes unannounced.
 */
export function dealFor(
  dealer: number,
  hands: readonly string[],
  bidding: string,
  tricks: number,
  { from = 1, honours = false } = {},
): BridgeDeal {
  for (let seed = from; seed < from + 5000; seed++) {
    const d = deal(dealer, hands, seed);
    const h = new BridgeHand(d, FRESH);
    for (const c of calls(bidding)) h.move(c);
    if (h.contract === null) throw new Error(`${bidding}: no contract`);
    if (!honours && honoursOf(h.dealt, h.contract.strain).some((x) => x > 0)) continue;
    while (!h.over) h.move({ type: 'play', card: sensible(h) });
    if (h.tricks[h.contract.declarer % 2] === tricks) return d;
  }
  throw new Error(`no deal for ${bidding} making ${tricks} tricks from seed ${from}`);
}

/** A scenario built call by call and card by card against the model, over a rubber of hands. */
export class Script {
  readonly steps: Step[] = [];
  readonly rubber: Rubber;
  hand: BridgeHand;
  private dealt = 1;
  /** The rule events since the last expectation, as the model saw them. */
  private heard: string[] = [];
  private seen = 0;

  constructor(
    readonly deals: readonly BridgeDeal[],
    readonly maxHands = 0,
  ) {
    this.rubber = new Rubber(maxHands);
    this.hand = new BridgeHand(deals[0]!, this.rubber.standing, this.rubber.lastHand);
  }

  private note(note: string | undefined) {
    return note === undefined ? {} : { note };
  }

  /** Plays one move through the model, and records the hand when it ends. */
  private apply(m: BridgeMove): BridgeMove & { seat: number } {
    const played = this.hand.move(m);
    this.heard.push(...this.hand.events.slice(this.seen));
    this.seen = this.hand.events.length;
    if (this.hand.over) {
      const scored = this.rubber.record(this.hand.deal.dealer, this.hand.played());
      this.heard.push(...scored.events);
    }
    return played;
  }

  move(m: BridgeMove, note?: string): this {
    this.steps.push({ play: this.apply(m), ...this.note(note) });
    return this;
  }

  /** Calls written short (`1H P P P`), each by the seat to call, as one step. */
  call(text: string, note?: string): this {
    const moves = calls(text).map((c) => this.apply(c));
    this.steps.push({
      ...(moves.length === 1 ? { play: moves[0]! } : { moves }),
      ...this.note(note),
    });
    return this;
  }

  /** One trick: the cards given (short), then each turn's sensible card, as one step. */
  trick(text = '', note?: string): this {
    const given = cards(text);
    const moves: Step[] = [];
    const before = this.hand.completed.length;
    for (let k = 0; this.hand.completed.length === before && !this.hand.over; k++)
      moves.push(this.apply({ type: 'play', card: given[k] ?? sensible(this.hand) }));
    this.steps.push({ moves, ...this.note(note) });
    return this;
  }

  /** The rest of the hand, each turn's sensible card (or the cards given first), as one step. */
  playOut(text = '', note?: string): this {
    const given = cards(text);
    const moves: Step[] = [];
    let k = 0;
    while (!this.hand.over)
      moves.push(this.apply({ type: 'play', card: given[k++] ?? sensible(this.hand) }));
    this.steps.push({ moves, ...this.note(note) });
    return this;
  }

  /** A move the rules refuse, by `seat` (the seat to choose when not given), with its code. */
  illegal(m: BridgeMove, code: string, note?: string, seat = this.hand.seat): this {
    const why = this.hand.refusal(seat, m);
    if (why !== code) throw new Error(`${JSON.stringify(m)} by ${seat}: the model says ${why}`);
    this.steps.push({ illegal: { seat, ...m }, code, ...this.note(note) });
    return this;
  }

  /** Calls written short that the seat to call may not make, each with the code. */
  refuse(text: string, code: string, note?: string): this {
    for (const c of calls(text)) this.illegal(c, code, note);
    return this;
  }

  expect(expect: Record<string, unknown>, note?: string): this {
    this.steps.push({ expect, ...this.note(note) });
    this.heard = [];
    return this;
  }

  /** The seat to choose and every move it may make. */
  expectLegal(note?: string): this {
    return this.expect({ toMove: this.hand.seat, legal: this.hand.legal() }, note);
  }

  /** The rule events since the last expectation, with more to check. */
  expectEvents(more: Record<string, unknown> = {}, note?: string): this {
    return this.expect({ rules: this.heard, ...more }, note);
  }

  /** The contract as the model has it, in the draft's variables. */
  expectContract(note?: string): this {
    const c = this.hand.contract!;
    return this.expect(
      {
        phase: 'play',
        toMove: this.hand.seat,
        variables: {
          contractLevel: c.level,
          contractStrain: STRAINS.indexOf(c.strain) + 1,
          doubled: c.doubling !== 'undoubled',
          redoubled: c.doubling === 'redoubled',
          declarer: c.declarer,
          dummy: this.hand.dummy,
          ...(c.strain === 'no-trump' ? {} : { trump: c.strain }),
        },
      },
      note,
    );
  }

  /** What `viewer` sees of every hand: its own and the dummy's once down, the others counted. */
  expectView(viewer: number, note?: string): this {
    const zones: Record<string, unknown> = {};
    for (let s = 0; s < 4; s++)
      zones[`hand.${s}`] = this.hand.sees(viewer, s)
        ? sorted(this.hand.hands[s]!)
        : { count: this.hand.hands[s]!.length };
    return this.expect({ view: { seat: viewer, zones } }, note);
  }

  /** The tricks a team took so far, in its zone of won cards. */
  expectTaken(note?: string): this {
    const taken = [0, 1].map((t) =>
      this.hand.completed.filter((k) => k.winner % 2 === t).flatMap((k) => k.cards),
    );
    return this.expect({ zones: { 'taken.0': taken[0], 'taken.1': taken[1] } }, note);
  }

  /** After a hand: every hand's dealer and scores, the totals, the rubber's standing, events. */
  expectScores(note?: string): this {
    const r = this.rubber;
    return this.expect(
      {
        rules: this.heard,
        hands: r.hands.map((h) => ({ dealer: h.dealer, scores: [...h.scores] })), // as of now
        totals: [...r.totals],
        variables: { games: [...r.standing.games], partScore: [...r.standing.partScore] },
        over: r.over,
        ...(r.over
          ? { winner: r.winner }
          : { handNumber: r.handNumber, dealer: this.nextDealer(), toMove: this.nextDealer() }),
      },
      note,
    );
  }

  /** B2: the deal passes to the left, played or thrown in. */
  private nextDealer(): number {
    return leftOf(this.hand.deal.dealer);
  }

  /** The next hand, dealt by the seat on the left: the model's choice, not the deal's. */
  next(): this {
    if (!this.hand.over || this.rubber.over) throw new Error('no next hand');
    const d = this.deals[this.dealt++]!;
    this.hand = new BridgeHand(
      { dealer: this.nextDealer(), hands: d.hands },
      this.rubber.standing,
      this.rubber.lastHand,
    );
    this.seen = 0;
    return this;
  }

  write(
    name: string,
    description: string,
    rulings: string[],
    save: (d: Draft) => void,
    extra: { repeat?: boolean } = {},
  ): void {
    // Only the first deal names its dealer: the rules choose the others (B2).
    const deals = this.deals
      .slice(0, this.dealt)
      .map((d, k) => ({ ...(k === 0 ? { dealer: d.dealer } : {}), hands: d.hands }));
    const options = this.maxHands > 0 ? { 'max-hands': this.maxHands } : {};
    save({ name, description, rulings, options, deals, steps: this.steps, ...extra });
  }
}
