import type { GameMeta } from '@orrery/runtime';
import type { DeckArt } from '../art/deck-art';
import type { BotWorkerFactory } from '../match/bot-runner';
import type { AnyEngine } from '../match/table-view';
import { OrreryGame } from './orrery-game';
import { themeFor } from './theme';

export interface GameElementConfig {
  /** The engine the element plays: generated, or interpreted from a rules file's text. */
  readonly engine: AnyEngine;
  /** How its cards look: an art set made from the rules file's look, or the generic face. */
  readonly art: DeckArt;
  /**
   * Starts the bots' Web Worker, which builds the same game itself (a bundle reloads itself:
   * `bundleWorker`); null to think on the main thread.
   */
  readonly botWorker: BotWorkerFactory | null;
  /** The game's script, beside which online play (`orrery-online.js`) is; the page's by default. */
  readonly moduleUrl?: string | null;
}

/**
 * Defines `<tag>` as an `OrreryGame` that plays `config.engine`, themed by `--<tag>-*` custom
 * properties (see `themeFor`). One element class serves every engine; each rules file's bundle
 * calls this once with its own tag; a page that interprets rules defines a fresh tag for each
 * version it plays (a custom element can't be redefined). A tag already defined is left as it is.
 */
export function defineGameElement(
  tag: string,
  config: GameElementConfig,
): CustomElementConstructor {
  const defined = customElements.get(tag);
  if (defined !== undefined) return defined;
  class GameElement extends OrreryGame {
    static override styles = [OrreryGame.styles, themeFor(tag)];
    /** The engine's metadata (title, house rules, seats), for a page that builds a form for it. */
    static readonly meta: GameMeta = config.engine.meta;
    protected override readonly engine = config.engine;
    protected override readonly art = config.art;
    protected override readonly botWorker = config.botWorker;
    protected override readonly moduleUrl = config.moduleUrl ?? null;
  }
  customElements.define(tag, GameElement);
  return GameElement;
}
