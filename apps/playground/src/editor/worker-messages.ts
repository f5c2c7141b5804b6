// What the page and the editor's two workers (the bots', the simulation's) say to each other:
// plain data, structured-cloned. The rules text crosses, never code: each worker interprets it.

import type { Figures, RulesWords } from './sim-parts';

/** The first (and only) message to the bots' worker: the game it is to think about. */
export interface RulesText {
  readonly text: string;
  readonly rulesPath: string;
}

export interface SimulationRequest extends RulesText {
  readonly matches: number;
  readonly seed: number;
}

export type SimulationReport =
  | { readonly kind: 'progress'; readonly matches: number }
  | { readonly kind: 'done'; readonly figures: Figures; readonly words: RulesWords }
  | { readonly kind: 'refused'; readonly why: string };
