// Finds the engine of a game id. Every engine in the repository is a workspace package named
// `@orrery/engine-<id>` exporting `engine`, so a game is known exactly when that package loads.

import type { AnyEngine } from '@orrery/runtime';
import { quote, safeMessage } from './quote';

export type { AnyEngine };

/** Game ids are kebab-case; anything else could name a path, so it is never imported. */
const GAME_ID = /^[a-z][a-z0-9-]*$/;

export type EngineLookup =
  | { readonly ok: true; readonly engine: AnyEngine }
  | { readonly ok: false; readonly message: string };

const loaded = new Map<string, Promise<EngineLookup>>();

/** The engine of `game`, or why there is none. Never throws. */
export function loadEngine(game: string): Promise<EngineLookup> {
  // Only names that could be a package are kept: a file full of made-up games costs nothing.
  if (!GAME_ID.test(game))
    return Promise.resolve({ ok: false, message: `unknown game ${quote(game)}` });
  let lookup = loaded.get(game);
  if (lookup === undefined) {
    lookup = importEngine(game);
    loaded.set(game, lookup);
  }
  return lookup;
}

async function importEngine(game: string): Promise<EngineLookup> {
  const name = `@orrery/engine-${game}`;
  let module: unknown;
  try {
    module = await import(/* @vite-ignore */ name);
  } catch (e) {
    const code = (e as { code?: unknown } | null)?.code;
    const missing =
      code === 'ERR_MODULE_NOT_FOUND' ||
      (e instanceof Error && e.message.includes(name) && /not find|resolve/i.test(e.message));
    return {
      ok: false,
      message: missing
        ? `unknown game ${quote(game)}`
        : `the engine of ${quote(game)} failed to load: ${safeMessage(e instanceof Error ? e.message : String(e))}`,
    };
  }
  const engine = (module as { engine?: unknown }).engine;
  if (!isEngine(engine)) return { ok: false, message: `${name} does not export an engine` };
  return { ok: true, engine };
}

function isEngine(value: unknown): value is AnyEngine {
  const e = value as Partial<Record<keyof AnyEngine, unknown>> | null | undefined;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.setup === 'function' &&
    typeof e.apply === 'function' &&
    typeof e.serialize === 'function' &&
    typeof e.meta === 'object'
  );
}
