// Bots for the rooms of one game, on worker threads: a request carries the seat's view and legal
// moves (never the state), the answer is an index into them. Cheap bots (`random`, `first`)
// decide on the main thread, where they cost less than the message would. A worker that is too
// slow or fails is replaced, and the caller gets the first legal move instead: a room never
// stalls on a bot.

import { Worker } from 'node:worker_threads';
import type { Engine, Move } from '@orrery/runtime';
import { decideIndex, type BotAnswer, type BotRequest, type BotWorkerSetup } from './bot-serve';

export interface BotChoice {
  readonly move: Move;
  /** Why the first legal move was played instead of the bot's: a timeout or a failure. */
  readonly fallback?: string;
}

export interface BotTurn {
  readonly spec: string;
  readonly seed: number;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly Move[];
}

interface Pending {
  readonly resolve: (choice: BotChoice) => void;
  readonly legal: readonly Move[];
  readonly timer: NodeJS.Timeout;
  readonly worker: Worker;
}

const CHEAP = /^(random|first)$/;

export class BotPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private next = 0;
  private turn = 0;
  private closed = false;

  constructor(
    private readonly engine: Engine<unknown, Move, unknown>,
    private readonly bundle: string,
    private readonly threads: number,
    private readonly timeoutMs: number,
  ) {}

  decide(turn: BotTurn): Promise<BotChoice> {
    if (turn.legal.length === 0) return Promise.reject(new Error('no legal move'));
    if (CHEAP.test(turn.spec)) {
      try {
        return Promise.resolve({ move: turn.legal[decideIndex(this.engine, { id: 0, ...turn })]! });
      } catch (error) {
        return Promise.resolve(this.first(turn.legal, error));
      }
    }
    if (this.closed) return Promise.resolve(this.first(turn.legal, 'the bots are stopped'));
    const worker = this.worker();
    const id = ++this.next;
    return new Promise<BotChoice>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.replace(worker);
        resolve(this.first(turn.legal, `no answer in ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, legal: turn.legal, timer, worker });
      worker.postMessage({ id, ...turn } satisfies BotRequest);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.resolve(this.first(p.legal, 'the bots are stopped'));
      this.pending.delete(id);
    }
    await Promise.all(this.workers.splice(0).map((w) => w.terminate()));
  }

  private first(legal: readonly Move[], why: unknown): BotChoice {
    const text = why instanceof Error ? why.message : String(why);
    return { move: legal[0]!, fallback: text };
  }

  private worker(): Worker {
    if (this.workers.length < this.threads) {
      const worker = new Worker(this.bundle, {
        workerData: { orreryServerBots: true } satisfies BotWorkerSetup,
      });
      worker.on('message', (answer: BotAnswer) => this.answer(answer));
      worker.on('error', () => this.replace(worker));
      worker.unref();
      this.workers.push(worker);
      return worker;
    }
    this.turn = (this.turn + 1) % this.workers.length;
    return this.workers[this.turn]!;
  }

  private answer(answer: BotAnswer): void {
    const p = this.pending.get(answer.id);
    if (p === undefined) return;
    this.pending.delete(answer.id);
    clearTimeout(p.timer);
    const move = answer.ok ? p.legal[answer.index] : undefined;
    p.resolve(
      move === undefined ? this.first(p.legal, answer.ok ? 'bad index' : answer.message) : { move },
    );
  }

  /** Drops a worker that failed or hung; its other requests fall back to the first legal move. */
  private replace(worker: Worker): void {
    const index = this.workers.indexOf(worker);
    if (index < 0) return;
    this.workers.splice(index, 1);
    void worker.terminate();
    for (const [id, p] of this.pending) {
      if (p.worker !== worker) continue;
      clearTimeout(p.timer);
      this.pending.delete(id);
      p.resolve(this.first(p.legal, 'the bot worker failed'));
    }
  }
}
