import { describe, expect, it } from 'vitest';
import { eventName, outscoring, type GameRecord } from './play';
import { addGame, emptyTally, mergeTally } from './tally';

const teamOf = (seat: number) => seat % 2;
const hand = (dealer: number, scores: number[], events: Record<string, number> = {}) => ({
  dealer,
  scores,
  moves: 56,
  tricks: 14,
  events,
});
const game = (winner: GameRecord['winner'], hands: GameRecord['hands']): GameRecord => ({
  winner,
  hands,
  decisions: 10,
  legalSum: 30,
  legalSquares: 100,
});

describe('tally', () => {
  it('credits wins to teams, seats and positions from the first dealer', () => {
    const t = emptyTally(4, 2);
    // Dealer 3: seat 0 leads (first player, team 0); the dealer is seat 3 (team 1).
    addGame(t, game(0, [hand(3, [40, 0], { 'rule:skunk': 1 })]), teamOf);
    expect(t.wins).toEqual([1, 0]);
    expect(t.seatWins).toEqual([1, 0, 1, 0]);
    expect(t.positionWins).toEqual([1, 0, 1, 0]);
    // Dealer 0: seat 1 leads (team 1) and wins, so the first player's team wins again.
    addGame(t, game(1, [hand(0, [3, 17]), hand(1, [20, 0])]), teamOf);
    expect(t.positionWins).toEqual([2, 0, 2, 0]);
    expect(t.handPositionWins).toEqual([3, 0, 3, 0]);
    expect(t.hands).toBe(3);
    expect(t.matchHands).toEqual({ n: 2, sum: 3, sumSquares: 5 });
    expect(t.pointsHistogram[0]).toEqual({ 40: 1, 3: 1, 20: 1 });
    expect(t.events['rule:skunk']).toEqual({ count: 1, games: 1, handSquares: 1 });
  });

  it('counts draws and unfinished matches apart from wins', () => {
    const t = emptyTally(2, 2);
    addGame(t, game('draw', [hand(0, [5, 5])]), (s) => s);
    addGame(t, game('unfinished', []), (s) => s);
    expect(t).toMatchObject({ games: 2, ties: 1, unfinished: 1, wins: [0, 0], handTies: 1 });
  });

  it('adds up to the same tally in any order', () => {
    const games = [
      game(0, [hand(0, [1, 2], { trick: 3 })]),
      game(1, [hand(1, [4, 0]), hand(2, [0, 9], { 'move:play': 2 })]),
      game('draw', [hand(3, [2, 2])]),
    ];
    const one = emptyTally(4, 2);
    for (const g of games) addGame(one, g, teamOf);
    const parts = games.map((g) => {
      const t = emptyTally(4, 2);
      addGame(t, g, teamOf);
      return t;
    });
    const other = emptyTally(4, 2);
    for (const p of parts.reverse()) mergeTally(other, p);
    expect(other).toEqual(one);
  });
});

describe('event names and hand winners', () => {
  it('names rule events, moves and other events', () => {
    expect(eventName({ type: 'rule', name: 'skunk' })).toBe('rule:skunk');
    expect(eventName({ type: 'move', seat: 0, move: { type: 'play', card: 'x' } })).toBe(
      'move:play',
    );
    expect(eventName({ type: 'trick', leader: 0, winner: 1, cards: [] })).toBe('trick');
    expect(eventName({ type: 'deal', hand: 1, dealer: 0 })).toBeUndefined();
  });

  it('gives a hand to the team that outscores every other', () => {
    expect(outscoring([3, 7])).toBe(1);
    expect(outscoring([7, 7])).toBe('draw');
    expect(outscoring([9, 7, 9])).toBe('draw');
  });
});
