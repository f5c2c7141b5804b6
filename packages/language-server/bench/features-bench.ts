// How long the editor features take on the repository's rules files: check (diagnostics),
// analyze (the index), a completion at the end of every fifth line, a hover on every name, and
// the formatter. A script that prints figures, not a test: `npm run bench -w @orrery/language-server`.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { check } from '@orrery/rules-lang';
import { analyze, formatRules } from '@orrery/rules-lang/editor';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { completions } from '../src/features/completion';
import { hover } from '../src/features/hover';

const rules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../rules');
const files = (function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const full = path.join(dir, e);
    return statSync(full).isDirectory() ? walk(full) : e.endsWith('.rules') ? [full] : [];
  });
})(rules).sort();

function time(run: () => void, repeat = 5): number {
  run(); // warm up
  const started = performance.now();
  for (let i = 0; i < repeat; i++) run();
  return (performance.now() - started) / repeat;
}

console.log(
  'file                                         lines  check  analyze  format  completion (max)  hover (mean)',
);
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const document = TextDocument.create('file:///x.rules', 'orrery-rules', 1, text);
  const analysis = analyze(text, file);
  const lines = text.split('\n');
  const lineEnds = lines
    .map((_, i) => lines.slice(0, i + 1).join('\n').length)
    .filter((_, i) => i % 5 === 4);
  let slowest = 0;
  for (const offset of lineEnds)
    slowest = Math.max(
      slowest,
      time(() => completions(document, analysis, offset), 1),
    );
  const names = analysis.index.occurrences;
  const hoverMs =
    time(() => names.forEach((o) => hover(document, analysis, o.range.start.offset)), 1) /
    Math.max(1, names.length);
  console.log(
    [
      path.relative(rules, file).padEnd(44),
      String(lines.length).padStart(5),
      time(() => check(text, file))
        .toFixed(1)
        .padStart(6),
      time(() => analyze(text, file))
        .toFixed(1)
        .padStart(8),
      time(() => formatRules(text, file))
        .toFixed(1)
        .padStart(7),
      slowest.toFixed(1).padStart(17),
      hoverMs.toFixed(2).padStart(13),
    ].join(' '),
  );
}
console.log(
  '(milliseconds per call, mean of 5 after a warm-up; completion: the slowest of the probes)',
);
