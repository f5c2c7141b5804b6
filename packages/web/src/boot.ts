import type { DeckArt } from './art/deck-art';
import type { DeckLook } from './art/look';
import { defineGameElement } from './elements/define-game-element';
import { bundleWorker } from './match/bot-runner';
import { serveBots, inWorker } from './match/bot-worker';
import type { AnyEngine } from './match/table-view';
import type { GameMeta } from '@orrery/runtime';

/** An art set: the faces of a deck, made from the rules file's look and the engine's metadata. */
export type ArtSet = (look: DeckLook, meta: GameMeta) => DeckArt;

/** What a game's generated entry module (written by the bundler from its rules file) passes. */
export interface GameEntry {
  readonly tag: string;
  /** The generated engine; typed loosely, as each engine has its own state and view types. */
  readonly engine: unknown;
  readonly look: DeckLook;
  /** Loads the art set the rules file names (or the generic face), only in a page. */
  readonly art: () => Promise<ArtSet>;
  /** The bundle's own URL: the bots' worker loads it again. */
  readonly moduleUrl: string;
}

/**
 * The start of every game bundle. In a page it loads the art and defines the tag; loaded again
 * as the bots' Web Worker it only answers bot requests, so the element code, which needs a DOM,
 * never runs there (it is only evaluated, with worker-stand-ins.ts's stand-ins).
 */
export function bootGame(entry: GameEntry): void {
  const engine = entry.engine as AnyEngine;
  if (inWorker()) {
    serveBots(engine);
    return;
  }
  void entry.art().then((art) =>
    defineGameElement(entry.tag, {
      engine,
      art: art(entry.look, engine.meta),
      botWorker: bundleWorker(entry.moduleUrl),
      moduleUrl: entry.moduleUrl,
    }),
  );
}
