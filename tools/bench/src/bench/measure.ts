import { runner, type EngineName, type GameId, type Runner } from './runners';

/** The middle value; the mean of the two middle values for an even count. */
export function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export interface Figure {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly samples: readonly number[];
}

export function figure(samples: readonly number[]): Figure {
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples), samples };
}

/** Hands per second of one runner over about `millis` of wall time, in growing batches. */
function rate(run: Runner, millis: number): number {
  let hands = 0;
  let batch = 1;
  const start = performance.now();
  for (;;) {
    const t0 = performance.now();
    run(batch);
    hands += batch;
    const now = performance.now();
    if (now - start >= millis) return (hands * 1000) / (now - start);
    // Look at the clock about every 10 ms, whatever the engine's speed.
    if (now - t0 < 10) batch *= 2;
  }
}

export interface Rounds {
  /** game → engine → hands per second, one sample a round. */
  readonly rates: Record<GameId, Record<EngineName, Figure>>;
  /** game → ratio name → the ratio within each round. */
  readonly ratios: Record<
    GameId,
    { fastVsHandwritten: Figure; fastVsBoardgameio: Figure; fastVsPure: Figure }
  >;
}

/**
 * Interleaved runs in one process: every round measures every engine of every game once, in an
 * order that rotates from round to round, so drift in the machine's speed (other load, thermal
 * state) falls on all engines alike; ratios are taken within a round, then their median.
 */
export function measureRounds(
  games: readonly GameId[],
  engines: readonly EngineName[],
  rounds: number,
  millis: (engine: EngineName) => number,
  progress: (line: string) => void,
): Rounds {
  const runners = new Map<string, Runner>();
  for (const game of games) {
    for (const engine of engines) {
      const run = runner(game, engine, 7);
      rate(run, millis(engine) / 2); // warm the JIT up
      runners.set(`${game}/${engine}`, run);
    }
  }
  const samples = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const game of games) {
      for (let k = 0; k < engines.length; k++) {
        const engine = engines[(k + round) % engines.length]!;
        const key = `${game}/${engine}`;
        const r = rate(runners.get(key)!, millis(engine));
        samples.set(key, [...(samples.get(key) ?? []), r]);
      }
    }
    progress(`round ${round + 1}/${rounds} done`);
  }
  const rates = {} as Rounds['rates'];
  const ratios = {} as Rounds['ratios'];
  for (const game of games) {
    const of = (engine: EngineName) => samples.get(`${game}/${engine}`) ?? [];
    rates[game] = Object.fromEntries(engines.map((e) => [e, figure(of(e))])) as Record<
      EngineName,
      Figure
    >;
    const per = (other: EngineName) =>
      figure(of('generated-fast').map((x, i) => x / of(other)[i]!));
    ratios[game] = {
      fastVsHandwritten: per('handwritten'),
      fastVsBoardgameio: per('boardgameio'),
      fastVsPure: per('generated-pure'),
    };
  }
  return { rates, ratios };
}
