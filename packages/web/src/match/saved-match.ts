import { textTooLong } from '@orrery/runtime';
import { MatchController, type PlayedMove } from './controller';
import { parseSeats, formatSeats } from './seats';
import type { AnyEngine } from './table-view';

/** Bumped whenever the saved shape changes; older saves are set aside, never misread. */
export const SAVE_VERSION = 1;
const FORMAT = 'orrery-web-match';

/**
 * The match as text for localStorage: the engine's own versioned state, the seed and the moves,
 * plus what the page showed (log, summaries, what was seen), kept for readers of the save. Loading
 * trusts none of the latter: it replays the moves and checks they lead to the saved state.
 */
export function saveMatch(match: MatchController): string {
  return JSON.stringify({
    format: FORMAT,
    version: SAVE_VERSION,
    game: match.engine.meta.id,
    seats: formatSeats(match.setup.seats),
    seed: match.setup.seed,
    options: match.setup.options,
    state: match.serializeState(),
    moves: match.moves,
    log: match.log,
    summaries: match.summaries,
    tracker: match.trackerData(),
    seatVariables: match.seatVariablesData(),
  });
}

export type LoadResult =
  | { readonly ok: true; readonly match: MatchController }
  | { readonly ok: false; readonly message: string };

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads a saved match, checking every part; says what is wrong instead of throwing. */
export function loadMatch(engine: AnyEngine, text: string): LoadResult {
  try {
    return readMatch(engine, text);
  } catch (e) {
    // A bug of ours, or an engine's, must not keep the page from starting a new match.
    return { ok: false, message: `resuming failed: ${e instanceof Error ? e.message : String(e)}` };
  }
}

function readMatch(engine: AnyEngine, text: string): LoadResult {
  const long = textTooLong(text, 'the saved match');
  if (long !== null) return { ok: false, message: long };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'the saved match is not JSON' };
  }
  if (!isObject(raw) || raw['format'] !== FORMAT)
    return { ok: false, message: 'not a saved match' };
  if (raw['version'] !== SAVE_VERSION) {
    return {
      ok: false,
      message: `saved match version ${String(raw['version'])}, expected ${SAVE_VERSION}`,
    };
  }
  if (raw['game'] !== engine.meta.id)
    return { ok: false, message: `the saved match is of '${String(raw['game'])}'` };
  const { seats, seed, options, state, moves } = raw;
  if (typeof seed !== 'number' || !Number.isInteger(seed))
    return { ok: false, message: 'seed is missing' };
  if (
    !isObject(options) ||
    !Object.values(options).every((v) => typeof v === 'string' || typeof v === 'number')
  ) {
    return { ok: false, message: 'options are malformed' };
  }
  const houseRules = options as Record<string, string | number>;
  const seating = parseSeats(
    typeof seats === 'string' ? seats : '',
    engine.meta.seatCount(houseRules),
    'random',
  );
  if (!seating.ok || typeof seats !== 'string')
    return { ok: false, message: 'seats are malformed' };
  if (typeof state !== 'string') return { ok: false, message: 'state is missing' };
  if (!Array.isArray(moves) || !moves.every(isPlayedMove))
    return { ok: false, message: 'moves are malformed' };
  const resumed = MatchController.resume(
    engine,
    { seats: seating.seats, seed, options: houseRules },
    state,
    moves,
  );
  if (!resumed.ok) {
    const { code, path, message } = resumed.error;
    // The engine's own paths are inside the saved state's text; the replay's are in the save.
    return {
      ok: false,
      message:
        code === 'invalid-saved-match'
          ? `${path}: ${message}`
          : `state: ${message} (${path || 'its text'})`,
    };
  }
  return { ok: true, match: resumed.value };
}

function isPlayedMove(x: unknown): x is PlayedMove {
  if (!isObject(x) || typeof x['seat'] !== 'number' || !isObject(x['move'])) return false;
  const move = x['move'];
  return (
    typeof move['type'] === 'string' &&
    Object.values(move).every((v) => typeof v === 'string' || typeof v === 'number')
  );
}
