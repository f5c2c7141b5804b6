// `--report FILE.html`: one self-contained page for a designer, readable offline. It opens with
// what the figures mean in plain words (verdict.ts), then tables of the figures, each said once
// (report-sections.ts), in the rules file's words (rules-words.ts), then the two distributions
// as charts: Vega-Lite specs compiled and rendered to SVG here in Node, so the page loads no
// script and no font.

import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { ComparedFigure } from './compare';
import { compareTable, compareVerdict, namedDifferences } from './compare-words';
import type { Figures } from './figures';
import { escape } from './html-table';
import { howAHandGoes, whatHappened, whereYouSit, whoWins } from './report-sections';
import { NO_WORDS, type RulesWords } from './rules-words';
import { teamNames } from './sides';
import { verdict } from './verdict';

/** One run's figures and what its rules file calls the things counted. */
export interface ReportRun {
  readonly figures: Figures;
  readonly words?: RulesWords;
}

type Row = Record<string, string | number>;

/** Renders a Vega-Lite spec to an SVG string. */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

const WIDTH = 420;

function histogram(title: string, rows: readonly Row[], x: string): TopLevelSpec {
  return {
    title,
    width: WIDTH,
    data: { values: [...rows] },
    mark: 'bar',
    encoding: {
      x: { field: 'value', type: 'ordinal', title: x, sort: { field: 'order', op: 'min' } },
      y: { field: 'share', type: 'quantitative', title: 'share', axis: { format: '%' } },
      xOffset: { field: 'series', type: 'nominal' },
      color: {
        field: 'series',
        type: 'nominal',
        title: '',
        legend: { orient: 'bottom', labelLimit: 0 },
      },
    },
  };
}

/** More distinct values than this are grouped into ranges, so the axis stays readable. */
const MAX_BARS = 24;

/**
 * Each value's share of its series' whole; with many distinct values (in all series together),
 * ranges of one width for every series (`10–19`). `order` sorts the bars, `value` labels them.
 */
export function shareRows(
  series: readonly { name: string; counts: Record<string, number> }[],
): Row[] {
  const values = series.flatMap((s) => Object.keys(s.counts).map(Number));
  const distinct = new Set(values).size;
  const low = Math.min(...values);
  const width = distinct <= MAX_BARS ? 1 : Math.ceil((Math.max(...values) - low + 1) / MAX_BARS);
  return series.flatMap(({ name, counts }) => {
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0) || 1;
    const bins = new Map<number, number>();
    for (const [value, n] of Object.entries(counts)) {
      const bin =
        width === 1 ? Number(value) : low + Math.floor((Number(value) - low) / width) * width;
      bins.set(bin, (bins.get(bin) ?? 0) + n);
    }
    return [...bins].map(([bin, n]) => ({
      series: name,
      value: width === 1 ? String(bin) : `${bin}–${bin + width - 1}`,
      order: bin,
      share: n / total,
    }));
  });
}

/** The distributions the tables cannot show: points in a hand, and hands in a match. */
export async function charts(runs: readonly Figures[]): Promise<{ svg: string; about: string }[]> {
  const label = (k: number) => (runs.length === 1 ? '' : `${'AB'[k]}: `);
  const specs: { spec: TopLevelSpec; about: string }[] = [
    {
      about: 'How many points each team scores in a hand, as a share of the hands played.',
      spec: histogram(
        'Points per hand',
        shareRows(
          runs.flatMap((f, k) => {
            const teams = teamNames(f);
            return Object.entries(f.pointsDistribution).map(([team, counts]) => ({
              name: `${label(k)}${teams[Number(team)] ?? team}`,
              counts,
            }));
          }),
        ),
        'points in a hand',
      ),
    },
  ];
  if (!runs[0]!.handsOnly) {
    specs.push({
      about: 'How many hands a match lasts, as a share of the matches played.',
      spec: histogram(
        'Match length',
        shareRows(
          runs.map((f, k) => ({ name: `${label(k)}${f.game}`, counts: f.matchLengthDistribution })),
        ),
        'hands in a match',
      ),
    });
  }
  return Promise.all(specs.map(async ({ spec, about }) => ({ svg: await renderSvg(spec), about })));
}

