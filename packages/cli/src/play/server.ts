// The HTTP side of `orrery play`, on 127.0.0.1 only: the page, its script and style, the game's
// bundle from memory, and `/events`, a Server-Sent Events stream of the session's state (the
// reload signal: no polling). Everything is sent `no-store`, so a reload always gets the build
// of the moment, and under a strict Content-Security-Policy: the page runs only its own scripts.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_HTML, PAGE_CSS } from './page';
import { STATE_EVENT, type PlayState } from './protocol';
import type { PlaySession } from './session';

const HOST = '127.0.0.1';
/** A comment line now and then keeps an idle stream from being taken for a dead one. */
const HEARTBEAT_MS = 25_000;

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  // Lit sets some styles inline; nothing else may be inline.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export interface PlayServer {
  readonly url: string;
  close(): Promise<void>;
}

export type ListenResult =
  | { readonly ok: true; readonly server: PlayServer }
  | { readonly ok: false; readonly message: string };

export async function startServer(
  session: PlaySession,
  pageScript: string,
  port: number,
): Promise<ListenResult> {
  const streams = new Set<ServerResponse>();
  let origin = '';
  const server = createServer((req, res) => {
    // Only this machine's own names: a page of another site that rebinds its name to 127.0.0.1
    // gets nothing (DNS rebinding).
    if (!isLocalHost(req, origin)) {
      send(res, 403, 'text/plain', `orrery play answers only to ${origin}\n`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', origin).pathname;
    if (urlPath === '/' || urlPath === '/index.html') send(res, 200, 'text/html', PAGE_HTML);
    else if (urlPath === '/play.js') send(res, 200, 'text/javascript', pageScript);
    else if (urlPath === '/play.css') send(res, 200, 'text/css', PAGE_CSS);
    else if (urlPath === '/events') openStream(req, res, session, streams);
    else {
      const bundle = session.bundle(urlPath);
      if (bundle !== undefined) send(res, 200, 'text/javascript', bundle);
      else send(res, 404, 'text/plain', 'not found\n');
    }
  });
  const listened = await new Promise<string | null>((resolve) => {
    server.once('error', (e: NodeJS.ErrnoException) => resolve(listenProblem(e, port)));
    server.listen(port, HOST, () => resolve(null));
  });
  if (listened !== null) return { ok: false, message: listened };
  origin = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  return {
    ok: true,
    server: {
      url: `${origin}/`,
      close: () =>
        new Promise<void>((resolve) => {
          for (const res of streams) res.end();
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    },
  };
}

function openStream(
  req: IncomingMessage,
  res: ServerResponse,
  session: PlaySession,
  streams: Set<ServerResponse>,
): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  // A page that lost its server tries again after a second.
  res.write('retry: 1000\n\n');
  const push = (state: PlayState) =>
    res.write(`event: ${STATE_EVENT}\ndata: ${JSON.stringify(state)}\n\n`);
  push(session.state);
  const stop = session.subscribe(push);
  const beat = setInterval(() => res.write(': still here\n\n'), HEARTBEAT_MS);
  streams.add(res);
  req.on('close', () => {
    clearInterval(beat);
    stop();
    streams.delete(res);
  });
}

function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  res
    .writeHead(status, {
      'content-type': `${type}; charset=utf-8`,
      'cache-control': 'no-store',
      'content-security-policy': CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    })
    .end(body);
}

function isLocalHost(req: IncomingMessage, origin: string): boolean {
  const port = new URL(origin).port;
  const host = req.headers.host ?? '';
  return host === `${HOST}:${port}` || host === `localhost:${port}`;
}

function listenProblem(e: NodeJS.ErrnoException, port: number): string {
  if (e.code === 'EADDRINUSE')
    return `port ${port} is in use on ${HOST} (choose another with --port, or leave --port out for a free one)`;
  if (e.code === 'EACCES')
    return `port ${port} needs privileges on ${HOST} (choose one above 1023, or leave --port out for a free one)`;
  return `cannot listen on ${HOST}:${port}: ${e.message}`;
}
