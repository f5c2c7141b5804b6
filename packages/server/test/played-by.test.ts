// A turn played by another seat (`played by`) and a hand turned face up (`reveal`), through the
// real socket, on the made-up game packages/engine-gen/test/open-hand.rules: South deals, West
// leads, then North's hand lies face up and South plays North's turns. The room takes North's
// move from South only, and every connection sees North's hand once it is open.

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorFrame, StateFrame, UpdateFrame } from '../src/protocol/messages';
import { isType, TestSocket } from './helpers/socket';
import { testServer, type TestServer } from './helpers/server';

const OPEN_HAND = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../engine-gen/test/open-hand.rules',
);

interface ZoneView {
  readonly count: number;
  readonly cards?: readonly string[];
  readonly revealed?: true;
}

interface View {
  readonly legal: readonly Record<string, string | number>[];
  readonly toMove: number | null;
  readonly turn?: number | null;
  readonly zones: { readonly hand: readonly ZoneView[] };
}

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ games: [], rules: [OPEN_HAND] });
});
afterAll(async () => {
  await server?.close();
});

async function seated(room: string, seat: number) {
  const socket = await TestSocket.open(server.url);
  const joined = await socket.request({ type: 'join', room, seat });
  if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
  await socket.next(isType('state'));
  return socket;
}

/** The first view `socket` got (a state or an update) in which `test` holds. */
function viewWhere(socket: TestSocket, test: (v: View) => boolean) {
  return socket.next(
    (f): f is UpdateFrame | StateFrame =>
      (f.type === 'update' || f.type === 'state') && test(f.view as View),
  );
}

describe("a turn 'played by' another seat, on a server", () => {
  it('is taken from the seat that plays it, and the open hand is seen by every connection', async () => {
    const owner = await TestSocket.open(server.url);
    const created = await owner.request({
      type: 'create',
      game: 'open-hand',
      seats: [
        { kind: 'human' },
        { kind: 'bot', bot: 'random' },
        { kind: 'human' },
        { kind: 'bot', bot: 'random' },
      ],
      seed: 5,
    });
    if (created.type !== 'created') throw new Error(JSON.stringify(created));
    const { room } = created;
    const south = await seated(room, 0);
    const north = await seated(room, 2);
    const watcher = await TestSocket.open(server.url);
    await watcher.request({ type: 'spectate', room });

    // West has led: North's turn, which South chooses, from North's hand laid face up.
    const turn = await viewWhere(south, (v) => v.toMove === 0 && v.turn === 2);
    const chooser = turn.view as View;
    const open = chooser.zones.hand[2]!;
    expect(open.revealed).toBe(true);
    expect(open.cards).toHaveLength(13);
    for (const m of chooser.legal) expect(open.cards).toContain(m['card']);
    const northView = (await viewWhere(north, (v) => v.turn === 2)).view as View;
    expect(northView.legal).toEqual([]);
    const seen = (await viewWhere(watcher, (v) => v.turn === 2)).view as View;
    expect(seen.zones.hand.map((h) => h.cards !== undefined)).toEqual([false, false, true, false]);
    expect(seen.zones.hand[2]).toEqual(open);

    // North may not make its own turn's move; South may.
    const move = chooser.legal[0]!;
    const refused = (await north.request({ type: 'move', move, seq: turn.seq })) as ErrorFrame;
    expect(refused).toMatchObject({ type: 'error', code: 'not-your-turn' });
    const answer = await south.request({ type: 'move', move, seq: turn.seq });
    expect(answer).toMatchObject({ type: 'update', seat: 0, by: 'player' });
    // Every connection hears the move as South's, for North.
    const heard = await north.next(
      (f): f is UpdateFrame => f.type === 'update' && f.seq === turn.seq + 1,
    );
    expect(heard.seat).toBe(0);
    expect(heard.events).toContainEqual({ type: 'move', seat: 0, move, turn: 2 });
    expect(heard.events).toContainEqual({ type: 'play', seat: 2, card: move['card'] });
    for (const s of [owner, south, north, watcher]) s.close();
  });
});
