// The shared store for several server processes: PostgreSQL through `pg`. Leases are timed by
// the database's clock, so processes on machines whose clocks differ still agree on who owns a
// room. An append locks the room's lease row, so a process taking the lease over waits for the
// move being written and then loads it.

import pg from 'pg';
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
  options JSONB NOT NULL,
  seed BIGINT NOT NULL,
  settings JSONB NOT NULL,
  created_at BIGINT NOT NULL,
  finished BOOLEAN NOT NULL DEFAULT FALSE,
  dormant BOOLEAN NOT NULL DEFAULT FALSE
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
  at BIGINT NOT NULL,
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
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS rooms_playing ON rooms (created_at) WHERE NOT finished AND NOT dormant;
`;

/** Any constant: processes starting together create the tables one at a time. */
const SCHEMA_LOCK = 0x6f72_7279;

interface SeatRow {
  kind: 'human' | 'bot';
  bot: string | null;
  name: string;
  token_hash: string | null;
}

export class PostgresStore implements Store {
  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string): Promise<PostgresStore> {
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    // An idle client's error (the server restarting) must not end the process.
    pool.on('error', () => undefined);
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
      await client.query(SCHEMA);
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]);
    } finally {
      client.release();
    }
    return new PostgresStore(pool);
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async createRoom(room: RoomRecord, seats: readonly SeatRecord[], first: string): Promise<void> {
    await this.transaction(async (c) => {
      await c.query(
        'INSERT INTO rooms (id, game, options, seed, settings, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          room.id,
          room.game,
          JSON.stringify(room.options),
          room.seed,
          JSON.stringify(room.settings),
          room.createdAt,
        ],
      );
      for (const [i, s] of seats.entries()) {
        await c.query(
          'INSERT INTO seats (room_id, seat, kind, bot, name, token_hash) VALUES ($1, $2, $3, $4, $5, $6)',
          [room.id, i, s.kind, s.bot, s.name, s.tokenHash],
        );
      }
      await c.query('INSERT INTO snapshots (room_id, seq, state) VALUES ($1, 0, $2)', [
        room.id,
        first,
      ]);
    });
  }

  async loadRoom(id: string): Promise<StoredRoom | null> {
    return this.transaction(async (c) => {
      await c.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const rooms = await c.query('SELECT * FROM rooms WHERE id = $1', [id]);
      const row = rooms.rows[0] as
        | {
            id: string;
            game: string;
            options: RoomRecord['options'];
            seed: string;
            settings: RoomSettings;
            created_at: string;
            finished: boolean;
          }
        | undefined;
      if (row === undefined) return null;
      const snapshots = await c.query(
        'SELECT seq, state FROM snapshots WHERE room_id = $1 ORDER BY seq DESC LIMIT 1',
        [id],
      );
      const moves = await c.query(
        'SELECT seq, seat, by, move, hidden, at FROM moves WHERE room_id = $1 ORDER BY seq',
        [id],
      );
      const seats = await c.query(
        'SELECT kind, bot, name, token_hash FROM seats WHERE room_id = $1 ORDER BY seat',
        [id],
      );
      const snapshot = snapshots.rows[0] as { seq: number; state: string };
      return {
        room: {
          id: row.id,
          game: row.game,
          options: row.options,
          seed: Number(row.seed),
          settings: row.settings,
          createdAt: Number(row.created_at),
        },
        seats: (seats.rows as SeatRow[]).map(seatOf),
        snapshot,
        moves: (moves.rows as Parameters<typeof moveFromRow>[0][]).map(moveFromRow),
        finished: row.finished,
      };
    });
  }

  async seats(id: string): Promise<SeatRecord[] | null> {
    const result = await this.pool.query(
      'SELECT kind, bot, name, token_hash FROM seats WHERE room_id = $1 ORDER BY seat',
      [id],
    );
    return result.rows.length === 0 ? null : (result.rows as SeatRow[]).map(seatOf);
  }

  async claimSeat(id: string, seat: number, tokenHash: string, name: string): Promise<boolean> {
    const result = await this.pool.query(
      "UPDATE seats SET token_hash = $1, name = $2 WHERE room_id = $3 AND seat = $4 AND kind = 'human' AND token_hash IS NULL",
      [tokenHash, name, id, seat],
    );
    return result.rowCount === 1;
  }

  async appendMove(append: AppendMove): Promise<boolean> {
    const { room, owner, move, snapshot, finished } = append;
    return this.transaction(async (c) => {
      const lease = await c.query(
        'SELECT 1 FROM leases WHERE room_id = $1 AND owner = $2 FOR UPDATE',
        [room, owner],
      );
      if (lease.rowCount !== 1) return false;
      const inserted = await c.query(
        `INSERT INTO moves (room_id, seq, seat, by, move, hidden, at)
         SELECT $1, $2, $3, $4, $5, $6, $7
         WHERE (SELECT COALESCE(MAX(seq), 0) FROM moves WHERE room_id = $1) = $2 - 1
         ON CONFLICT DO NOTHING`,
        [
          room,
          move.seq,
          move.seat,
          move.by,
          JSON.stringify(move.move),
          move.hidden === null ? null : JSON.stringify(move.hidden),
          move.at,
        ],
      );
      if (inserted.rowCount !== 1) return false;
      if (snapshot !== undefined) {
        await c.query('INSERT INTO snapshots (room_id, seq, state) VALUES ($1, $2, $3)', [
          room,
          snapshot.seq,
          snapshot.state,
        ]);
      }
      if (finished) await c.query('UPDATE rooms SET finished = TRUE WHERE id = $1', [room]);
      return true;
    });
  }

  async claimLease(id: string, owner: string, ttlMs: number): Promise<boolean> {
    return this.transaction(async (c) => {
      const result = await c.query(
        `INSERT INTO leases (room_id, owner, expires_at)
         VALUES ($1, $2, now() + $3 * interval '1 millisecond')
         ON CONFLICT (room_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
         WHERE leases.owner = excluded.owner OR leases.expires_at <= now()`,
        [id, owner, ttlMs],
      );
      if (result.rowCount !== 1) return false;
      await c.query('UPDATE rooms SET dormant = FALSE WHERE id = $1 AND dormant', [id]);
      return true;
    });
  }

  async renewLeases(owner: string, ids: readonly string[], ttlMs: number): Promise<string[]> {
    if (ids.length === 0) return [];
    const result = await this.pool.query(
      `UPDATE leases SET expires_at = now() + $3 * interval '1 millisecond'
       WHERE owner = $1 AND room_id = ANY($2::text[]) RETURNING room_id`,
      [owner, ids, ttlMs],
    );
    return (result.rows as { room_id: string }[]).map((r) => r.room_id);
  }

  async releaseLease(id: string, owner: string, sleep: boolean): Promise<void> {
    await this.transaction(async (c) => {
      const gone = await c.query('DELETE FROM leases WHERE room_id = $1 AND owner = $2', [
        id,
        owner,
      ]);
      if (gone.rowCount === 1 && sleep) {
        await c.query('UPDATE rooms SET dormant = TRUE WHERE id = $1', [id]);
      }
    });
  }

  async orphanRooms(limit: number): Promise<string[]> {
    const result = await this.pool.query(
      `SELECT r.id FROM rooms r LEFT JOIN leases l ON l.room_id = r.id
       WHERE NOT r.finished AND NOT r.dormant AND (l.room_id IS NULL OR l.expires_at <= now())
       ORDER BY r.created_at LIMIT $1`,
      [limit],
    );
    return (result.rows as { id: string }[]).map((r) => r.id);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

function seatOf(row: SeatRow): SeatRecord {
  return { kind: row.kind, bot: row.bot, name: row.name, tokenHash: row.token_hash };
}
