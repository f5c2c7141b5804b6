// An online match against the real game server (in this process, on 127.0.0.1), from Node with
// the `ws` package standing in for the browser's WebSocket: two pages play a hand through it,
// see only their own cards, are refused with the rule's code, and see who is away.

import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, type SocketFactory } from '@orrery/server/client';
import { engine as starbuckaroos } from '@orrery/engine-starbuckaroos';
import { engine as marsVenus } from '@orrery/engine-mars-venus';
import { testServer, type TestServer } from '../../../server/test/helpers/server';
import { zoneOf } from '../match/table-view';
import { RemoteMatch } from './remote-match';

const socket: SocketFactory = (url) => new WebSocket(url) as never;
const backoff = { initialMs: 50, maxMs: 400, factor: 2, jitter: 0.2 };

let server: TestServer;
const opened: RemoteMatch[] = [];
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  for (const m of opened) m.close();
  await server?.close();
});

async function room(seed: number): Promise<string> {
  const created = await createRoom(
    server.url,
    { game: 'starbuckaroos', seats: [{ kind: 'human' }, { kind: 'human' }], seed },
    { socket },
  );
  return created.room;
}

function open(roomId: string, seat: number, meta = starbuckaroos.meta): RemoteMatch {
  const match = new RemoteMatch(meta, {
    server: server.url,
    room: roomId,
    as: { seat },
    socket,
    backoff,
  });
  opened.push(match);
  return match;
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('a match played on the game server', () => {
  it('plays a hand between two pages, each seeing only its own hand', async () => {
    const id = await room(11);
    const pages = [open(id, 0), open(id, 1)];
    await Promise.all(pages.map((p) => p.ready()));
    expect(pages.map((p) => p.seat)).toEqual([0, 1]);
    await until(() => pages.every((p) => p.seats.every((s) => s.connected)));
    for (let k = 0; k < 400 && pages[0]!.summaries.length === 0; k++) {
      const seat = pages[0]!.toMove;
      if (seat === null) break;
      const page = pages[seat]!;
      await until(() => page.toMove === seat && page.view?.toMove === seat);
      const played = await page.play(page.view!.legal[0]!);
      expect(played.ok).toBe(true);
      await until(() => pages[1 - seat]!.log.length === page.log.length);
      for (const p of pages) {
        const other = 1 - p.seat!;
        expect(zoneOf(p.view!, 'hand', p.seat!)?.cards).toBeDefined();
        // The opponent's hand is a count only: its cards never reach this page.
        expect(zoneOf(p.view!, 'hand', other)?.cards).toBeUndefined();
      }
    }
    for (const p of pages) {
      expect(p.summaries).toHaveLength(1);
      expect(p.summaries[0]!.hand).toBe(1);
      expect(p.log.some((e) => e.text.startsWith('Hand 1 ends'))).toBe(true);
    }
    expect(pages[0]!.summaries[0]).toEqual(pages[1]!.summaries[0]);
    expect(pages[0]!.log.map((e) => e.text)).toEqual(pages[1]!.log.map((e) => e.text));
  });

  it("refuses a move with the engine's rule code and leaves the room where it was", async () => {
    const id = await room(12);
    const pages = [open(id, 0), open(id, 1)];
    await Promise.all(pages.map((p) => p.ready()));
    const seat = pages[0]!.toMove!;
    const page = pages[seat]!;
    const before = page.log.length;
    const wrong = await pages[1 - seat]!.play(pages[1 - seat]!.view!.legal[0] ?? { type: 'pass' });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    const refused = await page.play({ type: 'lay', card: 'no-such-card' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'unknown-card' } });
    if (!refused.ok) expect(refused.error.message).toContain('no-such-card');
    expect(page.log).toHaveLength(before);
    expect(page.toMove).toBe(seat);
  });

  it('says which seat it waits for when that player is away', async () => {
    const id = await room(13);
    const first = open(id, 0);
    await first.ready();
    // Seat 1 has not sat down yet: the game waits for them once it is their turn.
    const second = open(id, 1);
    await second.ready();
    await until(() => first.seats[1]?.connected === true);
    const mover = first.toMove === 0 ? first : second;
    const idle = mover === first ? second : first;
    await until(() => mover.view?.toMove === mover.seat);
    idle.close();
    // Play until it is the absent seat's turn (a move with `again` keeps the turn).
    for (let k = 0; k < 10 && mover.toMove === mover.seat; k++) {
      expect((await mover.play(mover.view!.legal[0]!)).ok).toBe(true);
    }
    await until(() => mover.waitingFor !== null);
    expect(mover.waitingFor?.seat).toBe(idle.seat);
    expect(mover.waitingFor?.connected).toBe(false);
  });

  it('shows a won trick whole, with its winner, before the next lead (as a match played here)', async () => {
    const created = await createRoom(
      server.url,
      {
        game: 'mars-venus',
        seats: [
          { kind: 'human' },
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
        seed: 15,
      },
      { socket },
    );
    const page = open(created.room, 0, marsVenus.meta);
    await page.ready();
    const held: { cards: number; winner: number; hold: string | null }[] = [];
    page.onChange(() => {
      const first = page.frames()[0];
      if (first?.trick) {
        held.push({
          cards: first.trick.cards.length,
          winner: first.trick.winner,
          hold: first.hold,
        });
      }
    });
    for (let k = 0; k < 60 && held.length === 0; k++) {
      await until(() => page.toMove === 0 || held.length > 0);
      if (held.length > 0) break;
      expect((await page.play(page.view!.legal[0]!)).ok).toBe(true);
    }
    await until(() => held.length > 0);
    expect(held[0]).toMatchObject({ cards: 4, hold: 'pause' });
    expect(page.lastTrick?.cards).toHaveLength(4);
    expect(page.lastTrick?.winner).toBe(held[0]!.winner);
  });

  it("refuses a room of another game, or one that doesn't exist, in words", async () => {
    const id = await room(14);
    const other = open(id, 0, marsVenus.meta);
    await expect(other.ready()).rejects.toMatchObject({ code: 'wrong-game' });
    expect(other.problem?.message).toMatch(/plays .* not /);
    const missing = open('A'.repeat(22), 0);
    await expect(missing.ready()).rejects.toMatchObject({ code: 'no-such-room' });
    expect(missing.problem?.code).toBe('no-such-room');
  });
});
