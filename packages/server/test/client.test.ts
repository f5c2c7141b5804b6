// The browser-safe client library against the real server, from Node (the `ws` package stands
// in for the browser's WebSocket): lobby, seats and tokens, moves and refusals, presence,
// spectators, and reconnecting with backoff when the connection drops.

import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRoom,
  inviteLink,
  listGames,
  memoryTokens,
  OrreryError,
  roomFromLink,
  RoomConnection,
  storageTokens,
  type RoomStatus,
  type SocketFactory,
} from '../src/client/index';
import type { Move } from '@orrery/runtime';
import { testServer, type TestServer } from './helpers/server';

const socket: SocketFactory = (url) => new WebSocket(url) as never;
const fast = { initialMs: 50, maxMs: 400, factor: 2, jitter: 0.2 };

let server: TestServer;
const rooms: RoomConnection[] = [];
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  for (const r of rooms) r.close();
  await server?.close();
});

function connect(
  options: Omit<ConstructorParameters<typeof RoomConnection>[0], 'server' | 'socket'>,
) {
  const room = new RoomConnection({ server: server.url, socket, backoff: fast, ...options });
  rooms.push(room);
  return room;
}

interface View {
  readonly toMove: number | null;
  readonly legal: readonly Move[];
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** A Web Storage stand-in, as a page's localStorage. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('the client library', () => {
  it('lists games, creates a room, refuses bad requests with their code', async () => {
    const games = await listGames(server.url);
    expect(games.map((g) => g.id)).toContain('starbuckaroos');
    const refusal = await createRoom(
      server.url,
      { game: 'starbuckaroos', seats: [{ kind: 'human' }] },
      { socket },
    ).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(OrreryError);
    expect(refusal).toMatchObject({ code: 'bad-seats', path: 'seats' });
    const created = await createRoom(
      server.url,
      { game: 'starbuckaroos', seats: [{ kind: 'human' }, { kind: 'human' }] },
      { socket },
    );
    const link = inviteLink('https://example.test/play?game=starbuckaroos', created.room);
    expect(roomFromLink(link)).toBe(created.room);
    expect(roomFromLink('https://example.test/play')).toBeNull();
  });

  it('two players take seats, see each other, move, and a refusal says why', async () => {
    const { room } = await createRoom(
      server.url,
      { game: 'starbuckaroos', seats: [{ kind: 'human' }, { kind: 'human' }], seed: 6 },
      { socket },
    );
    const storage = fakeStorage();
    const ann = connect({ room, as: { name: 'Ann' }, tokens: storageTokens(storage) });
    const bob = connect({ room, as: { name: 'Bob' } });
    await Promise.all([ann.ready(), bob.ready()]);
    expect([ann.seat, bob.seat].sort()).toEqual([0, 1]);
    expect(JSON.parse([...storage.items.values()][0]!)).toMatchObject({ seat: ann.seat });
    await until(() => ann.state!.seats.every((s) => s.connected));
    expect(ann.state!.seats.map((s) => s.name).sort()).toEqual(['Ann', 'Bob']);

    const mover = (ann.state!.view as View).toMove === ann.seat ? ann : bob;
    const other = mover === ann ? bob : ann;
    await expect(other.move({ type: 'pass' })).rejects.toMatchObject({ code: 'not-your-turn' });
    await expect(mover.move({ type: 'fly' })).rejects.toMatchObject({
      code: 'illegal-move',
      rule: 'unknown-move',
    });
    const legal = (mover.state!.view as View).legal[0]!;
    const update = await mover.move(legal);
    expect(update).toMatchObject({ seat: mover.seat, by: 'player' });
    await until(() => other.state!.seq === update.seq);
    expect(other.state!.log.at(-1)).toMatchObject({ seq: update.seq, seat: mover.seat });
  });

  it('reconnects with backoff after the connection drops, and resumes the seat', async () => {
    const { room } = await createRoom(
      server.url,
      { game: 'mars-venus', seats: Array.from({ length: 4 }, () => ({ kind: 'human' })), seed: 8 },
      { socket },
    );
    const tokens = memoryTokens();
    const player = connect({ room, as: { seat: 2 }, tokens });
    await player.ready();
    const statuses: RoomStatus[] = [];
    player.on('status', (s) => statuses.push(s));
    const seq = player.state!.seq;
    const held = tokens.get(room)!;
    // The network drops every socket of the server.
    for (const client of server.app.websocketServer.clients) client.terminate();
    await until(() => statuses.includes('open'));
    expect(statuses.slice(0, 2)).toEqual(['reconnecting', 'open']);
    expect(player.seat).toBe(2);
    expect(player.state!.seq).toBe(seq);
    expect(tokens.get(room)).toEqual(held);
  });

  it('watches as a spectator, and a stale token closes without a seat', async () => {
    const { room } = await createRoom(
      server.url,
      {
        game: 'starbuckaroos',
        seats: [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
        settings: { botDelayMs: 5 },
        options: { 'max-hands': 1 },
      },
      { socket },
    );
    const watcher = connect({ room, as: 'spectator' });
    const first = await watcher.ready();
    expect(first.seat).toBeNull();
    await until(() => watcher.state!.seq > first.seq);

    const tokens = memoryTokens();
    tokens.set(room, { seat: 0, token: 'y'.repeat(43) });
    const impostor = connect({ room, tokens });
    const errors: string[] = [];
    impostor.on('error', (e) => errors.push(e.code));
    await expect(impostor.ready()).rejects.toBeInstanceOf(OrreryError);
    expect(errors).toEqual(['bad-token']);
    expect(impostor.state).toBeNull();
    expect(tokens.get(room)).toBeNull();
  });
});
