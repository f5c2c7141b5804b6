// What a replay may say about how it was made, beside the match itself: the rules file of a
// designer's game (its path and the SHA-256 of its bytes, so a replay against a changed file is
// caught) and the bots that played. Both are optional and additive to REPLAY.md.

import { fault, isObject, unknownKey, type Read } from './fault';
import { describeValue } from './quote';

/** The rules file a replay was recorded from, outside the repository's games. */
export interface RulesRef {
  /** Relative to the replay file's folder (forward slashes), or absolute. */
  readonly path: string;
  /** SHA-256 of the file's bytes, 64 lowercase hex digits. */
  readonly sha256: string;
}

const RULES_KEYS = ['path', 'sha256'];
const SHA256 = /^[0-9a-f]{64}$/;
/** A bot as `--bots` spells it (`ismcts:1000`); longer is no bot. */
const MAX_PLAYER_CHARS = 100;

export function readRulesRef(value: unknown): Read<RulesRef> {
  if (!isObject(value)) {
    return fault(
      'rules',
      `rules must be an object with a path and a sha256, not ${describeValue(value)}`,
    );
  }
  const unknown = unknownKey(value, RULES_KEYS, 'rules', 'rules');
  if (unknown !== null) return unknown;
  const { path, sha256 } = value;
  if (typeof path !== 'string' || path === '') {
    return fault(
      'rules.path',
      `rules.path must be the rules file's path, not ${describeValue(path)}`,
    );
  }
  if (path.includes('\0')) return fault('rules.path', 'rules.path holds a NUL character');
  if (typeof sha256 !== 'string' || !SHA256.test(sha256)) {
    return fault(
      'rules.sha256',
      `rules.sha256 must be 64 lowercase hex digits, not ${describeValue(sha256)}`,
    );
  }
  return { ok: true, value: { path, sha256 } };
}

/** One bot spec per seat; that there is one per seat needs the engine (engine-check.ts). */
export function readPlayers(value: unknown): Read<readonly string[]> {
  if (!Array.isArray(value)) {
    return fault(
      'players',
      `players must be a list of bots, one per seat, not ${describeValue(value)}`,
    );
  }
  for (const [k, player] of value.entries()) {
    if (typeof player !== 'string' || player === '' || player.length > MAX_PLAYER_CHARS) {
      return fault(
        `players[${k}]`,
        `a player is a bot such as "random" or "ismcts:1000", not ${describeValue(player)}`,
      );
    }
  }
  return { ok: true, value: value as string[] };
}
