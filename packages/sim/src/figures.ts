// From tallies to the figures a designer reads (and `--json` writes): every rate with Wilson's
// interval, every mean with Student's t interval.

import { meanOf, wilson, type Mean, type Rate } from './stats';
import type { Tally } from './tally';

export interface EventFigure {
  readonly count: number;
  /** Mean times per hand, with its interval. */
  readonly perHand: number;
  readonly perHandCi95: readonly [number, number];
  /** Matches in which it fired at least once. */
  readonly matchesWith: Rate;
}

/** The run's settings and measurements that are not figures of the game. */
export interface RunInfo {
  readonly game: string;
  readonly title: string;
  /** Where the engine came from: `@orrery/engine-<id>` or a rules file path. */
  readonly source: string;
  readonly seed: number;
  readonly requestedGames: number;
  readonly handsOnly: boolean;
  readonly options: Readonly<Record<string, string | number>>;
  readonly bots: readonly string[];
  readonly workers: number;
  readonly elapsedSeconds: number;
  readonly interrupted: boolean;
  readonly seats: number;
  readonly teamOfSeat: readonly number[];
  /** The engine's names of the seats played. */
  readonly seatNames: readonly string[];
}

export interface Figures {
  readonly game: string;
  readonly title: string;
  readonly source: string;
  readonly games: number;
  readonly requestedGames: number;
  readonly interrupted: boolean;
  readonly unfinished: number;
  readonly handsOnly: boolean;
  readonly seed: number;
  readonly options: Readonly<Record<string, string | number>>;
  readonly bots: readonly string[];
  readonly workers: number;
  readonly elapsedSeconds: number;
  readonly gamesPerSecond: number;
  readonly teamOfSeat: readonly number[];
  readonly seatNames: readonly string[];
  readonly wins: Record<string, number>;
  readonly ties: number;
  readonly tieRate: Rate;
  readonly winRate: Record<string, Rate>;
  readonly seatWinRate: Record<string, Rate>;
  /** Win rate of the team of the seat at each position, counted from the first dealer's left. */
  readonly positionWinRate: Record<string, Rate>;
  readonly hands: number;
  /** How often each position's team outscores the others in a hand (that hand's dealer). */
  readonly handWinRate: Record<string, Rate>;
  readonly handTieRate: Rate;
  readonly pointsPerHand: Record<string, Mean>;
  /** Per team: points in a hand → how many hands. */
  readonly pointsDistribution: Record<string, Record<string, number>>;
  /** Moves per hand. */
  readonly handLength: Mean;
  readonly tricksPerHand: Mean;
  /** Hands per match. */
  readonly matchLength: Mean;
  /** Hands in a match → how many matches. */
  readonly matchLengthDistribution: Record<string, number>;
  readonly legalMovesPerDecision: Mean;
  readonly events: Record<string, EventFigure>;
}

/** `first-player` (the dealer's left), `dealer+2`, ..., `dealer`. */
export function positionName(position: number, seats: number): string {
  if (position === seats - 1) return 'dealer';
  return position === 0 ? 'first-player' : `dealer+${position + 1}`;
}

export function figuresOf(tally: Tally, run: RunInfo): Figures {
  const decided = tally.games - tally.unfinished;
  const byIndex = <T>(values: readonly number[], f: (v: number) => T): Record<string, T> =>
    Object.fromEntries(values.map((v, i) => [String(i), f(v)]));
  const byPosition = (values: readonly number[], trials: number): Record<string, Rate> =>
    Object.fromEntries(
      values.map((v, p) => [positionName(p, run.seats), wilson(v, trials)] as const),
    );
  const events = Object.keys(tally.events)
    .sort()
    .map((name): [string, EventFigure] => {
      const e = tally.events[name]!;
      const perHand = meanOf({ n: tally.hands, sum: e.count, sumSquares: e.handSquares });
      return [
        name,
        {
          count: e.count,
          perHand: perHand.mean,
          perHandCi95: perHand.ci95,
          matchesWith: wilson(e.games, decided),
        },
      ];
    });
  return {
    game: run.game,
    title: run.title,
    source: run.source,
    games: tally.games,
    requestedGames: run.requestedGames,
    interrupted: run.interrupted,
    unfinished: tally.unfinished,
    handsOnly: run.handsOnly,
    seed: run.seed,
    options: run.options,
    bots: run.bots,
    workers: run.workers,
    elapsedSeconds: round(run.elapsedSeconds, 3),
    gamesPerSecond: run.elapsedSeconds > 0 ? round(tally.games / run.elapsedSeconds, 1) : 0,
    teamOfSeat: run.teamOfSeat,
    seatNames: run.seatNames,
    wins: byIndex(tally.wins, (v) => v),
    ties: tally.ties,
    tieRate: wilson(tally.ties, decided),
    winRate: byIndex(tally.wins, (v) => wilson(v, decided)),
    seatWinRate: byIndex(tally.seatWins, (v) => wilson(v, decided)),
    positionWinRate: byPosition(tally.positionWins, decided),
    hands: tally.hands,
    handWinRate: byPosition(tally.handPositionWins, tally.hands),
    handTieRate: wilson(tally.handTies, tally.hands),
    pointsPerHand: Object.fromEntries(tally.points.map((m, t) => [String(t), meanOf(m)])),
    pointsDistribution: Object.fromEntries(
      tally.pointsHistogram.map((h, t) => [String(t), sortedByKey(h)]),
    ),
    handLength: meanOf(tally.handMoves),
    tricksPerHand: meanOf(tally.handTricks),
    matchLength: meanOf(tally.matchHands),
    matchLengthDistribution: sortedByKey(tally.matchHandsHistogram),
    legalMovesPerDecision: meanOf(tally.legal),
    events: Object.fromEntries(events),
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function sortedByKey(h: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(h).sort(([a], [b]) => Number(a) - Number(b)));
}
