// Rooms through the real socket: create, join, resume, spectate, moves and their refusals,
// bots, stand-ins for absent players and turn timers.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorFrame,
  JoinedFrame,
  PresenceFrame,
  ServerFrame,
  StateFrame,
  UpdateFrame,
} from '../src/protocol/messages';
import { isType, TestSocket } from './helpers/socket';
import { testServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.close();
});

interface View {
  readonly legal: readonly Record<string, string | number>[];
  readonly toMove: number | null;
  readonly over: boolean;
}

const humans = (n: number) => Array.from({ length: n }, () => ({ kind: 'human' }));

async function create(socket: TestSocket, body: Record<string, unknown>): Promise<string> {
  const created = await socket.request({ type: 'create', ...body });
  if (created.type !== 'created') throw new Error(JSON.stringify(created));
  return created.room;
}

async function seated(room: string, seat?: number) {
  const socket = await TestSocket.open(server.url);
  const joined = await socket.request({
    type: 'join',
    room,
    ...(seat === undefined ? {} : { seat }),
  });
  if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
  const state = await socket.next(isType('state'));
  return { socket, joined: joined as JoinedFrame, state };
}

function lastView(socket: TestSocket): { view: View; seq: number } {
  for (let i = socket.frames.length - 1; i >= 0; i--) {
    const f = socket.frames[i]!;
    if (f.type === 'update' || f.type === 'state') return { view: f.view as View, seq: f.seq };
  }
  throw new Error('no view yet');
}

function error(frame: ServerFrame): ErrorFrame {
  if (frame.type !== 'error') throw new Error(`expected an error, got ${JSON.stringify(frame)}`);
  return frame;
}

describe('creating a room', () => {
  it('refuses an unknown game, bad options, a wrong seat count and a bad bot, with the place', async () => {
    const s = await TestSocket.open(server.url);
    const seats = humans(2);
    expect(error(await s.request({ type: 'create', game: 'nope', seats }))).toMatchObject({
      code: 'unknown-game',
      path: 'game',
    });
    expect(
      error(
        await s.request({ type: 'create', game: 'starbuckaroos', options: { target: 0 }, seats }),
      ),
    ).toMatchObject({ code: 'bad-options', path: 'options.target' });
    expect(
      error(await s.request({ type: 'create', game: 'starbuckaroos', seats: humans(3) })),
    ).toMatchObject({ code: 'bad-seats', path: 'seats' });
    expect(
      error(
        await s.request({
          type: 'create',
          game: 'starbuckaroos',
          seats: [{ kind: 'human' }, { kind: 'bot', bot: 'wizard' }],
        }),
      ),
    ).toMatchObject({ code: 'bad-seats', path: 'seats[1].bot' });
    s.close();
  });

  it('offers the repository games and the configured rules file', async () => {
    const response = await fetch(`${server.url}/games`);
    // A lobby on another site's page may read it.
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { games } = (await response.json()) as { games: { id: string }[] };
    expect(games.map((g) => g.id)).toEqual([
      'annexation',
      'face-down',
      'mars-venus',
      'starbuckaroos',
    ]);
  });
});

