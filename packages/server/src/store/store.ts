// Where rooms live: each room is its definition, its seats, an append-only log of moves and
// snapshots of the state (`engine.serialize`). Two implementations keep the same contract
// (store-contract.test.ts runs one battery on both): SQLite, embedded, and PostgreSQL.
//
// Leases say which process owns a room: only the owner appends moves, and an append is fenced
// by the lease, so a process that lost its lease (paused, cut off) can never write a move that
// the new owner did not see. An expired lease is still its owner's until another process takes
// it: nobody else has written in between.

import type { MovedBy, RoomSettings, WireMove } from '../protocol/messages';
import type { HiddenCards, MoveRecord } from '../rooms/match';

export interface SeatRecord {
  readonly kind: 'human' | 'bot';
  /** A bot seat's spec; null for a human seat. */
  readonly bot: string | null;
  readonly name: string;
  /** SHA-256 of the seat's reconnect token, hex; null while nobody holds the seat. */
  readonly tokenHash: string | null;
}

export interface RoomRecord {
  readonly id: string;
  readonly game: string;
  readonly options: Readonly<Record<string, string | number>>;
  readonly seed: number;
  readonly settings: RoomSettings;
  readonly createdAt: number;
}

export interface Snapshot {
  readonly seq: number;
  readonly state: string;
}

export interface StoredRoom {
  readonly room: RoomRecord;
  readonly seats: readonly SeatRecord[];
  /** The latest snapshot. */
  readonly snapshot: Snapshot;
  /** Every move, oldest first. */
  readonly moves: readonly MoveRecord[];
  readonly finished: boolean;
}

export interface AppendMove {
  readonly room: string;
  /** The lease holder that writes it. */
  readonly owner: string;
  readonly move: MoveRecord;
  /** Taken after the move, when one is due. */
  readonly snapshot?: Snapshot;
  /** The move ended the match. */
  readonly finished: boolean;
}

export interface Store {
  /** Stores a new room with its seats and the snapshot of its first state (seq 0). */
  createRoom(room: RoomRecord, seats: readonly SeatRecord[], first: string): Promise<void>;
  loadRoom(id: string): Promise<StoredRoom | null>;
  seats(id: string): Promise<SeatRecord[] | null>;
  /** Gives a free human seat to the holder of `tokenHash`; false when it is taken or no such seat. */
  claimSeat(id: string, seat: number, tokenHash: string, name: string): Promise<boolean>;
  /**
   * Appends a move, fenced by the lease: false, and nothing written, when `owner` does not hold
   * the room's lease now or the move's seq is taken.
   */
  appendMove(append: AppendMove): Promise<boolean>;
  /** Takes the room's lease for `ttlMs` when it is free, expired, or already `owner`'s; wakes the room. */
  claimLease(id: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Extends `owner`'s leases, expired or not, unless another process took them; returns the ids it still holds. */
  renewLeases(owner: string, ids: readonly string[], ttlMs: number): Promise<string[]>;
  /**
   * Gives the lease up. `sleep`: nobody is in the room, so it waits for a player to come back
   * rather than for another process to take it over.
   */
  releaseLease(id: string, owner: string, sleep: boolean): Promise<void>;
  /** Rooms still being played, not asleep, whose lease is missing or expired, oldest first. */
  orphanRooms(limit: number): Promise<string[]>;
  close(): Promise<void>;
}

/** A stored move row back into a record; the row's JSON was written by this server. */
export function moveFromRow(row: {
  seq: number | string;
  seat: number;
  by: string;
  move: string;
  hidden: string | null;
  at: number | string;
}): MoveRecord {
  return {
    seq: Number(row.seq),
    seat: row.seat,
    by: row.by as MovedBy,
    move: JSON.parse(row.move) as WireMove,
    hidden: row.hidden === null ? null : (JSON.parse(row.hidden) as HiddenCards),
    at: Number(row.at),
  };
}
