// Vitest global setup: every rules file of the repo bundled once per test run, by the bundler
// `orrery bundle` uses, into a scratch folder the browser tests read (`inject('bundleDir')`).
// One build shared by every test file keeps the browser suites quick on CI's two cores.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleGames, repoGames, writeBundles } from '../bundler/index';

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-web-bundles-'));
  const built = await bundleGames(
    repoGames().map((g) => g.id),
    { cwd: process.cwd() },
  );
  if (!built.ok) throw new Error(`the repo's games do not bundle:\n${built.lines.join('\n')}`);
  writeBundles(built.games, dir, { demo: false, online: built.online });
  project.provide('bundleDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
