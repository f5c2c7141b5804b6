// The server's settings in one typed place, with their defaults, read from the environment
// (`ORRERY_*`). A value that does not read is an error naming the variable, never a guess.

import path from 'node:path';
import { parseBotSpec } from '@orrery/bots';
import type { RoomSettings } from '../protocol/messages';

export type StoreConfig =
  | { readonly kind: 'sqlite'; readonly file: string }
  | { readonly kind: 'postgres'; readonly url: string };

export interface ServerConfig {
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  readonly store: StoreConfig;
  /** Redis for the bus between processes; null for one process. */
  readonly redisUrl: string | null;
  readonly redisPrefix: string;
  readonly games: 'all' | readonly string[];
  readonly rules: readonly string[];
  readonly cwd: string;
  readonly botThreads: number;
  readonly botTimeoutMs: number;
  readonly maxMessageBytes: number;
  /** Messages a connection may send per second, and in one burst. */
  readonly ratePerSecond: number;
  readonly rateBurst: number;
  readonly leaseMs: number;
  readonly tickMs: number;
  readonly presenceMs: number;
  readonly idleMs: number;
  readonly forwardTimeoutMs: number;
  readonly snapshotEvery: number;
  readonly logInState: number;
  readonly adoptBatch: number;
  /** Lets `create` choose the seed: for tests and benchmarks only, since it gives the deal away. */
  readonly allowSeed: boolean;
  readonly defaults: RoomSettings;
}

export const DEFAULT_SETTINGS: RoomSettings = {
  absence: { afterMs: 60_000, bot: 'greedy' },
  turnTimer: { turnMs: null, onExpiry: 'bot', bot: 'greedy' },
  botDelayMs: 400,
  spectators: true,
};

export function defaultConfig(cwd = process.cwd()): ServerConfig {
  return {
    host: '127.0.0.1',
    port: 8740,
    store: { kind: 'sqlite', file: path.join(cwd, 'orrery-rooms.sqlite') },
    redisUrl: null,
    redisPrefix: 'orrery:',
    games: 'all',
    rules: [],
    cwd,
    botThreads: 1,
    botTimeoutMs: 20_000,
    maxMessageBytes: 16_384,
    ratePerSecond: 20,
    rateBurst: 60,
    leaseMs: 10_000,
    tickMs: 200,
    presenceMs: 2_000,
    idleMs: 60_000,
    forwardTimeoutMs: 5_000,
    snapshotEvery: 50,
    logInState: 200,
    adoptBatch: 50,
    allowSeed: false,
    defaults: DEFAULT_SETTINGS,
  };
}

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not '${text}'`);
  }
  return value;
}

function bot(env: Env, name: string, fallback: string): string {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const parsed = parseBotSpec(text);
  if (!parsed.ok) throw new ConfigError(`${name}: ${parsed.message}`);
  return text;
}

function list(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The configuration the environment describes; see docs/online.md for each variable. */
export function configFromEnv(env: Env, cwd = process.cwd()): ServerConfig {
  const d = defaultConfig(cwd);
  const postgres = env['ORRERY_POSTGRES_URL'];
  const sqlite = env['ORRERY_SQLITE'];
  if (postgres && sqlite) {
    throw new ConfigError('set ORRERY_SQLITE or ORRERY_POSTGRES_URL, not both');
  }
  const store: StoreConfig = postgres
    ? { kind: 'postgres', url: postgres }
    : {
        kind: 'sqlite',
        file: sqlite ? path.resolve(cwd, sqlite) : d.store.kind === 'sqlite' ? d.store.file : '',
      };
  const redisUrl = env['ORRERY_REDIS_URL'] || null;
  if (redisUrl !== null && store.kind !== 'postgres') {
    throw new ConfigError(
      'ORRERY_REDIS_URL needs ORRERY_POSTGRES_URL: processes share rooms through PostgreSQL',
    );
  }
  const games = env['ORRERY_GAMES'];
  const absence = env['ORRERY_ABSENCE_MS'];
  const turn = env['ORRERY_TURN_MS'];
  const onExpiry = env['ORRERY_TURN_EXPIRY'] ?? 'bot';
  if (onExpiry !== 'bot' && onExpiry !== 'first-legal') {
    throw new ConfigError(`ORRERY_TURN_EXPIRY must be bot or first-legal, not '${onExpiry}'`);
  }
  return {
    ...d,
    host: env['ORRERY_HOST'] || d.host,
    port: int(env, 'ORRERY_PORT', d.port, 0, 65535),
    store,
    redisUrl,
    redisPrefix: env['ORRERY_REDIS_PREFIX'] || d.redisPrefix,
    games: games === undefined || games === '' || games === 'all' ? 'all' : list(games),
    rules: list(env['ORRERY_RULES']),
    botThreads: int(env, 'ORRERY_BOT_THREADS', d.botThreads, 1, 64),
    botTimeoutMs: int(env, 'ORRERY_BOT_TIMEOUT_MS', d.botTimeoutMs, 100, 600_000),
    maxMessageBytes: int(env, 'ORRERY_MAX_MESSAGE_BYTES', d.maxMessageBytes, 256, 1 << 20),
    ratePerSecond: int(env, 'ORRERY_RATE', d.ratePerSecond, 1, 10_000),
    rateBurst: int(env, 'ORRERY_RATE_BURST', d.rateBurst, 1, 100_000),
    leaseMs: int(env, 'ORRERY_LEASE_MS', d.leaseMs, 300, 600_000),
    tickMs: int(env, 'ORRERY_TICK_MS', d.tickMs, 10, 10_000),
    presenceMs: int(env, 'ORRERY_PRESENCE_MS', d.presenceMs, 50, 60_000),
    idleMs: int(env, 'ORRERY_IDLE_MS', d.idleMs, 100, 86_400_000),
    snapshotEvery: int(env, 'ORRERY_SNAPSHOT_EVERY', d.snapshotEvery, 1, 100_000),
    allowSeed: env['ORRERY_ALLOW_SEED'] === '1',
    defaults: {
      absence: {
        afterMs: absence === 'never' ? null : int(env, 'ORRERY_ABSENCE_MS', 60_000, 0, 86_400_000),
        bot: bot(env, 'ORRERY_ABSENCE_BOT', d.defaults.absence.bot),
      },
      turnTimer: {
        turnMs:
          turn === undefined || turn === '' || turn === 'none'
            ? null
            : int(env, 'ORRERY_TURN_MS', 0, 100, 86_400_000),
        onExpiry,
        bot: bot(env, 'ORRERY_TURN_BOT', d.defaults.turnTimer.bot),
      },
      botDelayMs: int(env, 'ORRERY_BOT_DELAY_MS', d.defaults.botDelayMs, 0, 60_000),
      spectators: env['ORRERY_SPECTATORS'] !== '0',
    },
  };
}
