// The `orrery replay --json` report (REPLAY.md): the match as of the last move played, hand by
// hand. Fields a game does not have are left out, decided from the engine's metadata alone.

import type { InputError, Move, MoveError } from '@orrery/runtime';
import { gameShape, inDeckOrder, type GameShape } from './game-shape';
import type { HandLog, ReplayRun } from './replay';
import { cardsIn, readSavedState, type ZoneMap } from './saved-state';

export type ByTeam<T> = Record<string, T>;

export interface TrickReport {
  readonly leader: number;
  readonly cards: readonly string[];
  readonly winner: number | null;
}

export interface HandReport {
  readonly dealer: number;
  readonly bids?: ByTeam<number>;
  readonly tricks?: readonly TrickReport[];
  readonly captured?: ByTeam<readonly string[]>;
  /** Keyed by seat. */
  readonly table?: Record<string, readonly string[]>;
  readonly score?: ByTeam<number>;
  readonly complete: boolean;
  /**
   * Where the rules file keeps a per-team record of suits: under that record's own name, the
   * suits each team took whole in this hand (REPLAY.md). The name comes from the rules file.
   */
  readonly [suitRecord: string]: unknown;
}

export interface ReplayReport {
  readonly ok: boolean;
  readonly atMove?: number;
  readonly error?: MoveError;
  readonly game: string;
  readonly hands: readonly HandReport[];
  readonly totals: ByTeam<number>;
  readonly record?: ByTeam<readonly string[]>;
  readonly over: boolean;
  readonly winner: number | 'draw' | null;
  readonly toMove: number | null;
  readonly legal: readonly Move[];
}

/** What a file that is itself wrong prints. */
export interface InvalidReplayReport {
  readonly ok: false;
  readonly error: InputError;
}

export function invalidReplayReport(error: InputError): InvalidReplayReport {
  return { ok: false, error: { code: error.code, message: error.message, path: error.path } };
}

/** Keys are team (or seat) numbers as JSON object keys. */
function keyed<T>(count: number, value: (i: number) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (let i = 0; i < count; i++) out[String(i)] = value(i);
  return out;
}

export function buildReport(run: ReplayRun): ReplayReport {
  const { engine } = run;
  const shape = gameShape(engine, run.options);
  const saved = readSavedState(engine, run.state);
  const outcome = engine.outcome(run.state);
  const bidding = shape.bidParam !== null && seatsBid(run);
  const hands = run.hands.map((log, k): HandReport => {
    const done = outcome.hands[k];
    const zones = done === undefined ? saved.zones : (saved.history[k]?.zones ?? {});
    const captured = (team: number) =>
      inDeckOrder(
        shape,
        shape.captureZones.flatMap((z) => cardsIn(zones, z, team)),
      );
    const trickDone = done !== undefined || lastTrickTaken(shape, zones);
    return {
      dealer: done?.dealer ?? saved.dealer,
      ...(bidding ? { bids: teamBids(shape, log) } : {}),
      ...(shape.trickZone === null ? {} : { tricks: log.tricks.map((t) => ({ ...t })) }),
      ...(shape.captureZones.length === 0 ? {} : { captured: keyed(shape.teams, captured) }),
      ...(shape.tableZones.length === 0
        ? {}
        : {
            table: keyed(shape.seats, (seat) =>
              inDeckOrder(
                shape,
                shape.tableZones.flatMap((z) => cardsIn(zones, z, seat)),
              ),
            ),
          }),
      ...(shape.suitRecord === null
        ? {}
        : {
            [shape.suitRecord]: keyed(shape.teams, (team) =>
              trickDone ? wholeSuits(shape, captured(team)) : [],
            ),
          }),
      ...(done === undefined ? {} : { score: keyed(shape.teams, (t) => done.scores[t] ?? 0) }),
      complete: done !== undefined,
    };
  });
  const record = shape.suitRecord === null ? undefined : saved.variables[shape.suitRecord];
  return {
    ok: run.stop === undefined,
    ...(run.stop === undefined
      ? {}
      : {
          atMove: run.stop.atMove,
          error: { code: run.stop.error.code, message: run.stop.error.message },
        }),
    game: run.file.game,
    hands,
    totals: keyed(shape.teams, (t) => outcome.totals[t] ?? 0),
    ...(record === undefined
      ? {}
      : { record: keyed(shape.teams, (t) => suitList(engine, record, t)) }),
    over: outcome.over,
    winner: outcome.winner,
    toMove: engine.toMove(run.state),
    legal: engine.legalMoves(run.state),
  };
}

/** Whether seats bid under these options: a bid was made, or is what the match begins with. */
function seatsBid(run: ReplayRun): boolean {
  const played = run.hands.some((h) => h.moves.some((m) => m.move.type === 'bid'));
  return played || run.engine.legalMoves(run.start).some((m) => m.type === 'bid');
}

/** A team's bid is the sum of its seats' bids, once every one of them has bid. */
function teamBids(shape: GameShape, log: HandLog): ByTeam<number> {
  const bySeat = new Map<number, number>();
  for (const m of log.moves) {
    const value = m.move[shape.bidParam ?? ''];
    if (m.move.type === 'bid' && typeof value === 'number') bySeat.set(m.seat, value);
  }
  const out: ByTeam<number> = {};
  for (let team = 0; team < shape.teams; team++) {
    const seats = shape.seatsOf(team);
    if (seats.every((s) => bySeat.has(s))) {
      out[String(team)] = seats.reduce((sum, s) => sum + (bySeat.get(s) ?? 0), 0);
    }
  }
  return out;
}

/** The hand's last trick is taken: no card is left in a hand or in the trick. */
function lastTrickTaken(shape: GameShape, zones: ZoneMap): boolean {
  const seatsEmpty = shape.handZones.every((z) =>
    Array.from({ length: shape.seats }, (_, s) => cardsIn(zones, z, s)).every(
      (c) => c.length === 0,
    ),
  );
  return seatsEmpty && (shape.trickZone === null || cardsIn(zones, shape.trickZone).length === 0);
}

/** The suits, in suit order, of which every card is among `cards`. */
function wholeSuits(shape: GameShape, cards: readonly string[]): string[] {
  const held = new Set(cards);
  return shape.suitIds.filter((suit) => {
    const all = shape.suitCards.get(suit) ?? [];
    return all.length > 0 && all.every((c) => held.has(c));
  });
}

/** A team's list of suits, in the order gained; saved states keep suits as numbers or ids. */
function suitList(engine: ReplayRun['engine'], value: unknown, team: number): string[] {
  const list = Array.isArray(value) ? (value[team] as unknown) : undefined;
  if (!Array.isArray(list)) return [];
  return list.map((s: unknown) =>
    typeof s === 'number' ? (engine.meta.suits[s]?.id ?? String(s)) : String(s),
  );
}
