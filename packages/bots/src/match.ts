import type { Engine, GameEvent, Move, Outcome, SetupArgs } from '@orrery/runtime';
import type { Bot, BotEngine } from './bot';

export interface MatchArgs {
  readonly seed?: number;
  readonly options?: Readonly<Record<string, string | number>>;
  readonly deals?: SetupArgs['deals'];
  /**
   * The match ends once this many hands are complete (sooner if its rules end it): the runtime's
   * hand limit (`SetupArgs.handLimit`), the higher total winning. No limit by default.
   */
  readonly hands?: number;
  /**
   * The match stops after this many moves even if it is not over (`MatchResult.stopped`): some
   * games let bots go round for ever (asking a seat again and again for a rank it lacks).
   * 100,000 by default.
   */
  readonly maxMoves?: number;
  /** Called after every move, e.g. to record a replay or show progress. */
  readonly onMove?: (seat: number, move: Move, events: readonly GameEvent[]) => void;
}

export interface MatchResult<S> {
  readonly state: S;
  readonly moves: readonly Move[];
  readonly outcome: Outcome;
  /** True when the match stopped at `MatchArgs.maxMoves` before it was over. */
  readonly stopped: boolean;
}

const DEFAULT_MAX_MOVES = 100_000;

/** A bot gave a move the engine refused: a bug in the bot, so it is thrown, not returned. */
export class IllegalBotMove extends Error {
  readonly code = 'illegal-bot-move';
}

/**
 * Plays a match with one bot per seat. Each bot is given only its seat's view, the legal moves
 * and an engine handle without setup, view or state access (`BotEngine`).
 */
export function playMatch<S, V>(
  engine: Engine<S, Move, V>,
  bots: readonly Bot[],
  args: MatchArgs = {},
): MatchResult<S> {
  const setup = engine.setup({
    ...(args.seed === undefined ? {} : { seed: args.seed }),
    ...(args.options === undefined ? {} : { options: args.options }),
    ...(args.deals === undefined ? {} : { deals: args.deals }),
    ...(args.hands === undefined ? {} : { handLimit: args.hands }),
  });
  if (!setup.ok)
    throw new Error(`${setup.error.code} at ${setup.error.path}: ${setup.error.message}`);
  const handle = botEngineOf(engine);
  const seats = engine.meta.seatCount(args.options);
  if (bots.length !== seats) throw new Error(`${seats} seats but ${bots.length} bots`);
  let state = setup.value;
  const moves: Move[] = [];
  const maxMoves = args.maxMoves ?? DEFAULT_MAX_MOVES;
  while (moves.length < maxMoves) {
    const seat = engine.toMove(state);
    if (seat === null) break;
    const legal = engine.legalMoves(state);
    const move = bots[seat]!.decide({
      engine: handle,
      view: engine.view(state, seat),
      legal,
      seat,
    });
    const result = engine.apply(state, move);
    if (!result.ok) {
      throw new IllegalBotMove(
        `seat ${seat} (${bots[seat]!.spec.kind}) played ${JSON.stringify(move)}: ${result.error.code}`,
      );
    }
    state = result.state;
    moves.push(move);
    args.onMove?.(seat, move, result.events);
  }
  // Stopped: the limit was reached with a seat still to move.
  return { state, moves, outcome: engine.outcome(state), stopped: engine.toMove(state) !== null };
}

/** The part of the engine a bot may use, as an object of its own: no setup, view or apply. */
export function botEngineOf<S, V>(engine: BotEngine<V, S>): BotEngine<V, S> {
  return {
    meta: engine.meta,
    determinize: (view, rng) => engine.determinize(view, rng),
    determinizer: (view) => engine.determinizer(view),
    outcome: (state) => engine.outcome(state),
    fast: engine.fast,
  };
}