/** The settings of a run, in one sentence. */
function runFacts(f: Figures): string {
  const unit = f.handsOnly ? 'hands' : 'matches';
  const options = Object.entries(f.options).map(([k, v]) => `${k} ${v}`);
  return [
    `${f.games} ${unit} of ${f.title} (${f.source})`,
    `bots ${f.bots.join(', ')}`,
    `seed ${f.seed}`,
    options.length > 0 ? `options ${options.join(', ')}` : 'default options',
    `${f.elapsedSeconds} s on ${f.workers} worker${f.workers === 1 ? '' : 's'}`,
  ].join('; ');
}

function runSections(run: ReportRun, level: 2 | 3): string {
  const f = run.figures;
  const h = (text: string) => `<h${level}>${escape(text)}</h${level}>`;
  const where = whereYouSit(f);
  return [
    h('Who wins'),
    whoWins(f),
    ...(where === undefined ? [] : [h('Where you sit'), where]),
    h('How a hand goes'),
    howAHandGoes(f),
    h('What happened'),
    whatHappened(f, run.words ?? NO_WORDS),
  ].join('\n');
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 1rem; max-width: 60rem; color: #222; line-height: 1.45; }
@media (min-width: 40rem) { body { margin: 2rem auto; padding: 0 2rem; } }
h1 { font-size: 1.5rem; margin-bottom: 0.5rem; }
h2 { font-size: 1.2rem; margin-top: 2rem; }
h3 { font-size: 1.05rem; }
p.lead { font-size: 1.05rem; border-left: 4px solid #36c; padding: 0.2rem 0 0.2rem 0.8rem; }
p.facts { color: #555; font-size: 0.9rem; }
div.table { overflow-x: auto; margin: 0.5rem 0 1rem; }
table { border-collapse: collapse; font-size: 0.9rem; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.3rem; }
th, td { border-bottom: 1px solid #ddd; padding: 0.3rem 0.6rem; text-align: right; vertical-align: top; }
thead th { border-bottom: 2px solid #999; }
th[scope="row"] { text-align: left; font-weight: normal; min-width: 7rem; max-width: 22rem; }
thead th:first-child { text-align: left; }
.note { display: block; color: #555; font-size: 0.8rem; }
.ci { color: #666; font-size: 0.8rem; white-space: nowrap; display: block; }
figure { margin: 1.5rem 0; }
figure svg { max-width: 100%; height: auto; }
figcaption { color: #555; font-size: 0.9rem; }
@media (max-width: 30rem) {
  table { font-size: 0.8rem; }
  th, td { padding: 0.25rem 0.35rem; }
  th[scope="row"] { min-width: 5.5rem; }
  .ci { white-space: normal; }
}
`;

/** The whole page for one run, or for two with their comparison. */
export async function htmlReport(
  runs: readonly ReportRun[],
  rows?: readonly ComparedFigure[],
): Promise<string> {
  const a = runs[0]!.figures;
  const b = runs[1]?.figures;
  const svgs = await charts(runs.map((r) => r.figures));
  const title =
    b === undefined ? `${a.title}: what the simulation says` : `${a.title} against ${b.title}`;
  const differences = b === undefined || rows === undefined ? undefined : namedDifferences(a, rows);
  const lead =
    differences === undefined ? verdict(a).join(' ') : compareVerdict(differences, a.games);
  const body =
    b === undefined
      ? runSections(runs[0]!, 2)
      : [
          compareTable(differences ?? []),
          ...runs.map(
            (run, k) =>
              `<h2>${'AB'[k]}: ${escape(run.figures.title)} (${escape(run.figures.source)})</h2>\n<p class="lead">${escape(verdict(run.figures).join(' '))}</p>\n${runSections(run, 3)}`,
          ),
        ].join('\n');
  const facts = runs
    .map((r, k) => `${runs.length === 1 ? '' : `${'AB'[k]}: `}${runFacts(r.figures)}.`)
    .join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escape(title)}</h1>
<p class="lead">${escape(lead)}</p>
<p class="facts">${escape(facts)} Made by <code>orrery sim</code>; every interval is 95%: Wilson's for rates, Student's t for means.</p>
${body}
<h2>Distributions</h2>
${svgs.map(({ svg, about }) => `<figure>${svg}<figcaption>${escape(about)}</figcaption></figure>`).join('\n')}
</body>
</html>
`;
}
