import { MatchController, type LogEntry, type PlayedMove } from './controller';
import type { HandSummary } from './hand-tracker';
import { parseSeats, formatSeats } from './seats';
import type { AnyEngine } from './table-view';

/** Bumped whenever the saved shape changes; older saves are set aside, never misread. */
export const SAVE_VERSION = 1;
const FORMAT = 'orrery-web-match';

/** The match as text for localStorage: the engine's own versioned state plus what the page shows. */
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
const isNumbers = (x: unknown): x is number[] =>
  Array.isArray(x) && x.every((n) => typeof n === 'number');

/** Reads a saved match, checking every part; says what is wrong instead of throwing. */
export function loadMatch(engine: AnyEngine, text: string): LoadResult {
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
  const { seats, seed, options, state, moves, log, summaries } = raw;
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
  const played = Array.isArray(moves) ? moves.filter(isPlayedMove) : null;
  if (played === null || played.length !== (moves as unknown[]).length)
    return { ok: false, message: 'moves are malformed' };
  const entries = Array.isArray(log) ? log.filter(isLogEntry) : null;
  if (entries === null || entries.length !== (log as unknown[]).length)
    return { ok: false, message: 'log is malformed' };
  const hands = Array.isArray(summaries) ? summaries.filter(isSummary) : null;
  if (hands === null || hands.length !== (summaries as unknown[]).length) {
    return { ok: false, message: 'hand summaries are malformed' };
  }
  const resumed = MatchController.resume(
    engine,
    { seats: seating.seats, seed, options: houseRules },
    state,
    {
      moves: played,
      log: entries,
      summaries: hands,
      tracker: raw['tracker'],
      seatVariables: raw['seatVariables'],
    },
  );
  if (!resumed.ok)
    return { ok: false, message: `state: ${resumed.error.message} (${resumed.error.path})` };
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

function isLogEntry(x: unknown): x is LogEntry {
  return isObject(x) && typeof x['hand'] === 'number' && typeof x['text'] === 'string';
}

function isSummary(x: unknown): x is HandSummary {
  return (
    isObject(x) &&
    typeof x['hand'] === 'number' &&
    isNumbers(x['scores']) &&
    isNumbers(x['totals']) &&
    Array.isArray(x['captured']) &&
    Array.isArray(x['rules'])
  );
}
