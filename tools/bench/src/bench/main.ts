/**
 * `npm run bench [-- --json] [--rounds N] [--millis N] [--quick]`: the figures of issue 9, as a
 * table or (with --json) as one JSON object on stdout; progress goes to stderr.
 */

// boardgame.io checks every state for serialisability unless it runs in production mode, as a
// user's bundled build does; set before it loads.
process.env['NODE_ENV'] = 'production';

function argNumber(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} needs a positive number, got '${process.argv[i + 1] ?? ''}'`);
    process.exit(2);
  }
  return value;
}

const json = process.argv.includes('--json');
const quick = process.argv.includes('--quick');
const rounds = Math.max(1, Math.round(argNumber('rounds', quick ? 3 : 7)));
const millis = argNumber('millis', quick ? 100 : 500);
const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);

const { measureRounds } = await import('./measure');
const { ENGINES, GAMES } = await import('./runners');
const extras = await import('./extras');
const { toJson, toText } = await import('./report');

const machine = extras.machine();
progress(
  `${rounds} rounds of ${millis} ms per engine (boardgame.io: ${millis * 2} ms), on ${machine.cpu}`,
);
const measured = await measureRounds(
  GAMES,
  ENGINES,
  rounds,
  (e) => (e === 'boardgameio' ? millis * 2 : millis),
  progress,
);
progress('ISMCTS');
const ismcts = await extras.ismctsIterationsPerSecond(quick ? 2000 : 20_000);
progress('generation and parsing');
const generation = extras.generationSeconds(quick ? 2 : 5);
const parsing = extras.parseSeconds(quick ? 3 : 10);
progress('web bundles');
const bundles = await extras.bundleGzipBytes();
const results = {
  games: GAMES,
  rounds: measured,
  roundCount: rounds,
  ismcts,
  generation,
  parsing,
  bundles,
  machine,
};
console.log(json ? JSON.stringify(toJson(results), null, 2) : toText(results));

export {};
