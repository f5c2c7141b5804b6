// The bots' Web Worker for the edited file (edited-bots.js): the page sends it the rules text it
// is playing, it interprets the text itself (the same way the page did, edited-game.ts) and then
// answers bot requests like a bundle's worker. No code crosses from the page.

import { serveBotsOnceGiven } from '@orrery/web/bot-worker';
import { buildGame } from './edited-game';
import type { RulesText } from './worker-messages';

serveBotsOnceGiven((given: RulesText) => {
  const game = buildGame(given.text, given.rulesPath);
  // The page built this very text; should the worker not, it fails and the page's bots think
  // on the main thread instead.
  if (!game.ok) throw new Error(game.why);
  return game.engine;
});
