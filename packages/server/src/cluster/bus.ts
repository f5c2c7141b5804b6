// How server processes tell each other what happened in a room: moves applied by the owner,
// moves sent to it by players connected elsewhere, who is connected where. One process needs
// none of it (LocalBus delivers within the process); several use Redis pub/sub (redis-bus.ts).
// A message lost on the way costs nothing but time: a process that sees a gap in a room's moves
// reloads the room from the store.

export type BusHandler = (message: unknown) => void;

export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
}

/** Pub/sub within one process: what a single server uses, and tests that share one between hosts. */
export class LocalBus implements Bus {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  /** A view of this bus whose subscriptions are its own, as a second process would have. */
  member(): Bus {
    const mine = new Map<string, BusHandler>();
    return {
      publish: (channel, message) => this.publish(channel, message),
      subscribe: async (channel, handler) => {
        mine.set(channel, handler);
        this.add(channel, handler);
      },
      unsubscribe: async (channel) => {
        const h = mine.get(channel);
        if (h !== undefined) this.handlers.get(channel)?.delete(h);
        mine.delete(channel);
      },
      close: async () => {
        for (const [channel, h] of mine) this.handlers.get(channel)?.delete(h);
        mine.clear();
      },
    };
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const handlers = [...(this.handlers.get(channel) ?? [])];
    if (handlers.length === 0) return;
    // Copied and delivered later, as over a network: no handler shares the sender's objects.
    const text = JSON.stringify(message);
    setImmediate(() => {
      for (const h of handlers) h(JSON.parse(text));
    });
  }

  async subscribe(channel: string, handler: BusHandler): Promise<void> {
    this.add(channel, handler);
  }

  async unsubscribe(channel: string): Promise<void> {
    this.handlers.delete(channel);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }

  private add(channel: string, handler: BusHandler): void {
    let set = this.handlers.get(channel);
    if (set === undefined) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
  }
}
