/**
 * `deserialize` as a game's bundle for a web page has it: the page never reads an engine's saved
 * state, as it rebuilds a saved match by replaying its moves from the seed (web's
 * `MatchController.resume`), so the bundler puts this in place of `deserialize.ts` and the page
 * does not carry the saved-game reader and its checks (about 6 KB of a bundle's 50 KB, gzipped).
 * Any caller still gets a coded refusal, never a state read unchecked.
 */

import type { deserialize as reader } from './deserialize';

export const NO_STATE_READER =
  "this game's web bundle reads no saved states: a saved match is rebuilt from its moves";

/** The reader's own signature, so the two cannot drift apart (a type import: no code follows). */
export const deserialize: typeof reader = () => ({
  ok: false,
  error: { code: 'no-state-reader', path: '', message: NO_STATE_READER },
});
