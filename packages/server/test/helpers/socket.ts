// A test's WebSocket client: keeps every frame the server sent, in order, and waits for the
// ones a test expects.

import WebSocket from 'ws';
import type { ClientMessage, ServerFrame } from '../../src/protocol/messages';

export class TestSocket {
  readonly frames: ServerFrame[] = [];
  /** Every frame's text exactly as it came, for tests that read the wire itself. */
  readonly raw: string[] = [];
  private waiters: (() => void)[] = [];
  private readonly listeners: ((frame: ServerFrame) => void)[] = [];
  private nextId = 0;
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = String(data);
      this.raw.push(text);
      const frame = JSON.parse(text) as ServerFrame;
      this.frames.push(frame);
      for (const l of this.listeners) l(frame);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws');
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  /** Calls `listener` with every frame from now on. */
  on(listener: (frame: ServerFrame) => void): void {
    this.listeners.push(listener);
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(message));
  }

  sendText(text: string): void {
    this.ws.send(text);
  }

  /** Waits for a frame from index `from` on that `match` accepts. */
  async next<T extends ServerFrame>(
    match: (f: ServerFrame) => f is T,
    timeoutMs = 15_000,
    from = 0,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found !== undefined) return found;
      if (this.closed !== null)
        throw new Error(`socket closed (${this.closed.code}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no such frame in ${timeoutMs} ms; got ${this.frames.map((f) => f.type).join(' ')}`,
        );
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Sends a request with a fresh id and waits for the first frame answering it. */
  async request(message: Record<string, unknown>, timeoutMs = 15_000): Promise<ServerFrame> {
    const id = `r${++this.nextId}`;
    const from = this.frames.length;
    this.send({ ...message, id });
    return this.next((f): f is ServerFrame => 're' in f && f.re === id, timeoutMs, from);
  }

  close(): void {
    this.ws.close();
  }

  /** Resolves once the socket is closed. */
  async gone(): Promise<void> {
    if (this.closed !== null) return;
    await new Promise<void>((resolve) => this.ws.once('close', () => resolve()));
  }
}

export function isType<K extends ServerFrame['type']>(type: K) {
  return (f: ServerFrame): f is Extract<ServerFrame, { type: K }> => f.type === type;
}
