// One battery for both stores: the embedded SQLite one always, PostgreSQL on a throwaway
// cluster where the binaries are installed.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../src/server/config';
import { PostgresStore } from '../src/store/postgres-store';
import { SqliteStore } from '../src/store/sqlite-store';
import type { RoomRecord, SeatRecord, Store } from '../src/store/store';
import type { MoveRecord } from '../src/rooms/match';
import { postgresMissing, startPostgres, type Service } from './helpers/services';

let count = 0;
function room(): RoomRecord {
  return {
    id: `room-${++count}-${Math.random().toString(36).slice(2)}`,
    game: 'some-game',
    options: { target: 3 },
    seed: 4_000_000_000,
    settings: DEFAULT_SETTINGS,
    createdAt: Date.now() + count,
  };
}

const SEATS: SeatRecord[] = [
  { kind: 'human', bot: null, name: 'South', tokenHash: null },
  { kind: 'bot', bot: 'ismcts:100', name: 'North', tokenHash: null },
];

function move(seq: number, hidden: MoveRecord['hidden'] = null): MoveRecord {
  return {
    seq,
    seat: seq % 2,
    by: 'player',
    move: { type: 'play', card: `c-${seq}` },
    hidden,
    at: seq,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function battery(name: string, open: () => Promise<Store>, skip: string | null) {
  describe.skipIf(skip !== null)(
    `${name} store${skip === null ? '' : ` (skipped: ${skip})`}`,
    () => {
      let store: Store;
      beforeAll(async () => {
        store = await open();
      });
      afterAll(async () => {
        await store?.close();
      });

      it('keeps a room, its seats and its first snapshot', async () => {
        const r = room();
        await store.createRoom(r, SEATS, '{"state":0}');
        const loaded = await store.loadRoom(r.id);
        expect(loaded).toEqual({
          room: r,
          seats: SEATS,
          snapshot: { seq: 0, state: '{"state":0}' },
          moves: [],
          finished: false,
        });
        expect(await store.loadRoom('no-such-room')).toBeNull();
      });

      it('gives a human seat once', async () => {
        const r = room();
        await store.createRoom(r, SEATS, '{}');
        expect(await store.claimSeat(r.id, 0, 'a'.repeat(64), 'Ann')).toBe(true);
        expect(await store.claimSeat(r.id, 0, 'b'.repeat(64), 'Bob')).toBe(false);
        expect(await store.claimSeat(r.id, 1, 'b'.repeat(64), 'Bob')).toBe(false);
        expect(await store.claimSeat(r.id, 7, 'b'.repeat(64), 'Bob')).toBe(false);
        expect((await store.seats(r.id))![0]).toEqual({
          kind: 'human',
          bot: null,
          name: 'Ann',
          tokenHash: 'a'.repeat(64),
        });
      });

      it('appends moves only for the lease holder, in order, once each', async () => {
        const r = room();
        await store.createRoom(r, SEATS, '{}');
        const append = (owner: string, m: MoveRecord, extra = {}) =>
          store.appendMove({ room: r.id, owner, move: m, finished: false, ...extra });
        expect(await append('a', move(1))).toBe(false);
        expect(await store.claimLease(r.id, 'a', 60_000)).toBe(true);
        expect(await append('a', move(1))).toBe(true);
        expect(await append('a', move(1))).toBe(false);
        expect(await append('a', move(3))).toBe(false);
        expect(await append('b', move(2))).toBe(false);
        const hidden = { '1': ['c-2'], spectator: ['c-2'] };
        expect(
          await append('a', move(2, hidden), { snapshot: { seq: 2, state: '{"two":2}' } }),
        ).toBe(true);
        expect(await append('a', move(3), { finished: true })).toBe(true);
        const loaded = (await store.loadRoom(r.id))!;
        expect(loaded.moves).toEqual([move(1), move(2, hidden), move(3)]);
        expect(loaded.snapshot).toEqual({ seq: 2, state: '{"two":2}' });
        expect(loaded.finished).toBe(true);
      });

      it('hands a lease over only once it expired, and fences the old holder', async () => {
        const r = room();
        await store.createRoom(r, SEATS, '{}');
        expect(await store.claimLease(r.id, 'a', 300)).toBe(true);
        expect(await store.claimLease(r.id, 'b', 300)).toBe(false);
        expect(await store.renewLeases('a', [r.id], 300)).toEqual([r.id]);
        expect(await store.orphanRooms(1000)).not.toContain(r.id);
        await sleep(450);
        expect(await store.orphanRooms(1000)).toContain(r.id);
        expect(await store.claimLease(r.id, 'b', 60_000)).toBe(true);
        expect(await store.renewLeases('a', [r.id], 300)).toEqual([]);
        expect(
          await store.appendMove({ room: r.id, owner: 'a', move: move(1), finished: false }),
        ).toBe(false);
        expect(
          await store.appendMove({ room: r.id, owner: 'b', move: move(1), finished: false }),
        ).toBe(true);
      });

      it('a room let go while empty sleeps until someone claims it', async () => {
        const r = room();
        await store.createRoom(r, SEATS, '{}');
        expect(await store.orphanRooms(1000)).toContain(r.id);
        await store.claimLease(r.id, 'a', 60_000);
        await store.releaseLease(r.id, 'a', true);
        expect(await store.orphanRooms(1000)).not.toContain(r.id);
        expect(await store.claimLease(r.id, 'b', 50)).toBe(true);
        await sleep(120);
        expect(await store.orphanRooms(1000)).toContain(r.id);
        await store.claimLease(r.id, 'b', 60_000);
        await store.releaseLease(r.id, 'b', false);
        expect(await store.orphanRooms(1000)).toContain(r.id);
      });
    },
  );
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
battery('sqlite', async () => new SqliteStore(path.join(dir, 'rooms.sqlite')), null);

let postgres: Service | undefined;
afterAll(async () => {
  await postgres?.stop();
});
battery(
  'postgres',
  async () => {
    postgres = await startPostgres();
    return PostgresStore.open(postgres.url);
  },
  postgresMissing,
);
