import type { SeatSpec } from '@orrery/server/client';

/** Where an online game of the playground is: the server, the game, and the room once made. */
export interface OnlineLink {
  readonly server: string;
  /** The game's id, as the server's catalogue and the playground's games.json name it. */
  readonly game: string;
  readonly room: string | null;
}

/** The game server a page talks to when its address names none: `npm start` of packages/server. */
export const DEFAULT_SERVER = 'http://127.0.0.1:8740';

const ROOM_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Reads the lobby page's address (`?server=…&game=…&room=…`), or says in words what in it is
 * wrong. A missing server is the default one; a room needs a game, since the page must load
 * that game's bundle before it can join.
 */
export function readLink(href: string): OnlineLink | { readonly problem: string } {
  const url = new URL(href);
  const server = url.searchParams.get('server') ?? DEFAULT_SERVER;
  const game = url.searchParams.get('game') ?? '';
  const room = url.searchParams.get('room');
  if (!isHttpUrl(server))
    return { problem: `The server address "${server}" is not an http(s) URL` };
  if (room !== null && !ROOM_ID.test(room)) {
    return { problem: 'The room in this link is not a room id (22 letters, digits, - or _)' };
  }
  if (room !== null && game === '') return { problem: 'The link names a room but not its game' };
  return { server, game, room };
}

/** The invite link: this page's address naming the server, the game and the room. */
export function joinLink(page: string, link: OnlineLink & { readonly room: string }): string {
  const url = new URL(page);
  url.search = '';
  url.hash = '';
  url.searchParams.set('server', link.server);
  url.searchParams.set('game', link.game);
  url.searchParams.set('room', link.room);
  return url.href;
}

/** The seats of a new room from the form's choices: `human`, or a bot spec (`ismcts:300`). */
export function seatSpecs(choices: readonly string[]): SeatSpec[] {
  return choices.map((c) => (c === 'human' ? { kind: 'human' } : { kind: 'bot', bot: c }));
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
