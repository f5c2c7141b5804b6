// The figures as text on stdout: one block per run, and the side-by-side table of `--compare`.

import type { ComparedFigure } from './compare';
import type { Figures } from './figures';
import type { Mean, Rate } from './stats';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const rate = (r: Rate) => `${pct(r.rate)}  [${pct(r.ci95[0])}, ${pct(r.ci95[1])}]`;
const num = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(1) : x.toFixed(3));
const mean = (m: Mean) => `${num(m.mean)}  [${num(m.ci95[0])}, ${num(m.ci95[1])}]`;

export function summaryLines(f: Figures): string[] {
  const unit = f.handsOnly ? 'hands' : 'matches';
  const lines = [
    `${f.title} (${f.source}): ${f.games} ${unit}${f.interrupted ? ` of ${f.requestedGames} (interrupted)` : ''}, seed ${f.seed}, bots ${f.bots.join(',')}${Object.keys(f.options).length ? `, options ${JSON.stringify(f.options)}` : ''}`,
    '  figure                            value  [95% interval]',
  ];
  const row = (name: string, value: string) => lines.push(`  ${name.padEnd(32)}  ${value}`);
  for (const [team, r] of Object.entries(f.winRate)) row(`win rate, team ${team}`, rate(r));
  row(f.handsOnly ? 'tied hands' : 'drawn matches', `${f.ties} (${rate(f.tieRate)})`);
  for (const [position, r] of Object.entries(f.positionWinRate)) {
    row(`win rate, ${position}'s team`, rate(r));
  }
  for (const [seat, r] of Object.entries(f.seatWinRate)) row(`win rate, seat ${seat}`, rate(r));
  if (!f.handsOnly) {
    for (const [position, r] of Object.entries(f.handWinRate)) {
      row(`hands won, ${position}'s team`, rate(r));
    }
    row('tied hands', rate(f.handTieRate));
  }
  for (const [team, m] of Object.entries(f.pointsPerHand))
    row(`points/hand, team ${team}`, mean(m));
  row('moves per hand', mean(f.handLength));
  row('tricks per hand', mean(f.tricksPerHand));
  if (!f.handsOnly) row('hands per match', mean(f.matchLength));
  row('legal moves per decision', mean(f.legalMovesPerDecision));
  lines.push(
    `  event                             count  per hand [95%]  ${f.handsOnly ? 'hands' : 'matches'} with it [95%]`,
  );
  for (const [name, e] of Object.entries(f.events)) {
    lines.push(
      `  ${name.padEnd(32)}  ${String(e.count).padStart(5)}  ${num(e.perHand)} [${num(e.perHandCi95[0])}, ${num(e.perHandCi95[1])}]  ${rate(e.matchesWith)}`,
    );
  }
  if (f.unfinished > 0) lines.push(`  ${f.unfinished} match(es) cut off at the move limit`);
  return lines;
}

export function compareLines(a: Figures, b: Figures, rows: readonly ComparedFigure[]): string[] {
  const width = Math.max(30, ...rows.map((r) => r.figure.length));
  const value = (x: number) => num(x).padStart(10);
  const lines = [
    `compare: A = ${a.game}, B = ${b.game}, same ${a.games === b.games ? a.games : `${a.games}/${b.games}`} seeds from ${a.seed}`,
    `  ${'figure'.padEnd(width)}  ${'A'.padStart(10)}  ${'B'.padStart(10)}  ${'B - A'.padStart(10)}  significant (95%)`,
  ];
  for (const r of rows) {
    lines.push(
      `  ${r.figure.padEnd(width)}  ${value(r.a)}  ${value(r.b)}  ${value(r.difference)}  ${r.significant ? 'yes' : 'no'} (${r.test})`,
    );
  }
  return lines;
}
