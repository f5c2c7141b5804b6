import type { State as BgioState } from 'boardgame.io';
import { engine as marsVenus, CARD_INDEX as MV_CARDS } from '@orrery/engine-mars-venus';
import { engine as starbuckaroos, CARD_INDEX as SB_CARDS } from '@orrery/engine-starbuckaroos';
import type { AnyEngine, GameEvent } from '@orrery/runtime';
import { BoardgameioTable, type BotAction } from '../boardgameio/driver';
import { MarsVenusGame, type MarsVenusG } from '../boardgameio/mars-venus';
import { StarbuckaroosGame, type StarbuckaroosG } from '../boardgameio/starbuckaroos';
import { MarsVenusMatch } from '../handwritten/mars-venus';
import { StarbuckaroosMatch } from '../handwritten/starbuckaroos';

/**
 * One match of one game in one engine, seen the same way whatever the engine: moves as canonical
 * keys (move type as numbered in the rules file, then card deck index, then target:
 * `type * 4096 + card * 64 + target`), and after each move a snapshot of what must agree.
 */
export interface Contestant {
  toMove(): number;
  /** The legal moves as canonical keys, ascending. */
  legalKeys(): number[];
  play(key: number): void;
  /**
   * What must agree after a move: hand number, tricks played in the hand and the last trick's
   * winner (0 and -1 in Starbuckaroos), the last completed hand's scores (-1 before the first),
   * the match totals and the winner (-1 playing, -2 a draw).
   */
  snapshot(): readonly number[];
}

export type GameId = 'mars-venus' | 'starbuckaroos';
export type EngineName = 'generated' | 'handwritten' | 'boardgameio';

/** Rules-file move numbers (starbuckaroos: bid 0, draw 1, skip-draw 2, lay 3, ...). */
const MOVE_NUMBER: Readonly<Record<string, number>> = {
  play: 0,
  lay: 3,
  capture: 4,
  nova: 5,
  pass: 6,
};

function keyOf(type: string, card: number, target: number): number {
  const n = MOVE_NUMBER[type];
  if (n === undefined) throw new Error(`unexpected move type ${type}`);
  return n * 4096 + card * 64 + target;
}

/** The rules options every engine is set up with; `max-hands` 1 makes a game of one hand. */
export interface MatchOptions {
  readonly 'max-hands'?: number;
}

const GAME_OPTIONS = {
  'mars-venus': {},
  starbuckaroos: { players: 2, draw: 'always', unclaimed: 'owner' },
} as const;

function snap(
  handNumber: number,
  tricks: number,
  lastTrickWinner: number,
  last: ArrayLike<number> | undefined,
  totals: ArrayLike<number>,
  winner: number,
): number[] {
  return [
    handNumber,
    tricks,
    lastTrickWinner,
    last?.[0] ?? -1,
    last?.[1] ?? -1,
    totals[0]!,
    totals[1]!,
    winner,
  ];
}

function generated(game: GameId, seed: number, options: MatchOptions): Contestant {
  const eng: AnyEngine = game === 'mars-venus' ? marsVenus : starbuckaroos;
  const cards = game === 'mars-venus' ? MV_CARDS : SB_CARDS;
  const setup = eng.setup({ seed, options: { ...GAME_OPTIONS[game], ...options } });
  if (!setup.ok) throw new Error(setup.error.message);
  const s = setup.value;
  const fast = eng.fast;
  const codes: number[] = [];
  const codeOf = new Map<number, number>();
  const events: GameEvent[] = [];
  let tricks = 0;
  let lastTrickWinner = -1;
  let totals: readonly number[] = [0, 0];
  let winner = -1;
  const scoreNow = () => {
    const out = eng.outcome(s);
    totals = out.totals;
    winner = out.winner === null ? -1 : out.winner === 'draw' ? -2 : out.winner;
  };
  return {
    toMove: () => fast.toMove(s),
    legalKeys() {
      const n = fast.legal(s, codes);
      codeOf.clear();
      for (let i = 0; i < n; i++) {
        const m = fast.decode(s, codes[i]!);
        const card = typeof m.card === 'string' ? cards.get(m.card)! : 0;
        const target = typeof m.target === 'string' ? cards.get(m.target)! : 0;
        codeOf.set(keyOf(m.type, card, target), codes[i]!);
      }
      return [...codeOf.keys()].sort((a, b) => a - b);
    },
    play(key) {
      const hand = fast.handNumber(s);
      events.length = 0;
      fast.play(s, codeOf.get(key)!, events);
      for (const e of events) {
        if (e.type === 'trick') {
          tricks++;
          lastTrickWinner = e['winner'] as number;
        }
      }
      // Scores change only when a hand ends (a new hand, or the end of the match).
      if (fast.handNumber(s) !== hand || fast.toMove(s) < 0) {
        if (fast.handNumber(s) !== hand) tricks = 0;
        scoreNow();
      }
    },
    snapshot: () =>
      snap(fast.handNumber(s), tricks, lastTrickWinner, fast.handScores(s), totals, winner),
  };
}

