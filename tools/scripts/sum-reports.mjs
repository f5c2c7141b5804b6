// Sums the vitest JSON reports in reports/vitest into CI's closing line,
// `tests: N passed, M failed`; exits 1 if any test failed or none ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports/vitest';
let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];
const failures = [];
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
for (const file of files) {
  try {
    const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        // The first line of each failure, so a run whose log is cut still says what failed.
        const why = (test.failureMessages ?? [])[0]?.split('\n')[0] ?? '';
        failures.push(
          `FAILED ${file.replace(/\.json$/, '')}: ${test.fullName} -- ${why.slice(0, 300)}`,
        );
      }
    }
    if (report.success === false && (report.numFailedTests ?? 0) === 0) {
      problems.push(`${file}: run failed outside a test (e.g. a file failed to load)`);
      failed += 1;
    }
  } catch (error) {
    problems.push(`${file}: unreadable report (${error.message})`);
    failed += 1;
  }
}
for (const failure of failures.slice(0, 20)) console.log(failure);
for (const problem of problems) console.error(problem);
if (skipped > 0) console.log(`(${skipped} skipped, from ${files.length} report(s))`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
