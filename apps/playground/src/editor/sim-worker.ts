// The simulation's Web Worker (edited-sim.js): given the rules text and a number of matches, it
// interprets the text itself and plays them, telling the page how far it is. The page cancels a
// run by ending the worker.

import { parse } from '@orrery/rules-lang';
import { buildGame } from './edited-game';
import { NO_WORDS, wordsOf } from './sim-parts';
import { simulate } from './simulation';
import type { SimulationReport, SimulationRequest } from './worker-messages';

const scope = globalThis as unknown as {
  onmessage: ((e: MessageEvent<SimulationRequest>) => void) | null;
  postMessage(report: SimulationReport): void;
};

scope.onmessage = (e) => {
  const { text, rulesPath, matches, seed } = e.data;
  const game = buildGame(text, rulesPath);
  if (!game.ok) {
    scope.postMessage({ kind: 'refused', why: game.why });
    return;
  }
  const file = parse(text, rulesPath).file;
  const words = file === undefined ? NO_WORDS : wordsOf(file);
  try {
    const figures = simulate(game.engine, words, rulesPath, {
      matches,
      seed,
      onProgress: (done) => scope.postMessage({ kind: 'progress', matches: done }),
    });
    scope.postMessage({ kind: 'done', figures, words });
  } catch (error) {
    // A match the engine refuses to set up or play: said in words, the page carries on.
    const why = error instanceof Error ? error.message : String(error);
    scope.postMessage({ kind: 'refused', why: `a match could not be played: ${why}` });
  }
};
