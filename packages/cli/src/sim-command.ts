// `orrery sim <game|file.rules> [options]`: a thin wrapper over @orrery/sim, which does the work
// (worker threads, figures, the HTML report); the progress bar goes to the real stderr.

import { runSim } from '@orrery/sim';
import type { Io } from './main';

export function runSimCommand(args: readonly string[], io: Io): Promise<number> {
  return runSim(args, { ...io, progress: process.stderr, cwd: process.cwd() });
}
