// The rubber scoring of bridge-scoring.ts against examples worked out by hand from the tables
// (B10 to B17): each expected number is the sum written beside it, not the model's output.

import { describe, expect, it } from 'vitest';
import {
  FRESH,
  honoursOf,
  overtrickScore,
  Rubber,
  scoreHand,
  trickScore,
  undertrickPenalty,
  type Contract,
  type Played,
  type Standing,
} from './bridge-scoring';

const NORTH = 0;
const EAST = 1;

/** A hand that reached play: `tricks` the declarer's side took, no honours unless given. */
const played = (
  contract: Partial<Contract> & Pick<Contract, 'level' | 'strain'>,
  tricks: number,
  honours: number[] = [0, 0],
): Played => ({
  contract: { doubling: 'undoubled', declarer: NORTH, ...contract },
  tricks,
  honours,
});

describe('trick score below the line (B10)', () => {
  it('counts 20 a trick in the minors, 30 in the majors, 40 then 30 at no trump', () => {
    expect(trickScore(2, 'clubs', 'undoubled')).toBe(40); // 2 × 20
    expect(trickScore(5, 'diamonds', 'undoubled')).toBe(100); // 5 × 20
    expect(trickScore(4, 'spades', 'undoubled')).toBe(120); // 4 × 30
    expect(trickScore(1, 'no-trump', 'undoubled')).toBe(40);
    expect(trickScore(3, 'no-trump', 'undoubled')).toBe(100); // 40 + 30 + 30
  });
  it('doubles it doubled and fourfolds it redoubled', () => {
    expect(trickScore(2, 'hearts', 'doubled')).toBe(120); // 2 × 30 × 2: a game from two
    expect(trickScore(1, 'no-trump', 'redoubled')).toBe(160); // 40 × 4
    expect(trickScore(6, 'hearts', 'redoubled')).toBe(720); // 6 × 30 × 4
  });
});

describe('overtricks and undertricks (B12, B13)', () => {
  it('scores overtricks at trick value undoubled, 100/200 doubled, 200/400 redoubled', () => {
    expect(overtrickScore(2, 'diamonds', 'undoubled', true)).toBe(40); // 2 × 20
    expect(overtrickScore(1, 'no-trump', 'undoubled', false)).toBe(30); // not 40
    expect(overtrickScore(2, 'clubs', 'doubled', false)).toBe(200); // 2 × 100
    expect(overtrickScore(2, 'clubs', 'doubled', true)).toBe(400); // 2 × 200
    expect(overtrickScore(1, 'hearts', 'redoubled', false)).toBe(200);
    expect(overtrickScore(3, 'hearts', 'redoubled', true)).toBe(1200); // 3 × 400
  });
  it('follows the undertrick table row by row', () => {
    const rows: [number, number, number, number, number, number, number][] = [
      // down, undoubled nv, v, doubled nv, v, redoubled nv, v
      [1, 50, 100, 100, 200, 200, 400],
      [2, 100, 200, 300, 500, 600, 1000], // 100+200; 200+300
      [3, 150, 300, 500, 800, 1000, 1600], // 100+200+200; 200+300+300
      [4, 200, 400, 800, 1100, 1600, 2200], // 500+300; 800+300
      [5, 250, 500, 1100, 1400, 2200, 2800],
      [13, 650, 1300, 3500, 3800, 7000, 7600], // 500 + 10 × 300; 200 + 12 × 300
    ];
    for (const [down, unNv, unV, dNv, dV, rNv, rV] of rows) {
      expect(undertrickPenalty(down, 'undoubled', false)).toBe(unNv);
      expect(undertrickPenalty(down, 'undoubled', true)).toBe(unV);
      expect(undertrickPenalty(down, 'doubled', false)).toBe(dNv);
      expect(undertrickPenalty(down, 'doubled', true)).toBe(dV);
      expect(undertrickPenalty(down, 'redoubled', false)).toBe(rNv);
      expect(undertrickPenalty(down, 'redoubled', true)).toBe(rV);
    }
  });
});

