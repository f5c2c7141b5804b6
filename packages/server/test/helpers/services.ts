// Throwaway PostgreSQL and Redis for tests: a fresh PostgreSQL cluster (initdb, pg_ctl) in a
// temporary folder and a redis-server, each on a free port of 127.0.0.1, stopped and removed
// afterwards. Debian's packages provide them (`apt-get install postgresql redis-server`); where
// the binaries are missing, `servicesMissing` says which, and the tests that need them skip.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function pgBin(): string | null {
  const fromEnv = process.env['PG_BIN'];
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? null : path.join(root, versions[0]!, 'bin');
}

function redisBin(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const bin = found.stdout.trim();
  return found.status === 0 && bin !== '' ? bin : null;
}

const PG_BIN = pgBin();
const REDIS_BIN = redisBin();

/** Why the PostgreSQL and Redis tests cannot run here, or null when they can. */
export const servicesMissing: string | null =
  PG_BIN === null && REDIS_BIN === null
    ? 'PostgreSQL and redis-server are not installed (apt-get install postgresql redis-server)'
    : PG_BIN === null
      ? 'PostgreSQL is not installed (apt-get install postgresql)'
      : REDIS_BIN === null
        ? 'redis-server is not installed (apt-get install redis-server)'
        : null;

export const postgresMissing: string | null =
  PG_BIN === null ? 'PostgreSQL is not installed (apt-get install postgresql)' : null;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Service {
  readonly url: string;
  stop(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function asCluster(bin: string, args: string[]): { status: number | null; output: string } {
  const root = process.getuid?.() === 0;
  const run = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' })
    : spawnSync(bin, args, { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout ?? ''}${run.stderr ?? ''}` };
}

export async function startPostgres(): Promise<Service> {
  if (PG_BIN === null) throw new Error(postgresMissing!);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-pg-'));
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(id), Number(gid));
  }
  const data = path.join(dir, 'data');
  const init = asCluster(path.join(PG_BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'orrery',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.output}`);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = asCluster(path.join(PG_BIN, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed:\n${start.output}`);
  return {
    url: `postgres://orrery@127.0.0.1:${port}/postgres`,
    stop: async () => {
      asCluster(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startRedis(): Promise<Service> {
  if (REDIS_BIN === null) throw new Error('redis-server is not installed');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-redis-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_BIN,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      30_000,
    );
    child.stdout!.on('data', (c: Buffer) => {
      output += String(c);
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}):\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
