// Reading a replay file (REPLAY.md) in two stages: its shape first, needing no engine (this
// file), then what only the game's engine can judge (engine-check.ts). Every fault is an
// `invalid-replay` error with the path of the offending field; nothing here throws. Unknown
// keys are refused at every level, since a typo (`dealr`) would otherwise be silently ignored.

import type { Move } from '@orrery/runtime';
import { fault, isObject, unknownKey, type Read } from './fault';
import { readJsonText } from './json-text';
import { describeValue, keyPath, quote } from './quote';
import { readPlayers, readRulesRef, type RulesRef } from './recorded-with';
import { closest } from './suggest';

export type Options = Readonly<Record<string, string | number>>;

/** One move as the file lists it: the public notation plus the seat that makes it. */
export interface ReplayMove extends Move {
  readonly seat: number;
}

export interface ReplayFile {
  readonly game: string;
  readonly options?: Options;
  /** The hands the match was limited to by the tool that recorded it (`SetupArgs.handLimit`). */
  readonly handLimit?: number;
  readonly seed?: number;
  /** Checked by the engine's `setup`, which knows the deck and the deal. */
  readonly deals?: readonly unknown[];
  readonly moves: readonly ReplayMove[];
  /** A designer's rules file the match was recorded from (not a game of the repository). */
  readonly rules?: RulesRef;
  /** The bots that played, one per seat, as `--bots` spells them. */
  readonly players?: readonly string[];
}

const FILE_KEYS = ['game', 'rules', 'options', 'handLimit', 'seed', 'players', 'deals', 'moves'];
const DEAL_KEYS = ['dealer', 'hands', 'stock'];
/** A move's own keys; the rest are its parameters, which the engine's metadata names. */
export const MOVE_KEYS = ['seat', 'type'];

/** Engines draw from a 32-bit seed: these are the seeds `orrery record` writes. */
export const SEED_MIN = -(2 ** 31);
export const SEED_MAX = 2 ** 32 - 1;

/** The file's shape: JSON, known fields of the right kinds, every move with a seat and a type. */
export function parseReplayFile(text: string): Read<ReplayFile> {
  const json = readJsonText(text);
  if (!json.ok) return fault('', json.message);
  const file = json.value;
  if (!isObject(file)) return fault('', `a replay is a JSON object, not ${describeValue(file)}`);
  const unknown = unknownKey(file, FILE_KEYS, '', 'a replay');
  if (unknown !== null) return unknown;
  const { game, options, seed, deals, moves } = file;
  const rules = file.rules === undefined ? undefined : readRulesRef(file.rules);
  if (rules !== undefined && !rules.ok) return rules;
  const players = file.players === undefined ? undefined : readPlayers(file.players);
  if (players !== undefined && !players.ok) return players;
  if (typeof game !== 'string' || game === '') {
    return fault(
      'game',
      `game must be the id of a game, e.g. "spades", not ${describeValue(game)}`,
    );
  }
  if (options !== undefined) {
    if (!isObject(options))
      return fault('options', `options must be an object, not ${describeValue(options)}`);
    for (const [name, value] of Object.entries(options)) {
      if (typeof value !== 'string' && typeof value !== 'number') {
        return fault(
          `options.${name}`,
          `an option's value is a string or a number, not ${describeValue(value)}`,
        );
      }
    }
  }
  const { handLimit } = file;
  if (
    handLimit !== undefined &&
    (typeof handLimit !== 'number' ||
      !Number.isInteger(handLimit) ||
      handLimit < 1 ||
      handLimit > 1e6)
  ) {
    return fault(
      'handLimit',
      `handLimit must be a whole number of hands from 1 to 1000000, not ${describeValue(handLimit)}`,
    );
  }
  if (seed !== undefined && !isSeed(seed)) {
    return fault(
      'seed',
      `seed must be a whole number from ${SEED_MIN} to ${SEED_MAX}, not ${describeValue(seed)}`,
    );
  }
  if (deals !== undefined) {
    if (!Array.isArray(deals))
      return fault('deals', `deals must be a list, not ${describeValue(deals)}`);
    for (const [k, deal] of deals.entries()) {
      const path = `deals[${k}]`;
      if (!isObject(deal)) return fault(path, `a deal is an object, not ${describeValue(deal)}`);
      const wrong = unknownKey(deal, DEAL_KEYS, path, 'a deal');
      if (wrong !== null) return wrong;
    }
  }
  if (!Array.isArray(moves)) {
    return fault('moves', `moves must be a list (it may be empty), not ${describeValue(moves)}`);
  }
  for (const [k, move] of moves.entries()) {
    const wrong = moveShape(move, `moves[${k}]`);
    if (wrong !== null) return wrong;
  }
  return {
    ok: true,
    value: {
      game,
      ...(rules === undefined ? {} : { rules: rules.value }),
      ...(options === undefined ? {} : { options: options as Options }),
      ...(handLimit === undefined ? {} : { handLimit }),
      ...(seed === undefined ? {} : { seed: seed as number }),
      ...(players === undefined ? {} : { players: players.value }),
      ...(deals === undefined ? {} : { deals }),
      moves: moves as ReplayMove[],
    },
  };
}

function isSeed(seed: unknown): boolean {
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= SEED_MIN && seed <= SEED_MAX;
}

/** A move is an object with a whole-number seat and a string type; its keys wait for the engine. */
function moveShape(move: unknown, path: string): ReturnType<typeof fault> | null {
  if (!isObject(move)) return fault(path, `a move is an object, not ${describeValue(move)}`);
  const missing = MOVE_KEYS.filter((key) => !Object.hasOwn(move, key));
  if (missing.length > 0) {
    // A key one typo away from the missing one says more than "needs a seat".
    for (const key of Object.keys(move)) {
      const near = closest(key, missing);
      if (near !== undefined) {
        return fault(keyPath(path, key), `unknown key ${quote(key)}; did you mean '${near}'?`);
      }
    }
    return fault(path, 'a move needs a "seat" and a "type"');
  }
  if (typeof move.seat !== 'number' || !Number.isInteger(move.seat)) {
    return fault(`${path}.seat`, `a move's seat is a seat number, not ${describeValue(move.seat)}`);
  }
  if (typeof move.type !== 'string') {
    return fault(`${path}.type`, `a move's type is a string, not ${describeValue(move.type)}`);
  }
  return null;
}
