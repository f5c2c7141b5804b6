// The frames a room sends, built for one viewer at a time: its own view, its own copy of each
// move and event with the cards it may not see as null, and nothing of any other seat.

import type { GameEvent } from '@orrery/runtime';
import type {
  LogEntry,
  RequestId,
  RoomSettings,
  SeatInfo,
  StateFrame,
  TurnInfo,
  UpdateFrame,
} from '../protocol/messages';
import type { RoomRecord, SeatRecord } from '../store/store';
import { SPECTATOR, type Match, type MoveRecord } from './match';

export interface SeatStatus {
  readonly connected: (seat: number) => boolean;
  readonly standIn: ReadonlySet<number>;
}

export function seatInfos(seats: readonly SeatRecord[], status: SeatStatus): SeatInfo[] {
  return seats.map((s, seat) => ({
    seat,
    name: s.name,
    kind: s.kind,
    ...(s.bot === null ? {} : { bot: s.bot }),
    claimed: s.kind === 'bot' || s.tokenHash !== null,
    connected: s.kind === 'bot' || status.connected(seat),
    standIn: status.standIn.has(seat),
  }));
}

export function turnInfo(match: Match, deadline: number | null, now: number): TurnInfo | null {
  const seat = match.toMove();
  if (seat === null || match.over()) return null;
  return { seat, timeLeftMs: deadline === null ? null : Math.max(0, deadline - now) };
}

export function logFor(match: Match, viewer: number, limit: number): LogEntry[] {
  return match.log.slice(-limit).map((r) => ({
    seq: r.seq,
    seat: r.seat,
    by: r.by,
    move: match.shownMove(r, viewer),
  }));
}

export interface StateArgs {
  readonly room: RoomRecord;
  readonly match: Match;
  readonly viewer: number;
  readonly seats: SeatInfo[];
  readonly turn: TurnInfo | null;
  readonly settings: RoomSettings;
  readonly logLimit: number;
  readonly re: RequestId | undefined;
}

export function stateFrame(a: StateArgs): StateFrame {
  return {
    type: 'state',
    ...(a.re === undefined ? {} : { re: a.re }),
    room: a.room.id,
    game: a.room.game,
    title: a.match.engine.meta.title,
    options: a.room.options,
    seat: a.viewer === SPECTATOR ? null : a.viewer,
    seq: a.match.seq,
    view: a.match.viewFor(a.viewer),
    seats: a.seats,
    log: logFor(a.match, a.viewer, a.logLimit),
    turn: a.turn,
    settings: a.settings,
  };
}

export function updateFrame(
  roomId: string,
  match: Match,
  record: MoveRecord,
  events: readonly GameEvent[],
  viewer: number,
  turn: TurnInfo | null,
): UpdateFrame {
  return {
    type: 'update',
    room: roomId,
    seq: record.seq,
    seat: record.seat,
    by: record.by,
    move: match.shownMove(record, viewer),
    events: match.shownEvents(record, events, viewer),
    view: match.viewFor(viewer),
    turn,
  };
}
