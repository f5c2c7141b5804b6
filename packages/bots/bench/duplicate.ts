/**
 * One duplicate deal: the same seed dealt twice, bot A on team 0 then on team 1, one hand each.
 * Shared by the strength script's workers; the seed game is named, not imported by src/.
 */
import type { AnyEngine } from '@orrery/runtime';
import { engine as annexation } from '@orrery/engine-annexation';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { createBot, parseBotSpec, playMatch, type BotSpec } from '../src/index';

export const GAMES: Readonly<Record<string, AnyEngine>> = {
  annexation: annexation,
  'mars-venus': marsVenus,
  starbuckaroos: starbuckaroos,
};

/** `starbuckaroos:4` → the engine and its options (`players`, where the game has the option). */
export function table(name: string): { engine: AnyEngine; options: Record<string, number> } {
  const [id = '', players] = name.split(':');
  const engine = GAMES[id];
  if (engine === undefined)
    throw new Error(`unknown game '${id}' (known: ${Object.keys(GAMES).join(', ')})`);
  return { engine, options: players === undefined ? {} : { players: Number(players) } };
}

export function spec(text: string): BotSpec {
  const parsed = parseBotSpec(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.spec;
}

/** A's margin (A's team points minus B's) in each of the two hands of deal `seed`. */
export function duplicateDeal(
  game: string,
  a: BotSpec,
  b: BotSpec,
  seed: number,
): [number, number] {
  const { engine, options } = table(game);
  const seats = engine.meta.seatCount(options);
  const margins = [0, 1].map((aTeam) => {
    const bots = Array.from({ length: seats }, (_, seat) => {
      const isA = engine.meta.teamOf(seat, options) === aTeam;
      // Bot dice depend on the deal and the seat, not on which game of the pair this is.
      return createBot(isA ? a : b, (seed * 16 + seat) ^ (isA ? 0x5a5a : 0xa5a5));
    });
    const match = playMatch(engine, bots, { seed, options, hands: 1 });
    const scores = match.outcome.hands[0]?.scores ?? [];
    return (scores[aTeam] ?? 0) - (scores[1 - aTeam] ?? 0);
  });
  return [margins[0]!, margins[1]!];
}
