import { randomBelow } from '@orrery/runtime';
import type { Decision } from './bot';

/** Uniform among the legal moves. */
export function decideRandom<V, S>(d: Decision<V, S>): number {
  return d.legal.length === 1 ? 0 : randomBelow(d.rng, d.legal.length);
}

/** The first legal move: a fixed, dumb opponent for scripted tests. */
export function decideFirst<V, S>(_d: Decision<V, S>): number {
  return 0;
}
