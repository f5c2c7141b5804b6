// Calls back once a burst of saves of one file has settled. The folder is watched, not the
// file: an editor that saves by writing a new file and renaming it over the old one replaces
// the file's inode, and a watch on the file itself would go quiet after the first such save.

import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/** Long enough to take an editor's write-and-rename as one save, short beside a rebuild. */
export const SETTLE_MS = 40;

export interface FileWatch {
  close(): void;
}

export function watchFile(
  file: string,
  onSave: () => void,
  onError: (message: string) => void,
  settleMs = SETTLE_MS,
): FileWatch {
  const name = path.basename(file);
  let timer: NodeJS.Timeout | undefined;
  const watcher: FSWatcher = watch(path.dirname(file), (_event, changed) => {
    // Some platforms do not say which file changed: then any change might be this one.
    if (changed !== null && changed !== name) return;
    clearTimeout(timer);
    timer = setTimeout(onSave, settleMs);
  });
  watcher.on('error', (e) => onError(`cannot watch ${path.dirname(file)}: ${e.message}`));
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
