// `--compare` in the report: each compared figure named in words, and only once. Of two teams
// only the first's win rate is kept (the other's is what is left after draws), and of partners'
// places only one side's, since partners win and lose together.

import type { ComparedFigure } from './compare';
import { positionName, type Figures } from './figures';
import { escape, htmlTable, type TableRow } from './html-table';
import { num } from './report-sections';
import { positionSides, teamNames } from './sides';

export interface NamedDifference extends ComparedFigure {
  readonly words: string;
}

/** The rows worth a line, in words; figures said by another row are left out. */
export function namedDifferences(a: Figures, rows: readonly ComparedFigure[]): NamedDifference[] {
  const teams = teamNames(a);
  const seats = a.teamOfSeat.length;
  const sides = positionSides(a.teamOfSeat);
  const placeWords = new Map<string, string>();
  for (const [k, side] of (sides ?? []).entries()) {
    if (sides!.length === 2 && k === 1) break;
    placeWords.set(positionName(side.positions[0]!, seats), side.name);
  }
  const unit = a.handsOnly ? 'hands' : 'matches';
  const name = (figure: string): string | undefined => {
    const [family, ...rest] = figure.split('.');
    const key = rest.join('.');
    switch (family) {
      case 'winRate':
        return teams.length === 2 && key !== '0'
          ? undefined
          : `${unit} won by ${teams[Number(key)] ?? key}`;
      case 'tieRate':
        return `${unit} with no winner`;
      case 'positionWinRate':
        return sides === undefined
          ? `matches won from place ${key}`
          : at(placeWords, key, 'matches won by');
      case 'handWinRate':
        return sides === undefined
          ? `hands won from place ${key}`
          : at(placeWords, key, 'hands won by');
      case 'pointsPerHand':
        return `points per hand, ${teams[Number(key)] ?? key}`;
      case 'handLength':
        return 'moves per hand';
      case 'tricksPerHand':
        return 'tricks per hand';
      case 'matchLength':
        return a.handsOnly ? undefined : 'hands per match';
      case 'legalMovesPerDecision':
        return 'legal moves per decision';
      case 'events':
        return eventWords(figure.slice('events.'.length), unit);
      default:
        return figure;
    }
  };
  return rows.flatMap((r) => {
    const words = name(r.figure);
    return words === undefined ? [] : [{ ...r, words }];
  });
}

function at(places: ReadonlyMap<string, string>, key: string, lead: string): string | undefined {
  const side = places.get(key);
  return side === undefined ? undefined : `${lead} ${side}`;
}

/** `events.<name>.perHand` and `.matchesWith`, the name as the rules file has it. */
function eventWords(rest: string, unit: string): string | undefined {
  const per = rest.endsWith('.perHand');
  const name = rest.slice(0, rest.lastIndexOf('.'));
  if (name === 'trick') return undefined; // tricks per hand says it
  const what = name.startsWith('rule:')
    ? `event ${name.slice('rule:'.length)}`
    : name.startsWith('move:')
      ? `move ${name.slice('move:'.length)}`
      : name.startsWith('score:')
        ? `score “${name.slice('score:'.length)}”`
        : name;
  return per ? `${what}, times per hand` : `${what}, ${unit} with it`;
}

export function compareTable(differences: readonly NamedDifference[]): string {
  const show = (x: number) => (Math.abs(x) <= 1 && !Number.isInteger(x) ? x.toFixed(3) : num(x));
  // A figure exactly the same in both runs (a hand's fixed length, a move every match has) is
  // said once, in the sentence under the table, not as a row of zeros.
  const same = differences.filter((d) => d.a === d.b && !d.significant);
  const rows: TableRow[] = differences
    .filter((d) => !same.includes(d))
    .map((d) => ({
      head: d.words,
      cells: [
        { value: show(d.a) },
        { value: show(d.b) },
        { value: show(d.difference) },
        { value: d.significant ? 'yes' : 'no' },
        { value: d.test },
      ],
    }));
  const table = htmlTable(
    'B against A, on the same seeds',
    ['Figure', 'A', 'B', 'B − A', 'Beyond chance (95%)', 'Test'],
    rows,
  );
  if (same.length === 0) return table;
  const listed = same.map((d) => `${d.words} (${show(d.a)})`).join('; ');
  return `${table}\n<p>The same in A and B: ${escape(listed)}.</p>`;
}

/** The lead paragraph of a comparison. */
export function compareVerdict(differences: readonly NamedDifference[], games: number): string {
  const real = differences.filter((d) => d.significant);
  if (real.length === 0) {
    return `None of the ${differences.length} figures compared differs between A and B by more than chance over these ${games} matches each: the change makes no difference the intervals can show.`;
  }
  const listed = real
    .slice(0, 5)
    .map((d) => `${d.words} (${d.a.toFixed(3)} in A, ${d.b.toFixed(3)} in B)`)
    .join('; ');
  const more = real.length > 5 ? `, and ${real.length - 5} more` : '';
  return `${real.length} of the ${differences.length} figures compared differ between A and B by more than chance at 95%: ${listed}${more}.`;
}
