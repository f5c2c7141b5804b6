// Servers for tests: in this process, on 127.0.0.1 and a free port, with rooms in a SQLite file
// of a fresh temporary folder and short timings, so absences and leases play out in seconds.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../src/server/app';
import { defaultConfig, type ServerConfig } from '../../src/server/config';

export const TEST_GAMES = ['starbuckaroos', 'mars-venus', 'annexation'];
export const FACE_DOWN = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  '../fixtures/face-down.rules',
);

export function testConfig(dir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const d = defaultConfig(dir);
  return {
    ...d,
    port: 0,
    store: { kind: 'sqlite', file: path.join(dir, 'rooms.sqlite') },
    games: TEST_GAMES,
    rules: [FACE_DOWN],
    allowSeed: true,
    leaseMs: 1_500,
    tickMs: 50,
    presenceMs: 200,
    idleMs: 2_000,
    forwardTimeoutMs: 3_000,
    rateBurst: 10_000,
    ratePerSecond: 10_000,
    defaults: { ...d.defaults, botDelayMs: 0, absence: { afterMs: 60_000, bot: 'random' } },
    ...overrides,
  };
}

export interface TestServer extends RunningServer {
  readonly dir: string;
}

export async function testServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-server-'));
  const server = await startServer(testConfig(dir, overrides));
  return {
    ...server,
    dir,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