describe('seats', () => {
  it('gives each seat once, with a token; a full room says so', async () => {
    const a = await TestSocket.open(server.url);
    const room = await create(a, { game: 'starbuckaroos', seats: humans(2) });
    const first = await seated(room);
    const second = await seated(room);
    expect([first.joined.seat, second.joined.seat]).toEqual([0, 1]);
    expect(first.joined.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.joined.token).not.toBe(second.joined.token);
    expect(error(await a.request({ type: 'join', room }))).toMatchObject({ code: 'room-full' });
    expect(error(await a.request({ type: 'join', room, seat: 1 }))).toMatchObject({
      code: 'seat-taken',
      path: 'seat',
    });
    expect(error(await a.request({ type: 'join', room, seat: 5 }))).toMatchObject({
      code: 'no-such-seat',
    });
    for (const s of [a, first.socket, second.socket]) s.close();
  });

  it('a wrong or missing token gets nothing but the refusal', async () => {
    const owner = await TestSocket.open(server.url);
    const room = await create(owner, {
      game: 'starbuckaroos',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    });
    const player = await seated(room);
    const intruder = await TestSocket.open(server.url);
    expect(
      error(await intruder.request({ type: 'resume', room, seat: 0, token: 'x'.repeat(43) })),
    ).toMatchObject({ code: 'bad-token' });
    expect(
      error(await intruder.request({ type: 'resume', room, seat: 1, token: player.joined.token })),
    ).toMatchObject({ code: 'bad-token' });
    expect(error(await intruder.request({ type: 'move', move: { type: 'pass' } }))).toMatchObject({
      code: 'not-in-room',
    });
    // The game goes on; the intruder hears none of it.
    const { view, seq } = lastView(player.socket);
    await player.socket.request({ type: 'move', move: view.legal[0]!, seq });
    await player.socket.next((f): f is UpdateFrame => f.type === 'update' && f.seat === 1);
    await intruder.request({ type: 'ping' });
    expect(intruder.frames.map((f) => f.type)).toEqual([
      'hello',
      'error',
      'error',
      'error',
      'pong',
    ]);
    expect(intruder.raw.join('')).not.toContain('"view"');
    for (const s of [owner, player.socket, intruder]) s.close();
  });

  it('a reconnect resumes where the player was, and the old connection is replaced', async () => {
    const a = await TestSocket.open(server.url);
    const room = await create(a, {
      game: 'mars-venus',
      seats: [
        { kind: 'human' },
        ...Array.from({ length: 3 }, () => ({ kind: 'bot', bot: 'random' })),
      ],
      seed: 11,
    });
    const player = await seated(room);
    for (let i = 0, after = -1; i < 3; i++) {
      const turn = await player.socket.next(
        (f): f is UpdateFrame | StateFrame =>
          (f.type === 'update' || f.type === 'state') &&
          f.seq > after &&
          (f.view as View).toMove === 0,
      );
      const move = (turn.view as View).legal[0]!;
      const answer = await player.socket.request({ type: 'move', move, seq: turn.seq });
      expect(answer).toMatchObject({ type: 'update', seat: 0, by: 'player' });
      after = turn.seq;
    }
    const before = lastView(player.socket);
    const again = await TestSocket.open(server.url);
    const resumed = await again.request({
      type: 'resume',
      room,
      seat: 0,
      token: player.joined.token,
    });
    expect(resumed).toMatchObject({ type: 'state', seat: 0 });
    const state = resumed as StateFrame;
    expect(state.seq).toBeGreaterThanOrEqual(before.seq);
    expect(state.log.filter((e) => e.seat === 0 && e.by === 'player')).toHaveLength(3);
    await player.socket.gone();
    expect(player.socket.closed?.code).toBe(4001);
    expect(player.socket.frames.at(-1)).toMatchObject({ type: 'error', code: 'replaced' });
    a.close();
    again.close();
  });
});

describe('moves', () => {
  it('refuses moves out of turn, on a stale view and against the rules, and changes nothing', async () => {
    const a = await TestSocket.open(server.url);
    const room = await create(a, { game: 'annexation', seats: humans(4), seed: 5 });
    const players = [];
    for (let seat = 0; seat < 4; seat++) players.push(await seated(room));
    const { view, seq } = lastView(players[0]!.socket);
    const mover = players[view.toMove!]!.socket;
    const other = players[(view.toMove! + 1) % 4]!.socket;
    expect(
      error(await other.request({ type: 'move', move: view.legal[0] ?? { type: 'x' } })),
    ).toMatchObject({
      code: 'not-your-turn',
    });
    const own = lastView(mover).view;
    expect(
      error(await mover.request({ type: 'move', move: own.legal[0]!, seq: seq + 1 })),
    ).toMatchObject({
      code: 'stale',
    });
    expect(
      error(await mover.request({ type: 'move', move: { type: 'play', card: 'not-a-card' } })),
    ).toMatchObject({ code: 'illegal-move' });
    const refused = error(await mover.request({ type: 'move', move: { type: 'fly' } }));
    expect(refused).toMatchObject({ code: 'illegal-move', rule: 'unknown-move' });
    // Nothing moved: the next legal move is still move 1.
    const ok = await mover.request({ type: 'move', move: own.legal[0]!, seq });
    expect(ok).toMatchObject({ type: 'update', seq: seq + 1 });
    for (const p of players) p.socket.close();
    a.close();
  });

  it('refuses malformed messages with a code and the place, and goes on serving', async () => {
    const s = await TestSocket.open(server.url);
    s.sendText('{"type":');
    await s.next((f): f is ErrorFrame => f.type === 'error' && f.code === 'bad-json');
    expect(error(await s.request({ type: 'join', room: 'short' }))).toMatchObject({
      code: 'bad-message',
      path: 'room',
    });
    expect(error(await s.request({ type: 'ping', extra: 1 }))).toMatchObject({
      code: 'bad-message',
      path: 'extra',
    });
    expect(error(await s.request({ type: 'move', move: { card: 'x' } }))).toMatchObject({
      code: 'bad-message',
      path: 'move.type',
    });
    expect(error(await s.request({ type: 'teleport' }))).toMatchObject({
      code: 'bad-message',
      path: 'type',
    });
    s.sendText(JSON.stringify({ type: 'ping', pad: 'x'.repeat(20_000) }));
    await s.next((f): f is ErrorFrame => f.type === 'error' && f.code === 'message-too-large');
    s.sendText('x'.repeat(100_000));
    await s.gone();
    expect(s.closed?.code).toBe(1009);
    const fresh = await TestSocket.open(server.url);
    expect(await fresh.request({ type: 'ping' })).toMatchObject({ type: 'pong' });
    fresh.close();
  });
});

