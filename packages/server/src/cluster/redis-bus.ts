// The bus between processes: Redis pub/sub through ioredis, one connection to publish and one
// to listen (a subscribed Redis connection can do nothing else). Channels are prefixed, so
// several deployments can share a Redis.

import { Redis } from 'ioredis';
import type { Bus, BusHandler } from './bus';

export class RedisBus implements Bus {
  private readonly handlers = new Map<string, BusHandler>();

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
  ) {
    sub.on('message', (channel: string, text: string) => {
      const handler = this.handlers.get(channel.slice(this.prefix.length));
      if (handler === undefined) return;
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      // A message this process cannot read is dropped; the room resyncs at its next gap.
      try {
        handler(message);
      } catch {
        return;
      }
    });
  }

  static async open(url: string, prefix: string): Promise<RedisBus> {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    const pub = new Redis(url, options);
    const sub = new Redis(url, options);
    // Errors are retried by ioredis; an unheard 'error' event would end the process.
    pub.on('error', () => undefined);
    sub.on('error', () => undefined);
    await Promise.all([pub.connect(), sub.connect()]);
    return new RedisBus(pub, sub, prefix);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.pub.publish(this.prefix + channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: BusHandler): Promise<void> {
    this.handlers.set(channel, handler);
    await this.sub.subscribe(this.prefix + channel);
  }

  async unsubscribe(channel: string): Promise<void> {
    this.handlers.delete(channel);
    await this.sub.unsubscribe(this.prefix + channel);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.pub.disconnect();
    this.sub.disconnect();
  }
}
