// The embedded store: one SQLite file, written through better-sqlite3 in WAL mode. A write
// returns only once SQLite has it in the file (the WAL), so a process killed right after a move
// was acknowledged still has it when it starts again. One process serves a SQLite store; for
// several, use PostgreSQL.

import Database from 'better-sqlite3';
import type { RoomSettings } from '../protocol/messages';
import {
  moveFromRow,
  type AppendMove,
  type RoomRecord,
  type SeatRecord,
  type Store,
  type StoredRoom,
} from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rooms (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed INTEGER NOT NULL,
  settings TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  finished INTEGER NOT NULL DEFAULT 0,
  dormant INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
  room_id TEXT NOT NULL REFERENCES rooms(id),
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  bot TEXT,
  name TEXT NOT NULL,
  token_hash TEXT,
  PRIMARY KEY (room_id, seat)
);
CREATE TABLE IF NOT EXISTS moves (
  room_id TEXT NOT NULL REFERENCES rooms(id),
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  by TEXT NOT NULL,
  move TEXT NOT NULL,
  hidden TEXT,
  at INTEGER NOT NULL,
  PRIMARY KEY (room_id, seq)
);
CREATE TABLE IF NOT EXISTS snapshots (
  room_id TEXT NOT NULL REFERENCES rooms(id),
  seq INTEGER NOT NULL,
  state TEXT NOT NULL,
  PRIMARY KEY (room_id, seq)
);
CREATE TABLE IF NOT EXISTS leases (
  room_id TEXT PRIMARY KEY REFERENCES rooms(id),
  owner TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
`;

interface RoomRow {
  id: string;
  game: string;
  options: string;
  seed: number;
  settings: string;
  created_at: number;
  finished: number;
}

interface SeatRow {
  kind: 'human' | 'bot';
  bot: string | null;
  name: string;
  token_hash: string | null;
}

function seatOf(row: SeatRow): SeatRecord {
  return { kind: row.kind, bot: row.bot, name: row.name, tokenHash: row.token_hash };
}

export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();

  /** Each statement is compiled once. */
  private sql(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (statement === undefined) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // NORMAL loses nothing when the process dies, only on a power cut before a checkpoint.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
  }

  async createRoom(room: RoomRecord, seats: readonly SeatRecord[], first: string): Promise<void> {
    const insertSeat = this.sql(
      'INSERT INTO seats (room_id, seat, kind, bot, name, token_hash) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      this.sql(
        'INSERT INTO rooms (id, game, options, seed, settings, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(
        room.id,
        room.game,
        JSON.stringify(room.options),
        room.seed,
        JSON.stringify(room.settings),
        room.createdAt,
      );
      seats.forEach((s, i) => insertSeat.run(room.id, i, s.kind, s.bot, s.name, s.tokenHash));
      this.sql('INSERT INTO snapshots (room_id, seq, state) VALUES (?, 0, ?)').run(room.id, first);
    })();
  }

  async loadRoom(id: string): Promise<StoredRoom | null> {
    return this.db.transaction(() => {
      const row = this.sql('SELECT * FROM rooms WHERE id = ?').get(id) as RoomRow | undefined;
      if (row === undefined) return null;
      const snapshot = this.sql(
        'SELECT seq, state FROM snapshots WHERE room_id = ? ORDER BY seq DESC LIMIT 1',
      ).get(id) as { seq: number; state: string };
      const moves = (
        this.sql(
          'SELECT seq, seat, by, move, hidden, at FROM moves WHERE room_id = ? ORDER BY seq',
        ).all(id) as Parameters<typeof moveFromRow>[0][]
      ).map(moveFromRow);
      return {
        room: {
          id: row.id,
          game: row.game,
          options: JSON.parse(row.options) as RoomRecord['options'],
          seed: row.seed,
          settings: JSON.parse(row.settings) as RoomSettings,
          createdAt: row.created_at,
        },
        seats: this.seatRows(id),
        snapshot,
        moves,
        finished: row.finished === 1,
      };
    })();
  }

  async seats(id: string): Promise<SeatRecord[] | null> {
    const seats = this.seatRows(id);
    return seats.length === 0 ? null : seats;
  }

  private seatRows(id: string): SeatRecord[] {
    const rows = this.sql(
      'SELECT kind, bot, name, token_hash FROM seats WHERE room_id = ? ORDER BY seat',
    ).all(id) as SeatRow[];
    return rows.map(seatOf);
  }

  async claimSeat(id: string, seat: number, tokenHash: string, name: string): Promise<boolean> {
    const result = this.sql(
      "UPDATE seats SET token_hash = ?, name = ? WHERE room_id = ? AND seat = ? AND kind = 'human' AND token_hash IS NULL",
    ).run(tokenHash, name, id, seat);
    return result.changes === 1;
  }

  async appendMove(append: AppendMove): Promise<boolean> {
    const { room, owner, move, snapshot, finished } = append;
    return this.db.transaction(() => {
      const lease = this.sql('SELECT 1 FROM leases WHERE room_id = ? AND owner = ?').get(
        room,
        owner,
      );
      if (lease === undefined) return false;
      const last = this.sql('SELECT MAX(seq) AS seq FROM moves WHERE room_id = ?').get(room) as {
        seq: number | null;
      };
      if ((last.seq ?? 0) !== move.seq - 1) return false;
      this.sql(
        'INSERT INTO moves (room_id, seq, seat, by, move, hidden, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
        room,
        move.seq,
        move.seat,
        move.by,
        JSON.stringify(move.move),
        move.hidden === null ? null : JSON.stringify(move.hidden),
        move.at,
      );
      if (snapshot !== undefined) {
        this.sql('INSERT INTO snapshots (room_id, seq, state) VALUES (?, ?, ?)').run(
          room,
          snapshot.seq,
          snapshot.state,
        );
      }
      if (finished) this.sql('UPDATE rooms SET finished = 1 WHERE id = ?').run(room);
      return true;
    })();
  }

  async claimLease(id: string, owner: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    return this.db.transaction(() => {
      const result = this.sql(
        `INSERT INTO leases (room_id, owner, expires_at) VALUES (?, ?, ?)
           ON CONFLICT (room_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
           WHERE leases.owner = excluded.owner OR leases.expires_at <= ?`,
      ).run(id, owner, now + ttlMs, now);
      if (result.changes !== 1) return false;
      this.sql('UPDATE rooms SET dormant = 0 WHERE id = ?').run(id);
      return true;
    })();
  }

  async renewLeases(owner: string, ids: readonly string[], ttlMs: number): Promise<string[]> {
    const until = Date.now() + ttlMs;
    const renew = this.sql('UPDATE leases SET expires_at = ? WHERE room_id = ? AND owner = ?');
    return this.db.transaction(() =>
      ids.filter((id) => renew.run(until, id, owner).changes === 1),
    )();
  }

  async releaseLease(id: string, owner: string, sleep: boolean): Promise<void> {
    this.db.transaction(() => {
      const gone = this.sql('DELETE FROM leases WHERE room_id = ? AND owner = ?').run(id, owner);
      if (gone.changes === 1 && sleep) {
        this.sql('UPDATE rooms SET dormant = 1 WHERE id = ?').run(id);
      }
    })();
  }

  async orphanRooms(limit: number): Promise<string[]> {
    const rows = this.sql(
      `SELECT r.id FROM rooms r LEFT JOIN leases l ON l.room_id = r.id
         WHERE r.finished = 0 AND r.dormant = 0 AND (l.room_id IS NULL OR l.expires_at <= ?)
         ORDER BY r.created_at LIMIT ?`,
    ).all(Date.now(), limit) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
