import { engine as marsVenus } from '@orrery/engine-mars-venus';

/**
 * The decision the benchmarks give ISMCTS: the first turn of a Mars & Venus hand dealt from
 * `seed` (fourteen cards in hand, nothing seen: the widest decision), as a bot is asked it, with
 * `engine` the bots' handle on the engine (`botEngineOf`).
 */
export function firstTurn<H>(engine: H, seed: number) {
  const setup = marsVenus.setup({ seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const seat = marsVenus.toMove(setup.value) ?? 0;
  return {
    engine,
    view: marsVenus.view(setup.value, seat),
    legal: marsVenus.legalMoves(setup.value),
    seat,
  };
}