function handwritten(game: GameId, seed: number, options: MatchOptions): Contestant {
  const out = new Int32Array(64);
  if (game === 'mars-venus') {
    const m = new MarsVenusMatch(seed, options);
    // Its move codes are the cards' deck indices: the key of `play` with that card is 64 times it.
    return {
      toMove: () => m.toMove(),
      legalKeys: () =>
        Array.from(out.subarray(0, m.legal(out)), (c) => c * 64).sort((a, b) => a - b),
      play: (key) => m.play(key >> 6),
      snapshot: () =>
        snap(
          m.handNumber,
          m.tricksPlayed,
          m.lastTrickWinner,
          m.handNumber > 1 || m.over ? m.handScore : undefined,
          m.total,
          m.winner,
        ),
    };
  }
  const m = new StarbuckaroosMatch(seed, options);
  return {
    toMove: () => m.toMove(),
    legalKeys: () => Array.from(out.subarray(0, m.legal(out))).sort((a, b) => a - b),
    play: (key) => m.play(key),
    snapshot: () =>
      snap(
        m.handNumber,
        0,
        -1,
        m.handNumber > 1 || m.over ? m.handScore : undefined,
        m.total,
        m.winner,
      ),
  };
}

function boardgameio(game: GameId, seed: number, options: MatchOptions): Contestant {
  const table = new BoardgameioTable<MarsVenusG | StarbuckaroosG>(
    (game === 'mars-venus' ? MarsVenusGame : StarbuckaroosGame) as never,
  );
  let state: BgioState<MarsVenusG | StarbuckaroosG> = table.start(game === 'mars-venus' ? 4 : 2, {
    seed,
    options,
  });
  const actionOf = new Map<number, BotAction>();
  const payloadKey = (a: BotAction): number => {
    const p = (a as { payload: { type: string; args?: number[] } }).payload;
    return keyOf(p.type, p.args?.[0] ?? 0, p.args?.[1] ?? 0);
  };
  return {
    toMove: () => table.toMove(state),
    legalKeys() {
      actionOf.clear();
      for (const a of table.actions(state)) actionOf.set(payloadKey(a), a);
      return [...actionOf.keys()].sort((a, b) => a - b);
    },
    play(key) {
      state = table.play(state, actionOf.get(key)!);
    },
    snapshot() {
      const G = state.G;
      const [tricks, lastTrickWinner] =
        'tricksPlayed' in G ? [G.tricksPlayed, G.lastTrickWinner] : [0, -1];
      return snap(
        G.handNumber,
        tricks,
        lastTrickWinner,
        G.handScores.at(-1),
        G.total,
        G.winner ?? -1,
      );
    },
  };
}

export function contestant(
  engine: EngineName,
  game: GameId,
  seed: number,
  options: MatchOptions = {},
): Contestant {
  if (engine === 'generated') return generated(game, seed, options);
  if (engine === 'handwritten') return handwritten(game, seed, options);
  return boardgameio(game, seed, options);
}
