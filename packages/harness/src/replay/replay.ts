// Plays a replay file through its game's engine, move by move, keeping what the report and the
// transcript need: each hand's moves (described by the engine), its tricks, and where it stopped.

import type { GameEvent, InputError, Move, MoveError } from '@orrery/runtime';
import { checkAgainstEngine } from './engine-check';
import { loadEngine, type AnyEngine } from './engines';
import { INVALID_REPLAY } from './fault';
import { safeMessage } from './quote';
import { parseReplayFile, type Options, type ReplayFile } from './replay-file';

export interface PlayedMove {
  /** Index into the file's `moves`. */
  readonly index: number;
  readonly seat: number;
  /** The move without its seat. */
  readonly move: Move;
  /** The engine's words for it: "West plays the 7 of Hearts". */
  readonly text: string;
  readonly events: readonly GameEvent[];
}

export interface Trick {
  readonly leader: number;
  /** In the order played, leader first. */
  readonly cards: readonly string[];
  /** `null` for the trick in progress. */
  readonly winner: number | null;
}

export interface HandLog {
  readonly moves: PlayedMove[];
  /** Taken tricks, then the trick in progress (if a card of it is played). */
  readonly tricks: Trick[];
}

export interface ReplayRun {
  readonly engine: AnyEngine;
  readonly file: ReplayFile;
  readonly options: Options;
  /** The state before the first move. */
  readonly start: unknown;
  /** The state after the last move played. */
  readonly state: unknown;
  /** One entry per hand begun. */
  readonly hands: readonly HandLog[];
  /** Set when a move was refused: replay stopped before it. */
  readonly stop?: { readonly atMove: number; readonly error: MoveError };
}

export type ReplayResult =
  | { readonly ok: true; readonly run: ReplayRun }
  | { readonly ok: false; readonly error: InputError };

/** Reads, checks and plays a replay file's text. Never throws on any input. */
export async function replayText(text: string): Promise<ReplayResult> {
  const parsed = parseReplayFile(text);
  if (!parsed.ok) return parsed;
  const lookup = await loadEngine(parsed.value.game);
  if (!lookup.ok) {
    return { ok: false, error: { code: INVALID_REPLAY, message: lookup.message, path: 'game' } };
  }
  return replayWith(lookup.engine, parsed.value);
}

/** Plays a parsed replay file with its engine. */
export function replayWith(engine: AnyEngine, file: ReplayFile): ReplayResult {
  const checked = checkAgainstEngine(file, engine);
  if (!checked.ok) return checked;
  const start = checked.value;
  const given = file.deals?.length ?? 0;
  const hands: HandLog[] = [{ moves: [], tricks: [] }];
  let state = start;
  let inProgress: { leader: number; cards: string[] } | null = null;
  let stop: ReplayRun['stop'];
  let handNumber = engine.fast.handNumber(state);
  let begun = 1;
  for (const [index, entry] of file.moves.entries()) {
    const result = engine.apply(state, entry);
    if (!result.ok) {
      // The engine's words may quote the move (a type it does not know): cut and escaped.
      const { code, message } = result.error;
      stop = { atMove: index, error: { code: safeMessage(code), message: safeMessage(message) } };
      break;
    }
    const { seat, ...move } = entry;
    const hand = hands[hands.length - 1]!;
    hand.moves.push({
      index,
      seat,
      move,
      text: engine.describeMove(state, move),
      events: result.events,
    });
    for (const event of result.events) {
      if (event.type === 'play' && typeof event.card === 'string') {
        inProgress ??= { leader: event.seat ?? seat, cards: [] };
        inProgress.cards.push(event.card);
      } else if (event.type === 'trick' && Array.isArray(event.cards)) {
        hand.tricks.push({
          leader: Number(event.leader),
          cards: event.cards.map(String),
          winner: Number(event.winner),
        });
        inProgress = null;
      }
    }
    state = result.state;
    // The outcome lists every hand so far: asked for only when a hand ends or the match does,
    // so a long match replays in time proportional to its moves.
    const now = engine.fast.handNumber(state);
    if (now !== handNumber || engine.toMove(state) === null) {
      handNumber = now;
      const outcome = engine.outcome(state);
      begun = outcome.hands.length + (outcome.over ? 0 : 1);
    }
    while (hands.length < begun) hands.push({ moves: [], tricks: [] });
    if (file.seed === undefined && begun > given) {
      return {
        ok: false,
        error: {
          code: INVALID_REPLAY,
          message: `seed is required: hand ${begun} has no entry in deals`,
          path: 'seed',
        },
      };
    }
  }
  if (inProgress !== null) hands[hands.length - 1]!.tricks.push({ ...inProgress, winner: null });
  return {
    ok: true,
    run: {
      engine,
      file,
      options: file.options ?? {},
      start,
      state,
      hands,
      ...(stop === undefined ? {} : { stop }),
    },
  };
}
