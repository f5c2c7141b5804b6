import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * One vitest config for every project, so each run also leaves a JSON report at
 * reports/vitest/<project>.json: Nx declares that file as the test output (cached runs restore
 * it) and .ci/run sums them into its closing line.
 */
export function orreryVitestConfig(project: string, overrides: ViteUserConfig['test'] = {}) {
  return defineConfig({
    cacheDir: path.join(workspaceRoot, 'node_modules/.vite', project),
    test: {
      name: project,
      watch: false,
      // CI runs every project on two shared cores: a test that is merely slow there must not
      // fail. Speed is measured by benchmark scripts, never by test timeouts.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // The same for waiting on a page: bots in a worker, a bundle loading on a busy machine.
      expect: { poll: { timeout: 15_000 } },
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      reporters: ['default', 'json'],
      outputFile: { json: path.join(workspaceRoot, 'reports/vitest', `${project}.json`) },
      ...overrides,
    },
  });
}
