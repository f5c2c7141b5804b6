// The client's view of a WebSocket: the browser's own, or any object shaped like it (the `ws`
// package in Node). Only this shape is used, so the library needs neither DOM types nor Node.

export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onclose: ((event: { readonly code: number; readonly reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

/** The browser's WebSocket, where there is one. */
export function defaultSocket(): SocketFactory {
  const Ctor = (globalThis as { WebSocket?: new (url: string) => SocketLike }).WebSocket;
  if (Ctor === undefined) {
    throw new Error('no WebSocket here: pass `socket: (url) => new WebSocket(url)` from a library');
  }
  return (url) => new Ctor(url);
}

/** `https://games.example/` → `wss://games.example/ws`; a ws(s) URL is taken as it is. */
export function socketUrl(server: string): string {
  const url = new URL(server);
  if (url.protocol === 'ws:' || url.protocol === 'wss:') return url.href;
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/$/, '')}/ws`;
  return url.href;
}

/** A page's invite link for a room: the page's address with `room=<id>`. */
export function inviteLink(page: string, room: string): string {
  const url = new URL(page);
  url.searchParams.set('room', room);
  return url.href;
}

/** The room id an invite link names, or null. */
export function roomFromLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const room = url.searchParams.get('room');
  return room !== null && /^[A-Za-z0-9_-]{22}$/.test(room) ? room : null;
}