describe('honours (B15)', () => {
  const spread = (cards: string[]) => [cards, [], [], []];
  it('counts four or five trump honours in one hand, and four aces at no trump', () => {
    const four = ['spades-ace', 'spades-king', 'spades-queen', 'spades-10'];
    expect(honoursOf(spread(four), 'spades')).toEqual([100, 0]);
    expect(honoursOf(spread([...four, 'spades-jack']), 'spades')).toEqual([150, 0]);
    expect(honoursOf(spread(four), 'hearts')).toEqual([0, 0]);
    const aces = ['spades-ace', 'hearts-ace', 'diamonds-ace', 'clubs-ace'];
    expect(honoursOf([[], aces, [], []], 'no-trump')).toEqual([0, 150]);
    expect(honoursOf([[], aces, [], []], 'clubs')).toEqual([0, 0]);
  });
  it('does not add up two partners’ honours', () => {
    const north = ['hearts-ace', 'hearts-king'];
    const south = ['hearts-queen', 'hearts-jack', 'hearts-10'];
    expect(honoursOf([north, [], south, []], 'hearts')).toEqual([0, 0]);
  });
});

describe('a hand’s score', () => {
  it('4 spades made with an overtrick, not vulnerable: 120 below, a game, 30 above', () => {
    const s = scoreHand(FRESH, played({ level: 4, strain: 'spades' }, 11));
    expect(s.scores).toEqual([150, 0]); // 4 × 30 + 30
    expect(s.lines.filter((l) => l.below).map((l) => l.points)).toEqual([120]);
    expect(s.after).toEqual({ games: [1, 0], partScore: [0, 0] });
    expect(s.events).toEqual(['game']);
  });
  it('3 no trump doubled, down two, vulnerable: 500 to the defenders', () => {
    const before: Standing = { games: [1, 0], partScore: [0, 40] };
    const s = scoreHand(before, played({ level: 3, strain: 'no-trump', doubling: 'doubled' }, 7));
    expect(s.scores).toEqual([0, 500]); // 200 + 300
    expect(s.after).toEqual(before); // a set scores nothing below the line
    expect(s.events).toEqual(['set']);
  });
  it('6 hearts redoubled, made: 720 below, 100 for making it, a small slam', () => {
    const contract = { level: 6, strain: 'hearts', doubling: 'redoubled' } as const;
    expect(scoreHand(FRESH, played(contract, 12)).scores).toEqual([1320, 0]); // 720+100+500
    const vul: Standing = { games: [1, 1], partScore: [0, 0] };
    const s = scoreHand(vul, played(contract, 12));
    expect(s.scores).toEqual([1570 + 500, 0]); // 720 + 100 + 750, and the rubber 2-1
    expect(s.events).toEqual(['small-slam', 'game', 'rubber']);
  });
  it('2 clubs made on a part score of 60 makes a game and wipes the other side’s 70', () => {
    const before: Standing = { games: [0, 0], partScore: [60, 70] };
    const s = scoreHand(before, played({ level: 2, strain: 'clubs' }, 8));
    expect(s.scores).toEqual([40, 0]);
    expect(s.after).toEqual({ games: [1, 0], partScore: [0, 0] });
  });
  it('a part score alone is not a game', () => {
    const s = scoreHand(FRESH, played({ level: 2, strain: 'clubs' }, 9));
    expect(s.scores).toEqual([60, 0]); // 40 + 20
    expect(s.after).toEqual({ games: [0, 0], partScore: [40, 0] });
  });
  it('1 no trump doubled with two overtricks, not vulnerable: 80 below, 200 and 50 above', () => {
    const s = scoreHand(FRESH, played({ level: 1, strain: 'no-trump', doubling: 'doubled' }, 9));
    expect(s.scores).toEqual([330, 0]); // 80 + 2 × 100 + 50
    expect(s.after.partScore).toEqual([80, 0]);
  });
  it('a grand slam in no trump, vulnerable: 220 below, 1500 for the slam', () => {
    const before: Standing = { games: [0, 1], partScore: [0, 0] };
    const contract = { level: 7, strain: 'no-trump', declarer: EAST } as const;
    const s = scoreHand(before, played(contract, 13));
    expect(s.scores).toEqual([0, 220 + 1500 + 700]); // 40 + 6 × 30, the slam, the rubber 2-0
    expect(s.events).toEqual(['grand-slam', 'game', 'rubber']);
  });
  it('scores honours to whichever side holds them, the contract made or set', () => {
    const held = played({ level: 4, strain: 'hearts', declarer: EAST }, 9, [100, 0]);
    const s = scoreHand(FRESH, held);
    expect(s.scores).toEqual([50 + 100, 0]); // one down not vulnerable, and North's honours
    expect(s.events).toEqual(['set', 'honours']);
  });
});

