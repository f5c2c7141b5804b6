// Both engines of a small rules file, for tests that check a construct's behaviour against
// what they work out themselves: the file generated and loaded as the CLI would, and the
// interpreter of the same linked game. The scratch folder is the caller's to remove.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { check, formatDiagnostic } from '@orrery/rules-lang';
import type { AnyEngine } from '@orrery/runtime';
import { expect } from 'vitest';
import { generateEngine } from '../src/generate';
import { interpret } from '../src/interpret/index';

/** The compiled engine, then the interpreted one; `name` picks the scratch sub-folder. */
export async function bothEngines(
  text: string,
  scratch: string,
  name: string,
): Promise<[AnyEngine, AnyEngine]> {
  const id = /^game ([a-z0-9-]+)/.exec(text)?.[1] ?? 'fixture';
  const file = `${id}.rules`;
  const checked = check(text, file);
  expect(checked.diagnostics.map(formatDiagnostic)).toEqual([]);
  const dir = path.join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const f of generateEngine(checked.game!, file))
    writeFileSync(path.join(dir, f.name), f.text);
  const compiled = ((await import(path.join(dir, 'index.ts'))) as { engine: AnyEngine }).engine;
  const interpreted = interpret(checked.game!, file);
  expect(interpreted.diagnostics.map(formatDiagnostic)).toEqual([]);
  return [compiled, interpreted.engine!];
}
