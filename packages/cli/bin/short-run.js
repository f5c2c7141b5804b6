// @ts-check
// V8's settings for the commands the bundle runs (`generate`, `check`, `fmt`, the help), each over
// in a second or two: too soon for TurboFan's optimised code to pay back compiling it. Its
// compiles run on a thread of their own, and its CPU time is the process's: without it a cold
// `orrery generate --all` took about a third less CPU and wall time on the 2-core machine
// (docs/benchmarks.md). The code runs as V8's interpreter and baseline compiler leave it. The
// commands that run for long (`sim`, `play`, `lsp`…) go through tsx and keep TurboFan.

import v8 from 'node:v8';

/** What the bundled commands run with; set before anything they run is compiled. */
export const SHORT_RUN_FLAGS = ['--no-opt'];

export function tuneForShortRun() {
  for (const flag of SHORT_RUN_FLAGS) v8.setFlagsFromString(flag);
}