describe('the rubber (B16, B17)', () => {
  it('is won 2-1 with a bonus of 500', () => {
    const r = new Rubber();
    r.record(0, played({ level: 4, strain: 'spades' }, 10)); // NS 120: game
    r.record(1, played({ level: 3, strain: 'no-trump', declarer: EAST }, 9)); // EW 100: game
    expect(r.over).toBe(false);
    r.record(2, played({ level: 4, strain: 'hearts' }, 11)); // NS 120 + 30, game and rubber
    expect(r.over).toBe(true);
    expect(r.hands.map((h) => h.scores)).toEqual([
      [120, 0],
      [0, 100],
      [150 + 500, 0],
    ]);
    expect(r.totals).toEqual([770, 100]);
    expect(r.winner).toBe(0);
  });
  it('is won 2-0 with 700, and a thrown-in hand in between scores nothing', () => {
    const r = new Rubber();
    r.record(0, played({ level: 5, strain: 'diamonds' }, 11)); // 100: game
    r.record(1, null);
    expect(r.hands[1]!.scores).toEqual([0, 0]);
    r.record(2, played({ level: 3, strain: 'no-trump', declarer: 2 }, 9)); // 100: rubber
    expect(r.totals).toEqual([100 + 100 + 700, 0]);
  });
  it('can be lost on points by the side that won two games', () => {
    const r = new Rubber();
    r.record(0, played({ level: 3, strain: 'no-trump' }, 9)); // NS 100: game
    // NS vulnerable, 7 spades doubled, five down: 200 + 4 × 300 to East-West
    r.record(1, played({ level: 7, strain: 'spades', doubling: 'doubled' }, 8));
    r.record(2, played({ level: 4, strain: 'hearts' }, 10)); // NS 120, rubber 2-0: 700
    expect(r.totals).toEqual([100 + 120 + 700, 1400]);
    expect(r.winner).toBe(1);
  });
  it('scores an unfinished rubber: 300 for a game, 100 for a part score', () => {
    const r = new Rubber(2);
    r.record(0, played({ level: 4, strain: 'spades' }, 10)); // NS 120: game
    r.record(1, played({ level: 2, strain: 'diamonds', declarer: EAST }, 8)); // EW 40: part
    expect(r.over).toBe(true);
    expect(r.hands[1]!.scores).toEqual([300, 40 + 100]);
    expect(r.totals).toEqual([420, 140]);
  });
  it('draws on equal totals', () => {
    const r = new Rubber(2);
    r.record(0, played({ level: 1, strain: 'spades' }, 7)); // NS 30
    r.record(1, played({ level: 1, strain: 'hearts', declarer: EAST }, 7)); // EW 30
    expect(r.totals).toEqual([130, 130]); // each a part score: 100 more
    expect(r.winner).toBe('draw');
  });
});