describe('bots, stand-ins and timers', () => {
  it('plays a whole match of bots on the server, to the end', async () => {
    const watcher = await TestSocket.open(server.url);
    const room = await create(watcher, {
      game: 'starbuckaroos',
      seats: [
        { kind: 'bot', bot: 'ismcts:30' },
        { kind: 'bot', bot: 'greedy:2' },
      ],
      options: { target: 150 },
      seed: 2,
    });
    await watcher.request({ type: 'spectate', room });
    const end = await watcher.next(
      (f): f is UpdateFrame => f.type === 'update' && (f.view as View).over,
      60_000,
    );
    expect(end.turn).toBeNull();
    const bys = new Set(watcher.frames.filter((f) => f.type === 'update').map((f) => f.by));
    expect([...bys]).toEqual(['bot']);
    watcher.close();
  });

  it('a bot stands in for a player who is gone, until the player returns', async () => {
    const a = await TestSocket.open(server.url);
    const room = await create(a, {
      game: 'mars-venus',
      seats: [
        { kind: 'human' },
        ...Array.from({ length: 3 }, () => ({ kind: 'bot', bot: 'random' })),
      ],
      settings: { absence: { afterMs: 300, bot: 'random' }, botDelayMs: 30 },
      seed: 4,
    });
    const player = await seated(room);
    await a.request({ type: 'spectate', room });
    player.socket.close();
    const stoodIn = await a.next(
      (f): f is PresenceFrame => f.type === 'presence' && f.seats[0]!.standIn,
    );
    expect(stoodIn.seats[0]).toMatchObject({ connected: false, standIn: true });
    await a.next(
      (f): f is UpdateFrame => f.type === 'update' && f.seat === 0 && f.by === 'stand-in',
    );
    const back = await TestSocket.open(server.url);
    await back.request({ type: 'resume', room, seat: 0, token: player.joined.token });
    await a.next(
      (f): f is PresenceFrame =>
        f.type === 'presence' && f.seats[0]!.connected && !f.seats[0]!.standIn,
    );
    // Back in the chair: the next turn of seat 0 waits for the player.
    const mine = await back.next(
      (f): f is UpdateFrame | StateFrame =>
        (f.type === 'update' || f.type === 'state') && (f.view as View).toMove === 0,
    );
    const from = a.frames.length;
    await new Promise((r) => setTimeout(r, 600));
    expect(a.frames.slice(from).filter((f) => f.type === 'update')).toHaveLength(0);
    expect(
      await back.request({ type: 'move', move: (mine.view as View).legal[0]!, seq: mine.seq }),
    ).toMatchObject({
      type: 'update',
      by: 'player',
    });
    a.close();
    back.close();
  });

  it('a turn timer plays the first legal move, or a bot, when time runs out', async () => {
    for (const onExpiry of ['first-legal', 'bot'] as const) {
      const a = await TestSocket.open(server.url);
      const room = await create(a, {
        game: 'starbuckaroos',
        seats: humans(2),
        settings: { turnTimer: { turnMs: 250, onExpiry, bot: 'random' } },
      });
      const one = await seated(room);
      const two = await seated(room);
      const first = await one.socket.next(
        (f): f is UpdateFrame => f.type === 'update' && f.by === 'timer',
      );
      const toMove = (one.state.view as View).toMove!;
      expect(first.seat).toBe(toMove);
      if (onExpiry === 'first-legal') {
        const legal = (toMove === 0 ? one : two).state.view as View;
        expect(first.move).toEqual(legal.legal[0]);
      }
      // Both seats are held when the second player joins: the clock runs from then.
      expect(two.state.turn).toMatchObject({ seat: toMove });
      expect(two.state.turn!.timeLeftMs).toBeGreaterThan(0);
      for (const s of [a, one.socket, two.socket]) s.close();
    }
  });
});
