// The load benchmark (not a test): one server process on 127.0.0.1 with its rooms in a SQLite
// file, and this process playing `--rooms` rooms at once for `--seconds`: in each room one
// seat is a client here that answers at once with a random legal move, the others are the
// server's random bots, so the server does nearly all the work. A room whose match ends is
// replaced by a new one. Prints moves per second, the client's move round trip (p50, p99),
// the server's memory, and checks every room's stored log against what its client was shown:
// no move lost, none applied twice.
//
//   npm run bench -w @orrery/server -- --rooms 200 --seconds 60

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { randomBelow, seedRandom, type Move } from '@orrery/runtime';
import type { ServerFrame, ShownMove } from '../src/protocol/messages';
import { SqliteStore } from '../src/store/sqlite-store';
import { startServerProcess } from '../test/helpers/process';

function arg(name: string, fallback: number, max: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i < 0 ? fallback : Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}`);
    process.exit(2);
  }
  return value;
}

const ROOMS = arg('rooms', 200, 2000);
const SECONDS = arg('seconds', 60, 600);
const GAME = 'mars-venus';
const SEATS = 4;

interface View {
  readonly toMove: number | null;
  readonly over: boolean;
  readonly legal: readonly Move[];
}

interface RoomRun {
  readonly room: string;
  /** Every update the client was shown, by seq. */
  readonly shown: Map<number, ShownMove>;
  duplicates: number;
  firstSeq: number;
  over: boolean;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'orrery-bench-'));
const file = path.join(dir, 'rooms.sqlite');
const server = await startServerProcess({
  ORRERY_SQLITE: file,
  ORRERY_GAMES: GAME,
  ORRERY_IDLE_MS: String((SECONDS + 60) * 1000),
  ORRERY_LEASE_MS: '10000',
});
const wsUrl = server.url.replace(/^http/, 'ws') + '/ws';
console.log(
  `server ${server.url}; ${ROOMS} rooms of ${GAME} (1 client + ${SEATS - 1} random bots each) for ${SECONDS} s`,
);

const runs: RoomRun[] = [];
const trips: number[] = [];
let moves = 0;
let clientMoves = 0;
let refusals = 0;
let stopping = false;
const sockets = new Set<WebSocket>();
const rng = [...seedRandom(2024)];

/** A socket whose frames go to `frames`, set before the first one can arrive. */
function open(): { ws: WebSocket; frames: (f: ServerFrame) => void } {
  const ws = new WebSocket(wsUrl);
  sockets.add(ws);
  const holder = { ws, frames: (_f: ServerFrame) => undefined as void };
  ws.on('message', (data) => holder.frames(JSON.parse(String(data)) as ServerFrame));
  ws.on('error', () => undefined);
  return holder;
}

/** One room from creation to the end of its match (or of the run), then the next. */
async function playRooms(slot: number): Promise<void> {
  while (!stopping) {
    const conn = open();
    const { ws } = conn;
    let run: RoomRun | null = null;
    let sentAt = 0;
    let pending: string | null = null;
    let requests = 0;
    const finished = new Promise<void>((resolve) => {
      conn.frames = (f) => {
        if (f.type === 'hello') {
          ws.send(
            JSON.stringify({
              type: 'create',
              id: 'c',
              game: GAME,
              seats: [
                { kind: 'human' },
                ...Array.from({ length: SEATS - 1 }, () => ({ kind: 'bot', bot: 'random' })),
              ],
              settings: { botDelayMs: 0, absence: { afterMs: null } },
              seed: (slot * 7919 + runs.length) >>> 0,
            }),
          );
        } else if (f.type === 'created') {
          run = { room: f.room, shown: new Map(), duplicates: 0, firstSeq: -1, over: false };
          runs.push(run);
          ws.send(JSON.stringify({ type: 'join', id: 'j', room: f.room, seat: 0 }));
        } else if (f.type === 'state' || f.type === 'update') {
          if (run === null) return;
          if (f.type === 'state') run.firstSeq = f.seq;
          else {
            moves++;
            if (run.shown.has(f.seq)) run.duplicates++;
            run.shown.set(f.seq, f.move);
            if (f.re !== undefined && f.re === pending) {
              trips.push(performance.now() - sentAt);
              clientMoves++;
              pending = null;
            }
          }
          const view = f.view as View;
          if (view.over) {
            run.over = true;
            resolve();
            return;
          }
          if (stopping) return resolve();
          if (view.toMove === 0 && view.legal.length > 0 && pending === null) {
            pending = `m${++requests}`;
            sentAt = performance.now();
            const move = view.legal[randomBelow(rng, view.legal.length)];
            ws.send(JSON.stringify({ type: 'move', id: pending, move, seq: f.seq }));
          }
        } else if (f.type === 'error') {
          if (process.env['BENCH_DEBUG']) console.log(JSON.stringify(f));
          refusals++;
          pending = null;
        }
      };
      ws.once('close', () => resolve());
    });
    const stop = setInterval(() => {
      if (stopping) conn.frames({ type: 'pong' });
    }, 200);
    await Promise.race([finished, new Promise((r) => setTimeout(r, (SECONDS + 5) * 1000))]);
    clearInterval(stop);
    ws.close();
    sockets.delete(ws);
  }
}

const memory: number[] = [];
const sample = setInterval(() => {
  void fetch(`${server.url}/health`)
    .then((r) => r.json() as Promise<{ rss: number }>)
    .then((h) => memory.push(h.rss))
    .catch(() => undefined);
}, 1000);

const started = performance.now();
const players = Array.from({ length: ROOMS }, (_, slot) => playRooms(slot));
await new Promise((r) => setTimeout(r, SECONDS * 1000));
stopping = true;
const elapsed = (performance.now() - started) / 1000;
const movesInWindow = moves;
clearInterval(sample);
for (const ws of sockets) ws.close();
await Promise.race([Promise.all(players), new Promise((r) => setTimeout(r, 10_000))]);
// Let the last bot moves land, then stop the server and read its file.
await new Promise((r) => setTimeout(r, 500));
await server.kill('SIGTERM');

const store = new SqliteStore(file);
let lost = 0;
let twice = 0;
let mismatched = 0;
let storedMoves = 0;
for (const run of runs) {
  const stored = await store.loadRoom(run.room);
  if (stored === null) {
    lost += run.shown.size;
    continue;
  }
  storedMoves += stored.moves.length;
  const seqs = stored.moves.map((m) => m.seq);
  twice += seqs.length - new Set(seqs).size;
  seqs.forEach((seq, i) => {
    if (seq !== i + 1) mismatched++;
  });
  for (const [seq, move] of run.shown) {
    const m = stored.moves[seq - 1];
    if (m === undefined) lost++;
    else if (JSON.stringify(m.move) !== JSON.stringify(move)) mismatched++;
  }
  // The client was shown every move after it joined, each once.
  if (run.firstSeq >= 0 && run.over) {
    for (let seq = run.firstSeq + 1; seq <= stored.moves.length; seq++) {
      if (!run.shown.has(seq)) lost++;
    }
  }
  twice += run.duplicates;
}
await store.close();
rmSync(dir, { recursive: true, force: true });

const sorted = trips.slice().sort((a, b) => a - b);
const pct = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
console.log(`rooms played: ${runs.length} (${runs.filter((r) => r.over).length} matches finished)`);
console.log(
  `moves: ${movesInWindow} in ${elapsed.toFixed(1)} s = ${(movesInWindow / elapsed).toFixed(0)} moves/s (${clientMoves} by the clients, the rest by bots)`,
);
console.log(
  `move round trip (client): p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, over ${sorted.length} moves`,
);
console.log(
  `server memory (rss): max ${mb(Math.max(...memory))} MiB, last ${mb(memory.at(-1) ?? NaN)} MiB`,
);
console.log(
  `stored moves: ${storedMoves}; lost: ${lost}; applied twice: ${twice}; out of place: ${mismatched}; refusals: ${refusals}`,
);
if (lost + twice + mismatched > 0) {
  console.error('FAILED: the stored logs and what the clients saw differ');
  process.exit(1);
}
console.log('OK: no move lost, none applied twice');
process.exit(0);
