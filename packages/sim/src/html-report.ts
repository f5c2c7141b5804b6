// `--report FILE.html`: one self-contained page, readable offline. The charts are Vega-Lite
// specs compiled and rendered to SVG here in Node, so the page loads no script and no font.

import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { ComparedFigure } from './compare';
import type { Figures } from './figures';
import type { Rate } from './stats';
import { summaryLines } from './summary';

type Row = Record<string, string | number>;

/** Renders a Vega-Lite spec to an SVG string. */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}

const WIDTH = 420;

/** Bars with 95% whiskers, one colour per run. */
function rateChart(title: string, rows: readonly Row[], axis: string): TopLevelSpec {
  return {
    title,
    width: WIDTH,
    data: { values: [...rows] },
    encoding: {
      y: { field: 'name', type: 'nominal', title: axis, sort: null },
      yOffset: { field: 'run', type: 'nominal' },
      color: { field: 'run', type: 'nominal', title: 'run' },
    },
    layer: [
      {
        mark: 'bar',
        encoding: { x: { field: 'value', type: 'quantitative', title: 'rate (95% interval)' } },
      },
      {
        mark: { type: 'rule', color: 'black' },
        encoding: { x: { field: 'lo', type: 'quantitative' }, x2: { field: 'hi' } },
      },
    ],
  };
}

function histogram(title: string, rows: readonly Row[], x: string): TopLevelSpec {
  return {
    title,
    width: WIDTH,
    data: { values: [...rows] },
    mark: 'bar',
    encoding: {
      x: { field: 'value', type: 'ordinal', title: x, sort: 'ascending' },
      y: { field: 'share', type: 'quantitative', title: 'share', axis: { format: '%' } },
      xOffset: { field: 'series', type: 'nominal' },
      color: { field: 'series', type: 'nominal', title: '' },
    },
  };
}

const rateRows = (run: string, rates: Record<string, Rate>, prefix = ''): Row[] =>
  Object.entries(rates).map(([name, r]) => ({
    run,
    name: `${prefix}${name}`,
    value: r.rate,
    lo: r.ci95[0],
    hi: r.ci95[1],
  }));

const shareRows = (series: string, counts: Record<string, number>): Row[] => {
  const total = Object.values(counts).reduce((a, b) => a + b, 0) || 1;
  return Object.entries(counts).map(([value, n]) => ({
    series,
    value: Number(value),
    share: n / total,
  }));
};

/** The charts of one or two runs. */
export async function charts(runs: readonly Figures[]): Promise<string[]> {
  const label = (f: Figures, k: number) => (runs.length === 1 ? f.game : `${'AB'[k]}: ${f.game}`);
  const specs: TopLevelSpec[] = [
    rateChart(
      'Win rate by team',
      runs.flatMap((f, k) => rateRows(label(f, k), f.winRate, 'team ')),
      'team',
    ),
    rateChart(
      `${runs[0]!.handsOnly ? 'Hands' : 'Matches'} won by the team of each position (from the dealer's left)`,
      runs.flatMap((f, k) => rateRows(label(f, k), f.positionWinRate)),
      'position',
    ),
    histogram(
      'Points per hand',
      runs.flatMap((f, k) =>
        Object.entries(f.pointsDistribution).flatMap(([team, counts]) =>
          shareRows(`${label(f, k)} team ${team}`, counts),
        ),
      ),
      'points in a hand',
    ),
  ];
  if (!runs[0]!.handsOnly) {
    specs.push(
      rateChart(
        "Hands won by the team of each position (that hand's dealer)",
        runs.flatMap((f, k) => rateRows(label(f, k), f.handWinRate)),
        'position',
      ),
      histogram(
        'Match length',
        runs.flatMap((f, k) => shareRows(label(f, k), f.matchLengthDistribution)),
        'hands in a match',
      ),
    );
  }
  specs.push({
    title: 'Events per hand (95% interval)',
    width: WIDTH,
    data: {
      values: runs.flatMap((f, k) =>
        Object.entries(f.events).map(([name, e]) => ({
          run: label(f, k),
          name,
          value: e.perHand,
          lo: e.perHandCi95[0],
          hi: e.perHandCi95[1],
        })),
      ),
    },
    encoding: {
      y: { field: 'name', type: 'nominal', title: 'event', sort: null },
      yOffset: { field: 'run', type: 'nominal' },
      color: { field: 'run', type: 'nominal', title: 'run' },
    },
    layer: [
      {
        mark: 'bar',
        encoding: {
          x: { field: 'value', type: 'quantitative', title: 'per hand', scale: { type: 'symlog' } },
        },
      },
      {
        mark: { type: 'rule', color: 'black' },
        encoding: { x: { field: 'lo', type: 'quantitative' }, x2: { field: 'hi' } },
      },
    ],
  });
  return Promise.all(specs.map(renderSvg));
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function compareTable(rows: readonly ComparedFigure[]): string {
  const fmt = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(1) : x.toFixed(4));
  const body = rows
    .map(
      (r) =>
        `<tr${r.significant ? ' class="significant"' : ''}><td>${escape(r.figure)}</td><td>${fmt(r.a)}</td><td>${fmt(r.b)}</td><td>${fmt(r.difference)}</td><td>${r.significant ? 'yes' : 'no'}</td><td>${r.test}</td></tr>`,
    )
    .join('\n');
  return `<h2>A against B</h2>
<table><thead><tr><th>figure</th><th>A</th><th>B</th><th>B − A</th><th>significant (95%)</th><th>test</th></tr></thead>
<tbody>
${body}
</tbody></table>`;
}

/** The whole page: figures as text, the comparison table, the charts. */
export async function htmlReport(
  a: Figures,
  b?: Figures,
  rows?: readonly ComparedFigure[],
): Promise<string> {
  const runs = b === undefined ? [a] : [a, b];
  const svgs = await charts(runs);
  const title = b === undefined ? `${a.title}: simulation` : `${a.title} against ${b.title}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escape(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; max-width: 60rem; color: #222; }
pre { background: #f6f6f6; padding: 1rem; overflow-x: auto; font-size: 0.85rem; }
table { border-collapse: collapse; font-size: 0.85rem; }
td, th { border-bottom: 1px solid #ddd; padding: 0.2rem 0.6rem; text-align: right; }
td:first-child, th:first-child { text-align: left; }
tr.significant { font-weight: bold; }
figure { margin: 1.5rem 0; }
</style>
</head>
<body>
<h1>${escape(title)}</h1>
<p>Made by <code>orrery sim</code>. Intervals are 95%: Wilson's for rates, Student's t for means.</p>
${runs.map((f, k) => `<h2>${runs.length === 1 ? 'Figures' : `${'AB'[k]}: ${escape(f.game)}`}</h2>\n<pre>${escape(summaryLines(f).join('\n'))}</pre>`).join('\n')}
${rows === undefined ? '' : compareTable(rows)}
<h2>Charts</h2>
${svgs.map((svg) => `<figure>${svg}</figure>`).join('\n')}
</body>
</html>
`;
}
