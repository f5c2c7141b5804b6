// Golden playthroughs: one recorded match per seed game, replayed on every test run. The
// transcript and the --json report must match the checked-in files byte for byte, so any change
// in an engine's behaviour shows up in review as a diff of these files.
// Refresh them after an intended change: ORRERY_UPDATE_GOLDEN=1 npx nx test harness-suites

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport, formatJson, replayText, transcript } from '@orrery/harness/replay';
import { goldenFolder as golden } from './paths';

const update = process.env.ORRERY_UPDATE_GOLDEN === '1';
const GAMES = [
  'mars-venus',
  'starbuckaroos',
  'annexation',
  'whist',
  'spectrum',
  'euchre',
  'go-fish',
  'hearts',
  'president',
  'durak',
  'gin-rummy',
  'casino',
  'bridge',
];

function compare(file: string, actual: string): void {
  const where = path.join(golden, file);
  if (update) writeFileSync(where, actual);
  expect(
    actual,
    `${file} differs; after an intended change refresh with ORRERY_UPDATE_GOLDEN=1`,
  ).toBe(readFileSync(where, 'utf8'));
}

describe('golden playthroughs', () => {
  it.each(GAMES)('%s replays to its checked-in transcript and report', async (game) => {
    const result = await replayText(readFileSync(path.join(golden, `${game}.replay.json`), 'utf8'));
    if (!result.ok) throw new Error(`${game}: ${result.error.path}: ${result.error.message}`);
    const report = buildReport(result.run);
    expect(report.ok).toBe(true);
    expect(report.over).toBe(true);
    compare(`${game}.transcript.txt`, transcript(result.run));
    compare(`${game}.report.json`, `${formatJson(report)}\n`);
  });
});
