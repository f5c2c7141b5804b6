import type { State as BgioState } from 'boardgame.io';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import type { AnyEngine } from '@orrery/runtime';
import { BoardgameioTable } from '../boardgameio/driver';
import { MarsVenusGame } from '../boardgameio/mars-venus';
import { StarbuckaroosGame } from '../boardgameio/starbuckaroos';
import { MarsVenusMatch } from '../handwritten/mars-venus';
import { Sfc32 } from '../handwritten/sfc32';
import { StarbuckaroosMatch } from '../handwritten/starbuckaroos';

export type GameId = 'mars-venus' | 'starbuckaroos';
export const GAMES: readonly GameId[] = ['mars-venus', 'starbuckaroos'];
export type EngineName = 'generated-fast' | 'generated-pure' | 'handwritten' | 'boardgameio';
export const ENGINES: readonly EngineName[] = [
  'generated-fast',
  'generated-pure',
  'handwritten',
  'boardgameio',
];

/**
 * Plays random moves until `hands` more hands are complete and returns how many it completed
 * (a match ending part-way through a hand is not possible: matches end at hand ends). A runner
 * keeps its match between calls and starts the next match, from the next seed, when one ends,
 * so setting up a match is part of the cost, spread over its hands.
 */
export type Runner = (hands: number) => void;

/** Rules options of the benchmark: each game's defaults, two players for Starbuckaroos. */
const OPTIONS = {
  'mars-venus': {},
  starbuckaroos: { players: 2, draw: 'always', unclaimed: 'owner' },
} as const;

function generatedEngine(game: GameId): AnyEngine {
  return game === 'mars-venus' ? marsVenus : starbuckaroos;
}

function setupGenerated(eng: AnyEngine, game: GameId, seed: number): unknown {
  const r = eng.setup({ seed, options: OPTIONS[game] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function generatedFast(game: GameId, rng: Sfc32): Runner {
  const eng = generatedEngine(game);
  const fast = eng.fast;
  let seed = 1;
  let s = setupGenerated(eng, game, seed);
  const codes: number[] = [];
  return (hands) => {
    for (let done = 0; done < hands;) {
      const hand = fast.handNumber(s);
      while (fast.toMove(s) >= 0 && fast.handNumber(s) === hand) {
        const n = fast.legal(s, codes);
        fast.play(s, codes[rng.below(n)]!);
      }
      done++;
      if (fast.toMove(s) < 0) s = setupGenerated(eng, game, ++seed);
    }
  };
}

function generatedPure(game: GameId, rng: Sfc32): Runner {
  const eng = generatedEngine(game);
  let seed = 1;
  let s = setupGenerated(eng, game, seed);
  return (hands) => {
    for (let done = 0; done < hands;) {
      // The hand number is read from the fast path: a cheap read, not part of moving.
      const hand = eng.fast.handNumber(s);
      while (eng.toMove(s) !== null && eng.fast.handNumber(s) === hand) {
        const moves = eng.legalMoves(s);
        const r = eng.apply(s, moves[rng.below(moves.length)]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      done++;
      if (eng.toMove(s) === null) s = setupGenerated(eng, game, ++seed);
    }
  };
}

function handwritten(game: GameId, rng: Sfc32): Runner {
  const out = new Int32Array(64);
  let seed = 1;
  const start = () =>
    game === 'mars-venus' ? new MarsVenusMatch(seed) : new StarbuckaroosMatch(seed);
  let m = start();
  return (hands) => {
    for (let done = 0; done < hands;) {
      const hand = m.handNumber;
      while (!m.over && m.handNumber === hand) m.play(out[rng.below(m.legal(out))]!);
      done++;
      if (m.over) {
        seed++;
        m = start();
      }
    }
  };
}

function boardgameio(game: GameId, rng: Sfc32): Runner {
  const table = new BoardgameioTable<{ handNumber: number }>(
    (game === 'mars-venus' ? MarsVenusGame : StarbuckaroosGame) as never,
  );
  const players = game === 'mars-venus' ? 4 : 2;
  let seed = 1;
  let s: BgioState<{ handNumber: number }> = table.start(players, { seed });
  return (hands) => {
    for (let done = 0; done < hands;) {
      const hand = s.G.handNumber;
      while (table.toMove(s) >= 0 && s.G.handNumber === hand) {
        const actions = table.actions(s);
        s = table.play(s, actions[rng.below(actions.length)]!);
      }
      done++;
      if (table.toMove(s) < 0) s = table.start(players, { seed: ++seed });
    }
  };
}

export function runner(game: GameId, engine: EngineName, seed: number): Runner {
  const rng = new Sfc32(seed);
  switch (engine) {
    case 'generated-fast':
      return generatedFast(game, rng);
    case 'generated-pure':
      return generatedPure(game, rng);
    case 'handwritten':
      return handwritten(game, rng);
    case 'boardgameio':
      return boardgameio(game, rng);
  }
}
