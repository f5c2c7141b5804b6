// The server: Fastify for HTTP, @fastify/websocket (ws) for the socket at /ws, the room host
// behind them, and the store and bus the configuration names.

import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { LocalBus, type Bus } from '../cluster/bus';
import { RedisBus } from '../cluster/redis-bus';
import { Catalogue } from '../games/catalogue';
import { RoomHost } from '../rooms/host';
import { PostgresStore } from '../store/postgres-store';
import { SqliteStore } from '../store/sqlite-store';
import type { Store } from '../store/store';
import type { ServerConfig, StoreConfig } from './config';
import { serveConnection } from './connection';

export interface RunningServer {
  /** `http://127.0.0.1:PORT`; the socket is at `ws://127.0.0.1:PORT/ws`. */
  readonly url: string;
  readonly port: number;
  readonly host: RoomHost;
  readonly app: FastifyInstance;
  readonly catalogue: Catalogue;
  readonly store: Store;
  close(): Promise<void>;
}

export async function openStore(config: StoreConfig): Promise<Store> {
  return config.kind === 'sqlite' ? new SqliteStore(config.file) : PostgresStore.open(config.url);
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const catalogue = await Catalogue.open(config);
  const store = await openStore(config.store);
  const bus: Bus =
    config.redisUrl === null
      ? new LocalBus()
      : await RedisBus.open(config.redisUrl, config.redisPrefix);
  const host = new RoomHost(store, bus, catalogue, config);
  await host.start();

  const app = Fastify({ logger: false, bodyLimit: config.maxMessageBytes });
  // Frames up to four times the limit are read and refused with a code; larger ones close the
  // socket (1009) before they are buffered.
  await app.register(websocket, { options: { maxPayload: config.maxMessageBytes * 4 } });
  app.get('/health', async () => {
    const memory = process.memoryUsage();
    return {
      ok: true,
      proc: host.proc,
      ...host.counts(),
      rss: memory.rss,
      heapUsed: memory.heapUsed,
    };
  });
  // The catalogue is public and read by lobbies on other sites' pages, so any origin may fetch it.
  app.get('/games', async (_request, reply) => {
    void reply.header('access-control-allow-origin', '*');
    return { games: await catalogue.summaries() };
  });
  app.get('/ws', { websocket: true }, (socket) => serveConnection(socket, host, config));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${config.host}:${port}`,
    port,
    host,
    app,
    catalogue,
    store,
    close: () =>
      (closing ??= (async () => {
        await host.stop();
        for (const client of app.websocketServer.clients) client.terminate();
        await app.close();
        await bus.close();
        await store.close();
        await catalogue.close();
      })()),
  };
}
