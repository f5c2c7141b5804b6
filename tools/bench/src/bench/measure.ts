import { Worker } from 'node:worker_threads';
import type { IsolateSetup, MeasureRequest } from './isolate';
import type { EngineName, GameId } from './runners';

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

export interface Rounds {
  /** game → engine → hands per second, one sample a round. */
  readonly rates: Record<GameId, Record<EngineName, Figure>>;
  /** game → ratio name → the ratio within each round. */
  readonly ratios: Record<
    GameId,
    { fastVsHandwritten: Figure; fastVsBoardgameio: Figure; fastVsPure: Figure }
  >;
}

/** The least time each runner plays before it is measured. */
const WARM_UP_MILLIS = 1500;

// Workers load TypeScript through tsx's loader, registered before the worker module is imported.
const ISOLATE = new URL('./isolate.ts', import.meta.url).href;
const BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(ISOLATE)}); });`;

/** A runner in a worker thread of its own; `measure` plays for `millis` and gives hands/s (wall time). */
export class Isolate {
  private readonly worker: Worker;

  constructor(setup: IsolateSetup) {
    this.worker = new Worker(BOOT, { eval: true, workerData: setup });
  }

  measure(millis: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.worker.once('error', onError);
      this.worker.once('message', (handsPerSecond: number) => {
        this.worker.off('error', onError);
        resolve(handsPerSecond);
      });
      const request: MeasureRequest = { millis };
      this.worker.postMessage(request);
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * Interleaved runs, one at a time: every engine of every game plays in a worker thread of its
 * own (a V8 isolate, so no engine's JIT state slows another), and every round measures each
 * once, in an order that rotates from round to round, so drift in the machine's speed (other
 * load, thermal state) falls on all engines alike; ratios are taken within a round, then their
 * median. Only one worker plays at any moment.
 */
export async function measureRounds(
  games: readonly GameId[],
  engines: readonly EngineName[],
  rounds: number,
  millis: (engine: EngineName) => number,
  progress: (line: string) => void,
  warmUpMillis = WARM_UP_MILLIS,
): Promise<Rounds> {
  const isolates = new Map<string, Isolate>();
  try {
    for (const game of games) {
      for (const engine of engines) {
        const isolate = new Isolate({ game, engine, seed: 7 });
        // Warm the JIT up: TurboFan compiles a generated engine's larger functions in tens of
        // milliseconds each, on a thread of its own that a busy second core slows.
        await isolate.measure(Math.max(warmUpMillis, millis(engine)));
        isolates.set(`${game}/${engine}`, isolate);
      }
    }
    const samples = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      for (const game of games) {
        for (let k = 0; k < engines.length; k++) {
          const engine = engines[(k + round) % engines.length]!;
          const key = `${game}/${engine}`;
          const r = await isolates.get(key)!.measure(millis(engine));
          samples.set(key, [...(samples.get(key) ?? []), r]);
        }
      }
      progress(`round ${round + 1}/${rounds} done`);
    }
    return summarise(games, engines, samples);
  } finally {
    await Promise.all([...isolates.values()].map((isolate) => isolate.close()));
  }
}

function summarise(
  games: readonly GameId[],
  engines: readonly EngineName[],
  samples: ReadonlyMap<string, readonly number[]>,
): Rounds {
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
