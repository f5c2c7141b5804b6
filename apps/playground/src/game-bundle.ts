import type { GameMeta } from '@orrery/runtime';
import type { PlaygroundGame } from './games';

const loaded = new Map<string, Promise<GameMeta>>();

/**
 * Loads a game's bundle once (a module script beside the page); resolves to its engine's
 * metadata when its element is defined. Shared by the playground's pages.
 */
export function metaOf(game: PlaygroundGame): Promise<GameMeta> {
  let meta = loaded.get(game.tag);
  if (meta === undefined) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = game.bundle;
    document.head.append(script);
    meta = customElements
      .whenDefined(game.tag)
      .then((element) => (element as unknown as { meta: GameMeta }).meta);
    loaded.set(game.tag, meta);
  }
  return meta;
}
