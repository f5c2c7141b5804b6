// Two room hosts in one process, sharing a SQLite store and an in-process bus as two server
// processes share PostgreSQL and Redis: the follower's moves reach the owner, the owner's reach
// the follower's peers, and when the owner stops the follower takes the room over. (The same
// with real processes, PostgreSQL and Redis: cluster.test.ts.)

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Move } from '@orrery/runtime';
import { LocalBus } from '../src/cluster/bus';
import { Catalogue } from '../src/games/catalogue';
import type { JoinedFrame, ServerFrame, UpdateFrame } from '../src/protocol/messages';
import { RoomHost } from '../src/rooms/host';
import type { Peer } from '../src/rooms/peer';
import { SqliteStore } from '../src/store/sqlite-store';
import { testConfig } from './helpers/server';

const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-hosts-'));
const config = testConfig(dir, { games: ['starbuckaroos'], rules: [] });
let catalogue: Catalogue;
let store: SqliteStore;
const hosts: RoomHost[] = [];

beforeAll(async () => {
  catalogue = await Catalogue.open(config);
  store = new SqliteStore(path.join(dir, 'rooms.sqlite'));
});
afterAll(async () => {
  for (const h of hosts) await h.stop();
  await store?.close();
  await catalogue?.close();
  rmSync(dir, { recursive: true, force: true });
});

type TestPeer = Peer & { frames: ServerFrame[] };

let peers = 0;
function peer(): TestPeer {
  const frames: ServerFrame[] = [];
  return {
    id: `t${++peers}`,
    frames,
    send: (f) => void frames.push(f),
    sendText: (t) => void frames.push(JSON.parse(t) as ServerFrame),
    close: () => undefined,
  };
}

interface View {
  readonly toMove: number | null;
  readonly legal: readonly Move[];
}

function latest(p: TestPeer): { view: View; seq: number } {
  for (let i = p.frames.length - 1; i >= 0; i--) {
    const f = p.frames[i]!;
    if (f.type === 'state' || f.type === 'update') return { view: f.view as View, seq: f.seq };
  }
  throw new Error('no view');
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** `count` moves, each made through the host that holds the seat to move. */
async function play(count: number, seats: readonly (readonly [RoomHost, TestPeer])[]) {
  for (let i = 0; i < count; i++) {
    const { view, seq } = latest(seats[0]![1]);
    const [host, p] = seats[view.toMove!]!;
    const move = latest(p).view.legal[0]!;
    expect(await host.move(p, { type: 'move', id: `x${seq}`, move, seq })).toBeNull();
    await until(() => seats.every(([, q]) => latest(q).seq === seq + 1));
  }
}

it('a follower forwards moves to the owner, shows its moves, and takes over when it stops', async () => {
  const bus = new LocalBus();
  const a = new RoomHost(store, bus.member(), catalogue, config);
  const b = new RoomHost(store, bus.member(), catalogue, config);
  hosts.push(a, b);
  await Promise.all([a.start(), b.start()]);
  const created = await a.create({
    type: 'create',
    game: 'starbuckaroos',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    options: { target: 5000 },
    seed: 12,
  });
  if (!created.ok) throw new Error(created.fault.message);
  const room = created.value.room;
  const south = peer();
  const north = peer();
  expect((await a.join(south, { type: 'join', room, seat: 0 })).ok).toBe(true);
  expect((await b.join(north, { type: 'join', room, seat: 1 })).ok).toBe(true);
  expect(a.counts()).toMatchObject({ owned: 1, followed: 0 });
  expect(b.counts()).toMatchObject({ owned: 0, followed: 1 });

  await play(10, [
    [a, south],
    [b, north],
  ]);
  const answered = north.frames.filter(
    (f): f is UpdateFrame => f.type === 'update' && f.seat === 1,
  );
  expect(answered.length).toBeGreaterThan(0);
  expect(answered.every((f) => f.re === `x${f.seq - 1}`)).toBe(true);

  // A stops and lets its leases go; B takes the room over, and South comes back through B.
  await a.stop();
  await until(() => b.counts().owned === 1);
  const token = (south.frames.find((f) => f.type === 'joined') as JoinedFrame).token;
  const back = peer();
  expect((await b.resume(back, { type: 'resume', room, seat: 0, token })).ok).toBe(true);
  const before = latest(back).seq;
  await play(6, [
    [b, back],
    [b, north],
  ]);
  expect(latest(north).seq).toBe(before + 6);
  const stored = (await store.loadRoom(room))!;
  expect(stored.moves.map((m) => m.seq)).toEqual(stored.moves.map((_, i) => i + 1));
});
