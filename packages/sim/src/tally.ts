// Running totals of whole numbers only, so tallies made by different workers add up to the same
// figures whatever the order they arrive in.

import type { GameRecord } from './play';
import { outscoring } from './play';

export interface MutableMoments {
  n: number;
  sum: number;
  sumSquares: number;
}

export interface EventTally {
  count: number;
  /** Matches in which it fired at least once. */
  games: number;
  /** Sum of squares of its per-hand counts, for the per-hand interval. */
  handSquares: number;
}

/** Plain data: it crosses from a worker to the main thread by structured clone. */
export interface Tally {
  games: number;
  unfinished: number;
  /** Matches won per team. */
  wins: number[];
  /** Drawn matches (with --hands-only: hands no team outscored). */
  ties: number;
  /** Matches won by each seat's team, by seat number. */
  seatWins: number[];
  /** Matches won by the team of the seat at each position from the first dealer's left. */
  positionWins: number[];
  hands: number;
  /** Hands each position's team outscored the others in (position from that hand's dealer). */
  handPositionWins: number[];
  handTies: number;
  /** Points per hand, per team. */
  points: MutableMoments[];
  /** Per team: points scored in a hand → how many hands. */
  pointsHistogram: Record<string, number>[];
  handMoves: MutableMoments;
  handTricks: MutableMoments;
  matchHands: MutableMoments;
  /** Hands in a match → how many matches. */
  matchHandsHistogram: Record<string, number>;
  /** Legal moves at each decision. */
  legal: MutableMoments;
  events: Record<string, EventTally>;
}

const moments = (): MutableMoments => ({ n: 0, sum: 0, sumSquares: 0 });
const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);

export function emptyTally(seats: number, teams: number): Tally {
  return {
    games: 0,
    unfinished: 0,
    wins: zeros(teams),
    ties: 0,
    seatWins: zeros(seats),
    positionWins: zeros(seats),
    hands: 0,
    handPositionWins: zeros(seats),
    handTies: 0,
    points: Array.from({ length: teams }, moments),
    pointsHistogram: Array.from({ length: teams }, () => ({})),
    handMoves: moments(),
    handTricks: moments(),
    matchHands: moments(),
    matchHandsHistogram: {},
    legal: moments(),
    events: {},
  };
}

function add(m: MutableMoments, x: number): void {
  m.n++;
  m.sum += x;
  m.sumSquares += x * x;
}

/** Adds one match; `teamOf` maps seats to teams under the run's options. */
export function addGame(tally: Tally, game: GameRecord, teamOf: (seat: number) => number): void {
  tally.games++;
  if (game.winner === 'unfinished') {
    tally.unfinished++;
    return;
  }
  const seats = tally.seatWins.length;
  const first = game.hands[0];
  if (game.winner === 'draw') tally.ties++;
  else {
    const winner = game.winner;
    tally.wins[winner]!++;
    for (let seat = 0; seat < seats; seat++) if (teamOf(seat) === winner) tally.seatWins[seat]!++;
    if (first !== undefined) {
      for (let p = 0; p < seats; p++) {
        if (teamOf((first.dealer + 1 + p) % seats) === winner) tally.positionWins[p]!++;
      }
    }
  }
  add(tally.matchHands, game.hands.length);
  const length = game.hands.length;
  tally.matchHandsHistogram[length] = (tally.matchHandsHistogram[length] ?? 0) + 1;
  tally.legal.n += game.decisions;
  tally.legal.sum += game.legalSum;
  tally.legal.sumSquares += game.legalSquares;
  const fired = new Set<string>();
  for (const hand of game.hands) {
    tally.hands++;
    add(tally.handMoves, hand.moves);
    add(tally.handTricks, hand.tricks);
    hand.scores.forEach((points, team) => {
      const m = tally.points[team];
      const histogram = tally.pointsHistogram[team];
      if (m === undefined || histogram === undefined) return;
      add(m, points);
      histogram[points] = (histogram[points] ?? 0) + 1;
    });
    const top = outscoring(hand.scores);
    if (top === 'draw') tally.handTies++;
    else {
      for (let p = 0; p < seats; p++) {
        if (teamOf((hand.dealer + 1 + p) % seats) === top) tally.handPositionWins[p]!++;
      }
    }
    for (const [name, count] of Object.entries(hand.events)) {
      const e = (tally.events[name] ??= { count: 0, games: 0, handSquares: 0 });
      e.count += count;
      e.handSquares += count * count;
      fired.add(name);
    }
  }
  for (const name of fired) tally.events[name]!.games++;
}

/** Adds `from` into `into` (both from the same run settings). */
export function mergeTally(into: Tally, from: Tally): void {
  into.games += from.games;
  into.unfinished += from.unfinished;
  into.ties += from.ties;
  into.hands += from.hands;
  into.handTies += from.handTies;
  addArray(into.wins, from.wins);
  addArray(into.seatWins, from.seatWins);
  addArray(into.positionWins, from.positionWins);
  addArray(into.handPositionWins, from.handPositionWins);
  from.points.forEach((m, t) => addMoments(into.points[t]!, m));
  from.pointsHistogram.forEach((h, t) => {
    const target = into.pointsHistogram[t]!;
    for (const [k, v] of Object.entries(h)) target[k] = (target[k] ?? 0) + v;
  });
  addMoments(into.handMoves, from.handMoves);
  addMoments(into.handTricks, from.handTricks);
  addMoments(into.matchHands, from.matchHands);
  for (const [k, v] of Object.entries(from.matchHandsHistogram)) {
    into.matchHandsHistogram[k] = (into.matchHandsHistogram[k] ?? 0) + v;
  }
  addMoments(into.legal, from.legal);
  for (const [name, e] of Object.entries(from.events)) {
    const target = (into.events[name] ??= { count: 0, games: 0, handSquares: 0 });
    target.count += e.count;
    target.games += e.games;
    target.handSquares += e.handSquares;
  }
}

function addArray(into: number[], from: readonly number[]): void {
  from.forEach((v, i) => (into[i] = (into[i] ?? 0) + v));
}

function addMoments(into: MutableMoments, from: MutableMoments): void {
  into.n += from.n;
  into.sum += from.sum;
  into.sumSquares += from.sumSquares;
}
