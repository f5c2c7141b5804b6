// Reading a replay file (REPLAY.md) in two stages: its shape first, needing no engine, then what
// only the game's engine can judge (options, deals, card ids in moves). Every fault is an
// `invalid-replay` error with the path of the offending field; nothing here throws.

import type { InputError, Move } from '@orrery/runtime';
import type { AnyEngine } from './engines';
import { readSavedState } from './saved-state';

export const INVALID_REPLAY = 'invalid-replay';

export type Options = Readonly<Record<string, string | number>>;

/** One move as the file lists it: the public notation plus the seat that makes it. */
export interface ReplayMove extends Move {
  readonly seat: number;
}

export interface ReplayFile {
  readonly game: string;
  readonly options?: Options;
  readonly seed?: number;
  /** Checked by the engine's `setup`, which knows the deck and the deal. */
  readonly deals?: readonly unknown[];
  readonly moves: readonly ReplayMove[];
}

export type Read<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: InputError };

const KEYS = ['game', 'options', 'seed', 'deals', 'moves'];

function fault(path: string, message: string): { ok: false; error: InputError } {
  return { ok: false, error: { code: INVALID_REPLAY, message, path } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file's shape: JSON, known fields of the right kinds, every move with a seat and a type. */
export function parseReplayFile(text: string): Read<ReplayFile> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fault('', `not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!isObject(json)) return fault('', 'a replay is a JSON object');
  for (const key of Object.keys(json)) {
    if (!KEYS.includes(key))
      return fault(key, `unknown field '${key}' (a replay has ${KEYS.join(', ')})`);
  }
  const { game, options, seed, deals, moves } = json;
  if (typeof game !== 'string')
    return fault('game', 'game must be the id of a game, e.g. "spades"');
  if (options !== undefined && !isObject(options))
    return fault('options', 'options must be an object');
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isSafeInteger(seed))) {
    return fault('seed', 'seed must be a whole number');
  }
  if (deals !== undefined && !Array.isArray(deals)) return fault('deals', 'deals must be a list');
  if (!Array.isArray(moves)) return fault('moves', 'moves must be a list (it may be empty)');
  for (const [k, move] of moves.entries()) {
    const path = `moves[${k}]`;
    if (!isObject(move)) return fault(path, `${path} must be an object`);
    if (!('seat' in move) || !('type' in move)) {
      return fault(path, `${path} needs a "seat" and a "type"`);
    }
    if (typeof move.seat !== 'number' || !Number.isInteger(move.seat)) {
      return fault(`${path}.seat`, `${path}.seat must be a seat number`);
    }
    if (typeof move.type !== 'string')
      return fault(`${path}.type`, `${path}.type must be a string`);
  }
  return {
    ok: true,
    value: {
      game,
      ...(options === undefined ? {} : { options: options as Options }),
      ...(seed === undefined ? {} : { seed }),
      ...(deals === undefined ? {} : { deals }),
      moves: moves as ReplayMove[],
    },
  };
}

/**
 * What needs the engine, before any move is played: every seat exists, every card id named in a
 * move is in the deck (under the file's options), and `setup` accepts the options and deals.
 * Returns the starting state.
 */
export function checkAgainstEngine(file: ReplayFile, engine: AnyEngine): Read<unknown> {
  const options = file.options ?? {};
  const setup = engine.setup({
    ...(file.seed === undefined ? {} : { seed: file.seed }),
    options,
    ...(file.deals === undefined ? {} : { deals: file.deals as never }),
  });
  if (!setup.ok) return fault(setup.error.path, setup.error.message);
  const seats = engine.meta.seatCount(options);
  const deck = new Set(engine.meta.deck(options).map((c) => c.id));
  const cardParams = new Map<string, string[]>();
  for (const m of engine.meta.moves) {
    const names = m.params.filter((p) => p.kind === 'card').map((p) => p.name);
    cardParams.set(m.type, [...(cardParams.get(m.type) ?? []), ...names]);
  }
  for (const [k, move] of file.moves.entries()) {
    if (move.seat < 0 || move.seat >= seats) {
      return fault(
        `moves[${k}].seat`,
        `there is no seat ${move.seat}: seats are 0 to ${seats - 1}`,
      );
    }
    for (const name of cardParams.get(move.type) ?? []) {
      const card = move[name];
      if (typeof card === 'string' && !deck.has(card)) {
        return fault(`moves[${k}].${name}`, `there is no card '${card}' in this game`);
      }
    }
  }
  if (file.seed === undefined && needsSeed(file, engine)) {
    return fault('seed', 'seed is required: the first hand is not wholly given by deals');
  }
  return { ok: true, value: setup.value };
}

/**
 * Without a seed, the first hand must come from `deals[0]` and so must its dealer: when the
 * starting state depends on the seed (a cut for the first dealer), the file is incomplete.
 */
function needsSeed(file: ReplayFile, engine: AnyEngine): boolean {
  if ((file.deals?.length ?? 0) === 0) return true;
  const starts = [1, 2, 3, 4].map((seed) => {
    const s = engine.setup({ seed, options: file.options ?? {}, deals: file.deals as never });
    return s.ok ? readSavedState(engine, s.value).dealer : null;
  });
  return starts.some((d) => d !== starts[0]);
}
