// Every engine in the repository, for the tests that must hold for all of them: each folder of
// packages/engines is a workspace package `@orrery/engine-<folder>`, which the harness's
// `loadEngine` imports by game id.

import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadEngine, type AnyEngine } from '@orrery/harness/replay';
import { enginesFolder as ENGINES } from '../paths';

/** The game ids of the engines under packages/engines, sorted. */
export function engineIds(): string[] {
  return readdirSync(ENGINES)
    .filter((entry) => statSync(path.join(ENGINES, entry)).isDirectory())
    .sort();
}

/** Every engine of the repository by game id; a folder whose engine does not load is an error. */
export async function allEngines(): Promise<Map<string, AnyEngine>> {
  const out = new Map<string, AnyEngine>();
  for (const id of engineIds()) {
    const found = await loadEngine(id);
    if (!found.ok) throw new Error(`packages/engines/${id}: ${found.message}`);
    out.set(id, found.engine);
  }
  return out;
}
