/**
 * Reads the scenario files of a folder tree: `<dir>/<game>/*.json`. Folders named `pending` and
 * `tools` are skipped: pending scenarios document engine bugs and fail on purpose.
 */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Result } from '@orrery/runtime';
import { parseScenario, type Scenario, type ScenarioFormatError } from './scenario-schema';

export interface ScenarioFile {
  /** Path relative to the folder, e.g. `spades/lead-spades-not-broken.json`. */
  readonly name: string;
  readonly scenario: Result<Scenario, ScenarioFormatError>;
}

const SKIPPED = new Set(['pending', 'tools', 'node_modules']);

export function readScenarioFiles(dir: string): ScenarioFile[] {
  const files: ScenarioFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder).sort()) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) {
        if (!SKIPPED.has(entry)) walk(full);
      } else if (entry.endsWith('.json') && folder !== dir) {
        const name = path.relative(dir, full).split(path.sep).join('/');
        files.push({ name, scenario: parseScenario(readFileSync(full, 'utf8')) });
      }
    }
  };
  walk(dir);
  return files;
}
