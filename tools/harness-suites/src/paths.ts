// Where the suites find what they read by path. The data stays with the package it belongs to:
// the golden playthroughs and the scenario files are the harness's, the engines are the repo's.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, three folders up from tools/harness-suites/src. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** packages/harness/golden: one recorded match per seed game, its transcript and report. */
export const goldenFolder = path.join(repoRoot, 'packages/harness/golden');

/** packages/harness/scenarios: one folder of scenario files per seed game, and rulings.json. */
export const scenarioFolder = path.join(repoRoot, 'packages/harness/scenarios');

/** packages/engines: one folder per engine, each the workspace package `@orrery/engine-<folder>`. */
export const enginesFolder = path.join(repoRoot, 'packages/engines');
