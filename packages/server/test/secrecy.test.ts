// Secrecy on the wire. Whole matches of every seed game (and of a game that buries cards face
// down) are played by scripted clients on every seat, with a spectator, a socket that presents a
// wrong token and one that never joins. Every frame each socket received is then read, as the
// text that came over the wire, against what the engine itself shows that seat: the true moves
// come from the store, are replayed from the room's seed, and at each move the engine's view
// for each seat says which cards it may see. A spectator may see only what every seat sees.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRandom, randomBelow, type AnyEngine, type Move } from '@orrery/runtime';
import type { ServerFrame } from '../src/protocol/messages';
import { isType, TestSocket } from './helpers/socket';
import { testServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.close();
});

interface SeatView {
  readonly toMove: number | null;
  readonly over: boolean;
  readonly legal: readonly Move[];
  readonly history?: readonly unknown[];
}

/** Card ids named anywhere in `value`. */
function cards(value: unknown, deck: ReadonlySet<string>, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && deck.has(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) cards(v, deck, out);
  else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) cards(v, deck, out);
  }
  return out;
}

/** What a seat may see at one point: the hand being played, and each completed hand. */
interface Sight {
  readonly now: Set<string>;
  readonly hands: Set<string>[];
}

function sightOf(view: unknown, deck: ReadonlySet<string>): Sight {
  const { history = [], ...rest } = view as { history?: unknown[] };
  return { now: cards(rest, deck), hands: history.map((h) => cards(h, deck)) };
}

function intersect(sets: readonly Set<string>[]): Set<string> {
  const [first, ...others] = sets;
  return new Set([...(first ?? [])].filter((c) => others.every((s) => s.has(c))));
}

function commonSight(sights: readonly Sight[]): Sight {
  return {
    now: intersect(sights.map((s) => s.now)),
    hands: sights[0]!.hands.map((_, k) => intersect(sights.map((s) => s.hands[k]!))),
  };
}

/** Cards of `value` outside `allowed`. */
function leaks(value: unknown, allowed: ReadonlySet<string>, deck: ReadonlySet<string>): string[] {
  return [...cards(value, deck)].filter((c) => !allowed.has(c));
}

/**
 * Finds every card a frame shows that its viewer may not see. `at(seq)` is the viewer's sight
 * after move seq. A move and its events may show what the viewer saw before or after the move,
 * and the hands that move completed; a view's completed hands only what it saw of each.
 */
function frameLeaks(
  frame: ServerFrame,
  at: (seq: number) => Sight,
  deck: ReadonlySet<string>,
): string[] {
  const found: string[] = [];
  const around = (seq: number) => {
    const after = at(seq);
    const before = at(Math.max(0, seq - 1));
    const fresh = after.hands.slice(before.hands.length).flatMap((h) => [...h]);
    return new Set([...before.now, ...after.now, ...fresh]);
  };
  const checkView = (view: unknown, seq: number) => {
    const { history = [], ...rest } = view as { history?: unknown[] };
    const sight = at(seq);
    found.push(...leaks(rest, sight.now, deck));
    history.forEach((h, k) => found.push(...leaks(h, sight.hands[k] ?? new Set(), deck)));
  };
  switch (frame.type) {
    case 'state': {
      const { view, log, ...rest } = frame;
      found.push(...leaks(rest, new Set(), deck));
      checkView(view, frame.seq);
      for (const entry of log) found.push(...leaks(entry, around(entry.seq), deck));
      break;
    }
    case 'update': {
      const { view, ...rest } = frame;
      found.push(...leaks(rest, around(frame.seq), deck));
      checkView(view, frame.seq);
      break;
    }
    default:
      found.push(...leaks(frame, new Set(), deck));
  }
  return found;
}

/** Plays `seat` from this socket: a seeded random legal move whenever it is the seat's turn. */
function autoplay(socket: TestSocket, seat: number, seed: number): void {
  const rng = [...seedRandom(seed)];
  socket.on((frame) => {
    if (frame.type !== 'state' && frame.type !== 'update') return;
    const view = frame.view as SeatView;
    if (view.toMove !== seat || view.legal.length === 0) return;
    const move = view.legal[randomBelow(rng, view.legal.length)]!;
    socket.send({ type: 'move', move, seq: frame.seq });
  });
}

const MATCHES: { game: string; options: Record<string, string | number>; midway: number }[] = [
  { game: 'starbuckaroos', options: { players: 4, 'max-hands': 2 }, midway: 20 },
  { game: 'mars-venus', options: { 'max-hands': 2 }, midway: 20 },
  { game: 'annexation', options: { 'max-hands': 2 }, midway: 20 },
  { game: 'face-down', options: { target: 8, 'max-hands': 4 }, midway: 5 },
];

