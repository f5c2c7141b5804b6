import type { GameMeta } from '@orrery/runtime';
import type { DeckArt } from '../art/deck-art';
import type { AnyEngine } from '../match/table-view';
import { OrreryGame } from './orrery-game';
import { themeFor } from './theme';

export interface GameElementConfig {
  /** The generated engine the element plays. */
  readonly engine: AnyEngine;
  /** How its cards look: an art set made from the rules file's look, or the generic face. */
  readonly art: DeckArt;
  /** The bundle's URL, loaded again as the bots' Web Worker; null to think on the main thread. */
  readonly moduleUrl: string | null;
}

/**
 * Defines `<tag>` as an `OrreryGame` that plays `config.engine`, themed by `--<tag>-*` custom
 * properties (see `themeFor`). One element class serves every engine; each rules file's bundle
 * calls this once with its own tag. A tag already defined is left as it is.
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
    protected override readonly moduleUrl = config.moduleUrl;
  }
  customElements.define(tag, GameElement);
  return GameElement;
}
