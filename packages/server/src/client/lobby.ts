// What a lobby does before anyone sits down: ask which games the server offers, and create a
// room. Each call opens a short-lived socket of its own.

import type {
  CreateMessage,
  CreatedFrame,
  GameSummaryWire,
  ServerFrame,
} from '../protocol/messages';
import { OrreryError } from './room-connection';
import { defaultSocket, socketUrl, type SocketFactory } from './socket';

export type CreateRequest = Omit<CreateMessage, 'type' | 'id'>;

export interface LobbyOptions {
  readonly socket?: SocketFactory;
  /** Gives up after this long; 15 s by default. */
  readonly timeoutMs?: number;
}

/** Creates a room; resolves with its id (the invite), rejects with the server's refusal. */
export function createRoom(
  server: string,
  request: CreateRequest,
  options: LobbyOptions = {},
): Promise<CreatedFrame> {
  const socket = (options.socket ?? defaultSocket())(socketUrl(server));
  return new Promise((resolve, reject) => {
    const finish = (done: () => void) => {
      clearTimeout(timer);
      socket.onclose = null;
      socket.close(1000, 'done');
      done();
    };
    const timer = setTimeout(
      () => finish(() => reject(new OrreryError('unavailable', 'the server did not answer'))),
      options.timeoutMs ?? 15_000,
    );
    socket.onmessage = (event) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'hello')
        socket.send(JSON.stringify({ type: 'create', id: 'create', ...request }));
      else if (frame.type === 'created') finish(() => resolve(frame));
      else if (frame.type === 'error' && frame.re === 'create') {
        finish(() => reject(new OrreryError(frame.code, frame.message, frame.path)));
      }
    };
    socket.onclose = () =>
      finish(() =>
        reject(new OrreryError('unavailable', 'the connection closed before an answer')),
      );
    socket.onerror = () => undefined;
  });
}

/** The games a server offers (`GET /games`), for a lobby's list. */
export async function listGames(server: string): Promise<GameSummaryWire[]> {
  const url = new URL('games', server.endsWith('/') ? server : `${server}/`);
  const response = await fetch(url);
  if (!response.ok) throw new OrreryError('unavailable', `GET /games: ${response.status}`);
  const body = (await response.json()) as { games: GameSummaryWire[] };
  return body.games;
}