describe('every frame on the wire keeps the secrets', () => {
  for (const { game, options, midway } of MATCHES) {
    it(`${game}: seats, a spectator, a wrong token and a stranger`, async () => {
      const { engine } = await server.catalogue.get(game)!;
      const seats = engine.meta.seatCount(options);
      const lobby = await TestSocket.open(server.url);
      const created = await lobby.request({
        type: 'create',
        game,
        options,
        seats: Array.from({ length: seats }, () => ({ kind: 'human' })),
        seed: 97,
      });
      if (created.type !== 'created') throw new Error(JSON.stringify(created));
      const room = created.room;

      const stranger = await TestSocket.open(server.url);
      const spectator = await TestSocket.open(server.url);
      await spectator.request({ type: 'spectate', room });
      const players: TestSocket[] = [];
      const tokens: string[] = [];
      for (let seat = 0; seat < seats; seat++) {
        const socket = await TestSocket.open(server.url);
        autoplay(socket, seat, 1000 + seat);
        const joined = await socket.request({ type: 'join', room, seat });
        if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
        tokens.push(joined.token);
        players.push(socket);
      }
      const intruder = await TestSocket.open(server.url);
      await intruder.request({ type: 'resume', room, seat: 0, token: tokens[1]! });

      // Midway, the last seat drops and comes back: its resumed state carries the log so far.
      await spectator.next((f): f is ServerFrame => f.type === 'update' && f.seq >= midway, 60_000);
      players[seats - 1]!.close();
      const back = await TestSocket.open(server.url);
      autoplay(back, seats - 1, 7);
      await back.request({ type: 'resume', room, seat: seats - 1, token: tokens[seats - 1]! });
      const recorded = [...players.slice(0, -1), back];

      await spectator.next(
        (f): f is ServerFrame => f.type === 'update' && (f.view as SeatView).over,
        90_000,
      );
      await intruder.request({ type: 'ping' });
      await stranger.request({ type: 'ping' });

      // The truth, from the store: replay the stored moves from the room's seed.
      const stored = (await server.store.loadRoom(room))!;
      expect(stored.finished).toBe(true);
      const deck = new Set(engine.meta.deck(options).map((c) => c.id));
      const setup = engine.setup({ seed: stored.room.seed, options });
      if (!setup.ok) throw new Error(setup.error.message);
      const states = [setup.value];
      for (const m of stored.moves) {
        const next = (engine as AnyEngine).apply(states.at(-1), m.move);
        if (!next.ok) throw new Error(`stored move ${m.seq} does not replay: ${next.error.code}`);
        states.push(next.state);
      }
      const sights = states.map((s) =>
        Array.from({ length: seats }, (_, seat) => sightOf(engine.view(s, seat), deck)),
      );
      const seatAt = (seat: number) => (seq: number) => sights[seq]![seat]!;
      const commonAt = (seq: number) => commonSight(sights[seq]!);

      // Every update each seat saw, in order, with none missing or twice.
      const lastSeq = stored.moves.length;
      for (const socket of [players[0]!, spectator]) {
        const seqs = socket.frames.filter(isType('update')).map((f) => f.seq);
        expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b));
        expect(seqs.at(-1)).toBe(lastSeq);
      }

      const problems: string[] = [];
      recorded.forEach((socket, i) => {
        const seat = i;
        for (const text of socket.raw) {
          const frame = JSON.parse(text) as ServerFrame;
          const leaked = frameLeaks(frame, seatAt(seat), deck);
          if (leaked.length > 0) problems.push(`seat ${seat} ${frame.type}: ${leaked.join(', ')}`);
        }
      });
      for (const text of spectator.raw) {
        const frame = JSON.parse(text) as ServerFrame;
        const leaked = frameLeaks(frame, commonAt, deck);
        if (leaked.length > 0) problems.push(`spectator ${frame.type}: ${leaked.join(', ')}`);
      }
      expect(problems.slice(0, 10)).toEqual([]);

      // Not a vacuous pass: the spectator was shown cards, the public ones.
      expect(cards(spectator.frames, deck).size).toBeGreaterThan(0);

      // Wrong token, no token: refusals and a pong, and not one card or view.
      for (const socket of [intruder, stranger]) {
        const types = socket.frames.map((f) => f.type);
        expect(types.every((t) => t === 'hello' || t === 'error' || t === 'pong')).toBe(true);
        expect(leaks(socket.frames, new Set(), deck)).toEqual([]);
        expect(socket.raw.join('')).not.toMatch(/"(view|log|seats)"/);
      }
      for (const s of [...recorded, spectator, intruder, stranger, lobby]) s.close();
    });
  }
});
