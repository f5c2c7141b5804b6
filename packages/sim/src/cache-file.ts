// Files in the shared cache (engines generated from rules files, worker bundles) are named by a
// hash of their contents, so two runs may write the same one at once: two `orrery sim` in two
// terminals, or test projects running side by side. Each is written to a private temporary name
// and then renamed into place, which is atomic, so no run ever reads a file half written.

import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

let written = 0;

/** Writes `contents` to `file` unless it is already there; never exposes a partial file. */
export function writeCacheFile(file: string, contents: string | Uint8Array): void {
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${++written}.tmp`;
  try {
    writeFileSync(temporary, contents);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
