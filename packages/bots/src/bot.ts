import { seedRandom, type Engine, type FastEngine, type Move } from '@orrery/runtime';
import { decideFirst, decideRandom } from './random';
import { decideGreedy } from './greedy';
import { decideIsmcts } from './ismcts';
import type { BotSpec } from './spec';

/**
 * The part of an engine a bot is handed: `meta`, `determinize(r)`, `outcome` and the fast path. It has
 * no `setup`, `view`, `apply` or `deserialize`, and a bot is never given a state: the only states
 * it can hold are the ones `determinize` deals from its own view, so whatever it computes depends
 * on what its seat may see and on its own dice. (`outcome` only reads who won a match that ended
 * inside a playout on such a state.)
 */
export type BotEngine<V, S> = Pick<
  Engine<S, Move, V>,
  'meta' | 'determinize' | 'determinizer' | 'outcome'
> & {
  readonly fast: FastEngine<S>;
};

/** How much thinking a decision may use; a bot reads the field it understands. */
export interface Budget {
  /** ISMCTS iterations, or greedy's sampled deals per move. */
  readonly iterations?: number;
  /** Wall-clock milliseconds: not reproducible, so never used where determinism matters. */
  readonly millis?: number;
}

/** Everything a bot decides from: its seat's view, the legal moves, its own dice, a budget. */
export interface Decision<V, S> {
  readonly engine: BotEngine<V, S>;
  readonly view: V;
  readonly legal: readonly Move[];
  readonly seat: number;
  /** The bot's own generator (four uint32 words), advanced in place. */
  readonly rng: number[];
  readonly budget: Budget;
}

/** A way of choosing: returns an index into `legal`. */
export type Strategy = <V, S>(decision: Decision<V, S>) => number;

/** What a bot is asked at its turn. */
export interface Turn<V, S> {
  readonly engine: BotEngine<V, S>;
  readonly view: V;
  readonly legal: readonly Move[];
  readonly seat: number;
}

/** A bot made from a spec and a seed: same seed and same turns give the same moves. */
export interface Bot {
  readonly spec: BotSpec;
  decide<V, S>(turn: Turn<V, S>): Move;
}

/** Builds the bot a spec names, with its own generator seeded from `seed`. */
export function createBot(spec: BotSpec, seed: number): Bot {
  const rng = [...seedRandom(seed)];
  const [strategy, budget] = strategyOf(spec);
  return {
    spec,
    decide(turn) {
      if (turn.legal.length === 0) throw new Error(`seat ${turn.seat} has no legal move`);
      const index = strategy({ ...turn, rng, budget });
      const move = turn.legal[index];
      if (move === undefined) throw new Error(`bot chose move ${index} of ${turn.legal.length}`);
      return move;
    },
  };
}

function strategyOf(spec: BotSpec): [Strategy, Budget] {
  switch (spec.kind) {
    case 'random':
      return [decideRandom, {}];
    case 'first':
      return [decideFirst, {}];
    case 'greedy':
      return [decideGreedy, { iterations: spec.samples }];
    case 'ismcts':
      return [
        decideIsmcts,
        'millis' in spec ? { millis: spec.millis } : { iterations: spec.iterations },
      ];
  }
}
