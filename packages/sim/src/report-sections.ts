// The sections of the HTML report for one run, each a table a designer reads: who wins, whether
// the place at the table matters, how a hand goes, and what happened in the rules file's words.
// A figure that is the same for every team, side or hand is said once, never row by row.

import { positionName, type EventFigure, type Figures } from './figures';
import { escape, htmlTable, sameOnce, type Cell, type TableRow } from './html-table';
import type { RulesWords } from './rules-words';
import { positionSides, teamNames, type Side } from './sides';
import type { Mean, Rate } from './stats';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
export const rateCell = (r: Rate): Cell => ({
  value: pct(r.rate),
  ci: `${pct(r.ci95[0])} to ${pct(r.ci95[1])}`,
});
/** Whole numbers as they are; the rest to about three figures, small ones to two. */
export function num(x: number): string {
  if (Number.isInteger(x)) return String(x);
  const size = Math.abs(x);
  if (size >= 100) return x.toFixed(0);
  if (size >= 10) return x.toFixed(1);
  if (size >= 0.1) return x.toFixed(2);
  if (size >= 0.0001) return x.toPrecision(2);
  return x < 0 ? 'above -0.0001' : 'below 0.0001';
}
/** A mean whose interval has no width is no estimate: the same in every hand. */
const constant = (m: Mean) => m.ci95[0] === m.ci95[1];
const meanCell = (m: Mean): Cell =>
  constant(m)
    ? { value: `always ${num(m.mean)}` }
    : { value: num(m.mean), ci: `${num(m.ci95[0])} to ${num(m.ci95[1])}` };
const NONE: Cell = { value: '' };

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Teams side by side: one row per figure, never one row per team. */
export function whoWins(f: Figures): string {
  const teams = teamNames(f);
  const unit = f.handsOnly ? 'Hands' : 'Matches';
  const draws = f.ties > 0;
  const rows: TableRow[] = [
    {
      head: `${unit} won`,
      cells: [
        ...sameOnce(
          teams.map((_, t) => rateCell(f.winRate[String(t)]!)),
          'team',
        ),
        ...(draws ? [rateCell(f.tieRate)] : []),
      ],
    },
    {
      head: 'Points per hand',
      cells: [
        ...sameOnce(
          teams.map((_, t) => meanCell(f.pointsPerHand[String(t)]!)),
          'team',
        ),
        ...(draws ? [NONE] : []),
      ],
    },
  ];
  const columns = ['Figure', ...teams, ...(draws ? ['No winner'] : [])];
  const caption = `Each ${teams.length === f.teamOfSeat.length ? 'seat' : 'team'}'s share of the ${f.games - f.unfinished} ${unit.toLowerCase()} played out${draws ? '' : '; none was drawn'}`;
  return htmlTable(caption, columns, rows);
}

/**
 * The places at the table, counted from the dealer: partners' places are one side. With no
 * such grouping (teams that are not the same whoever deals), each place stands alone.
 */
export function whereYouSit(f: Figures): string | undefined {
  const seats = f.teamOfSeat.length;
  if (seats < 2) return undefined;
  const sides: readonly Side[] =
    positionSides(f.teamOfSeat) ??
    Array.from({ length: seats }, (_, p) => ({
      name: `the team of place ${p + 1}`,
      positions: [p],
    }));
  const at = (rates: Record<string, Rate>, side: Side) =>
    rates[positionName(side.positions[0]!, seats)]!;
  const rows: TableRow[] = [];
  const ties = f.handTieRate.rate > 0;
  const firstDeal = sides.map((s) => at(f.positionWinRate, s));
  if (!f.handsOnly && !sameRates(firstDeal, Object.values(f.winRate))) {
    rows.push({
      head: 'Matches won',
      note: "places counted from the first hand's dealer",
      cells: [
        ...sameOnce(firstDeal.map(rateCell), 'place'),
        ...(ties ? [f.ties > 0 ? rateCell(f.tieRate) : NONE] : []),
      ],
    });
  }
  rows.push({
    head: 'Hands won',
    note: "outscored the others; places counted from that hand's dealer",
    cells: [
      ...sameOnce(
        sides.map((s) => rateCell(at(f.handWinRate, s))),
        'place',
      ),
      ...(ties ? [rateCell(f.handTieRate)] : []),
    ],
  });
  const columns = ['Figure', ...sides.map((s) => capital(s.name)), ...(ties ? ['No winner'] : [])];
  return htmlTable(
    "Each place at the table, from the dealer's left round to the dealer; partners' places are one side",
    columns,
    rows,
  );
}

/**
 * Whether the places' match figures are the teams' own: when the first dealer is always the
 * same seat, each side at the first deal is one team, and its row would repeat "Who wins".
 */
