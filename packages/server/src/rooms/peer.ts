// A connection as the rooms see it: the socket is the server's business, the rooms only send
// it frames. A peer is bound to at most one room, as one seat or as a spectator.

import type { ServerFrame } from '../protocol/messages';
import { SPECTATOR } from './match';

export interface Peer {
  /** Unique within this process. */
  readonly id: string;
  send(frame: ServerFrame): void;
  /** The same frame text goes to many peers: it is built once. */
  sendText(text: string): void;
  close(code: number, reason: string): void;
}

export interface Binding {
  readonly room: string;
  /** A seat, or SPECTATOR. */
  readonly viewer: number;
}

export function isSeat(viewer: number): boolean {
  return viewer !== SPECTATOR;
}
