// A server process killed with SIGKILL in the middle of its matches, and a new one started on
// the same SQLite file: every room resumes, and every move anyone was shown is still there, once.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { randomBelow, seedRandom, type Move } from '@orrery/runtime';
import type { ServerFrame, UpdateFrame } from '../src/protocol/messages';
import { SqliteStore } from '../src/store/sqlite-store';
import { startServerProcess, type ServerProcess } from './helpers/process';
import { isType, TestSocket } from './helpers/socket';

const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-crash-'));
const file = path.join(dir, 'rooms.sqlite');
const running: ServerProcess[] = [];
const sockets: TestSocket[] = [];

afterAll(async () => {
  for (const s of sockets) s.close();
  for (const p of running) await p.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface View {
  readonly toMove: number | null;
  readonly over: boolean;
  readonly legal: readonly Move[];
}

async function open(url: string): Promise<TestSocket> {
  const s = await TestSocket.open(url);
  sockets.push(s);
  return s;
}

/**
 * Plays `seat` with seeded random moves whenever it is its turn, and tries again a moment later
 * when the room is between owners (`unavailable`), as the client library does.
 */
function autoplay(socket: TestSocket, seat: number, seed: number): void {
  const rng = [...seedRandom(seed)];
  let last: { view: View; seq: number } | null = null;
  const play = () => {
    if (last === null || last.view.toMove !== seat || last.view.legal.length === 0) return;
    const { view, seq } = last;
    socket.send({ type: 'move', move: view.legal[randomBelow(rng, view.legal.length)]!, seq });
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

/** The moves a socket was shown, by seq; the same seq twice must be the same move. */
function shown(sockets: readonly TestSocket[]): Map<number, unknown> {
  const moves = new Map<number, unknown>();
  for (const s of sockets) {
    for (const f of s.frames) {
      if (f.type !== 'update') continue;
      const before = moves.get(f.seq);
      if (before !== undefined) expect(f.move).toEqual(before);
      moves.set(f.seq, f.move);
    }
  }
  return moves;
}

it('a server killed mid-match resumes every room with no move lost', async () => {
  const env = { ORRERY_SQLITE: file, ORRERY_GAMES: 'mars-venus,starbuckaroos' };
  const first = await startServerProcess(env);
  running.push(first);

  // A room of bots, watched, and a room of two people.
  const lobby = await open(first.url);
  const bots = await lobby.request({
    type: 'create',
    game: 'mars-venus',
    seats: Array.from({ length: 4 }, () => ({ kind: 'bot', bot: 'random' })),
    options: { 'max-hands': 2 },
    settings: { botDelayMs: 15 },
    seed: 21,
  });
  const people = await lobby.request({
    type: 'create',
    game: 'starbuckaroos',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    // Long enough that the match is still on when the process dies and after it comes back.
    options: { target: 5000 },
    seed: 22,
  });
  if (bots.type !== 'created' || people.type !== 'created') throw new Error('no rooms');
  const watcher = await open(first.url);
  await watcher.request({ type: 'spectate', room: bots.room });
  const players = [await open(first.url), await open(first.url)];
  const tokens: string[] = [];
  for (const [seat, p] of players.entries()) {
    autoplay(p, seat, 50 + seat);
    const joined = await p.request({ type: 'join', room: people.room, seat });
    if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
    tokens.push(joined.token);
  }

  await watcher.next((f): f is UpdateFrame => f.type === 'update' && f.seq >= 40, 30_000);
  await players[0]!.next((f): f is UpdateFrame => f.type === 'update' && f.seq >= 30, 30_000);
  await first.kill('SIGKILL');
  const seenBots = shown([watcher]);
  const seenPeople = shown(players);
  const lastBots = Math.max(...seenBots.keys());
  const lastPeople = Math.max(...seenPeople.keys());
  expect(lastBots).toBeGreaterThanOrEqual(40);

  const second = await startServerProcess(env);
  running.push(second);

  // The people come back with their tokens and play on from where they were.
  const back = [await open(second.url), await open(second.url)];
  for (const [seat, p] of back.entries()) {
    autoplay(p, seat, 90 + seat);
    const resumed = await p.request({
      type: 'resume',
      room: people.room,
      seat,
      token: tokens[seat]!,
    });
    expect(resumed).toMatchObject({ type: 'state', seat });
    expect((resumed as { seq: number }).seq).toBeGreaterThanOrEqual(lastPeople);
  }
  await back[0]!.next(
    (f): f is UpdateFrame => f.type === 'update' && f.seq >= lastPeople + 10,
    30_000,
  );

  // The bots' room is taken over once the dead process's lease runs out, and plays to the end.
  const watching = await open(second.url);
  const state = await watching.request({ type: 'spectate', room: bots.room });
  expect((state as { seq: number }).seq).toBeGreaterThanOrEqual(lastBots);
  // (On a busy machine the new process may have played it out before the watcher came.)
  await watching.next(
    (f): f is ServerFrame => (f.type === 'update' || f.type === 'state') && (f.view as View).over,
    60_000,
  );

  // The store has each move shown before the crash, at its place, and no seq twice; and what
  // was shown after the restart agrees with it too (taken first: the people play on).
  const after = [shown([watcher, watching]), shown([...players, ...back])];
  const store = new SqliteStore(file);
  try {
    for (const [room, seen, since] of [
      [bots.room, seenBots, after[0]!],
      [people.room, seenPeople, after[1]!],
    ] as const) {
      const stored = (await store.loadRoom(room))!;
      const seqs = stored.moves.map((m) => m.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      for (const [seq, move] of seen) expect(stored.moves[seq - 1]!.move).toEqual(move);
      for (const [seq, move] of since) expect(stored.moves[seq - 1]!.move).toEqual(move);
    }
    expect((await store.loadRoom(bots.room))!.finished).toBe(true);
  } finally {
    await store.close();
  }
  expect(watching.frames.filter(isType('update')).every((f) => f.by === 'bot')).toBe(true);
}, 120_000);
