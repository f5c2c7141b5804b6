import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where Debian's Chromium is: $CHROMIUM_PATH if set (an explicit path that does not exist means
 * "not found", so a test run can hide the browser on purpose), else /usr/bin/chromium, else
 * `chromium` on PATH.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const explicit = env['CHROMIUM_PATH'];
  if (explicit !== undefined && explicit !== '') return existsSync(explicit) ? explicit : undefined;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const dir of (env['PATH'] ?? '').split(path.delimiter)) {
    if (dir === '') continue;
    const candidate = path.join(dir, 'chromium');
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export const CHROMIUM_HINT =
  'browser tests skipped: Chromium not found (install it with `apt-get install -y chromium`, or set CHROMIUM_PATH)';