function sameRates(a: readonly Rate[], b: readonly Rate[]): boolean {
  const key = (r: Rate) => `${r.rate} ${r.ci95[0]} ${r.ci95[1]}`;
  return a.length === b.length && [...a.map(key)].sort().join() === [...b.map(key)].sort().join();
}

/** The shape of a hand: what never changes is one sentence, the rest a table. */
export function howAHandGoes(f: Figures): string {
  const rows: TableRow[] = [];
  const said: string[] = [];
  const hand: string[] = [];
  const figure = (head: string, m: Mean, fixed: (n: string) => void) => {
    if (constant(m)) fixed(num(m.mean));
    else rows.push({ head, cells: [meanCell(m)] });
  };
  figure('Moves per hand', f.handLength, (n) => hand.push(`${n} moves`));
  if (f.tricksPerHand.mean > 0)
    figure('Tricks per hand', f.tricksPerHand, (n) => hand.push(`${n} tricks`));
  if (hand.length > 0) said.push(`Every hand has ${hand.join(' and ')}.`);
  if (!f.handsOnly)
    figure('Hands per match', f.matchLength, (n) => said.push(`Every match lasts ${n} hands.`));
  figure('Legal moves to choose from, per decision', f.legalMovesPerDecision, (n) =>
    said.push(`Every decision is between ${n} legal moves.`),
  );
  const noMove = f.events['no-move'];
  if (noMove !== undefined)
    rows.push({ head: 'Turns with no move, per hand', cells: [perHandCell(noMove)] });
  const always = said.length === 0 ? '' : `<p>${escape(said.join(' '))}</p>\n`;
  return `${always}${rows.length === 0 ? '' : htmlTable('Means over every hand played', ['Figure', 'Mean'], rows)}`;
}

function perHandCell(e: EventFigure): Cell {
  if (e.count === 0) return { value: 'never' };
  if (e.perHandCi95[0] === e.perHandCi95[1]) return { value: `always ${num(e.perHand)}` };
  return { value: num(e.perHand), ci: `${num(e.perHandCi95[0])} to ${num(e.perHandCi95[1])}` };
}

function withItCell(e: EventFigure | undefined, decided: number): Cell {
  if (e === undefined || e.count === 0) return { value: `none of ${decided}` };
  if (e.matchesWith.rate === 1) return { value: `every one of ${decided}` };
  return rateCell(e.matchesWith);
}

const NEVER: EventFigure = {
  count: 0,
  perHand: 0,
  perHandCi95: [0, 0],
  matchesWith: { rate: 0, ci95: [0, 0] },
};

/**
 * The rules file's events and scores, named as it names them, with what it says of each; one
 * that never happened is a row too, since that is worth knowing. Moves have their own table.
 */
export function whatHappened(f: Figures, words: RulesWords): string {
  const decided = f.games - f.unfinished;
  const unit = f.handsOnly ? 'Hands' : 'Matches';
  const row = (head: string, note: string, e: EventFigure | undefined): TableRow => ({
    head,
    note,
    cells: [perHandCell(e ?? NEVER), withItCell(e, decided)],
  });
  const rows: TableRow[] = [];
  const named = new Set<string>();
  for (const e of words.events) {
    named.add(`rule:${e.name}`);
    const says = e.instantWin
      ? `instant win (line ${e.line})`
      : e.reason === undefined
        ? `line ${e.line}`
        : `“${e.reason}” (line ${e.line})`;
    rows.push(row(e.name, says, f.events[`rule:${e.name}`]));
  }
  for (const [key, e] of Object.entries(f.events)) {
    if (key.startsWith('rule:') && !named.has(key))
      rows.push(row(key.slice('rule:'.length), '', e));
  }
  for (const s of words.scores)
    rows.push(row(`score (line ${s.line})`, `“${s.reason}”`, f.events[s.key]));
  if (words.scores.length === 0 && f.events['score'] !== undefined) {
    rows.push(row('score', 'any score', f.events['score']));
  }
  const moves = Object.entries(f.events)
    .filter(([key]) => key.startsWith('move:'))
    .map(([key, e]): TableRow => ({
      head: key.slice('move:'.length),
      cells: [perHandCell(e), withItCell(e, decided)],
    }));
  const events =
    rows.length === 0
      ? '<p>The rules file declares no events and no score reasons.</p>'
      : htmlTable(
          "The rules file's events and scores, by its names and in its words",
          ['Event', 'Times per hand', `${unit} with it`],
          rows,
        );
  const made =
    moves.length === 0
      ? ''
      : `\n${htmlTable('Moves made, by the move names of the rules file', ['Move', 'Times per hand', `${unit} with it`], moves)}`;
  return `${events}${made}`;
}
