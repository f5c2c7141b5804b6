// `--compare`: the same figures for two games run on the same seeds, with each difference and
// whether it is significant at 95% (two-proportion z-test for rates, Welch's t-test for means).

import { positionName } from './figures';
import { twoProportions, welch, type Moments } from './stats';
import type { Tally } from './tally';

export interface ComparedFigure {
  /** `winRate.0`, `positionWinRate.first-player`, `pointsPerHand.1`, `events.rule:<name>`, ... */
  readonly figure: string;
  readonly a: number;
  readonly b: number;
  /** b - a. */
  readonly difference: number;
  readonly significant: boolean;
  readonly test: 'two-proportion z' | 'Welch t';
}

export function compareTallies(a: Tally, b: Tally, seats: number): ComparedFigure[] {
  const rows: ComparedFigure[] = [];
  const decidedA = a.games - a.unfinished;
  const decidedB = b.games - b.unfinished;
  const rate = (figure: string, sa: number, na: number, sb: number, nb: number) => {
    const d = twoProportions(sa, na, sb, nb);
    rows.push({
      figure,
      a: na ? sa / na : 0,
      b: nb ? sb / nb : 0,
      difference: d.difference,
      significant: d.significant,
      test: 'two-proportion z',
    });
  };
  const mean = (figure: string, ma: Moments, mb: Moments) => {
    const d = welch(ma, mb);
    rows.push({
      figure,
      a: ma.n ? ma.sum / ma.n : 0,
      b: mb.n ? mb.sum / mb.n : 0,
      difference: d.difference,
      significant: d.significant,
      test: 'Welch t',
    });
  };
  const teams = Math.max(a.wins.length, b.wins.length);
  for (let t = 0; t < teams; t++) {
    rate(`winRate.${t}`, a.wins[t] ?? 0, decidedA, b.wins[t] ?? 0, decidedB);
  }
  rate('tieRate', a.ties, decidedA, b.ties, decidedB);
  for (let p = 0; p < seats; p++) {
    const name = positionName(p, seats);
    rate(
      `positionWinRate.${name}`,
      a.positionWins[p] ?? 0,
      decidedA,
      b.positionWins[p] ?? 0,
      decidedB,
    );
  }
  for (let p = 0; p < seats; p++) {
    const name = positionName(p, seats);
    rate(
      `handWinRate.${name}`,
      a.handPositionWins[p] ?? 0,
      a.hands,
      b.handPositionWins[p] ?? 0,
      b.hands,
    );
  }
  const empty = { n: 0, sum: 0, sumSquares: 0 };
  for (let t = 0; t < teams; t++) {
    mean(`pointsPerHand.${t}`, a.points[t] ?? empty, b.points[t] ?? empty);
  }
  mean('handLength', a.handMoves, b.handMoves);
  mean('tricksPerHand', a.handTricks, b.handTricks);
  mean('matchLength', a.matchHands, b.matchHands);
  mean('legalMovesPerDecision', a.legal, b.legal);
  const names = [...new Set([...Object.keys(a.events), ...Object.keys(b.events)])].sort();
  for (const name of names) {
    const ea = a.events[name] ?? { count: 0, games: 0, handSquares: 0 };
    const eb = b.events[name] ?? { count: 0, games: 0, handSquares: 0 };
    mean(
      `events.${name}.perHand`,
      { n: a.hands, sum: ea.count, sumSquares: ea.handSquares },
      { n: b.hands, sum: eb.count, sumSquares: eb.handSquares },
    );
    rate(`events.${name}.matchesWith`, ea.games, decidedA, eb.games, decidedB);
  }
  return rows;
}
