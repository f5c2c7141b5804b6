// Two server processes sharing rooms through a real PostgreSQL and a real Redis, both started
// for the test on loopback: a player on one process sees the moves made through the other, the
// room has one owner, and when the owner is killed the other process takes the room over.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBelow, seedRandom, type Move } from '@orrery/runtime';
import type { ServerFrame, UpdateFrame } from '../src/protocol/messages';
import { PostgresStore } from '../src/store/postgres-store';
import { startServerProcess, type ServerProcess } from './helpers/process';
import { servicesMissing, startPostgres, startRedis, type Service } from './helpers/services';
import { isType, TestSocket } from './helpers/socket';

interface View {
  readonly toMove: number | null;
  readonly over: boolean;
  readonly legal: readonly Move[];
}

function autoplay(socket: TestSocket, seat: number, seed: number): void {
  const rng = [...seedRandom(seed)];
  let last: { view: View; seq: number } | null = null;
  const play = () => {
    if (last === null || last.view.toMove !== seat || last.view.legal.length === 0) return;
    const { view, seq } = last;
    const move = view.legal[randomBelow(rng, view.legal.length)]!;
    socket.send({ type: 'move', id: `m${seq}`, move, seq });
  };
  socket.on((f) => {
    if (f.type === 'state' || f.type === 'update') {
      last = { view: f.view as View, seq: f.seq };
      play();
    } else if (f.type === 'error' && f.code === 'unavailable') {
      setTimeout(play, 200);
    }
  });
}

describe.skipIf(servicesMissing !== null)(
  `two processes on PostgreSQL and Redis${servicesMissing === null ? '' : ` (skipped: ${servicesMissing})`}`,
  () => {
    let postgres: Service;
    let redis: Service;
    const processes: ServerProcess[] = [];
    const sockets: TestSocket[] = [];
    const open = async (url: string) => {
      const s = await TestSocket.open(url);
      sockets.push(s);
      return s;
    };

    beforeAll(async () => {
      [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    }, 90_000);
    afterAll(async () => {
      for (const s of sockets) s.close();
      for (const p of processes) await p.kill('SIGKILL');
      await Promise.all([postgres?.stop(), redis?.stop()]);
    });

    it('shares rooms, fans moves out across processes, and takes over a dead owner', async () => {
      const env = {
        ORRERY_POSTGRES_URL: postgres.url,
        ORRERY_REDIS_URL: redis.url,
        ORRERY_GAMES: 'starbuckaroos,mars-venus',
      };
      const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      processes.push(a, b);

      const lobby = await open(a.url);
      const people = await lobby.request({
        type: 'create',
        game: 'starbuckaroos',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        options: { target: 5000 },
        seed: 8,
      });
      const bots = await lobby.request({
        type: 'create',
        game: 'mars-venus',
        seats: Array.from({ length: 4 }, () => ({ kind: 'bot', bot: 'random' })),
        options: { 'max-hands': 2 },
        settings: { botDelayMs: 20 },
        seed: 9,
      });
      if (people.type !== 'created' || bots.type !== 'created') throw new Error('no rooms');

      // South plays through A, North through B; a spectator watches the bots from B.
      const south = await open(a.url);
      const north = await open(b.url);
      const tokens: string[] = [];
      for (const [seat, s] of [south, north].entries()) {
        autoplay(s, seat, 70 + seat);
        const joined = await s.request({ type: 'join', room: people.room, seat });
        if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
        tokens.push(joined.token);
      }
      const watcher = await open(b.url);
      await watcher.request({ type: 'spectate', room: bots.room });

      // A move made through B reaches South on A, and North's own copy answers its request.
      await south.next((f): f is UpdateFrame => f.type === 'update' && f.seat === 1 && f.seq >= 10);
      const answered = north.frames.filter(isType('update')).filter((f) => f.seat === 1);
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.every((f) => f.re === `m${f.seq - 1}`)).toBe(true);
      // Presence crosses processes: South, on A, sees North connected through B.
      await south.next((f): f is ServerFrame => f.type === 'presence' && f.seats[1]!.connected);
      await watcher.next((f): f is UpdateFrame => f.type === 'update' && f.seq >= 10);
      const health = async (p: ServerProcess) =>
        (await (await fetch(`${p.url}/health`)).json()) as { owned: number; followed: number };
      expect(await health(a)).toMatchObject({ owned: 2 });
      expect((await health(b)).owned).toBe(0);

      // A dies. South comes back through B, which takes both rooms over when A's lease runs out.
      await a.kill('SIGKILL');
      const killedAt = Math.max(...north.frames.filter(isType('update')).map((f) => f.seq));
      const back = await open(b.url);
      autoplay(back, 0, 99);
      const resumed = await back.request({
        type: 'resume',
        room: people.room,
        seat: 0,
        token: tokens[0]!,
      });
      expect(resumed).toMatchObject({ type: 'state', seat: 0 });
      await north.next(
        (f): f is UpdateFrame => f.type === 'update' && f.seq >= killedAt + 10,
        30_000,
      );
      await watcher.next(
        (f): f is ServerFrame => f.type === 'update' && (f.view as View).over,
        60_000,
      );
      expect((await health(b)).owned).toBeGreaterThanOrEqual(1);

      // The store holds one log per room, every move once, agreeing with what was shown (taken
      // before the store is read: the people play on meanwhile).
      const shown = new Map(
        [south, north, back, watcher].map((s) => [s, s.frames.filter(isType('update'))]),
      );
      const store = await PostgresStore.open(postgres.url);
      try {
        for (const [room, viewers] of [
          [people.room, [south, north, back]],
          [bots.room, [watcher]],
        ] as const) {
          const stored = (await store.loadRoom(room))!;
          const seqs = stored.moves.map((m) => m.seq);
          expect(seqs).toEqual(seqs.map((_, i) => i + 1));
          for (const s of viewers) {
            for (const f of shown.get(s)!) {
              expect(stored.moves[f.seq - 1]!.move).toEqual(f.move);
            }
          }
        }
        expect((await store.loadRoom(bots.room))!.finished).toBe(true);
      } finally {
        await store.close();
      }
    }, 120_000);
  },
);
