// The auction and the play of bridge-oracle.ts against situations worked out from the rules
// (B3 to B9): who calls, which calls are refused and why, who declares, who leads, who chooses
// the dummy's cards and who sees them, and who takes a trick.

import { describe, expect, it } from 'vitest';
import { Auction, BridgeHand, dealWith, winningIndex, type Call } from './bridge-oracle';

const NORTH = 0;
const EAST = 1;
const SOUTH = 2;
const WEST = 3;

const pass: Call = { type: 'pass' };
const double: Call = { type: 'double' };
const redouble: Call = { type: 'redouble' };
const bid = (level: number, suit: string): Call =>
  suit === 'nt' ? { type: 'bid-no-trump', level } : { type: 'bid', level, suit };

function auction(dealer: number, calls: Call[]): Auction {
  const a = new Auction(dealer);
  for (const c of calls) a.call(c);
  return a;
}

describe('the auction (B3 to B7)', () => {
  it('starts with the dealer and asks for higher bids', () => {
    const a = auction(EAST, [bid(1, 'hearts')]);
    expect(a.calls[0]!.seat).toBe(EAST);
    expect(a.seat).toBe(SOUTH);
    expect(a.refusal(bid(1, 'diamonds'))).toBe('bid-too-low');
    expect(a.refusal(bid(1, 'hearts'))).toBe('bid-too-low');
    expect(a.refusal(bid(1, 'spades'))).toBeNull();
    expect(a.refusal(bid(1, 'nt'))).toBeNull();
    expect(a.refusal(bid(2, 'clubs'))).toBeNull();
    // 1 spade, 1 no trump and the 30 bids of two to seven, a pass and a double
    expect(a.legal()).toHaveLength(2 + 30 + 2);
  });
  it('lets only the other side double, once, and only the doubled side redouble', () => {
    const a = new Auction(NORTH);
    expect(a.refusal(double)).toBe('nothing-to-double');
    expect(a.refusal(redouble)).toBe('not-doubled');
    a.call(bid(1, 'clubs')); // North
    expect(a.refusal(double)).toBeNull(); // East
    a.call(pass);
    expect(a.refusal(double)).toBe('double-own-side'); // South, North's partner
    a.call(pass);
    a.call(double); // West
    expect(a.refusal(redouble)).toBeNull(); // North
    expect(a.refusal(double)).toBe('double-own-side');
    a.call(pass);
    expect(a.refusal(double)).toBe('already-doubled'); // East
    expect(a.refusal(redouble)).toBe('redouble-other-side');
    a.call(pass);
    a.call(redouble); // South
    expect(a.refusal(redouble)).toBe('redouble-other-side'); // West
    a.call(pass);
    expect(a.refusal(redouble)).toBe('already-redoubled'); // North
    expect(a.doubling).toBe('redoubled');
    a.call(bid(1, 'diamonds')); // North
    expect(a.doubling).toBe('undoubled'); // a new bid does away with the redouble
  });
  it('ends on three passes after a bid, doubled as it stands', () => {
    const a = auction(SOUTH, [bid(1, 'spades'), double, pass, pass]);
    expect(a.over).toBe(false); // the double reset the passes
    a.call(pass);
    expect(a.over).toBe(true);
    expect(a.contract()).toEqual({
      level: 1,
      strain: 'spades',
      doubling: 'doubled',
      declarer: SOUTH,
    });
  });
  it('throws the hand in on four passes', () => {
    const a = auction(WEST, [pass, pass, pass]);
    expect(a.over).toBe(false);
    a.call(pass);
    expect(a.over).toBe(true);
    expect(a.contract()).toBeNull();
  });
  it('makes the first of the side to name the strain the declarer', () => {
    // North opens 1 club, South names hearts first, North raises, South bids game
    const calls = [bid(1, 'clubs'), pass, bid(1, 'hearts'), pass, bid(2, 'hearts'), pass];
    const a = auction(NORTH, [...calls, bid(4, 'hearts'), pass, pass, pass]);
    expect(a.contract()?.declarer).toBe(SOUTH);
    // the same, but North bids the final 4 hearts: South still declares
    const b = auction(NORTH, [...calls, pass, pass, bid(4, 'hearts'), pass, pass, pass]);
    expect(b.contract()?.declarer).toBe(SOUTH);
  });
  it('does not count the other side naming the strain', () => {
    // East names spades first; North-South end in spades, North naming them first of the two
    const calls = [bid(1, 'spades'), pass, pass, bid(2, 'spades'), pass, pass, pass];
    expect(auction(EAST, calls).contract()).toMatchObject({ declarer: NORTH, level: 2 });
  });
});

describe('the play (B8, B9)', () => {
  it('takes a trick with the highest trump, else the highest of the suit led', () => {
    const trick = ['hearts-5', 'hearts-king', 'clubs-2', 'hearts-ace'];
    expect(winningIndex(trick, 'clubs')).toBe(2);
    expect(winningIndex(trick, null)).toBe(3);
    expect(winningIndex(['diamonds-2', 'spades-ace', 'hearts-ace', 'clubs-ace'], 'hearts')).toBe(2);
    expect(winningIndex(['diamonds-2', 'spades-ace', 'hearts-ace', 'clubs-ace'], null)).toBe(0);
  });
  it('has the declarer’s left lead, then shows the dummy and lets the declarer play it', () => {
    const hand = new BridgeHand(dealWith(NORTH, [], 1));
    for (const c of [bid(1, 'nt'), pass, pass, pass]) hand.apply(c);
    expect(hand.contract).toMatchObject({ declarer: NORTH, strain: 'no-trump' });
    expect(hand.dummy).toBe(SOUTH);
    expect(hand.seat).toBe(EAST); // the opening lead
    expect(hand.sees(WEST, SOUTH)).toBe(false);
    hand.apply(hand.legal()[0]!);
    expect(hand.sees(WEST, SOUTH)).toBe(true); // the dummy is down
    expect(hand.sees(WEST, NORTH)).toBe(false);
    expect(hand.turn).toBe(SOUTH);
    expect(hand.seat).toBe(NORTH); // the declarer chooses the dummy's card
    const dummyCard = (hand.legal()[0] as { card: string }).card;
    expect(hand.dealt[SOUTH]).toContain(dummyCard);
    expect(hand.refusal(SOUTH, { type: 'play', card: dummyCard })).toBe('not-your-turn');
    const own = hand.hands[NORTH]![0]!;
    expect(hand.refusal(NORTH, { type: 'play', card: own })).toBe('card-not-held');
    expect(hand.move({ type: 'play', card: dummyCard }).seat).toBe(NORTH);
  });
  it('plays a whole hand out and scores it', () => {
    const hand = new BridgeHand(dealWith(EAST, [], 7));
    for (const c of [bid(2, 'diamonds'), pass, pass, pass]) hand.apply(c);
    while (!hand.over) hand.playTrick();
    expect(hand.tricks[0]! + hand.tricks[1]!).toBe(13);
    const made = hand.tricks[1]! >= 8;
    const [ns, ew] = hand.scores();
    expect(made ? ew! >= 40 : ns! >= 50).toBe(true);
  });
});
