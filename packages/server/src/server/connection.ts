// One WebSocket connection: frames in, read and checked (read-message.ts), handed to the room
// host one at a time, in order; answers and refusals out. A socket that has not joined, resumed
// or spectated a room gets nothing but `hello`, `pong`, `created` and errors. Nothing a client
// sends can throw out of here.

import type { WebSocket } from 'ws';
import type { ClientMessage, ErrorCode, RequestId, ServerFrame } from '../protocol/messages';
import { PROTOCOL_VERSION } from '../protocol/messages';
import type { RoomHost } from '../rooms/host';
import type { Peer } from '../rooms/peer';
import { readClientMessage } from './read-message';

export interface ConnectionLimits {
  readonly maxMessageBytes: number;
  readonly ratePerSecond: number;
  readonly rateBurst: number;
}

/** A slow reader is cut off rather than queued for without end. */
const MAX_BUFFERED = 8 * 1024 * 1024;

let peers = 0;

export function serveConnection(socket: WebSocket, host: RoomHost, limits: ConnectionLimits): void {
  const peer: Peer = {
    id: `p${++peers}`,
    send: (frame) => peer.sendText(JSON.stringify(frame)),
    sendText: (text) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED) {
        socket.close(1013, 'too slow');
        return;
      }
      socket.send(text);
    },
    close: (code, reason) => socket.close(code, reason),
  };
  const refuse = (code: ErrorCode, message: string, re?: RequestId, extra: object = {}) =>
    peer.send({
      type: 'error',
      ...(re === undefined ? {} : { re }),
      code,
      message,
      ...extra,
    } as ServerFrame);

  let tokens = limits.rateBurst;
  let filled = Date.now();
  const allowed = () => {
    const now = Date.now();
    tokens = Math.min(limits.rateBurst, tokens + ((now - filled) / 1000) * limits.ratePerSecond);
    filled = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };

  let queue: Promise<void> = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    if (!allowed()) {
      refuse('rate-limited', `at most ${limits.ratePerSecond} messages a second`);
      return;
    }
    if (isBinary) {
      refuse('bad-message', 'messages are JSON text frames');
      return;
    }
    const text = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    const read = readClientMessage(text, limits.maxMessageBytes);
    if (!read.ok) {
      const { code, message, path, re } = read.fault;
      refuse(code, message, re, path === '' ? {} : { path });
      return;
    }
    queue = queue.then(() =>
      handle(read.message).catch((error: unknown) => {
        refuse(
          'internal',
          `the server failed on this message: ${error instanceof Error ? error.message : String(error)}`,
          read.message.id,
        );
      }),
    );
  });
  socket.on('close', () => {
    void queue.then(() => host.detach(peer));
  });
  socket.on('error', () => socket.terminate());

  async function handle(m: ClientMessage): Promise<void> {
    const answer = (
      result:
        { ok: true } | { ok: false; fault: { code: ErrorCode; message: string; path?: string } },
    ) => {
      if (result.ok) return;
      const { code, message, path } = result.fault;
      refuse(code, message, m.id, path === undefined ? {} : { path });
    };
    switch (m.type) {
      case 'ping':
        peer.send({ type: 'pong', ...(m.id === undefined ? {} : { re: m.id }) });
        return;
      case 'create': {
        const result = await host.create(m);
        if (result.ok) peer.send({ ...result.value, ...(m.id === undefined ? {} : { re: m.id }) });
        else answer(result);
        return;
      }
      case 'join':
        return answer(await host.join(peer, m));
      case 'resume':
        return answer(await host.resume(peer, m));
      case 'spectate':
        return answer(await host.spectate(peer, m));
      case 'move': {
        const refusal = await host.move(peer, m);
        if (refusal !== null) {
          refuse(
            refusal.code,
            refusal.message,
            m.id,
            refusal.rule === undefined ? {} : { rule: refusal.rule },
          );
        }
        return;
      }
    }
  }

  peer.send({ type: 'hello', protocol: PROTOCOL_VERSION, maxMessageBytes: limits.maxMessageBytes });
}
