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

/**
 * Pub/sub within one process, between members that stand for processes: a message reaches the
 * other members' subscriptions, never its sender's (a process ignores its own messages anyway,
 * so a lone server spends nothing on them). The bus itself is one member; `member()` adds more,
 * for tests that run several hosts in one process.
 */
export class LocalBus implements Bus {
  private readonly handlers = new Map<string, Map<object, BusHandler>>();
  private readonly self = {};

  member(): Bus {
    const me = {};
    const channels = new Set<string>();
    return {
      publish: (channel, message) => this.send(me, channel, message),
      subscribe: async (channel, handler) => {
        channels.add(channel);
        this.add(me, channel, handler);
      },
      unsubscribe: async (channel) => {
        channels.delete(channel);
        this.handlers.get(channel)?.delete(me);
      },
      close: async () => {
        for (const channel of channels) this.handlers.get(channel)?.delete(me);
        channels.clear();
      },
    };
  }

  publish(channel: string, message: unknown): Promise<void> {
    return this.send(this.self, channel, message);
  }

  async subscribe(channel: string, handler: BusHandler): Promise<void> {
    this.add(this.self, channel, handler);
  }

  async unsubscribe(channel: string): Promise<void> {
    this.handlers.get(channel)?.delete(this.self);
  }

  async close(): Promise<void> {
    for (const members of this.handlers.values()) members.delete(this.self);
  }

  private async send(from: object, channel: string, message: unknown): Promise<void> {
    const members = this.handlers.get(channel);
    if (members === undefined) return;
    const handlers = [...members].filter(([m]) => m !== from).map(([, h]) => h);
    if (handlers.length === 0) return;
    // Copied and delivered later, as over a network: no handler shares the sender's objects.
    const text = JSON.stringify(message);
    setImmediate(() => {
      for (const h of handlers) {
        try {
          h(JSON.parse(text));
        } catch {
          // As over Redis: a message its receiver cannot read is dropped.
        }
      }
    });
  }

  private add(member: object, channel: string, handler: BusHandler): void {
    let members = this.handlers.get(channel);
    if (members === undefined) {
      members = new Map();
      this.handlers.set(channel, members);
    }
    members.set(member, handler);
  }
}
