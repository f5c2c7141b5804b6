// Servers as real child processes, started the way `npm start` starts one (tsx on src/main.ts),
// configured by environment, on 127.0.0.1 and a free port. `kill('SIGKILL')` is a crash.

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  readonly output: () => string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Settings that make leases, presence and idleness play out in a test's seconds. */
export const FAST_ENV: Readonly<Record<string, string>> = {
  ORRERY_HOST: '127.0.0.1',
  ORRERY_PORT: '0',
  ORRERY_ALLOW_SEED: '1',
  ORRERY_LEASE_MS: '1500',
  ORRERY_TICK_MS: '50',
  ORRERY_PRESENCE_MS: '200',
  ORRERY_IDLE_MS: '3000',
  ORRERY_BOT_DELAY_MS: '0',
  ORRERY_RATE: '10000',
  ORRERY_RATE_BURST: '10000',
};

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const flags = process.env['ORRERY_SERVER_NODE_FLAGS']?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE,
    env: { ...process.env, ...FAST_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in 60 s:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const found = /orrery server on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found === null) return;
      clearTimeout(timer);
      child.stdout!.off('data', read);
      child.stdout!.on('data', (c: Buffer) => (output += String(c)));
      resolve({
        url: found[1]!,
        child,
        output: () => output,
        kill: async (signal) => {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (c: Buffer) => (output += String(c)));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
}
