// Who sits at each seat: a bot from `@orrery/bots`, asked through the fast path's move codes.

import { botEngineOf, createBot, type BotEngine, type BotSpec } from '@orrery/bots';
import { randomBelow, seedRandom, type AnyEngine } from '@orrery/runtime';

export type { AnyEngine };

/** Chooses one of the first `count` codes in `codes` for `seat`. */
export interface SeatPlayer {
  choose(state: unknown, seat: number, codes: readonly number[], count: number): number;
}

/**
 * A player for a spec, with its own dice seeded from `seed`. The random bot draws straight from
 * the codes, with the very draw `@orrery/bots` makes, so a million-game run spends no time
 * building views; every other bot is handed its seat's view and the legal moves, as in play.
 */
export function seatPlayer(engine: AnyEngine, spec: BotSpec, seed: number): SeatPlayer {
  if (spec.kind === 'random') {
    const rng = [...seedRandom(seed)];
    return {
      choose: (_state, _seat, codes, count) => codes[count === 1 ? 0 : randomBelow(rng, count)]!,
    };
  }
  const bot = createBot(spec, seed);
  const handle: BotEngine<unknown, unknown> = botEngineOf(engine);
  return {
    choose(state, seat, codes, count) {
      const legal = codes.slice(0, count).map((code) => engine.fast.decode(state, code));
      const move = bot.decide({ engine: handle, view: engine.view(state, seat), legal, seat });
      const index = legal.indexOf(move);
      return index >= 0 ? codes[index]! : engine.fast.encode(state, move);
    },
  };
}
