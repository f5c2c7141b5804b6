// Times the front end on every rules file in the repository, so a change to the grammar or the
// checker shows its cost in numbers instead of guesses. Not a test: nothing here fails a build.
//
//   npx tsx packages/rules-lang/bench/parse-bench.ts [--runs 50]
//   npm run bench -w @orrery/rules-lang

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { Diagnostic } from '../src/diagnostics';
import { parse } from '../src/parser/parse';
import { mutatedBundle, tokenSoup } from '../test/fuzz-inputs';

type FrontEnd = (text: string, path: string) => { readonly diagnostics: readonly Diagnostic[] };

const root = fileURLToPath(new URL('../../../', import.meta.url));
const rulesDir = path.join(root, 'rules');
const WARM_UP_RUNS = 10;

function runsFromArgs(argv: readonly string[]): number {
  const at = argv.indexOf('--runs');
  const value = at === -1 ? undefined : Number(argv[at + 1]);
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : 50;
}

/** The full pipeline (parse, link, validate), once `src/index.ts` exports it. */
async function loadCheck(): Promise<FrontEnd | undefined> {
  const index: Record<string, unknown> = await import('../src/index');
  const check = index['check'];
  return typeof check === 'function' ? (check as FrontEnd) : undefined;
}

function rulesFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.rules'))
    .map((name) => path.join(dir, name))
    .sort();
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? 0;
  const lo = sorted[mid - 1] ?? hi;
  return sorted.length % 2 === 0 ? (lo + hi) / 2 : hi;
}

/** Median milliseconds over `runs` calls, after warm-up calls the JIT can learn from. */
function time(run: FrontEnd, text: string, file: string, runs: number): number {
  for (let i = 0; i < WARM_UP_RUNS; i++) run(text, file);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run(text, file);
    times.push(performance.now() - started);
  }
  return median(times);
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((r) => (r[col] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, col) =>
          col === 0 ? cell.padEnd(widths?.[col] ?? 0) : cell.padStart(widths?.[col] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

async function main(): Promise<void> {
  const runs = runsFromArgs(process.argv.slice(2));
  const check = await loadCheck();
  const header = ['file', 'bytes', 'parse ms', 'check ms', 'errors'];
  const rows: string[][] = [header];
  for (const file of rulesFiles(rulesDir)) {
    const text = readFileSync(file, 'utf8');
    const name = path.relative(root, file);
    const parseMs = time(parse, text, name, runs);
    const checkMs = check === undefined ? undefined : time(check, text, name, runs);
    const errors = (check ?? parse)(text, name).diagnostics.filter((d) => d.severity === 'error');
    rows.push([
      name,
      String(Buffer.byteLength(text)),
      parseMs.toFixed(2),
      checkMs === undefined ? '-' : checkMs.toFixed(2),
      String(errors.length),
    ]);
  }
  console.log(`median of ${runs} runs after ${WARM_UP_RUNS} warm-up runs, Node ${process.version}`);
  if (check === undefined) console.log('check: not exported by src/index.ts yet');
  console.log(table(rows));
  if (check !== undefined) hostile(check);
}

/**
 * The front end on ~10 KB of hostile input (the fuzz test's generators): the slowest call of
 * each kind, after warm-up, against the 100 ms a call the language issue asks for.
 */
function hostile(check: FrontEnd): void {
  const kinds = [
    ['token soup', tokenSoup],
    ['mutated seeds (~12 KB)', mutatedBundle],
  ] as const;
  console.log('\nhostile input, slowest of 100 inputs (target: under 100 ms a call)');
  const rows: string[][] = [['input', 'median ms', 'max ms']];
  for (const [name, input] of kinds) {
    const texts = fc.sample(input, { numRuns: 100, seed: 4242 });
    for (const text of texts.slice(0, 10)) check(text, 'fuzz.rules');
    const times = texts.map((text) => {
      const started = performance.now();
      check(text, 'fuzz.rules');
      return performance.now() - started;
    });
    rows.push([name, median(times).toFixed(1), Math.max(...times).toFixed(1)]);
  }
  console.log(table(rows));
}

await main();
